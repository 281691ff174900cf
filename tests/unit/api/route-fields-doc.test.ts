/** docs/route-fields.md is what tests/tools/route-fields-doc.ts writes from route-fields.ts. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderRouteFieldsDoc, ROUTE_FIELDS_DOC } from '../../tools/route-fields-doc';

it('docs/route-fields.md is up to date with tests/unit/api/route-fields.ts (npx tsx tests/tools/route-fields-doc.ts)', () => {
  expect(readFileSync(ROUTE_FIELDS_DOC, 'utf8') === renderRouteFieldsDoc(), 'docs/route-fields.md is stale: run npx tsx tests/tools/route-fields-doc.ts').toBe(true);
});

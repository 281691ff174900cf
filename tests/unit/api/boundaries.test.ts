import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const apiDir = join(__dirname, '../../../src/api');
const sources = readdirSync(apiDir)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => ({ file, imports: [...readFileSync(join(apiDir, file), 'utf8').matchAll(/from\s+'([^']+)'/g)].map((match) => match[1] ?? '') }));

describe('adapter boundaries (ARCHITECTURE.md)', () => {
  it('imports only zod (or zod/mini), and its own files (the route table included)', () => {
    for (const { file, imports } of sources) {
      for (const specifier of imports) {
        // zod/mini: the adapter's schemas use the small build (first-route JavaScript)
        const allowed = specifier === 'zod' || specifier === 'zod/mini' || specifier.startsWith('./');
        expect(allowed, `${file} imports ${specifier}`).toBe(true);
      }
    }
  });
});

/**
 * The layering rules of eslint.config.js (docs/ARCHITECTURE.md "Layers and the rules that hold
 * them") each fire on a deliberate violation, and stay quiet on the allowed form beside it.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The messages ESLint reports for `code` as if it were the file at `path` (the file need not exist). */
async function lint(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('layering rules', () => {
  it('a view may not import adapter values (types are fine)', async () => {
    expect(await lint('src/views/demo/Demo.tsx', "import { createCoreApi } from '@api/core';\nexport const api = createCoreApi;\n")).toEqual([
      expect.stringMatching(/no-restricted-imports: .*Views call no adapter/),
    ]);
    expect(await lint('src/views/demo/Demo.tsx', "import { request } from '../../api/request';\nexport const call = request;\n")).toEqual([
      expect.stringMatching(/Views call no adapter/),
    ]);
    expect(await lint('src/views/demo/Demo.tsx', "import type { Game } from '@api/index';\nexport type Shown = Game;\n")).toEqual([]);
  });

  it('a view may not own an actor', async () => {
    expect(await lint('src/views/demo/Demo.tsx', "import { useActorRef } from '@xstate/react';\nexport const hook = useActorRef;\n")).toEqual([
      expect.stringMatching(/no-restricted-imports: .*Views own no actor/),
    ]);
    expect(await lint('src/views/demo/Demo.tsx', "import { createActor } from 'xstate';\nexport const make = createActor;\n")).toEqual([
      expect.stringMatching(/Views own no actor/),
    ]);
  });

  it('a view may not read state names', async () => {
    expect(await lint('src/views/demo/Demo.tsx', "export const busy = (snapshot: { matches(value: string): boolean }) => snapshot.matches('loading');\n")).toEqual([
      expect.stringMatching(/no-restricted-syntax: Views do not read state names/),
    ]);
  });

  it('one module per import() site: a conditional between two imports is refused, a pick between importers is not', async () => {
    const conditional = "export const load = (bare: boolean) => (bare ? import('./a') : import('./b'));\n";
    expect(await lint('src/ui/demo.ts', conditional)).toEqual([expect.stringMatching(/no-restricted-syntax: One module per import\(\) site/), expect.stringMatching(/One module per import\(\) site/)]);
    expect(await lint('src/views/demo/Demo.tsx', conditional)).toEqual([expect.stringMatching(/One module per import\(\) site/), expect.stringMatching(/One module per import\(\) site/)]);
    expect(await lint('src/ui/demo.ts', "const importers = { bare: () => import('./a'), full: () => import('./b') };\nexport const load = (kind: 'bare' | 'full') => importers[kind]();\n")).toEqual([]);
  });

  it('a machine may not import React, the DOM or fetch', async () => {
    expect(await lint('machines/demo.machine.ts', "import { useState } from 'react';\nexport const hook = useState;\n")).toEqual([
      expect.stringMatching(/no-restricted-imports: .*Statecharts stay framework-neutral/),
    ]);
    expect(await lint('machines/demo.machine.ts', "export const load = () => fetch('/wps/x');\n")).toEqual([expect.stringMatching(/no-restricted-globals: Unexpected use of 'fetch'/)]);
    expect(await lint('machines/demo.machine.ts', "export const here = () => document.title;\n")).toEqual([expect.stringMatching(/no-restricted-globals: Unexpected use of 'document'/)]);
    expect(await lint('machines/demo.machine.ts', "import { createRequester } from '../src/api/request';\nexport const make = createRequester;\n")).toEqual([
      expect.stringMatching(/Statecharts use only types from the adapter/),
    ]);
    expect(await lint('machines/demo.machine.ts', "import type { Game } from '../src/api';\nexport type Shown = Game;\n")).toEqual([]);
  });

  it('src/ may not import tests/ or schema/', async () => {
    expect(await lint('src/app/demo.ts', "import { uiMap } from '../../tests/paths/ui-maps/balance.ui-map';\nexport const map = uiMap;\n")).toEqual([
      expect.stringMatching(/no-restricted-imports: .*The app never imports test code/),
    ]);
    expect(await lint('src/api/demo.ts', "import { CONTROL_PATH } from '../../schema/host/platform-paths';\nexport const path = CONTROL_PATH;\n")).toEqual([
      expect.stringMatching(/The app never imports the embedded platform/),
    ]);
    expect(await lint('src/views/demo/Demo.tsx', "import { createControlClient } from '../../../schema/control/client';\nexport const client = createControlClient;\n")).toEqual([
      expect.stringMatching(/The app never imports the embedded platform/),
    ]);
  });
});

/**
 * Every e2e test a spec file defines runs in some project. The projects select by title
 * (playwright.config.ts): the phone takes no "(en)" test and the desktop no "(es)" and no @once
 * one, so an English test tagged @once ran nowhere, and passed every run without being run: 25 of
 * them did, until this check. The nginx project takes tests/e2e/nginx.spec.ts, which the other two leave out.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

interface ListedSuite {
  readonly title: string;
  readonly specs?: ReadonlyArray<{ readonly title: string; readonly file: string; readonly line: number; readonly tests: ReadonlyArray<{ readonly tags?: readonly string[] }> }>;
  readonly suites?: readonly ListedSuite[];
}

/** "file:line › describe › title" of every test `playwright test --list` lists with these arguments. */
function listed(args: readonly string[]): Set<string> {
  const result = spawnSync('npx', ['playwright', 'test', '--list', '--reporter=json', ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`playwright --list failed:\n${result.stderr}`);
  const report = JSON.parse(result.stdout) as { suites: ListedSuite[] };
  const titles = new Set<string>();
  const walk = (suite: ListedSuite, path: readonly string[]) => {
    for (const spec of suite.specs ?? []) titles.add(`${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  // the top level is one suite per file, titled by its path
  for (const file of report.suites) walk(file, []);
  return titles;
}

describe('e2e projects', () => {
  it('run every test the spec files define', () => {
    const defined = listed(['-c', 'tests/tools/every-defined-test.config.ts']);
    const run = listed(['--project=phone', '--project=desktop', '--project=nginx']);
    expect(defined.size).toBeGreaterThan(200);
    expect([...defined].filter((title) => !run.has(title))).toEqual([]);
  }, 180_000);
});

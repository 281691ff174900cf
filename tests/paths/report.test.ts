import { describe, expect, it } from 'vitest';
import { formatReport, type Inventory } from '../tools/paths-report';
import type { CoverageFile } from './coverage-file';

const inventory: Inventory = { states: ['m', 'm.a', 'm.b'], transitions: ['m.a|GO|0', 'm.b|BACK|0'] };

function file(runner: 'vitest' | 'chromium', covered: { states: string[]; transitions: string[] }, failures: CoverageFile['machines'][string]['failures'] = []): CoverageFile {
  return {
    generatedAt: '2026-01-01T00:00:00.000Z',
    runner,
    machines: {
      m: {
        states: { total: 3, covered: covered.states },
        transitions: { total: 2, covered: covered.transitions },
        paths: 1,
        failures,
      },
    },
  };
}

const everything = { states: inventory.states.slice(), transitions: inventory.transitions.slice() };

describe('paths report', () => {
  it('is complete when both runners visited everything without failures', () => {
    const report = formatReport({ inventories: { m: inventory }, files: { vitest: file('vitest', everything), chromium: file('chromium', everything) } });
    expect(report.complete).toBe(true);
    expect(report.text).toContain('m         vitest     3/3      2/2           1       0');
    expect(report.text).toContain('m         chromium   3/3      2/2           1       0');
  });

  it('lists a failure as its events with the failing step, message and screenshot, and what was not visited', () => {
    const failure = {
      path: ['xstate.init', 'GO', 'BACK'],
      events: ['xstate.init', 'GO', 'BACK'],
      states: ['"a"', '"b"', '"a"'],
      step: 2,
      message: 'expected the a page\nline two',
      screenshot: '.cache/paths/screenshots/m-path1-step2.png',
    };
    const report = formatReport({
      inventories: { m: inventory },
      files: { vitest: file('vitest', everything), chromium: file('chromium', { states: ['m', 'm.a', 'm.b'], transitions: ['m.a|GO|0'] }, [failure]) },
    });
    expect(report.complete).toBe(false);
    expect(report.text).toContain('m         chromium   3/3      1/2 ✗         1       1');
    expect(report.text).toContain(
      [
        'm · chromium · failed at step 2 of:',
        '      0. xstate.init → "a"',
        '      1. GO → "b"',
        '    ✗ 2. BACK → "a"',
        '    | expected the a page',
        '    | line two',
        '    screenshot: .cache/paths/screenshots/m-path1-step2.png',
      ].join('\n'),
    );
    expect(report.text).toContain('m · chromium:\n    transition  m.b|BACK|0');
  });

  it('says why a runner has no results', () => {
    const report = formatReport({ inventories: { m: inventory }, files: { vitest: file('vitest', everything), chromium: null }, skipped: { chromium: 'the build failed' } });
    expect(report.complete).toBe(false);
    expect(report.text).toContain('not run: the build failed');
  });

  it('shows a runner that could not start on a machine with its reason', () => {
    const cannot = { path: [], events: [], states: [], step: 0, message: 'No UI map for the "m" machine', screenshot: null };
    const report = formatReport({
      inventories: { m: inventory },
      files: { vitest: file('vitest', everything), chromium: file('chromium', { states: [], transitions: [] }, [cannot]) },
    });
    expect(report.complete).toBe(false);
    expect(report.text).toContain('m · chromium · could not run:\n    | No UI map for the "m" machine');
  });
});

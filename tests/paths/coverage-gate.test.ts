/**
 * Tests of the path machinery itself: the gate reports exactly what a path set leaves unvisited,
 * the generator refuses a model it would misuse, and the actor runner catches a chart that
 * behaves differently from its paths.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine, setup } from 'xstate';
import { registeredMachines, type RegistryEntry } from './registry';
import { systemMachine } from '../../machines/app/system.machine';
import { systemModel } from './models/system.model';
import { runPathOnActor } from './actor-runner';
import { coverageOf, generatePaths, type GeneratedPaths, type MachinePath } from './generate';
import { toursForUiMap } from './tours';
import { loadUiMap } from './ui-map';
import { findGaps, formatGaps, hasGaps } from './gate';

const system: RegistryEntry = { machine: systemMachine, model: systemModel };
const AUTO_RETRY = 'xstate.after.autoRetryDelay.system.networkFailure';

/** These two read every registered chart's paths: ~17 s on a busy 2-core machine to generate, and growing with each chart. */
const ALL_CHARTS_TIMEOUT_MS = 120_000;

/** Every registered chart's generated paths, generated once for both tests that read them all. */
let everyChart: Array<[string, RegistryEntry, GeneratedPaths]> | undefined;
function everyChartGenerated(): Array<[string, RegistryEntry, GeneratedPaths]> {
  everyChart ??= Object.entries(registeredMachines).map(([machineId, entry]): [string, RegistryEntry, GeneratedPaths] => [machineId, entry, generatePaths(machineId, entry)]);
  return everyChart;
}

describe('coverage gate', () => {
  it('passes the full system path set', () => {
    const generated = generatePaths('system', system);
    const gaps = findGaps('system', systemMachine, generated.coverage);
    expect(hasGaps(gaps)).toBe(false);
    // 8 states and 10 transitions with invalidDomain (the domain check) and ONLINE (the connection back)
    expect(gaps.states.total).toBe(8);
    expect(gaps.transitions.total).toBe(10);
  });

  it('walks fewer paths in the browser while covering what every registered machine\'s full set covers', () => {
    let fewer = 0;
    for (const [machineId, , generated] of everyChartGenerated()) {
      const covering = coverageOf(generated.covering);
      expect([...covering.states].sort(), machineId).toEqual([...generated.coverage.states].sort());
      expect([...covering.transitions].sort(), machineId).toEqual([...generated.coverage.transitions].sort());
      const labels = (paths: typeof generated.paths) => new Set(paths.flatMap((path) => path.steps.map((step) => step.label)));
      expect([...labels(generated.covering)].sort(), `${machineId}: every event case sent`).toEqual([...labels(generated.paths)].sort());
      if (generated.covering.length < generated.paths.length) fewer += 1;
    }
    expect(fewer).toBeGreaterThan(0);
  }, ALL_CHARTS_TIMEOUT_MS);

  it('the browser\'s tours cover what the covering paths do, in fewer page loads where paths can be stitched', async () => {
    let fewer = 0;
    for (const [machineId, entry, generated] of everyChartGenerated()) {
      const uiMap = await loadUiMap(machineId);
      const tours = toursForUiMap(generated, entry, uiMap);
      const covered = coverageOf(tours);
      expect([...covered.states].sort(), machineId).toEqual([...generated.coverage.states].sort());
      expect([...covered.transitions].sort(), machineId).toEqual([...generated.coverage.transitions].sort());
      const labels = (paths: readonly MachinePath[]) => new Set(paths.flatMap((path) => path.steps.map((step) => step.label)));
      expect([...labels(tours)].sort(), `${machineId}: every event case sent`).toEqual([...labels(generated.paths)].sort());
      if (tours.length < generated.covering.length) fewer += 1;
    }
    expect(fewer).toBeGreaterThan(0);
  }, ALL_CHARTS_TIMEOUT_MS);

  it('reports exactly the transition a reduced path set leaves out', () => {
    const generated = generatePaths('system', system);
    const withoutDelay = generated.paths.filter((path) => !path.steps.some((step) => step.event.type === AUTO_RETRY));
    expect(withoutDelay.length).toBe(generated.paths.length - 1);

    const gaps = findGaps('system', systemMachine, coverageOf(withoutDelay));
    expect(gaps.states.uncovered).toEqual([]);
    expect(gaps.transitions.uncovered).toEqual([`system.networkFailure|${AUTO_RETRY}|0`]);
    expect(formatGaps(gaps)).toBe(
      [
        'system: the generated paths leave part of the chart unvisited',
        '  transitions not taken (1 of 10):',
        `    - system.networkFailure|${AUTO_RETRY}|0`,
        "  Add event cases for them to the machine's model file (machines/<name>.model.ts), or remove what cannot be reached.",
      ].join('\n'),
    );
  });

  it('reports a guarded branch no event case reaches, and the state behind it', () => {
    const done = 'xstate.done.actor.loadStatus';
    const noRegion = {
      ...systemModel,
      events: {
        ...systemModel.events,
        [done]: (systemModel.events[done] ?? []).filter((event) => (event as { output?: { status?: number } }).output?.status !== 2),
      },
    };
    const generated = generatePaths('system', { machine: systemMachine, model: noRegion });
    const gaps = findGaps('system', systemMachine, generated.coverage);
    expect(gaps.states.uncovered).toEqual(['system.regionRestricted']);
    expect(gaps.transitions.uncovered).toEqual([`system.loading|${done}|1`]);
  });

  it('reports a state and transition no event reaches', () => {
    const machine = createMachine({
      id: 'door',
      initial: 'closed',
      states: {
        closed: { on: { OPEN: 'open' } },
        open: { on: { CLOSE: 'closed' } },
        jammed: { on: { KICK: 'open' } },
      },
    });
    const generated = generatePaths('door', { machine, model: { events: {} } });
    const gaps = findGaps('door', machine, generated.coverage);
    expect(gaps.states.uncovered).toEqual(['door.jammed']);
    expect(gaps.transitions.uncovered).toEqual(['door.jammed|KICK|0']);
    expect(formatGaps(gaps)).toContain('states not visited (1 of 4):\n    - door.jammed');
  });
});

describe('path model check', () => {
  it('refuses event cases for an event type the chart does not handle', () => {
    const typo = { ...systemModel, events: { ...systemModel.events, RETRI: [{ type: 'RETRI' }] } };
    expect(() => generatePaths('system', { machine: systemMachine, model: typo })).toThrow(
      /event cases for "RETRI", which no transition of the chart handles/,
    );
  });

  it('refuses a done event without cases', () => {
    const { ['xstate.done.actor.loadStatus']: _omitted, ...events } = systemModel.events;
    expect(() => generatePaths('system', { machine: systemMachine, model: { ...systemModel, events } })).toThrow(
      /no cases for "xstate.done.actor.loadStatus"/,
    );
  });
});

describe('actor runner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
  const paths = generatePaths('system', system).paths;
  const pathNamed = (name: string) => {
    const found = paths.find((path) => path.name === name);
    if (!found) throw new Error(`no path ${name}`);
    return found;
  };

  it('runs a path on the real chart', async () => {
    const run = await runPathOnActor(system, pathNamed('xstate.done.actor.loadStatus (status 1) → RETRY'), { advance });
    expect(run.failure).toBeNull();
    expect([...run.coverage.transitions]).toEqual(['system.loading|xstate.done.actor.loadStatus|0', 'system.maintenance|RETRY|0']);
  });

  it('fails at the step where the chart goes elsewhere', async () => {
    const config = systemMachine.config;
    const wrong = createMachine(
      { ...config, states: { ...config.states, maintenance: { on: { RETRY: 'normal' } } } },
      systemMachine.implementations,
    );
    const run = await runPathOnActor(
      { machine: wrong, model: systemModel },
      pathNamed('xstate.done.actor.loadStatus (status 1) → RETRY'),
      { advance },
    );
    expect(run.failure).toEqual({ step: 2, message: 'expected state "loading" after RETRY, the actor is in "normal"' });
    // Only the steps that matched count as covered.
    expect([...run.coverage.transitions]).toEqual(['system.loading|xstate.done.actor.loadStatus|0']);
    expect([...run.coverage.states]).toEqual(['system', 'system.loading', 'system.maintenance']);
  });

  it('fails when the chart leaves a state before its delay', async () => {
    const config = systemMachine.config;
    const hasty = createMachine(
      { ...config, states: { ...config.states, networkFailure: { after: { autoRetryDelay: 'loading', 100: 'normal' }, on: { RETRY: 'loading' } } } },
      systemMachine.implementations,
    );
    const run = await runPathOnActor(
      { machine: hasty, model: systemModel },
      pathNamed(`xstate.error.actor.loadStatus (http 503) → ${AUTO_RETRY}`),
      { advance },
    );
    expect(run.failure).toEqual({ step: 2, message: 'left "networkFailure" for "normal" before its 15000 ms delay ran out' });
  });

  it('fails when the chart never starts the call a path settles', async () => {
    const lazy = setup({}).createMachine({ id: 'system', initial: 'loading', states: { loading: {}, normal: {} } });
    const run = await runPathOnActor(
      { machine: lazy, model: { events: {} } },
      pathNamed('xstate.done.actor.loadStatus (status 0)'),
      { advance },
    );
    expect(run.failure?.step).toBe(1);
    expect(run.failure?.message).toMatch(/no pending call "loadStatus"/);
  });
});

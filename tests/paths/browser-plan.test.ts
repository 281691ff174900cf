/** When the Chromium runner arranges a call's outcome and when it holds a call (./browser-runner). */
import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { registeredMachines } from './registry';
import { clockedInvocations, planPath } from './browser-runner';
import { generatePaths, type MachinePath } from './generate';

const paths = generatePaths('system', registeredMachines.system).paths;
const named = (name: string): MachinePath => {
  const path = paths.find((p) => p.name === name);
  if (!path) throw new Error(`no path ${name}; have ${paths.map((p) => p.name).join(' | ')}`);
  return path;
};
const summary = (path: MachinePath) => {
  const plan = planPath(path);
  return {
    arrange: Object.fromEntries([...plan.arrange].map(([step, outcomes]) => [step, outcomes.map((o) => o.label)])),
    hold: Object.fromEntries(plan.hold),
    holdFrom: Object.fromEntries(plan.holdFrom),
  };
};

describe('browser path plan', () => {
  it('arranges an outcome before the step that makes the call, not the step that ends it', () => {
    expect(summary(named('xstate.done.actor.loadStatus (status 0)'))).toEqual({
      arrange: { 0: ['xstate.done.actor.loadStatus (status 0)'] },
      hold: {},
      holdFrom: {},
    });
  });

  it('holds the call a path ends in, so the loading page can be seen', () => {
    expect(summary(named('xstate.done.actor.loadStatus (status 1) → RETRY'))).toEqual({
      arrange: { 0: ['xstate.done.actor.loadStatus (status 1)'] },
      hold: { 2: ['loadStatus'] },
      holdFrom: { 2: ['loadStatus'] },
    });
    // the failure page's connection watch is never settled either: it waits for the online event
    expect(summary(named('xstate.error.actor.loadStatus (http 503) → xstate.after.autoRetryDelay.system.networkFailure'))).toEqual({
      arrange: { 0: ['xstate.error.actor.loadStatus (http 503)'] },
      hold: { 1: ['connectionWatch'], 2: ['loadStatus'] },
      holdFrom: { 0: ['connectionWatch'], 2: ['loadStatus'] },
    });
  });

  it('holds a call an answered outcome starts before the click that set off the chain', () => {
    // deposit: CONFIRM_CANCEL → (the provider window opens) → the cancel answers → the records reload
    const deposit = generatePaths('deposit', registeredMachines.deposit).paths;
    const path = deposit.find((p) => {
      const last = p.steps.at(-1);
      return last?.event.type === 'xstate.done.actor.cancelDeposit' && p.steps.at(-2)?.kind === 'done';
    });
    if (!path) throw new Error('no deposit path ends in an answered cancel after another answer');
    const end = path.steps.length - 1;
    const click = path.steps.findLastIndex((step) => step.kind === 'event');
    expect(path.steps[click]?.event.type).toBe('CONFIRM_CANCEL');
    expect(planPath(path).hold.get(end)).toEqual(['loadRecords']);
    expect(planPath(path).holdFrom.get(click)).toEqual(['loadRecords']);
    // an outcome the UI map holds until its step answers only then: the hold can wait for it
    const heldUntilItsStep = planPath(path, new Set(['xstate.done.actor.cancelDeposit'])).holdFrom;
    expect(heldUntilItsStep.get(end)).toEqual(['loadRecords']);
  });

  it('does not hold a call whose own answer starts it again; only the new call, if left unanswered', () => {
    // deposit: a refresh kept while the records load, whose answer loads them again
    // (machines/kit refreshKeptWhileLoading). The first load is answered at the step that starts
    // the second: held, it stayed unanswered, and the path passed only because the app's request
    // timeout (15 s later) asked again.
    const deposit = generatePaths('deposit', registeredMachines.deposit).paths;
    const path = deposit.find((p) => p.steps.map((step) => step.event.type).join(' ') === 'xstate.init REFRESH xstate.done.actor.loadRecords');
    if (!path) throw new Error('no deposit path refreshes the loading records and then answers them');
    const plan = planPath(path);
    expect(plan.hold.get(0)).toEqual(['loadSettings']);
    expect(plan.hold.get(2)).toEqual(['loadRecords']);
    expect(plan.arrange.get(0)?.map((step) => step.event.type)).toEqual(['xstate.done.actor.loadRecords']);
  });

  it('refuses a path that settles a call nothing started', () => {
    const path = named('xstate.done.actor.loadStatus (status 0)');
    const broken: MachinePath = { ...path, steps: path.steps.map((step) => ({ ...step, invoked: [] })) };
    expect(() => planPath(broken)).toThrow(/settles "loadStatus", which no earlier step starts/);
  });
});

describe('clocked invocations', () => {
  // a child machine that waits on a delay of its own, and one that only answers
  const waits = setup({}).createMachine({ initial: 'waiting', states: { waiting: { after: { 1_000: 'done' } }, done: { type: 'final' } } });
  const answers = setup({ actors: { read: fromPromise(async () => 1) } }).createMachine({ initial: 'reading', states: { reading: { invoke: { src: 'read', onDone: 'done' } }, done: { type: 'final' } } });
  const waitsInside = setup({ actors: { waits } }).createMachine({ initial: 'a', states: { a: { invoke: { src: 'waits', onDone: 'b' } }, b: { type: 'final' } } });

  it('names the invocations of a child machine with delays of its own (or of its children), by invoke id', () => {
    const chart = setup({ actors: { waits, answers, waitsInside, call: fromPromise(async () => 1) } }).createMachine({
      initial: 'one',
      states: {
        one: { invoke: [{ id: 'check', src: 'waits' }, { id: 'read', src: 'answers' }, { id: 'plain', src: 'call' }] },
        two: { invoke: { id: 'nested', src: 'waitsInside' } },
      },
    });
    expect([...clockedInvocations(chart)].sort()).toEqual(['check', 'nested']);
  });

  it('finds the outcome check of the wallet transfers, and none in a chart without one', () => {
    expect([...clockedInvocations(registeredMachines.transferFund.machine)]).toEqual(['checkOutcome']);
    expect([...clockedInvocations(registeredMachines.system.machine)]).toEqual([]);
  });
});

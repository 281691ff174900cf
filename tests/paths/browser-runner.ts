/**
 * Runs one generated path in the real app through the machine's UI map: invoked-call outcomes are
 * arranged on the embedded platform before the step that starts the call (or, where the map holds
 * the call, released at the step that settles it), delays run on Playwright's fake clock, UI
 * events are the map's actions, and after each observable step the map's DOM expectation of the
 * expected state must hold.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { StateMachine, type AnyStateMachine } from 'xstate';
import type { RegistryEntry } from './registry';
import type { ControlClient } from '../../schema/control/client';
import { isPlatformApiPath } from '../../schema/host/platform-paths';
import { callsSince, callsTaken, watchCallsTaken, type PageCall } from './calls-taken';
import { pathsCacheDir, repoRelative } from './coverage-file';
import { coverageOfSteps, delayMsOf, type Coverage, type MachinePath, type PathStep } from './generate';
import type { UiContext, UiMap } from './ui-map';
import { bounded } from '../bounded';
import { EXPECT_TIMEOUT_MS } from '../expect-timeout';
import { runNow } from '../today';
import { allStates, allTransitions } from '../../src/dev/charts/model';

// A DOM expectation waits EXPECT_TIMEOUT_MS on the real clock: the same setting as every
// browser test's expect (playwright.config.ts); CLOCK_SLICE_MS while a fake clock runs.
/** While a fake clock runs, expectations are polled in short slices and the clock moves between them. */
const CLOCK_SLICE_MS = 200;
/** How long a state reached by an answer is looked for on the real clock before the fake clock moves. */
const SETTLED_FIRST_LOOK_MS = 2_000;
/** A delayed transition is checked this long before it is due: the state must not have left yet. */
const DELAY_MARGIN_MS = 1_000;
/**
 * A UI map's start, action or arrangement that takes longer is stuck (Playwright's own action
 * timeout is none): room for a few expectations inside one action.
 */
const ACTION_TIMEOUT_MS = 3 * EXPECT_TIMEOUT_MS;

const within = <T>(what: string, work: Promise<T>): Promise<T> => bounded(what, work, ACTION_TIMEOUT_MS);

/**
 * How the fake clock jumps through a clocked child's delays (see clockedInvocations): the first
 * jump a second, each next one twice the last, at most CHILD_CLOCK_LONGEST_JUMP_MS. A jump fires
 * each timer due once, so every jump past the child's next delay sets off one step of it (a
 * reading), however long that delay; an outcome check's readings 1, 2, 4, 8 and 15 s apart take a
 * jump each, half a minute of the page's time as in use.
 */
const CHILD_CLOCK_FIRST_JUMP_MS = 1_000;
const CHILD_CLOCK_LONGEST_JUMP_MS = 15_000;
/** A clocked child still running after this many jumps (about ten minutes of the page's time) never decides. */
const CHILD_CLOCK_MAX_JUMPS = 40;

/** Whether `logic` is a machine that waits on delays of its own, or invokes one that does. */
function hasOwnDelays(logic: unknown, seen = new Set<unknown>()): boolean {
  if (!(logic instanceof StateMachine) || seen.has(logic)) return false;
  seen.add(logic);
  const machine = logic as AnyStateMachine;
  if (allTransitions(machine).some((transition) => transition.kind === 'after')) return true;
  return allStates(machine).some((state) =>
    machine.getStateNodeById(state.id).invoke.some((invoke) => hasOwnDelays(typeof invoke.src === 'string' ? machine.implementations.actors[invoke.src] : invoke.src, seen)),
  );
}

/**
 * The chart's invocations (by invoke id) of a child machine that waits on delays of its own: an
 * unknown outcome's check (machines/outcome.ts, invoked as `checkOutcome`) reads the records 1, 2,
 * 4, 8 and 15 s apart. The page runs those delays on Playwright's clock, which the runner keeps
 * paused on any path that starts one: the child then waits, and the state that runs it holds still,
 * until the step that settles it, where the runner moves the clock through its delays.
 */
export function clockedInvocations(machine: AnyStateMachine): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const state of allStates(machine)) {
    for (const invoke of machine.getStateNodeById(state.id).invoke) {
      const logic = typeof invoke.src === 'string' ? machine.implementations.actors[invoke.src] : invoke.src;
      // Only a child that decides and ends (the outcome check): a countdown child (the SMS resend
      // timer of forgotPassword and securityTask) runs beside its chart's steps on the clock the
      // page keeps, and pausing the clock for it from the start froze those charts' boot.
      if (isDecidingChild(logic) && hasOwnDelays(logic)) ids.add(invoke.id);
    }
  }
  return ids;
}

/** A child machine with a final state: it runs until it decides, and its parent waits on that. */
function isDecidingChild(logic: unknown): boolean {
  return logic instanceof StateMachine && allStates(logic as AnyStateMachine).some((state) => (logic as AnyStateMachine).getStateNodeById(state.id).type === 'final');
}

const SLOW_STEP_MS = 1_500;
/** How many of the last steps and platform calls a failure reports. */
const TRAIL_LINES = 24;

export interface PathPlan {
  /** Step index → the outcome steps to arrange before performing it. */
  readonly arrange: ReadonlyMap<number, readonly PathStep[]>;
  /** Step index → invoke ids whose call the path never settles: hold them, or the state is unobservable. */
  readonly hold: ReadonlyMap<number, readonly string[]>;
  /** Step index → the same holds, by the step before which they are installed (see holdPoint). */
  readonly holdFrom: ReadonlyMap<number, readonly string[]>;
}

/**
 * When to arrange each outcome: before the latest earlier step that started the invocation it
 * settles (the call reads the platform when it is made, not when the path says it ends).
 */
export function planPath(path: MachinePath, heldUntilSettled: ReadonlySet<string> = new Set()): PathPlan {
  const arrange = new Map<number, PathStep[]>();
  const hold = new Map<number, string[]>();
  const holdFrom = new Map<number, string[]>();
  const { steps } = path;
  steps.forEach((step, j) => {
    if (step.kind !== 'done' && step.kind !== 'error') return;
    let start = -1;
    for (let i = j - 1; i >= 0; i -= 1) {
      if (steps[i]?.invoked.includes(step.invokeId ?? '')) {
        start = i;
        break;
      }
    }
    if (start < 0) throw new Error(`path ${path.number}: step ${j} settles "${step.invokeId}", which no earlier step starts`);
    arrange.set(start, [...(arrange.get(start) ?? []), step]);
  });
  steps.forEach((step, i) => {
    for (const id of step.invoked) {
      const restart = steps.findIndex((later, k) => k > i && later.invoked.includes(id));
      const end = restart < 0 ? steps.length : restart;
      const settled = steps.some((later, k) => k > i && k <= end && later.invokeId === id);
      if (!settled) {
        hold.set(i, [...(hold.get(i) ?? []), id]);
        const from = holdPoint(steps, i, id, heldUntilSettled);
        holdFrom.set(from, [...(holdFrom.get(from) ?? []), id]);
      }
    }
  });
  return { arrange, hold, holdFrom };
}

/**
 * Where to hold a call that step `i` starts. When `i` is reached through outcomes that answer by
 * themselves (arranged, not held until their step), the page gets there before the runner does: a
 * click at the last step the runner performs sets off the whole chain. The hold then goes before
 * that step, unless the same call is made or settled along the way (the hold would catch it).
 */
function holdPoint(steps: MachinePath['steps'], i: number, id: string, heldUntilSettled: ReadonlySet<string>): number {
  let at = i;
  for (;;) {
    const step = steps[at];
    const before = steps[at - 1];
    if (!step || !before || (step.kind !== 'done' && step.kind !== 'error') || heldUntilSettled.has(step.event.type)) return at;
    if (before.invoked.includes(id) || before.invokeId === id) return at;
    at -= 1;
  }
}

/**
 * The steps whose state the runner looks for on the page: a state is passed unseen when it waits
 * on a call the path leaves unanswered and the map cannot hold, or when the next step is a call's
 * answer (it may be gone before the page is read; a clocked child's answer waits for the clock).
 */
export function observedSteps(path: MachinePath, plan: PathPlan, uiMap: Pick<UiMap, 'holds'>, clocked: ReadonlySet<string>): boolean[] {
  return path.steps.map((_, index) => {
    // a clocked child needs no hold: it waits for the clock, which only its settling step moves
    const observable = (plan.hold.get(index) ?? []).every((id) => uiMap.holds?.[id] !== undefined || clocked.has(id));
    const next = path.steps[index + 1];
    const transient = next !== undefined && (next.kind === 'done' || next.kind === 'error') && !(next.invokeId !== null && clocked.has(next.invokeId));
    return observable && !transient;
  });
}

export interface BrowserRun {
  readonly failure: { readonly step: number; readonly message: string; readonly screenshot: string | null } | null;
  /** States and transitions up to the last step the page was seen in. */
  readonly coverage: Coverage;
}

export interface BrowserRunOptions {
  readonly entry: RegistryEntry;
  readonly uiMap: UiMap;
  readonly path: MachinePath;
  readonly page: Page;
  readonly control: ControlClient;
  /**
   * Called each time the page has shown a step's state (its DOM expectation held), before the next
   * step is performed: the storyboard (tests/tools/storyboard) takes its screens here, and answers
   * `'stop'` once the rest of the path shows it nothing (the run ends there, as a path that ends
   * at that step). The path tests give none.
   */
  readonly onSeen?: (step: PathStep, index: number) => Promise<'stop' | undefined>;
}

function shortMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // eslint-disable-next-line no-control-regex -- Playwright colours its messages with ANSI escapes.
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain.split('\n').filter((line) => line.trim() !== '');
  return lines.slice(0, 8).join('\n').slice(0, 1_000);
}

export async function runPathInBrowser(options: BrowserRunOptions): Promise<BrowserRun> {
  const { entry, uiMap, path, page, control } = options;
  const plan = planPath(path, new Set(Object.keys(uiMap.settles ?? {})));
  const clocked = clockedInvocations(entry.machine);
  const observed = observedSteps(path, plan, uiMap, clocked);
  /** States that run a clocked child: they hold still while the clock does. */
  const clockedStates = new Set(allStates(entry.machine).filter((state) => state.invokes.some((id) => clocked.has(id))).map((state) => state.id));
  const runsClockedChild = (step: PathStep) => step.stateIds.some((id) => clockedStates.has(id));
  const usesClock = path.steps.some((step) => step.kind === 'after' || step.invoked.some((id) => clocked.has(id)));
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // What a failure message ends with: the steps and the platform calls around it, in order (a
  // call the path did not expect, e.g. one made twice, is otherwise invisible in the report).
  const started = performance.now();
  const trail: string[] = [];
  const note = (line: string) => {
    trail.push(`${String(performance.now() - started).padStart(6)} ms ${line}`);
    if (trail.length > TRAIL_LINES) trail.shift();
  };
  const noteCall = (url: string, line: (path: string) => string) => {
    const { pathname } = new URL(url);
    if (isPlatformApiPath(pathname)) note(line(pathname));
  };
  page.on('request', (request) => noteCall(request.url(), (path) => `→ ${request.method()} ${path}`));
  page.on('response', (response) => noteCall(response.url(), (path) => `← ${response.status()} ${path}`));
  page.on('requestfailed', (request) => noteCall(request.url(), (path) => `✗ ${path} ${request.failure()?.errorText ?? ''}`));

  const ui = (timeout: number): UiContext => ({ page, control, timeout });

  /** Runs the DOM expectations of every active state of `step` that has one. */
  const expectOnce = async (step: PathStep, timeout: number) => {
    const checks = step.stateIds.map((id) => uiMap.states[id]).filter((check) => check !== undefined);
    if (checks.length === 0) throw new Error(`the UI map has no expectation for any of ${step.stateIds.join(', ')}`);
    for (const check of checks) await check(ui(timeout));
  };

  /** Waits for the expected state; with a fake clock, moves it in slices (the adapter's retry backoff runs on it too). */
  const expectState = async (step: PathStep) => {
    // A state that runs a clocked child holds still while the clock does: moving it would let the
    // child go on (an outcome check read and decide) and leave the state before it is seen.
    if (!usesClock || runsClockedChild(step)) return expectOnce(step, EXPECT_TIMEOUT_MS);
    if (step.kind === 'done') {
      // An answer the page was just given needs no clock to be shown; moving the clock meanwhile
      // would eat a countdown the next step depends on (a busy machine renders slowly). Look on the
      // real clock first; the slices below still run a backoff or a debounce that does need it.
      try {
        return await expectOnce(step, SETTLED_FIRST_LOOK_MS);
      } catch {
        // not shown without the clock: go on with the slices
      }
    }
    const deadline = performance.now() + EXPECT_TIMEOUT_MS * 2;
    for (;;) {
      try {
        return await expectOnce(step, CLOCK_SLICE_MS);
      } catch (error) {
        if (performance.now() > deadline) throw error;
        await page.clock.runFor(CLOCK_SLICE_MS);
      }
    }
  };

  /**
   * Settles a clocked child: the clock jumps (CHILD_CLOCK_FIRST_JUMP_MS, doubling) until the page
   * leaves `running`, each jump only once the page has taken the answers to the calls the last one
   * set off (calls-taken.ts); calls the path holds, and their retries, are not waited for. Why: the
   * child's next delay must run from the page's time of that reading, and one jump too many times
   * out a held call (the adapter's 15 s timeout, src/api/request.ts).
   */
  const throughChildDelays = async (running: PathStep) => {
    const waiting = (calls: readonly PageCall[]) => calls.filter((call) => !call.taken && isPlatformApiPath(new URL(call.url).pathname)).map((call) => call.url);
    const made = await callsSince(page);
    const held = new Set(waiting(made));
    let seen = made.length;
    let jump = CHILD_CLOCK_FIRST_JUMP_MS;
    let moved = 0;
    for (let jumps = 0; ; jumps += 1) {
      try {
        await expectOnce(running, CLOCK_SLICE_MS);
      } catch {
        if (process.env.PATHS_TIMING) console.log(`${entry.machine.id} path ${path.number}: left ${running.state} after ${jumps} jump(s), ${moved / 1_000} s of the page's clock`);
        return;
      }
      if (jumps >= CHILD_CLOCK_MAX_JUMPS) throw new Error(`still in ${running.state} after ${moved / 1_000} s of the page's clock: the child never decided`);
      await page.clock.fastForward(jump);
      moved += jump;
      jump = Math.min(jump * 2, CHILD_CLOCK_LONGEST_JUMP_MS);
      // the calls this jump set off were made before fastForward returned (the page fires its due timers then)
      const setOff = await callsSince(page, seen);
      seen += setOff.length;
      await callsTaken(
        page,
        setOff.filter((call) => isPlatformApiPath(new URL(call.url).pathname) && !held.has(call.url)),
        EXPECT_TIMEOUT_MS,
      );
      for (const url of waiting(await callsSince(page))) held.add(url);
    }
  };

  let index = 0;
  let lastSeen = -1;
  try {
    if (usesClock) {
      // The context's clock (installed on the run's: tests/today.ts) follows the wall clock;
      // paused, it moves only when told. Pause well ahead: on a loaded machine the clock may
      // already have run past a near target ("cannot fast-forward to the past"); no page is
      // loaded yet, so no timer fires.
      await page.clock.pauseAt(runNow() + 60_000);
      // a clocked child's jumps wait for the page to take each reading's answer
      if (path.steps.some((step) => step.invokeId !== null && clocked.has(step.invokeId))) await watchCallsTaken(page);
    }
    // PATHS_TIMING=1: print every step slower than SLOW_STEP_MS (where a suite's minutes go)
    let stepStarted = performance.now();
    for (index = 0; index < path.steps.length; index += 1) {
      const step = path.steps[index];
      if (!step) break;
      note(`step ${index}: ${step.label}`);
      if (process.env.PATHS_TIMING && index > 0) {
        const ms = performance.now() - stepStarted;
        if (ms > SLOW_STEP_MS) console.log(`${entry.machine.id} path ${path.number} step ${index - 1} (${path.steps[index - 1]?.label ?? ''}) took ${ms} ms`);
        stepStarted = performance.now();
      }
      for (const outcome of plan.arrange.get(index) ?? []) {
        const arrangeOutcome = uiMap.outcomes[outcome.event.type];
        if (!arrangeOutcome) throw new Error(`the UI map cannot arrange ${outcome.event.type}`);
        await within(`arranging ${outcome.label}`, arrangeOutcome(ui(EXPECT_TIMEOUT_MS), outcome.event));
      }
      for (const id of plan.holdFrom.get(index) ?? []) {
        const hold = uiMap.holds?.[id];
        if (hold) await within(`holding ${id}`, hold(ui(EXPECT_TIMEOUT_MS)));
      }

      const previous = path.steps[index - 1];
      switch (step.kind) {
        case 'init': {
          const starting = performance.now();
          await within('starting', uiMap.start(ui(EXPECT_TIMEOUT_MS)));
          if (process.env.PATHS_TIMING) console.log(`${entry.machine.id} path ${path.number}: started (page loaded) in ${Math.round(performance.now() - starting)} ms`);
          break;
        }
        case 'event': {
          const act = uiMap.events[step.event.type];
          if (!act || !previous) throw new Error(`the UI map has no action for ${step.event.type}`);
          await within(step.label, act(ui(EXPECT_TIMEOUT_MS), step.event, previous));
          break;
        }
        case 'after': {
          if (!previous) throw new Error('a delay cannot be the first step');
          const ms = delayMsOf(entry.machine, previous.snapshot, step.event.type, path.generatedAt);
          const margin = Math.min(DELAY_MARGIN_MS, Math.floor(ms / 2));
          // Jumped, as a phone that sleeps through the wait: every timer due meanwhile fires once.
          // Running the clock through it instead fires each of them as often as it falls due, and
          // a deadline minutes away under a one-second countdown was hundreds of renders (10-14 s
          // of a step). A chart's own delay fires as due either way; the slices below still run
          // whatever the next state needs (an answer's backoff, a debounce, a frame).
          await page.clock.fastForward(ms - margin);
          try {
            await expectOnce(previous, CLOCK_SLICE_MS);
          } catch (error) {
            throw new Error(`left ${previous.state} before its ${ms} ms delay ran out: ${shortMessage(error)}`, { cause: error });
          }
          await page.clock.fastForward(margin);
          break;
        }
        default: {
          // A done or error step: the outcome was arranged before the call was made; a map that
          // holds the call until its step lets it answer now.
          const settle = uiMap.settles?.[step.event.type];
          if (settle) await within(step.label, settle(ui(EXPECT_TIMEOUT_MS), step.event));
          // a clocked child answers once the clock has run through its delays
          if (step.invokeId !== null && clocked.has(step.invokeId) && previous) await within(step.label, throughChildDelays(previous));
          break;
        }
      }

      // A state the next step leaves by a call's outcome may be gone before the page can be read.
      // A clocked child's outcome is not such a step: the state waits for the clock, moved only then.
      if (observed[index]) {
        await expectState(step);
        lastSeen = index;
        if (options.onSeen && (await options.onSeen(step, index)) === 'stop') break;
      }
    }
    return { failure: null, coverage: coverageOfSteps([path.steps.slice(0, lastSeen + 1)]) };
  } catch (error) {
    const screenshot = await screenshotOf(page, path, index);
    const errors = pageErrors.length > 0 ? `\npage errors: ${pageErrors.slice(0, 3).join(' | ')}` : '';
    const calls = `\nlast steps and platform calls:\n${trail.join('\n')}`;
    return {
      failure: { step: index, message: `${shortMessage(error)}${errors}${calls}`, screenshot },
      coverage: coverageOfSteps([path.steps.slice(0, lastSeen + 1)]),
    };
  }
}

async function screenshotOf(page: Page, path: MachinePath, step: number): Promise<string | null> {
  const dir = join(pathsCacheDir, 'screenshots');
  const file = join(dir, `${path.machineId}-path${path.number}-step${step}.png`);
  try {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
    return repoRelative(file);
  } catch {
    return null;
  }
}

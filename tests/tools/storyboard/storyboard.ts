/**
 * The storyboard's data, pure: which states a chart can show a screen for, which tour to walk next
 * for the states still without one, the index written beside the screens
 * (`.cache/storyboard/<lang>/<chart>/index.json`), why a state has none, and the path to a state
 * in plain words. run.ts does the browser and the files; the gallery (tests/tools/charts) reads
 * the index.
 */
import type { AnyStateMachine } from 'xstate';
import { allStates, allTransitions, type StateInfo, type TransitionInfo } from '../../../src/dev/charts/model';
import type { MachinePath, PathStep } from '../../paths/generate';
import { chartWords, stepWords, transitionWords, type ChartWords } from '../charts/labels';

export const STORYBOARD_DIR = '.cache/storyboard';
export const INDEX_FILE = 'index.json';
export const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
export type Width = keyof typeof WIDTHS;

/** A screen at one width: its files, relative to the chart's folder. */
export interface ScreenImage {
  readonly large: string;
  readonly thumb: string;
}

/** One step of the path to a screen: the event, the transition it took (the gallery words it again from the chart's current descriptions) and what it means. */
export interface PathWords {
  readonly event: string;
  readonly transition: string | null;
  readonly words: string;
}

/** One moment a tour showed: the chart's state then, its screens and the path there. */
export interface Shot {
  /** The chart's state as the path model serializes it (its value). */
  readonly value: string;
  readonly stateIds: readonly string[];
  readonly phone: ScreenImage | null;
  readonly desktop: ScreenImage | null;
  readonly tour: number;
  readonly step: number;
  readonly path: readonly PathWords[];
}

export interface MissingState {
  readonly stateId: string;
  readonly reason: string;
}

export interface ChartStoryboard {
  readonly chart: string;
  readonly lang: string;
  readonly generatedAt: string;
  /** Shot id → shot. */
  readonly shots: Readonly<Record<string, Shot>>;
  /** State node id → the shot taken the first time a tour showed it. */
  readonly states: Readonly<Record<string, string>>;
  /** Serialized state → a shot of it (walk mode shows it). */
  readonly values: Readonly<Record<string, string>>;
  /** The screenable states without a screen, and why. */
  readonly missing: readonly MissingState[];
  /** Screenable states (see screenableStates) and how many have a screen. */
  readonly total: number;
  readonly withScreen: number;
  readonly toursRun: number;
  readonly ms: number;
}

/**
 * The states that get a screen of their own: every state but the chart's root (the whole chart),
 * history pseudo-states and the regions of a parallel state (always on together with it).
 */
export function screenableStates(machine: AnyStateMachine): StateInfo[] {
  const states = allStates(machine);
  const byId = new Map(states.map((state) => [state.id, state]));
  return states.filter((state) => state.parent !== null && state.type !== 'history' && byId.get(state.parent)?.type !== 'parallel');
}

/** A path the storyboard may walk, with the states the page is read in along it (observedSteps). */
export interface Candidate {
  readonly path: MachinePath;
  /** State id → the first step at which the runner reads the page in it. */
  readonly shows: ReadonlyMap<string, number>;
}

/** A candidate from its path and the steps the runner reads the page at (`observed[i]` for step i). */
export function candidateOf(path: MachinePath, observed: readonly boolean[]): Candidate {
  const shows = new Map<string, number>();
  path.steps.forEach((step, index) => {
    if (observed[index]) for (const id of step.stateIds) if (!shows.has(id)) shows.set(id, index);
  });
  return { path, shows };
}

/** A path to walk and, by step, the states whose screen it takes there. */
export interface PlannedTour {
  readonly path: MachinePath;
  readonly shots: ReadonlyMap<number, readonly string[]>;
}

/**
 * One round's walks, chosen before any of them runs so they can run side by side: greedily the
 * candidate that shows the most of `wanted` still unplanned, each state's screen taken at the
 * first step it is shown. A walk that fails leaves its states for the next round.
 */
export function planRound(candidates: readonly Candidate[], wanted: ReadonlySet<string>, walked: ReadonlySet<number>): PlannedTour[] {
  const left = new Set(wanted);
  const done = new Set(walked);
  const plan: PlannedTour[] = [];
  for (let next = nextTour(candidates, left, done); next !== null; next = nextTour(candidates, left, done)) {
    done.add(next.path.number);
    const shots = new Map<number, string[]>();
    for (const [id, step] of next.shows) {
      if (!left.has(id)) continue;
      left.delete(id);
      shots.set(step, [...(shots.get(step) ?? []), id]);
    }
    plan.push({ path: next.path, shots });
  }
  return plan;
}

/**
 * The next path to walk: the one that shows the most states still without a screen that may still
 * get one (`wanted`), the shortest among equals; null when none shows any. Candidates are the
 * tours first, so a tie goes to a tour.
 */
export function nextTour(candidates: readonly Candidate[], wanted: ReadonlySet<string>, walked: ReadonlySet<number>): Candidate | null {
  let best: Candidate | null = null;
  let bestGain = 0;
  for (const candidate of candidates) {
    if (walked.has(candidate.path.number)) continue;
    let gain = 0;
    for (const id of candidate.shows.keys()) if (wanted.has(id)) gain += 1;
    if (gain > bestGain || (gain === bestGain && gain > 0 && best !== null && candidate.path.steps.length < best.path.steps.length)) {
      best = candidate;
      bestGain = gain;
    }
  }
  return best;
}

/** The transition a step took on its event (an eventless one after it is the chart's own doing). */
function takenBy(byId: ReadonlyMap<string, TransitionInfo>, step: PathStep): TransitionInfo | undefined {
  return step.transitions.map((id) => byId.get(id)).find((t): t is TransitionInfo => t !== undefined && t.eventType === step.event.type);
}

/** One step in words: the transition it took, with the chart's descriptions; its label when none was taken. */
function stepToWords(machine: AnyStateMachine, byId: ReadonlyMap<string, TransitionInfo>, step: PathStep, words: ChartWords): string {
  const taken = takenBy(byId, step);
  return taken ? stepWords(transitionWords(machine, taken, words)) : step.label;
}

/** A stored path worded again with the chart's current descriptions (a step whose transition is gone keeps its words). */
export function rewordPath(machine: AnyStateMachine, path: readonly PathWords[], words: ChartWords = chartWords(machine)): PathWords[] {
  const byId = transitionsById(machine);
  return path.map((step) => {
    const transition = step.transition === null ? undefined : byId.get(step.transition);
    return transition ? { ...step, words: stepWords(transitionWords(machine, transition, words)) } : step;
  });
}

const transitionsById = (machine: AnyStateMachine) => new Map<string, TransitionInfo>(allTransitions(machine).map((t) => [t.id, t]));

/** The path to `index` (inclusive) in plain words: the events after the start, with the chart's descriptions. */
export function pathWords(machine: AnyStateMachine, steps: readonly PathStep[], index: number, words: ChartWords = chartWords(machine)): PathWords[] {
  const byId = transitionsById(machine);
  return [
    { event: 'xstate.init', transition: null, words: 'opens' },
    ...steps.slice(1, index + 1).map((step) => ({ event: step.label, transition: takenBy(byId, step)?.id ?? null, words: stepToWords(machine, byId, step, words) })),
  ];
}

/**
 * The chart's states as the generated paths meet them (the model's serialized states) and the
 * events between them: what the gallery's walk mode clicks through, precomputed so the page needs
 * no xstate. `nodes[0]` is the initial state.
 */
export interface WalkGraph {
  readonly nodes: ReadonlyArray<{ readonly value: string; readonly stateIds: readonly string[] }>;
  /** [from node, to node, event label, in words]. */
  readonly edges: ReadonlyArray<readonly [number, number, string, string]>;
}

export function walkGraph(machine: AnyStateMachine, paths: readonly MachinePath[], words: ChartWords = chartWords(machine)): WalkGraph {
  const byId = transitionsById(machine);
  const nodes: Array<{ value: string; stateIds: readonly string[] }> = [];
  const index = new Map<string, number>();
  const nodeOf = (step: PathStep) => {
    const known = index.get(step.state);
    if (known !== undefined) return known;
    nodes.push({ value: step.state, stateIds: step.stateIds.filter((id) => id !== machine.root.id) });
    index.set(step.state, nodes.length - 1);
    return nodes.length - 1;
  };
  const edges: Array<readonly [number, number, string, string]> = [];
  const seen = new Set<string>();
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      const to = nodeOf(step);
      const before = path.steps[i - 1];
      if (!before) return;
      const from = nodeOf(before);
      const key = `${from}|${step.label}|${to}`;
      if (seen.has(key)) return;
      seen.add(key);
      edges.push([from, to, step.label, stepToWords(machine, byId, step, words)]);
    });
  }
  return { nodes, edges };
}

/** Why a tour's walk left states without a screen. */
export type Outcome =
  | { readonly kind: 'seen' }
  | { readonly kind: 'unseen' }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * The reason a screenable state has no screen: the chart awaits a UI map, no path stops there
 * (`shown`: the states some path reads the page in), a walk failed before it, or it was not seen.
 */
export function reasonFor(stateId: string, shown: ReadonlySet<string>, attempts: ReadonlyMap<string, readonly Outcome[]>, awaiting: string | null): string {
  if (awaiting !== null) return `awaiting a UI map: ${awaiting}`;
  if (!shown.has(stateId)) return 'unreachable in the UI map: every path passes it without reading the page there (the map holds no call that leaves it)';
  const tried = attempts.get(stateId) ?? [];
  const failure = tried.find((o): o is Extract<Outcome, { kind: 'failed' }> => o.kind === 'failed');
  if (failure) return `failure: ${failure.message.split('\n')[0] ?? ''}`;
  return tried.length > 0 ? 'not seen: the walks through it ended without reading the page there' : 'not walked';
}

/** The states of `all` without a screen, each with its reason. */
export function missingStates(
  all: readonly StateInfo[],
  screened: ReadonlySet<string>,
  shown: ReadonlySet<string>,
  attempts: ReadonlyMap<string, readonly Outcome[]>,
  awaiting: string | null,
): MissingState[] {
  return all.filter((state) => !screened.has(state.id)).map((state) => ({ stateId: state.id, reason: reasonFor(state.id, shown, attempts, awaiting) }));
}

/** A one-line summary for the console: "withdrawalConfirmation: 14/14 states with a screen". */
export function summaryLine(board: Pick<ChartStoryboard, 'chart' | 'total' | 'withScreen' | 'toursRun' | 'ms'>): string {
  return `${board.chart}: ${board.withScreen}/${board.total} states with a screen (${board.toursRun} tour(s), ${(board.ms / 1000).toFixed(1)} s)`;
}

/**
 * A board's figures against the chart as it is now: a state added since the run has no screen
 * ("not in the last storyboard run"), a screen of a state the chart no longer has is not counted.
 */
export function currentFigures(board: Pick<ChartStoryboard, 'states' | 'missing'>, machine: AnyStateMachine): Pick<ChartStoryboard, 'withScreen' | 'total' | 'missing'> {
  const screenable = screenableStates(machine);
  const ids = new Set(screenable.map((state) => state.id));
  const reasons = new Map(board.missing.map((m) => [m.stateId, m.reason]));
  const missing = screenable
    .filter((state) => board.states[state.id] === undefined)
    .map((state) => ({ stateId: state.id, reason: reasons.get(state.id) ?? 'not in the last storyboard run (the chart changed since): run it again' }));
  return { withScreen: Object.keys(board.states).filter((id) => ids.has(id)).length, total: screenable.length, missing };
}

/** Reads an index written by the storyboard; null when it is not one. */
export function parseStoryboard(text: string): ChartStoryboard | null {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null) return null;
    const board = data as Partial<ChartStoryboard>;
    if (typeof board.chart !== 'string' || typeof board.shots !== 'object' || typeof board.states !== 'object') return null;
    return board as ChartStoryboard;
  } catch {
    return null;
  }
}

/**
 * Path generation for the registered statecharts (xstate/graph), shared by the Vitest runner, the
 * Chromium runner and the coverage gate.
 *
 * Shortest paths reach every state but not every transition, so the set is edge-covering: for
 * each edge of the adjacency map, the shortest path to its source plus that edge, keeping only the
 * paths that are not a prefix of another. Each path is then replayed on an inspected actor to
 * record, per step, the canonical transitions it takes (ids from ./model) and the invoked actors it
 * starts, which is what the gate counts and what the browser runner needs to know when to arrange
 * a call's outcome.
 */
import {
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type InspectionEvent,
  type PromiseActorLogic,
  type Snapshot,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, type AdjacencyValue, type TraversalOptions } from 'xstate/graph';
import type { PathModel, RegistryEntry } from './registry';
import { allStates, allTransitions, transitionIdOf } from '../../src/dev/charts/model';

export type StepKind = 'init' | 'event' | 'done' | 'error' | 'after';

export interface PathStep {
  /** The event that leads to this step's state; `xstate.init` for the first step. */
  readonly event: EventObject;
  readonly kind: StepKind;
  /** For done and error steps: the invoke id whose call ends. */
  readonly invokeId: string | null;
  /** The event as reports show it. */
  readonly label: string;
  /** The expected state, serialized with the model's serializeState. */
  readonly state: string;
  /** The expected snapshot (from the graph). */
  readonly snapshot: AnyMachineSnapshot;
  /** Every active state node id after the step (root included). */
  readonly stateIds: readonly string[];
  /** Canonical ids of the transitions the step takes. */
  readonly transitions: readonly string[];
  /** Ids of the invoked actors the step starts. */
  readonly invoked: readonly string[];
}

export interface MachinePath {
  readonly machineId: string;
  /** 1-based position in the machine's path list, stable while the chart and model are. */
  readonly number: number;
  /** The event labels after the initial state, joined with arrows. */
  readonly name: string;
  readonly steps: readonly PathStep[];
  /**
   * Date.now() when the graph computed the steps' snapshots. A delay computed from a time a chart
   * stored (responsibleGaming's readAt) is worked out as of then: the app in the browser entered
   * that state just now by its own clock, so it waits the whole delay, not what is left of it
   * minutes after the paths were generated.
   */
  readonly generatedAt: number;
}

export interface Coverage {
  readonly states: ReadonlySet<string>;
  readonly transitions: ReadonlySet<string>;
}

export interface GeneratedPaths {
  readonly machineId: string;
  readonly paths: readonly MachinePath[];
  /**
   * A subset of `paths` that still visits every state and transition and sends every event case
   * of the model at least once: what the browser runner walks, where each path costs a page load.
   */
  readonly covering: readonly MachinePath[];
  /** What the generated paths visit, measured by replaying them. */
  readonly coverage: Coverage;
}

const INIT = 'xstate.init';

export function stepKindOf(eventType: string): Exclude<StepKind, 'init'> {
  if (eventType.startsWith('xstate.done.actor.')) return 'done';
  if (eventType.startsWith('xstate.error.actor.')) return 'error';
  if (eventType.startsWith('xstate.after.')) return 'after';
  return 'event';
}

function invokeIdOf(eventType: string): string | null {
  for (const prefix of ['xstate.done.actor.', 'xstate.error.actor.']) {
    if (eventType.startsWith(prefix)) return eventType.slice(prefix.length);
  }
  return null;
}

export function serializerOf(model: PathModel): (snapshot: AnyMachineSnapshot) => string {
  return (snapshot) => (model.serializeState ? model.serializeState(snapshot) : JSON.stringify(snapshot.value));
}

export function describeEvent(model: PathModel, event: EventObject): string {
  if (event.type === INIT) return INIT;
  if (model.describeEvent) return model.describeEvent(event);
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  if (Object.keys(payload).length === 0) return type;
  const text = JSON.stringify(payload);
  return `${type} ${text.length > 60 ? `${text.slice(0, 57)}...` : text}`;
}

function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return (snapshot as AnyMachineSnapshot & { _nodes: AnyStateNode[] })._nodes;
}

export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return activeNodes(snapshot).map((node) => node.id);
}

/**
 * The milliseconds of the delayed transition `eventType` among the snapshot's active states, as
 * the machine's own implementations define it (so both runners wait exactly what the app waits).
 */
export function delayMsOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, eventType: string, asOf?: number): number {
  for (const node of activeNodes(snapshot)) {
    for (const transition of node.after) {
      if (transition.eventType !== eventType) continue;
      const named = typeof transition.delay === 'string' ? machine.implementations.delays[transition.delay] : transition.delay;
      if (typeof named === 'number') return named;
      if (typeof named === 'function') {
        const expression = named as (args: { context: unknown; event: EventObject }, params: undefined) => number;
        return asOfTime(asOf, () => expression({ context: snapshot.context, event: { type: eventType } }, undefined));
      }
      throw new Error(`${machine.id}: delay ${String(transition.delay)} of ${eventType} has no implementation`);
    }
  }
  throw new Error(`${machine.id}: no active state has the delayed transition ${eventType}`);
}

/**
 * The clock the charts read while the graph is traversed in this process (a chart stores
 * Date.now() in its context, readAt say): delays are worked out on that same clock, so it is the
 * process's own, not the run's day (tests/today.ts), and no date is compared with it.
 */
// eslint-disable-next-line no-restricted-syntax -- the charts' own clock in this process, see above
const machinesClock = (): number => Date.now();

/** Runs `compute` with Date.now() answering `asOf` (when given). */
function asOfTime<T>(asOf: number | undefined, compute: () => T): T {
  if (asOf === undefined) return compute();
  const realNow = Date.now;
  Date.now = () => asOf;
  try {
    return compute();
  } finally {
    Date.now = realNow;
  }
}

/** Every event type some transition of the machine handles (eventless and done.state excluded). */
function handledEventTypes(machine: AnyStateMachine): Set<string> {
  return new Set(
    allTransitions(machine)
      .filter((t) => t.kind === 'event' || t.kind === 'after' || t.kind === 'done.actor' || t.kind === 'error.actor')
      .map((t) => t.eventType),
  );
}

/** Refuses a model the generator would silently misuse: a typo'd event type, a done event without cases, an inline invoke. */
export function checkModel(machineId: string, entry: RegistryEntry): void {
  const handled = handledEventTypes(entry.machine);
  const problems: string[] = [];
  for (const type of Object.keys(entry.model.events)) {
    if (!handled.has(type)) problems.push(`event cases for "${type}", which no transition of the chart handles`);
    if ((entry.model.events[type] ?? []).some((event) => event.type !== type)) problems.push(`a case under "${type}" of another type`);
  }
  for (const type of handled) {
    const kind = stepKindOf(type);
    if ((kind === 'done' || kind === 'error') && !(entry.model.events[type]?.length)) {
      problems.push(`no cases for "${type}" (a done event needs an output, an error event an error)`);
    }
  }
  for (const state of allStates(entry.machine)) {
    const node = entry.machine.getStateNodeById(state.id);
    for (const invoke of node.invoke) {
      if (typeof invoke.src !== 'string') problems.push(`${state.id} invokes inline logic; name it in setup({ actors }) so tests can provide a fake`);
    }
  }
  if (problems.length > 0) throw new Error(`The path model of "${machineId}" has ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`);
}

function traversalOptions(entry: RegistryEntry): TraversalOptions<AnyMachineSnapshot, EventObject, unknown> {
  const { model } = entry;
  const serialize = serializerOf(model);
  return {
    input: model.input,
    serializeState: (snapshot) => serialize(snapshot),
    // Only the event types the active states handle, each as its finite cases.
    events: (snapshot) => {
      const types = [...new Set(activeNodes(snapshot).flatMap((node) => node.ownEvents))];
      return types.flatMap((type) => model.events[type] ?? [{ type }]);
    },
  };
}

/** Never-settling stand-ins for every named actor, so replays only move on the events they are sent. */
function inertActors(machine: AnyStateMachine): Record<string, PromiseActorLogic<unknown>> {
  const never = fromPromise<unknown>(() => new Promise<unknown>(() => {}));
  return Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, never]));
}

interface RecordedStep {
  readonly state: string;
  readonly stateIds: string[];
  readonly transitions: string[];
  readonly invoked: string[];
}

/** Each chart's canonical transition ids, worked out once: a recorder is made for every replay. */
const knownTransitions = new WeakMap<AnyStateMachine, ReadonlySet<string>>();
function knownTransitionsOf(machine: AnyStateMachine): ReadonlySet<string> {
  let known = knownTransitions.get(machine);
  if (!known) {
    known = new Set(allTransitions(machine).map((t) => t.id));
    knownTransitions.set(machine, known);
  }
  return known;
}

/** Listens to an actor's inspection stream and hands out what happened since the last call. */
export class StepRecorder {
  private transitions: string[] = [];
  private invoked: string[] = [];
  private readonly known: ReadonlySet<string>;
  private root: AnyActorRef | null = null;

  constructor(machine: AnyStateMachine) {
    this.known = knownTransitionsOf(machine);
  }

  attach(root: AnyActorRef): void {
    this.root = root;
  }

  readonly inspect = (event: InspectionEvent): void => {
    if (event.type === '@xstate.microstep' && (this.root === null || event.actorRef === this.root)) {
      for (const transition of event._transitions) {
        const id = transitionIdOf(transition);
        if (this.known.has(id)) this.transitions.push(id);
      }
    } else if (event.type === '@xstate.actor') {
      const parent = (event.actorRef as AnyActorRef & { _parent?: AnyActorRef })._parent;
      if (parent !== undefined && (this.root === null || parent === this.root)) this.invoked.push((event.actorRef as AnyActorRef).id);
    }
  };

  take(): { transitions: string[]; invoked: string[] } {
    const taken = { transitions: this.transitions, invoked: this.invoked };
    this.transitions = [];
    this.invoked = [];
    return taken;
  }
}

/** The chart with every named actor inert (inertActors): what replays run. */
function inertMachine(machine: AnyStateMachine): AnyStateMachine {
  return machine.provide({ actors: inertActors(machine) });
}

/**
 * An actor of `inert` (the chart, inertMachine) that records each step, from its start or from
 * `from`: another actor's persisted snapshot, with that actor's active state nodes in its order
 * (a restored snapshot lists them in the chart's order, a replayed one in the order they were
 * entered, which the steps' stateIds keep).
 */
function recordingActor(entry: RegistryEntry, inert: AnyStateMachine, from?: { snapshot: Snapshot<unknown>; stateIds: readonly string[] }) {
  const snapshot = from?.snapshot;
  const { machine, model } = entry;
  const serialize = serializerOf(model);
  const recorder = new StepRecorder(machine);
  const neverFires = { setTimeout: () => 0, clearTimeout: () => {} };
  const actor = createActor(inert, {
    input: model.input,
    inspect: recorder.inspect,
    clock: neverFires,
    ...(snapshot === undefined ? {} : { snapshot }),
  });
  recorder.attach(actor);
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  const record = (): RecordedStep => {
    const current = actor.getSnapshot();
    return { state: serialize(current), stateIds: activeStateIds(current), ...recorder.take() };
  };
  const send = (event: EventObject): RecordedStep => {
    actor.send(event);
    if (errors.length > 0) throw new Error(`${machine.id}: replaying ${event.type} failed: ${String(errors[0])}`);
    return record();
  };
  actor.start();
  if (from) {
    // a restored actor's children are announced again as it starts: not a step's invocations
    recorder.take();
    const rank = new Map(from.stateIds.map((id, index) => [id, index]));
    activeNodes(actor.getSnapshot()).sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  }
  return { actor, record, send };
}

/** Replays events on an actor with inert invocations and no clock, recording each step. */
function replay(entry: RegistryEntry, events: readonly EventObject[], inert = inertMachine(entry.machine)): RecordedStep[] {
  const { actor, record, send } = recordingActor(entry, inert);
  const steps = [record()];
  for (const event of events) steps.push(send(event));
  actor.stop();
  return steps;
}

/**
 * The steps of `head` followed by each of `edges`, as replay would record head + edge for each:
 * the head is replayed once, and each edge is sent to an actor restored from the head's end
 * (its persisted snapshot), instead of replaying the whole head again for every edge of its
 * state. Most of generation's time was those repeated heads.
 */
function replayBranches(entry: RegistryEntry, inert: AnyStateMachine, head: readonly EventObject[], edges: readonly EventObject[]): { head: RecordedStep[]; edges: RecordedStep[] } {
  const { actor, record, send } = recordingActor(entry, inert);
  const headSteps = [record()];
  for (const event of head) headSteps.push(send(event));
  const edgeSteps = edges.map((event) => {
    let branch: ReturnType<typeof recordingActor>;
    try {
      branch = recordingActor(entry, inert, { snapshot: actor.getPersistedSnapshot(), stateIds: activeStateIds(actor.getSnapshot()) });
    } catch {
      // a snapshot this chart cannot be restored from: the whole path replayed, as before
      const whole = replay(entry, [...head, event], inert).at(-1);
      if (!whole) throw new Error(`${entry.machine.id}: replaying ${event.type} recorded nothing`);
      return whole;
    }
    try {
      return branch.send(event);
    } finally {
      branch.actor.stop();
    }
  });
  actor.stop();
  return { head: headSteps, edges: edgeSteps };
}

export function toMachinePath(
  machineId: string,
  entry: RegistryEntry,
  graphSteps: ReadonlyArray<{ event: EventObject; state: AnyMachineSnapshot }>,
  number: number,
  generatedAt = machinesClock(),
  recorded: readonly RecordedStep[] = replay(entry, graphSteps.slice(1).map((step) => step.event)),
): MachinePath {
  const serialize = serializerOf(entry.model);
  const steps = graphSteps.map((step, index): PathStep => {
    const seen = recorded[index];
    const state = serialize(step.state);
    if (!seen || seen.state !== state) {
      throw new Error(`${machineId}: the graph expects ${state} after ${step.event.type}, a replay reached ${seen?.state ?? 'nothing'}`);
    }
    const kind = index === 0 ? 'init' : stepKindOf(step.event.type);
    return {
      event: step.event,
      kind,
      invokeId: invokeIdOf(step.event.type),
      label: describeEvent(entry.model, step.event),
      state,
      snapshot: step.state,
      stateIds: seen.stateIds,
      transitions: seen.transitions,
      invoked: seen.invoked,
    };
  });
  const labels = steps.slice(1).map((step) => step.label);
  return { machineId, number, name: labels.length > 0 ? labels.join(' → ') : '(initial state)', steps, generatedAt };
}

/** The edge-covering path set of a machine, prefixes dropped, each step measured. */
export function generatePaths(machineId: string, entry: RegistryEntry): GeneratedPaths {
  checkModel(machineId, entry);
  const options = traversalOptions(entry);
  const serialize = serializerOf(entry.model);
  const logic = entry.machine;
  const adjacency = getAdjacencyMap(logic, options);
  const shortest = new Map<string, ReadonlyArray<{ event: EventObject; state: AnyMachineSnapshot }>>();
  for (const path of getShortestPaths(logic, options)) shortest.set(serialize(path.state), path.steps);
  // after the traversal: a delay worked out as of now is at most the traversal's time short of the
  // app's (the runner's clock slices make that up), never longer (it would jump past the state)
  const generatedAt = machinesClock();

  const inert = inertMachine(logic);
  const candidates: MachinePath[] = [];
  for (const [source, vertex] of Object.entries(adjacency) as Array<[string, AdjacencyValue<AnyMachineSnapshot, EventObject>]>) {
    const head = shortest.get(source);
    if (!head) continue;
    const edges = Object.values(vertex.transitions) as Array<{ event: EventObject; state: AnyMachineSnapshot }>;
    const recorded = replayBranches(
      entry,
      inert,
      head.slice(1).map((step) => step.event),
      edges.map((edge) => edge.event),
    );
    if (edges.length === 0) candidates.push(toMachinePath(machineId, entry, head, 0, generatedAt, recorded.head));
    edges.forEach(({ event, state }, index) => {
      const edge = recorded.edges[index];
      if (!edge) throw new Error(`${machineId}: no replay of ${event.type} from ${source}`);
      candidates.push(toMachinePath(machineId, entry, [...head, { event, state }], 0, generatedAt, [...recorded.head, edge]));
    });
  }

  // A step that takes no transition (no guard lets a candidate through) adds nothing: drop such
  // edges before dropping prefixes, or a useful prefix could go with them.
  const measured = candidates.filter((path) => path.steps.length === 1 || (path.steps.at(-1)?.transitions.length ?? 0) > 0);

  // Drop a path another one extends, or repeats (the first of equals stays). A path's key is its
  // events' JSON joined with a character JSON never leaves unescaped, so a path extends another
  // exactly when the other's key is one of its proper prefixes' keys.
  const SEPARATOR = '\u0000';
  const keys = measured.map((path) => path.steps.map((step) => JSON.stringify(step.event)).join(SEPARATOR));
  const extended = new Set<string>();
  for (const path of measured) {
    let prefix = '';
    path.steps.slice(0, -1).forEach((step, index) => {
      prefix += (index === 0 ? '' : SEPARATOR) + JSON.stringify(step.event);
      extended.add(prefix);
    });
  }
  const firstOf = new Map<string, number>();
  keys.forEach((key, i) => {
    if (!firstOf.has(key)) firstOf.set(key, i);
  });
  const kept = measured.filter((_, i) => {
    const key = keys[i] ?? '';
    return !extended.has(key) && firstOf.get(key) === i;
  });
  const numbered = kept.map((path, index) => ({ ...path, number: index + 1 }));
  return { machineId, paths: numbered, covering: coveringSubset(numbered), coverage: coverageOf(numbered) };
}

/** What a path contributes to the covering subset: its states, transitions and event cases. */
export function coverageItems(path: MachinePath): Set<string> {
  const items = new Set<string>();
  for (const step of path.steps) {
    step.stateIds.forEach((id) => items.add(`state ${id}`));
    step.transitions.forEach((id) => items.add(`transition ${id}`));
    items.add(`event ${step.label}`);
  }
  return items;
}

/**
 * Greedy set cover: repeatedly the path adding the most not-yet-covered items (fewer steps on a
 * tie), until the subset covers what the whole set does. Kept in the original order, so numbers
 * and reports stay those of `paths`.
 */
export function coveringSubset(paths: readonly MachinePath[]): MachinePath[] {
  const itemsOf = new Map(paths.map((path) => [path, coverageItems(path)]));
  const uncovered = new Set([...itemsOf.values()].flatMap((items) => [...items]));
  const chosen = new Set<MachinePath>();
  while (uncovered.size > 0) {
    let best: MachinePath | null = null;
    let bestGain = 0;
    for (const path of paths) {
      if (chosen.has(path)) continue;
      let gain = 0;
      for (const item of itemsOf.get(path) ?? []) if (uncovered.has(item)) gain += 1;
      if (gain > bestGain || (gain === bestGain && gain > 0 && best !== null && path.steps.length < best.steps.length)) {
        best = path;
        bestGain = gain;
      }
    }
    if (best === null) break;
    chosen.add(best);
    for (const item of itemsOf.get(best) ?? []) uncovered.delete(item);
  }
  return paths.filter((path) => chosen.has(path));
}

/** States and transitions a set of paths visits (all steps). */
export function coverageOf(paths: readonly MachinePath[]): Coverage {
  return coverageOfSteps(paths.map((path) => path.steps));
}

/** States and transitions visited by the given step lists (e.g. only the steps a runner passed). */
export function coverageOfSteps(stepLists: ReadonlyArray<readonly PathStep[]>): Coverage {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const steps of stepLists) {
    for (const step of steps) {
      step.stateIds.forEach((id) => states.add(id));
      step.transitions.forEach((id) => transitions.add(id));
    }
  }
  return { states, transitions };
}

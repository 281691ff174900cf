/**
 * The actor tree in React (docs/ARCHITECTURE.md "One actor tree"): `RootProvider` runs the root
 * actor (machines/app/app.machine.ts) for the page; hooks reach its children and open flows. Views do
 * not use these directly: each feature has a small hook (`useBalance`, `useSession`, …) that picks
 * the actor and returns its chart's connect API.
 *
 * Views and their hooks reach an actor in these ways and no others: `useFlow` (open a flow and
 * read it), `useFlowApi` (read a flow an outer view opened), `useRootChild` (the root's system,
 * session, notices and dialog manager; src/app's own hooks reach the child itself with
 * `useRootChildRef`), `useConnected` (a chart's child its connect hands out) and `useFlowRef` (an
 * open flow read narrowly by code that must not carry its chart).
 */
import { createActorContext, useSelector } from '@xstate/react';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getInitialSnapshot, type ActorRef, type ActorRefFrom, type AnyActorLogic, type AnyActorRef, type AnyStateMachine, type EventFromLogic, type EventObject, type InputFrom, type Snapshot, type SnapshotFrom } from 'xstate';
import { appMachine, type AccountEventListener } from '@machines/app/app.machine';
import type { Send } from '@machines/kit';
import { noticesMachine } from '@machines/app/notices.machine';
import { dialogsMachine } from '@machines/app/dialogs.machine';
import { sessionMachine } from '@machines/auth/session.machine';
import { systemMachine } from '@machines/app/system.machine';
import { liveInspect } from '../dev/live-actors';
import { currentLanguage, i18next } from '../i18n';
import { appLogic } from './wiring/app/app';

const RootActor = createActorContext(appMachine);

/** In development the live statechart view follows the tree; production passes nothing. */
const devOptions = import.meta.env.DEV ? { inspect: liveInspect } : undefined;

/** Runs the root actor for the page; tests may pass the root's logic with fakes provided. */
export function RootProvider({ children, logic = appLogic }: { children: ReactNode; logic?: typeof appLogic }) {
  return (
    <RootActor.Provider logic={logic} options={devOptions}>
      <LanguageReporter />
      {children}
    </RootActor.Provider>
  );
}

/** Tells the root every switch of language, so the content it keeps (the notices) is asked for again in the new one. */
function LanguageReporter(): null {
  const root = RootActor.useActorRef();
  useEffect(() => {
    // i18next says "languageChanged" also when it has started in the language the page already
    // runs in (once the first texts are in, which may be after this effect): not a switch. Told
    // as one, the notices were asked for a second time on every first load, and a failed first
    // load of the banners was hidden by the second.
    let shown = currentLanguage();
    const report = (language: string) => {
      if (language === shown) return;
      shown = language;
      root.send({ type: 'LANGUAGE_CHANGED', language });
    };
    i18next.on('languageChanged', report);
    return () => i18next.off('languageChanged', report);
  }, [root]);
  return null;
}

const useRootActor = RootActor.useActorRef;

/** The root's own children (its chart's invokes), by id, with the chart each runs. */
const ROOT_CHILDREN = { system: systemMachine, session: sessionMachine, notices: noticesMachine, dialogs: dialogsMachine };
type RootChildren = typeof ROOT_CHILDREN;

/** Each root child's ref as the root's snapshot types it: undefined while the root has not invoked it. */
const selectChild: { readonly [Name in keyof RootChildren]: (snapshot: SnapshotFrom<typeof appMachine>) => ActorRefFrom<RootChildren[Name]> | undefined } = {
  system: (snapshot) => snapshot.children.system,
  session: (snapshot) => snapshot.children.session,
  notices: (snapshot) => snapshot.children.notices,
  dialogs: (snapshot) => snapshot.children.dialogs,
};

/**
 * A root child's actor itself (undefined until the root invokes it), for src/app's own hooks that
 * send to it directly or reach its own children (the dialog turns; the session's pending action).
 * Views read a root child with useRootChild.
 */
export const useRootChildRef = <TName extends keyof RootChildren>(name: TName): ActorRefFrom<RootChildren[TName]> | undefined =>
  RootActor.useSelector(selectChild[name]) as ActorRefFrom<RootChildren[TName]> | undefined;

/**
 * The connect API of one of the root's own children (`system`, `session`, `notices`, `dialogs`). Until the
 * root invokes it (the session and the notices wait for the status gate) it is the API of the
 * child chart's initial state, and an intent then goes nowhere: there is nothing to tell yet.
 */
export function useRootChild<TName extends keyof RootChildren, TApi>(name: TName, connect: Connect<RootChildren[TName], TApi>): TApi {
  const ref = RootActor.useSelector(selectChild[name]);
  return useActorApi(ref, ROOT_CHILDREN[name], connect);
}

/**
 * One value read from a root child's connect API (whether a member is signed in, a flag), for a
 * view that must redraw only when that value changes: `useRootChild` hands out the whole API, so
 * its reader redraws on each change of the child, at once (a store's change is drawn in one task).
 * The home lobby redrew its skeletons so on each step of the session's restore. `read` may be a
 * new function on each render; `equal` says when two values are the same (Object.is by default).
 */
export function useRootChildValue<TName extends keyof RootChildren, TApi, T>(
  name: TName,
  connect: Connect<RootChildren[TName], TApi>,
  read: (api: TApi) => T,
  equal: (before: T, after: T) => boolean = Object.is,
): T {
  const ref = RootActor.useSelector(selectChild[name]);
  const logic = ROOT_CHILDREN[name];
  return useSelector(ref, (snapshot) => read(connect((snapshot ?? initialSnapshotOf(logic, undefined)) as SnapshotFrom<RootChildren[TName]>, sendNowhere)), equal);
}

/**
 * A chart's child as its parent's connect hands it out (an SMS countdown), read with its own
 * connect: recomputed when the child's snapshot changes, which the parent's snapshot does not show.
 * `connect` must be a module-level function (its identity is part of the memo).
 */
export function useConnected<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TApi>(
  ref: ActorRef<TSnapshot, TEvent>,
  connect: (snapshot: TSnapshot, send: Send<TEvent>) => TApi,
): TApi {
  const snapshot = useSelector(ref, (current) => current);
  return useMemo(() => connect(snapshot, (event) => ref.send(event)), [snapshot, ref, connect]);
}

/** A chart's connect function: its snapshot and its own events in, the view's props and intents out. */
export type Connect<TLogic extends AnyStateMachine, TApi> = (snapshot: SnapshotFrom<TLogic>, send: Send<EventFromLogic<TLogic>>) => TApi;

const sendNowhere = () => undefined;

/**
 * What a view tells its flow from outside: one of the flow's own events (e.g. the page the address
 * names), or null while there is nothing to tell. A list tells several values, each on its own.
 */
export type FlowProps<TLogic extends AnyStateMachine> = EventFromLogic<TLogic> | null | readonly (EventFromLogic<TLogic> | null)[];

/** What a view gives the flow it opens beside its logic and connect. */
export interface FlowOptions<TLogic extends AnyStateMachine> {
  /** The flow's input, read once when it opens (a new input is a new key). */
  readonly input?: InputFrom<TLogic>;
  /**
   * Values the flow follows while it runs: each event is sent when the flow starts and again
   * whenever it changes (its fields compared one by one); an unchanged one is not sent again.
   */
  readonly props?: FlowProps<TLogic>;
  /** Called when the flow reaches a final state (the latest function given is the one called). */
  readonly onDone?: () => void;
  /**
   * The flow hears the live account events (ACCOUNT_EVENT, ACCOUNT_RESYNC) as the event this
   * returns (null: not this one). A module-level function, read once when the flow opens.
   */
  readonly onAccountEvent?: AccountEventListener;
  /**
   * 'inTransition': the flow's changes, and the view's taking of the flow once the root has
   * spawned it, are drawn as a transition, which React renders in slices that give the page's
   * input a turn every few milliseconds, instead of in the one task a store's change is drawn in.
   * For a flow that only shows what the platform sent (the home's lists), never one whose view
   * holds what the user types or a state a click must see at once.
   */
  readonly drawn?: 'inTransition';
}

function listOf<T>(value: T | null | readonly (T | null)[] | undefined): readonly (T | null)[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? (value as readonly (T | null)[]) : [value as T | null];
}

/** Whether two records hold the same fields with the same values (Object.is each): an event told again, a view's facts. */
export function sameFields(before: object, after: object): boolean {
  const left = before as Record<string, unknown>;
  const right = after as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((name) => Object.is(left[name], right[name]));
}

/**
 * Opens a flow and returns its connect API: the root spawns `logic` under `key` when the calling
 * view mounts and stops it when the view unmounts (docs/ARCHITECTURE.md "One actor tree").
 * `logic` and `connect` must be module-level values. Until the root has spawned the flow (the
 * first render) the API is that of the chart's initial state, computed without running anything,
 * so the view draws its first frame as it will look; an intent sent then waits for the flow.
 * Views inside the one that opened the flow read it with `useFlowApi(key, …)`.
 */
export function useFlow<TLogic extends AnyStateMachine, TApi>(key: string, logic: TLogic, connect: Connect<TLogic, TApi>, options: FlowOptions<TLogic> = {}): TApi {
  const root = useRootActor();
  const { input, props, onDone, onAccountEvent } = options;
  // the props last told to the flow now open, by their place in the list
  const told = useRef<readonly (EventObject | null)[]>([]);
  useEffect(() => {
    told.current = [];
    root.send({ type: 'FLOW_OPEN', key, logic, input, ...(onAccountEvent ? { onAccountEvent } : {}) });
    return () => root.send({ type: 'FLOW_CLOSE', key });
    // the input of an open flow is fixed: a new input is a new key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root, key, logic]);
  useEffect(() => {
    const now = listOf<EventObject>(props);
    const before = told.current;
    told.current = now;
    now.forEach((event, place) => {
      const last = before[place] ?? null;
      if (event && !(last && sameFields(last, event))) root.send({ type: 'FLOW_SEND', key, event });
    });
  });
  const ref: AnyActorRef | undefined = useFlowRefDrawn<TLogic>(key, options.drawn);
  const done = useSelector(ref, (snapshot: Snapshot<unknown> | undefined) => snapshot?.status === 'done') ?? false;
  const latestOnDone = useRef(onDone);
  useEffect(() => {
    latestOnDone.current = onDone;
  });
  useEffect(() => {
    if (done) latestOnDone.current?.();
  }, [done]);
  return useFlowApi(key, logic, connect, input, options.drawn);
}

/** The connect API of a flow an outer view opened (its initial state while it is not open yet; an intent sent then waits for it). */
export function useFlowApi<TLogic extends AnyStateMachine, TApi>(key: string, logic: TLogic, connect: Connect<TLogic, TApi>, input?: InputFrom<TLogic>, drawn?: 'inTransition'): TApi {
  const root = useRootActor();
  const sendWhenOpen = useCallback((event: EventObject) => root.send({ type: 'FLOW_SEND', key, event }), [root, key]);
  return useActorApi(useFlowRefDrawn<TLogic>(key, drawn), logic, connect, input, sendWhenOpen, drawn);
}

/**
 * The open flow's actor as a view adopts it: at once (the root's change, drawn in the one task a
 * store's change is drawn in), or for a flow drawn in a transition, in a transition too. The root
 * spawns a flow in the effects of the commit that mounted its view, and that view, drawn first
 * from the chart's initial state, then takes the live actor: for the home lobby that meant the
 * whole lobby drawn again at once (81 components, ≈50 ms at 4x CPU) in the first page's effects.
 */
function useFlowRefDrawn<TLogic extends AnyActorLogic>(key: string, drawn?: 'inTransition'): ActorRefFrom<TLogic> | undefined {
  const root = useRootActor();
  const inTransition = drawn === 'inTransition';
  const atOnce = RootActor.useSelector((snapshot) => (inTransition ? undefined : snapshot.context.flows[key]));
  const read = useCallback(() => root.getSnapshot().context.flows[key], [root, key]);
  const [later, setLater] = useState(() => ({ key, ref: inTransition ? read() : undefined }));
  useEffect(() => {
    if (!inTransition) return undefined;
    // the root changes often (every flow's opening and closing): only this key's actor counts
    let adopted: AnyActorRef | undefined | null = null;
    const adopt = () => {
      const ref = read();
      if (ref === adopted) return;
      adopted = ref;
      startTransition(() => setLater((shown) => (shown.key === key && shown.ref === ref ? shown : { key, ref })));
    };
    // spawned between this view's render and this effect (its own FLOW_OPEN, just before)
    adopt();
    const subscription = root.subscribe(adopt);
    return () => subscription.unsubscribe();
  }, [root, key, read, inTransition]);
  if (!inTransition) return atOnce as ActorRefFrom<TLogic> | undefined;
  // another key's actor is never shown under this one
  return (later.key === key ? later.ref : read()) as ActorRefFrom<TLogic> | undefined;
}

/** The actor's snapshot, each change of it set in a transition (FlowOptions.drawn). */
function useSnapshotInTransition(ref: AnyActorRef | undefined): unknown {
  const [shown, setShown] = useState<{ ref: AnyActorRef | undefined; snapshot: unknown }>(() => ({ ref, snapshot: ref?.getSnapshot() }));
  useEffect(() => {
    if (!ref) return undefined;
    startTransition(() => setShown({ ref, snapshot: ref.getSnapshot() }));
    const subscription = ref.subscribe((snapshot) => startTransition(() => setShown({ ref, snapshot })));
    return () => subscription.unsubscribe();
  }, [ref]);
  // another actor's snapshot is never shown under this one (a flow opened again under its key)
  return shown.ref === ref ? shown.snapshot : ref?.getSnapshot();
}

/** A chart's initial snapshot without input, computed once per chart: every reader shares it. */
const initialSnapshots = new WeakMap<AnyActorLogic, unknown>();

function initialSnapshotOf(logic: AnyActorLogic, input: unknown): unknown {
  const compute = getInitialSnapshot as (logic: AnyActorLogic, input: unknown) => unknown;
  if (input !== undefined) return compute(logic, input);
  if (!initialSnapshots.has(logic)) initialSnapshots.set(logic, compute(logic, undefined));
  return initialSnapshots.get(logic);
}

/** The connect API of an actor that may not run yet (its chart's initial state until it does). */
function useActorApi<TLogic extends AnyStateMachine, TApi>(
  ref: AnyActorRef | undefined,
  logic: TLogic,
  connect: Connect<TLogic, TApi>,
  input?: InputFrom<TLogic>,
  sendBeforeStart: (event: EventObject) => void = sendNowhere,
  drawn?: 'inTransition',
): TApi {
  const inTransition = drawn === 'inTransition';
  const selected = useSelector(inTransition ? undefined : ref, (current) => current);
  const drawnLater = useSnapshotInTransition(inTransition ? ref : undefined);
  const live = (inTransition ? drawnLater : selected) as SnapshotFrom<TLogic> | undefined;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initial = useMemo(() => initialSnapshotOf(logic, input) as SnapshotFrom<TLogic>, [logic]);
  const snapshot = live ?? initial;
  return useMemo(() => connect(snapshot, ref ? (event) => ref.send(event) : sendBeforeStart), [snapshot, ref, connect, sendBeforeStart]);
}

/**
 * The actor of an open flow, or undefined while it is not open: for a reader that selects one
 * value narrowly and must not carry the flow's chart (each game tile's favourite star; a visitor,
 * who has no favourites flow, is sent to sign in). Anything else reads a flow with useFlowApi.
 */
export function useFlowRef<TLogic extends AnyActorLogic>(key: string): ActorRefFrom<TLogic> | undefined {
  return RootActor.useSelector((snapshot) => snapshot.context.flows[key]) as ActorRefFrom<TLogic> | undefined;
}

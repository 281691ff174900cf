/**
 * The root of the actor tree (docs/ARCHITECTURE.md "One actor tree"). Its children:
 *
 * - `system` (system.machine.ts), invoked for the page's whole life: the status gate;
 * - `session` (session.machine.ts), invoked once the app is allowed to run: the root raises
 *   `SESSION_START` when the status answers normal, so no session call goes out while the site is
 *   under maintenance, and the session starts on the status answer itself, not after the app's
 *   first render;
 * - `notices` (notices.machine.ts, the banners and the notice marquee every route shows),
 *   invoked with the session, so the banners are asked for in the same tick as the session
 *   (the first banner is most pages' largest paint);
 * - `dialogs` (dialogs.machine.ts), invoked with the session: the dialog manager, which decides
 *   which of the dialogs that open on their own is on screen;
 * - per-flow actors (the login form, the register popup, the balance box, a game lobby, …),
 *   spawned on `FLOW_OPEN` when their view mounts and stopped on `FLOW_CLOSE` when it unmounts.
 *   A flow reports to its parent by events: `SIGNED_IN`, `PASSWORD_CHANGE_DUE` and `RESTRICTED`
 *   are forwarded to the session; nothing reaches the session through a module-level actor.
 *
 * - account events: the `accountEvents` flow (live notices, opened while a real account is signed
 *   in) reports `ACCOUNT_EVENT` and `ACCOUNT_RESYNC`; the root forwards them to every open flow that
 *   asked for them when it opened (`onAccountEvent`, which turns them into that flow's own event,
 *   e.g. the balance's REFRESH), so no flow needs to know another. A flow that changed the account
 *   itself reports `ACCOUNT_CHANGED_HERE` (accountSignals.ts), forwarded the same way.
 *
 * An intent for a flow that is not open yet (a view's first frame, a child view's effect that runs
 * before its parent's) reaches the root as `FLOW_SEND`: the root keeps it under the flow's key and
 * delivers it when the flow opens, so nothing a view says before its flow starts is lost. What waits
 * is what the flow would be told now, not a log: a repeated intent (same event type) replaces the one
 * waiting, a key keeps at most PENDING_PER_FLOW, and what waits goes when its key closes (the view
 * that would open it is gone) or when the session ends (it was said to the session that ended).
 *
 * Flows carry their logic in the open event because most of them live in lazily loaded chunks:
 * the root cannot name them in its setup without pulling their code into the first route.
 */
import { assign, enqueueActions, raise, sendTo, setup, stopChild, type AnyActorLogic, type AnyActorRef, type ErrorActorEvent, type EventObject, type SnapshotFrom } from 'xstate';
import type { AccountEventListener, AccountSignal } from '../accountSignals';
import { noticesMachine } from './notices.machine';
import { dialogsMachine } from './dialogs.machine';
import { SESSION_TAGS, sessionMachine, type SessionEvent, type SessionInfo, type SessionMachine } from '../auth/session.machine';
import { systemMachine, type SystemSnapshot } from './system.machine';

export interface AppContext {
  /** The running flows by key (a view's instance key, e.g. `login`, `lobby:RNG`). */
  readonly flows: Readonly<Record<string, AnyActorRef>>;
  /** The flows that asked for account events, by key, with what each wants to receive. */
  readonly accountListeners: Readonly<Record<string, AccountEventListener>>;
  /**
   * Intents sent to flows that are not open yet, by key, in the order they came (a repeat takes the
   * place of the one before, at the end): delivered when the flow opens.
   */
  readonly pending: Readonly<Record<string, readonly EventObject[]>>;
  /** The session is set (signed in, logging out, or held until its password changes): its end drops `pending`. */
  readonly sessionSet: boolean;
}

/**
 * The most intents one key keeps while its flow is not open: with repeats collapsed, it is the kinds
 * of intent a view says before its flow runs (a few props and an intent or two); past it the oldest goes.
 */
export const PENDING_PER_FLOW = 8;

/** The intents waiting for a flow with `intent` added: a repeat of its type is dropped, and the oldest past the cap. */
function withIntent(waiting: readonly EventObject[], intent: EventObject): readonly EventObject[] {
  return [...waiting.filter((queued) => queued.type !== intent.type), intent].slice(-PENDING_PER_FLOW);
}

const withoutKey = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

/** A session is set from sign-in (or a held session) until it ends in a visitor (logout, a 401, a refused hold). */
const isSessionSet = (snapshot: SnapshotFrom<SessionMachine>) =>
  snapshot.hasTag(SESSION_TAGS.signedIn) || snapshot.hasTag(SESSION_TAGS.confirmingLogout) || snapshot.hasTag(SESSION_TAGS.passwordChange);

export type { AccountEventListener } from '../accountSignals';

export type AppEvent =
  | { type: 'SESSION_START' }
  | { type: 'FLOW_OPEN'; key: string; logic: AnyActorLogic; input?: unknown; onAccountEvent?: AccountEventListener }
  | { type: 'FLOW_CLOSE'; key: string }
  /** The page switched language: what the platform sent in the old one is asked for again. */
  | { type: 'LANGUAGE_CHANGED'; language: string }
  /** An intent for the flow under `key`: delivered now if it is open, else when it opens. */
  | { type: 'FLOW_SEND'; key: string; event: EventObject }
  // reported by flows, forwarded to the session
  | { type: 'SIGNED_IN'; info: SessionInfo }
  | Extract<SessionEvent, { type: 'PASSWORD_CHANGE_DUE' }>
  | { type: 'RESTRICTED' }
  // reported by the accountEvents flow (or a flow that changed the account), forwarded to the flows that asked
  | AccountSignal;

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    children: {} as { system: 'system'; session: 'session'; notices: 'notices'; dialogs: 'dialogs' },
  },
  actors: {
    system: systemMachine,
    session: sessionMachine,
    notices: noticesMachine,
    dialogs: dialogsMachine,
  },
  actions: {
    /** Says what failed (the console in the browser; tests may watch it). */
    reportFlowError: (_, error: unknown) => console.error('a flow failed and was closed', error),
    /** An account event or resync, to each open flow that asked for it, as that flow's own event. */
    forwardAccountSignal: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'ACCOUNT_EVENT' && event.type !== 'ACCOUNT_RESYNC' && event.type !== 'ACCOUNT_CHANGED_HERE') return;
      for (const [key, listener] of Object.entries(context.accountListeners)) {
        const ref = context.flows[key];
        // a flow's own change is not told back to it (accountSignals.ts)
        const mapped = ref && !(event.type === 'ACCOUNT_CHANGED_HERE' && event.from === ref) ? listener(event) : null;
        if (ref && mapped) enqueue.sendTo(ref, mapped);
      }
    }),
    /** What came for a flow before it opened, now that it runs. */
    deliverPending: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'FLOW_OPEN') return;
      const ref = context.flows[event.key];
      const waiting = context.pending[event.key];
      if (!ref || !waiting) return;
      for (const intent of waiting) enqueue.sendTo(ref, intent);
      enqueue.assign({ pending: withoutKey(context.pending, event.key) });
    }),
    /** An intent for a flow that is not open, kept under its key until it opens. */
    keepPending: assign({
      pending: ({ context }, params: { key: string; intent: EventObject }) => ({ ...context.pending, [params.key]: withIntent(context.pending[params.key] ?? [], params.intent) }),
    }),
    /** What waited for a flow whose view is gone. */
    dropPending: assign({ pending: ({ context }, key: string) => withoutKey(context.pending, key) }),
    /** The session ended: nothing said to it reaches a flow opened after it. */
    endSession: assign({ pending: {}, sessionSet: false }),
    startSession: assign({ sessionSet: true }),
  },
  guards: {
    /** The status gate lets the app run (system chart in `normal`). */
    appMayRun: (_, snapshot: SystemSnapshot) => snapshot.matches('normal'),
    isNewFlow: ({ context }, key: string) => !(key in context.flows),
    isOpenFlow: ({ context }, key: string) => key in context.flows,
    sessionEnded: ({ context }, snapshot: SnapshotFrom<SessionMachine>) => context.sessionSet && !isSessionSet(snapshot),
    sessionStarted: ({ context }, snapshot: SnapshotFrom<SessionMachine>) => !context.sessionSet && isSessionSet(snapshot),
  },
}).createMachine({
  id: 'app',
  context: { flows: {}, accountListeners: {}, pending: {}, sessionSet: false },
  invoke: {
    id: 'system',
    systemId: 'system',
    src: 'system',
    onSnapshot: { guard: { type: 'appMayRun', params: ({ event }) => event.snapshot as SystemSnapshot }, actions: raise({ type: 'SESSION_START' }) },
  },
  initial: 'gated',
  states: {
    // The status gate decides; the session waits for the app to be let through.
    gated: { on: { SESSION_START: 'running' } },
    running: {
      invoke: [
        {
          id: 'session',
          systemId: 'session',
          src: 'session',
          onSnapshot: [
            { guard: { type: 'sessionEnded', params: ({ event }) => event.snapshot as SnapshotFrom<SessionMachine> }, actions: 'endSession' },
            { guard: { type: 'sessionStarted', params: ({ event }) => event.snapshot as SnapshotFrom<SessionMachine> }, actions: 'startSession' },
          ],
        },
        { id: 'notices', systemId: 'notices', src: 'notices' },
        // one modal dialog at a time, the one the user most needs first (dialogs.machine.ts)
        { id: 'dialogs', systemId: 'dialogs', src: 'dialogs' },
      ],
      on: {
        SIGNED_IN: { actions: sendTo('session', ({ event }) => event) },
        // a login whose password must change first: the session holds it
        PASSWORD_CHANGE_DUE: { actions: sendTo('session', ({ event }) => event) },
        RESTRICTED: { actions: sendTo('session', ({ event }) => event) },
        // the banners and the marquee come in the reader's language: the notices chart is told and
        // asks for them in the new one, dropping the old ones. Told, not restarted: nothing else of
        // `running` (the session, the dialog manager) is touched by a switch.
        LANGUAGE_CHANGED: { actions: sendTo('notices', ({ event }) => ({ type: 'LANGUAGE' as const, language: event.language })) },
      },
    },
  },
  on: {
    FLOW_OPEN: {
      // A view mounted twice under one key (React's strict mode) keeps the one flow.
      guard: { type: 'isNewFlow', params: ({ event }) => event.key },
      actions: [
        assign({
          flows: ({ context, event, spawn }) => ({
            ...context.flows,
            // The logic comes with the event, so xstate cannot type an id for it: the key names it in `flows`.
            [event.key]: spawn(event.logic, { input: event.input }),
          }),
          accountListeners: ({ context, event }) => (event.onAccountEvent ? { ...context.accountListeners, [event.key]: event.onAccountEvent } : context.accountListeners),
        }),
        'deliverPending',
      ],
    },
    FLOW_SEND: [
      { guard: { type: 'isOpenFlow', params: ({ event }) => event.key }, actions: sendTo(({ context, event }) => context.flows[event.key] as AnyActorRef, ({ event }) => event.event) },
      { actions: { type: 'keepPending', params: ({ event }) => ({ key: event.key, intent: event.event }) } },
    ],
    ACCOUNT_EVENT: { actions: 'forwardAccountSignal' },
    ACCOUNT_RESYNC: { actions: 'forwardAccountSignal' },
    ACCOUNT_CHANGED_HERE: { actions: 'forwardAccountSignal' },
    // A flow that fails outside its own chart's handling (a throwing action) is dropped, and the
    // app goes on: without this an actor error would stop the root and the whole page with it.
    'xstate.error.actor.*': {
      actions: [
        { type: 'reportFlowError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        assign({
          flows: ({ context, event }: { context: AppContext; event: ErrorActorEvent }) => {
            const failedId = event.type.slice('xstate.error.actor.'.length);
            return Object.fromEntries(Object.entries(context.flows).filter(([, ref]) => ref.id !== failedId));
          },
        }),
        assign({ accountListeners: ({ context }: { context: AppContext }) => Object.fromEntries(Object.entries(context.accountListeners).filter(([key]) => key in context.flows)) }),
      ],
    },
    FLOW_CLOSE: [
      {
        guard: { type: 'isOpenFlow', params: ({ event }) => event.key },
        actions: [
          stopChild(({ context, event }) => context.flows[event.key] as AnyActorRef),
          assign({
            flows: ({ context, event }) => withoutKey(context.flows, event.key),
            accountListeners: ({ context, event }) => withoutKey(context.accountListeners, event.key),
          }),
        ],
      },
      // a flow that never opened, or was dropped after a failure, may still have intents waiting
      { actions: { type: 'dropPending', params: ({ event }) => event.key } },
    ],
  },
});

export type AppMachine = typeof appMachine;

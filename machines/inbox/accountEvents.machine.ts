/**
 * Live account events (DESIGN.md "While signed in: accountEvents"): the
 * platform's account WebSocket for a real account (member or agent; never a trial account or a
 * visitor), kept open with reconnects, and what its events do.
 *
 *   live ─┬─ online (the `socket` actor runs)
 *         │    connecting ─SOCKET_OPEN▶ authenticating ─AUTH_OK▶ open
 *         │    (each waits at most `connectTimeout`, then reconnecting)
 *         ├─ reconnecting ─after reconnectDelay▶ online (or paused while hidden)
 *         ├─ paused  (page hidden: VISIBLE ▶ online)
 *         ├─ offline (the browser is offline: ONLINE ▶ online)
 *         └─ refused (token refused: no more tries)
 *   off    the platform says the account has no live events (4403, a trial account): no more tries
 *
 * Who gets the chart at all: `hasLiveEvents(role)` — a member or an agent; a trial account or a
 * visitor never opens the flow (App mounts the notice region only for them), so never connects.
 *
 * - Backoff: the n-th reconnect in a row waits `backoffMs(n)` = 1 s, 2 s, 4 s … capped at 30 s
 *   (the wiring adds up to 20 % jitter with `withJitter`; the chart's own delay is exact, so tests are).
 * - Every `open` after the first raises `resync` (ACCOUNT_RESYNC to the root): the balance and
 *   the open pages refetch, so events missed while disconnected are not lost.
 * - Each event goes to the root (`deliver` → ACCOUNT_EVENT), which forwards it to the flows that
 *   asked (docs/ARCHITECTURE.md "One actor tree"). Order events show a notice, dismissed by the
 *   user or after NOTICE_MS by a delayed event of the chart's own; newMessage sets the unread count.
 *
 * The socket and the browser's online/visibility signals are named actors (`socket`, `signals`)
 * provided by the wiring (the browser's WebSocket); tests provide fakes under the same names.
 */
import { assign, enqueueActions, fromCallback, setup, type EventObject } from 'xstate';
import type { AccountEvent, OrderEvent, OrderEventKind } from '../../src/api/accountEvents';
import { tellParent } from '../accountSignals';
import { TAGS } from '../kit';

export { hasLiveEvents, type AccountEventsRole } from './accountEvents.access';

/** One notice on screen: an order event. */
export interface AccountNotice {
  readonly id: string;
  readonly kind: OrderEventKind;
  readonly orderNo: string;
  readonly amount: number;
}

export interface AccountEventsContext {
  /** Reconnects in a row since the socket was last open (0 while open). */
  readonly attempt: number;
  /** The socket was open once: the next open is a reconnect and resyncs. */
  readonly connectedBefore: boolean;
  /** The page is hidden: a due reconnect waits until it is shown again. */
  readonly hidden: boolean;
  /** Newest last, at most MAX_NOTICES. */
  readonly notices: readonly AccountNotice[];
  /** Unread messages as the last newMessage said; null until one came. */
  readonly unread: number | null;
  /** Close code of the last closed socket (tells a refusal from a drop). */
  readonly lastCloseCode: number | null;
}

/** What the socket actor reports. */
export type SocketEvent =
  | { type: 'SOCKET_OPEN' }
  | { type: 'AUTH_OK' }
  | { type: 'SOCKET_CLOSED'; code: number }
  | { type: 'ACCOUNT_EVENT'; event: AccountEvent };

/** What the browser signals actor reports. */
export type SignalEvent = { type: 'ONLINE' } | { type: 'OFFLINE' } | { type: 'HIDDEN' } | { type: 'VISIBLE' };

export type AccountEventsEvent = SocketEvent | SignalEvent | { type: 'DISMISS'; id: string } | { type: 'NOTICE_EXPIRED'; id: string };

export type { AccountSignal } from '../accountSignals';

/** The chart's own tags (beside the kit's `busy` for connecting/authenticating, `ready` for open). */
export const ACCOUNT_EVENTS_TAGS = {
  reconnecting: 'reconnecting',
  offline: 'offline',
  off: 'off',
  refused: 'refused',
} as const;

/** Close codes after which the chart stops trying (src/api/routes.ts ACCOUNT_SOCKET_CLOSE): the token refused… */
export const REFUSED_CLOSE_CODE = 4401;
/** …or the account has no live events (a trial account). */
export const NOT_ALLOWED_CLOSE_CODE = 4403;

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 30_000;
/** How long connecting or authenticating may take before the chart gives up and reconnects. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** How long a notice stays unless closed. */
export const NOTICE_MS = 8_000;
export const MAX_NOTICES = 3;

/** The wait before the n-th reconnect in a row (n ≥ 1): 1 s, 2 s, 4 s, … at most 30 s. */
export function backoffMs(attempt: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * Spreads reconnects of many pages: up to 20 % more than the wait (random in [0, 1)), never
 * above the cap; never less, so a reconnect is never due before the chart's own delay.
 */
export function withJitter(ms: number, random: number): number {
  return Math.min(BACKOFF_CAP_MS, Math.round(ms * (1 + 0.2 * random)));
}

export function isOrderEvent(event: AccountEvent): event is OrderEvent {
  return event.kind !== 'balanceChanged' && event.kind !== 'newMessage' && event.kind !== 'redEnvelope';
}

const noticeTimerId = (id: string) => `notice:${id}`;

export const accountEventsMachine = setup({
  types: {
    context: {} as AccountEventsContext,
    events: {} as AccountEventsEvent,
  },
  actors: {
    /** The account WebSocket: opens, authenticates itself, reports SocketEvents, closes when stopped. */
    socket: fromCallback<EventObject>(() => {
      throw new Error('socket is not provided');
    }),
    /** The browser's online/offline and page visibility, as SignalEvents. */
    signals: fromCallback<EventObject>(() => undefined),
  },
  delays: {
    reconnectDelay: ({ context }: { context: AccountEventsContext }) => backoffMs(context.attempt),
    connectTimeout: CONNECT_TIMEOUT_MS,
    noticeTime: NOTICE_MS,
  },
  guards: {
    isRefusal: (_, code: number) => code === REFUSED_CLOSE_CODE,
    isNotAllowed: (_, code: number) => code === NOT_ALLOWED_CLOSE_CODE,
    isHidden: ({ context }) => context.hidden,
    isReconnect: ({ context }) => context.connectedBefore,
  },
  actions: {
    /** Tells the root (ACCOUNT_EVENT); the root forwards it to the flows that asked. */
    deliver: tellParent((_, event: AccountEvent) => ({ type: 'ACCOUNT_EVENT', event })),
    /** Tells the root the socket is back after a break: the balance and open pages refetch. */
    resync: tellParent(() => ({ type: 'ACCOUNT_RESYNC' })),
    markOpen: assign({ attempt: 0, connectedBefore: true }),
    countAttempt: assign(({ context }) => ({ attempt: context.attempt + 1 })),
    resetAttempts: assign({ attempt: 0 }),
    storeClose: assign((_, code: number) => ({ lastCloseCode: code })),
    setHidden: assign((_, hidden: boolean) => ({ hidden })),
    show: enqueueActions(({ context, enqueue }, event: AccountEvent) => {
      if (event.kind === 'newMessage') {
        enqueue.assign({ unread: event.unread });
        return;
      }
      if (!isOrderEvent(event) || context.notices.some((notice) => notice.id === event.eventId)) return;
      const notice: AccountNotice = { id: event.eventId, kind: event.kind, orderNo: event.orderNo, amount: event.amount };
      const kept = [...context.notices, notice];
      for (const dropped of kept.slice(0, Math.max(0, kept.length - MAX_NOTICES))) enqueue.cancel(noticeTimerId(dropped.id));
      enqueue.assign({ notices: kept.slice(-MAX_NOTICES) });
      enqueue.raise({ type: 'NOTICE_EXPIRED', id: notice.id }, { delay: 'noticeTime', id: noticeTimerId(notice.id) });
    }),
    dismiss: enqueueActions(({ context, enqueue }, id: string) => {
      enqueue.cancel(noticeTimerId(id));
      enqueue.assign({ notices: context.notices.filter((notice) => notice.id !== id) });
    }),
  },
}).createMachine({
  id: 'accountEvents',
  context: {
    attempt: 0,
    connectedBefore: false,
    hidden: false,
    notices: [],
    unread: null,
    lastCloseCode: null,
  },
  initial: 'live',
  // Notices outlive the connection: closing one or its time running out works in every state.
  on: {
    DISMISS: { actions: { type: 'dismiss', params: ({ event }) => event.id } },
    NOTICE_EXPIRED: { actions: { type: 'dismiss', params: ({ event }) => event.id } },
  },
  states: {
    // The platform said this account has no live events (a trial account): no socket any more.
    off: { tags: [ACCOUNT_EVENTS_TAGS.off] },
    live: {
      invoke: { id: 'signals', src: 'signals' },
      initial: 'online',
      on: {
        HIDDEN: { actions: { type: 'setHidden', params: true } },
        VISIBLE: { actions: { type: 'setHidden', params: false } },
      },
      states: {
        online: {
          // the wiring's socket never fails as an actor: a socket that cannot be made reports SOCKET_CLOSED
          invoke: { id: 'socket', src: 'socket' },
          initial: 'connecting',
          on: {
            SOCKET_CLOSED: [
              { guard: { type: 'isNotAllowed', params: ({ event }) => event.code }, target: '#accountEvents.off', actions: { type: 'storeClose', params: ({ event }) => event.code } },
              { guard: { type: 'isRefusal', params: ({ event }) => event.code }, target: 'refused', actions: { type: 'storeClose', params: ({ event }) => event.code } },
              { target: 'reconnecting', actions: { type: 'storeClose', params: ({ event }) => event.code } },
            ],
            OFFLINE: 'offline',
          },
          states: {
            connecting: {
              tags: [TAGS.busy],
              on: { SOCKET_OPEN: 'authenticating' },
              after: { connectTimeout: '#accountEvents.live.reconnecting' },
            },
            authenticating: {
              tags: [TAGS.busy],
              on: {
                AUTH_OK: [
                  { guard: 'isReconnect', target: 'open', actions: 'resync' },
                  { target: 'open' },
                ],
              },
              after: { connectTimeout: '#accountEvents.live.reconnecting' },
            },
            open: {
              tags: [TAGS.ready],
              entry: 'markOpen',
              on: {
                ACCOUNT_EVENT: {
                  actions: [
                    { type: 'deliver', params: ({ event }) => event.event },
                    { type: 'show', params: ({ event }) => event.event },
                  ],
                },
              },
            },
          },
        },
        reconnecting: {
          tags: [ACCOUNT_EVENTS_TAGS.reconnecting],
          entry: 'countAttempt',
          after: { reconnectDelay: [{ guard: 'isHidden', target: 'paused' }, { target: 'online' }] },
          on: { VISIBLE: { target: 'online', actions: { type: 'setHidden', params: false } }, OFFLINE: 'offline' },
        },
        // The page is hidden: nobody sees it, so it waits to be shown before trying again.
        paused: {
          tags: [ACCOUNT_EVENTS_TAGS.reconnecting],
          on: { VISIBLE: { target: 'online', actions: { type: 'setHidden', params: false } }, OFFLINE: 'offline' },
        },
        offline: {
          tags: [ACCOUNT_EVENTS_TAGS.offline],
          entry: 'resetAttempts',
          on: { ONLINE: 'online' },
        },
        // The platform refused the token (the session ended: the next REST call's 401 signs out) or the account.
        refused: { tags: [ACCOUNT_EVENTS_TAGS.refused] },
      },
    },
  },
});

export type AccountEventsMachine = typeof accountEventsMachine;

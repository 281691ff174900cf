/**
 * Responsible gaming (/member/responsibleGaming): the member's deposit limits per day,
 * week and month with what was deposited in each, a cool-off and self-exclusion. The platform
 * enforces all of it (schema/domain/responsible.ts); this chart owns the flow and the rules the member
 * meets before any call:
 *
 * - `loading` → `ready.idle` | `failure` (RETRY).
 * - SET_LIMIT {period, amount}: the amount is checked here ("" removes the limit; else a positive
 *   number with at most two decimals) — a refusal stays on the field (`limitErrors`). Lowering a
 *   limit or setting a new one goes straight to `saving`; raising or removing one asks first
 *   (`confirming`, kind `raise`: it applies only after the platform's cool-down, `coolDownHours`).
 * - ASK_COOL_OFF {days} → `confirming` (kind `coolOff`); ASK_EXCLUDE → `confirming` (kind
 *   `exclude`, neither once self-excluded), whose CONFIRM is taken only once ACKNOWLEDGE {checked: true} ticked the box.
 * - CONFIRM → `saving` (the named `applyChange`, the change as input; no event taken: a double
 *   click changes once) → `ready.idle` with the platform's new state and a notice (`applied`,
 *   `pending`, `coolOff`, `excluded`), or `ready.idle` with the refusal above the page.
 *   CANCEL leaves the dialog.
 * - A change the platform applied whose answer carried no state (null, `true`) goes on
 *   to `rereading` (`loadState`: the settings read again) → `ready.idle` with its notice, the
 *   limit's applied or pending decided from the state read. When that read fails the change WAS
 *   made: `savedUnread` says so (`savedUnread` notice, never the refusal's error) and offers
 *   RELOAD → `reloading` (read again: `idle` with the change's notice, or `savedUnread` again); no
 *   other change meanwhile, the settings on show being the old ones.
 * - A pending change falls due while the page is open: `ready.idle` reloads by itself once the
 *   soonest one's `remainingMs` has run (`pendingFallsDue`, counted from when the state was read,
 *   plus PENDING_DUE_MARGIN_MS so the platform has applied it), so the member sees the new limit
 *   without reloading. Not from the dialog or a save: what the member is doing comes first.
 */
import { assign, setup } from 'xstate';
import type { LimitPeriod, ResponsibleGaming } from '../../src/api';
import { errorOf, failureMessage, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';

export const RESPONSIBLE_TAGS = {
  confirming: 'confirming',
  saving: 'saving',
  /** A change made whose settings could not be read after it (RELOAD). */
  savedUnread: 'savedUnread',
} as const;

export type ResponsibleChange =
  | { readonly kind: 'limit'; readonly period: LimitPeriod; readonly amount: number | null }
  | { readonly kind: 'coolOff'; readonly days: number }
  | { readonly kind: 'exclude' };

/**
 * What `applyChange` answers: the new state, and for a limit whether it applied or waits. The state
 * null when the platform's answer carried none (the change was made: the chart reads the state);
 * the limit's change then null unless the answer named it.
 */
export interface ChangeResult {
  readonly state: ResponsibleGaming | null;
  readonly change?: 'applied' | 'pending' | null;
}

/** `savedUnread`: the change was made, but the settings could not be read after it (RELOAD). */
export type ResponsibleNotice = 'applied' | 'pending' | 'coolOff' | 'excluded' | 'savedUnread';

export interface ResponsibleGamingContext {
  readonly state: ResponsibleGaming | null;
  /** The clock when `state` was read (a pending change's remainingMs runs from then). */
  readonly readAt: number;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** The change the dialog asks about, then the one being saved (kept while the state is read after it). */
  readonly change: ResponsibleChange | null;
  /** A limit's applied or pending as the answer named it, while the state is read after a change (null: decide from the state). */
  readonly changeSaid: 'applied' | 'pending' | null;
  readonly acknowledged: boolean;
  /** Per period: the amount refused before any call (i18n key). */
  readonly limitErrors: Readonly<Partial<Record<LimitPeriod, string>>>;
  readonly notice: ResponsibleNotice | null;
  /** A change the platform refused (shown above the page). */
  readonly actionErrorKey: string | null;
  readonly actionErrorText: string | null;
}

export type ResponsibleGamingEvent =
  | { type: 'RETRY' }
  | { type: 'SET_LIMIT'; period: LimitPeriod; amount: string }
  | { type: 'ASK_COOL_OFF'; days: number }
  | { type: 'ASK_EXCLUDE' }
  | { type: 'ACKNOWLEDGE'; checked: boolean }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RELOAD' };

/** The amount typed for a limit: null removes it; a number sets it; a string is the refusal's key. */
export function parseLimit(raw: string): { ok: true; amount: number | null } | { ok: false; key: string } {
  const text = raw.trim().replace(',', '.');
  if (text === '') return { ok: true, amount: null };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { ok: false, key: 'account:limits.invalid' };
  const amount = Number(text);
  if (amount <= 0) return { ok: false, key: 'account:limits.positive' };
  if (amount > 10_000_000) return { ok: false, key: 'account:limits.tooLarge' };
  return { ok: true, amount };
}

/** A change that waits for the cool-down: a higher limit, or removing one. */
export function isRaise(current: number | null | undefined, next: number | null): boolean {
  if (current === null || current === undefined) return false;
  return next === null || next > current;
}

const currentLimit = (context: ResponsibleGamingContext, period: LimitPeriod) => context.state?.limits.find((limit) => limit.period === period)?.amount;

/** Read again this long after a pending change is due (the platform's clock and ours may differ a little). */
export const PENDING_DUE_MARGIN_MS = 1_000;
/** The longest timer a browser keeps (2^31 − 1 ms, about 24.8 days); a later change is read at the next visit. */
const LONGEST_TIMER_MS = 2_147_483_647;

/** The time until the soonest pending change falls due, from when the state was read; null for none. */
export function soonestPendingMs(state: ResponsibleGaming | null): number | null {
  const times = (state?.limits ?? []).flatMap((limit) => (limit.pending ? [limit.pending.remainingMs] : []));
  return times.length === 0 ? null : Math.min(...times);
}

const NO_ACTION_ERROR = { actionErrorKey: null, actionErrorText: null } as const;

/** The notice of a change made, with the state after it (a limit's applied or pending from the answer, else from its period's row). */
function noticeOf(change: ResponsibleChange | null, said: 'applied' | 'pending' | null | undefined, state: ResponsibleGaming): ResponsibleNotice {
  if (change?.kind === 'coolOff') return 'coolOff';
  if (change?.kind === 'exclude') return 'excluded';
  if (said) return said;
  const row = change ? state.limits.find((limit) => limit.period === change.period) : undefined;
  return row?.pending ? 'pending' : 'applied';
}

export const responsibleGamingMachine = setup({
  types: { context: {} as ResponsibleGamingContext, events: {} as ResponsibleGamingEvent },
  actors: {
    loadState: notProvided<ResponsibleGaming>('loadState'),
    applyChange: notProvided<ChangeResult, ResponsibleChange | null>('applyChange'),
  },
  guards: {
    limitRefused: ({ event }) => event.type === 'SET_LIMIT' && !parseLimit(event.amount).ok,
    limitRaises: ({ context, event }) => {
      if (event.type !== 'SET_LIMIT') return false;
      const parsed = parseLimit(event.amount);
      return parsed.ok && isRaise(currentLimit(context, event.period), parsed.amount);
    },
    mayConfirm: ({ context }) => context.change?.kind !== 'exclude' || context.acknowledged,
    knownDays: ({ context, event }) => event.type === 'ASK_COOL_OFF' && context.state?.selfExcluded !== true && (context.state?.coolOffDays ?? []).includes(event.days),
    notExcluded: ({ context }) => context.state?.selfExcluded !== true,
    hasPending: ({ context }) => soonestPendingMs(context.state) !== null,
    stateNotCarried: (_, result: ChangeResult) => result.state === null,
  },
  delays: {
    pendingFallsDue: ({ context }) => {
      const remaining = soonestPendingMs(context.state);
      if (remaining === null) return LONGEST_TIMER_MS;
      return Math.min(LONGEST_TIMER_MS, Math.max(0, remaining - (Date.now() - context.readAt)) + PENDING_DUE_MARGIN_MS);
    },
  },
  actions: {
    storeState: assign((_, state: ResponsibleGaming) => ({ state, readAt: Date.now(), failureKey: null, failureText: null })),
    storeFailure: storeFailure({ withText: true }),
    refuseLimit: assign(({ context, event }) => {
      if (event.type !== 'SET_LIMIT') return {};
      const parsed = parseLimit(event.amount);
      return { limitErrors: { ...context.limitErrors, [event.period]: parsed.ok ? undefined : parsed.key }, notice: null };
    }),
    chooseLimit: assign(({ context, event }) => {
      if (event.type !== 'SET_LIMIT') return {};
      const parsed = parseLimit(event.amount);
      const { [event.period]: _dropped, ...limitErrors } = context.limitErrors;
      return { change: { kind: 'limit' as const, period: event.period, amount: parsed.ok ? parsed.amount : null }, limitErrors, notice: null, ...NO_ACTION_ERROR };
    }),
    chooseCoolOff: assign((_, days: number) => ({ change: { kind: 'coolOff' as const, days }, notice: null, ...NO_ACTION_ERROR })),
    chooseExclusion: assign({ change: { kind: 'exclude' as const }, acknowledged: false, notice: null, ...NO_ACTION_ERROR }),
    acknowledge: assign((_, checked: boolean) => ({ acknowledged: checked })),
    forgetChange: assign({ change: null, acknowledged: false }),
    applied: assign(({ context }, result: ChangeResult) =>
      result.state === null
        ? {}
        : { state: result.state, readAt: Date.now(), notice: noticeOf(context.change, result.change, result.state), change: null, changeSaid: null, acknowledged: false },
    ),
    /** Made, its state not answered: kept while the state is read. */
    madeWithoutState: assign((_, result: ChangeResult) => ({ changeSaid: result.change ?? null, acknowledged: false, notice: null })),
    readAfterChange: assign(({ context }, state: ResponsibleGaming) => ({
      state,
      readAt: Date.now(),
      notice: noticeOf(context.change, context.changeSaid, state),
      change: null,
      changeSaid: null,
    })),
    savedUnread: assign({ notice: 'savedUnread' as const, ...NO_ACTION_ERROR }),
    storeActionError: assign((_, error: unknown) => {
      const { errorKey, errorText } = failureMessage(error);
      return { actionErrorKey: errorKey, actionErrorText: errorText, change: null, acknowledged: false, notice: null };
    }),
  },
}).createMachine({
  id: 'responsibleGaming',
  context: { state: null, readAt: 0, failureKey: null, failureText: null, change: null, changeSaid: null, acknowledged: false, limitErrors: {}, notice: null, ...NO_ACTION_ERROR },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadState',
        src: 'loadState',
        onDone: { target: 'ready', actions: { type: 'storeState', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failure: retryableFailure(),
    ready: {
      tags: [TAGS.ready],
      initial: 'idle',
      states: {
        idle: {
          after: { pendingFallsDue: { guard: 'hasPending', target: '#responsibleGaming.loading' } },
          on: {
            SET_LIMIT: [
              { guard: 'limitRefused', actions: 'refuseLimit' },
              { guard: 'limitRaises', target: 'confirming', actions: 'chooseLimit' },
              { target: 'saving', actions: 'chooseLimit' },
            ],
            ASK_COOL_OFF: { guard: 'knownDays', target: 'confirming', actions: { type: 'chooseCoolOff', params: ({ event }) => event.days } },
            ASK_EXCLUDE: { guard: 'notExcluded', target: 'confirming', actions: 'chooseExclusion' },
          },
        },
        confirming: {
          tags: [RESPONSIBLE_TAGS.confirming],
          on: {
            ACKNOWLEDGE: { actions: { type: 'acknowledge', params: ({ event }) => event.checked } },
            CONFIRM: { guard: 'mayConfirm', target: 'saving' },
            CANCEL: { target: 'idle', actions: 'forgetChange' },
          },
        },
        saving: {
          tags: [TAGS.busy, RESPONSIBLE_TAGS.saving],
          invoke: {
            id: 'applyChange',
            src: 'applyChange',
            input: ({ context }) => context.change,
            onDone: [
              { guard: { type: 'stateNotCarried', params: ({ event }) => event.output }, target: 'rereading', actions: { type: 'madeWithoutState', params: ({ event }) => event.output } },
              { target: 'idle', actions: { type: 'applied', params: ({ event }) => event.output } },
            ],
            onError: { target: 'idle', actions: { type: 'storeActionError', params: errorOf } },
          },
        },
        /** The change was made; its answer carried no state: the settings are read (RELOAD comes back here). */
        rereading: {
          tags: [TAGS.busy, RESPONSIBLE_TAGS.saving],
          invoke: {
            id: 'rereadState',
            src: 'loadState',
            onDone: { target: 'idle', actions: { type: 'readAfterChange', params: ({ event }) => event.output } },
            onError: { target: 'savedUnread', actions: 'savedUnread' },
          },
        },
        /** Made, but the settings could not be read after it: said as saved, RELOAD reads them again. */
        savedUnread: {
          tags: [RESPONSIBLE_TAGS.savedUnread],
          on: { RELOAD: 'reloading' },
        },
        /** The member asked to read them: the saved notice stays (its button busy) until they are read. */
        reloading: {
          tags: [TAGS.busy, RESPONSIBLE_TAGS.savedUnread],
          invoke: {
            id: 'reloadState',
            src: 'loadState',
            onDone: { target: 'idle', actions: { type: 'readAfterChange', params: ({ event }) => event.output } },
            onError: 'savedUnread',
          },
        },
      },
    },
  },
});

export type ResponsibleGamingMachine = typeof responsibleGamingMachine;

/**
 * Responsible gaming (/member/responsibleGaming, issue 15): the member's deposit limits per day,
 * week and month with what was deposited in each, a cool-off and self-exclusion. The platform
 * enforces all of it (schema/responsible.ts); this chart owns the flow and the rules the member
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
 * - A pending change falls due while the page is open: `ready.idle` reloads by itself once the
 *   soonest one's `remainingMs` has run (`pendingFallsDue`, counted from when the state was read,
 *   plus PENDING_DUE_MARGIN_MS so the platform has applied it), so the member sees the new limit
 *   without reloading. Not from the dialog or a save: what the member is doing comes first.
 */
import { assign, setup } from 'xstate';
import type { LimitPeriod, ResponsibleGaming } from '../src/api';
import { errorOf, failureMessage, notProvided, TAGS } from './kit';

export const RESPONSIBLE_TAGS = {
  confirming: 'confirming',
  saving: 'saving',
} as const;

export type ResponsibleChange =
  | { readonly kind: 'limit'; readonly period: LimitPeriod; readonly amount: number | null }
  | { readonly kind: 'coolOff'; readonly days: number }
  | { readonly kind: 'exclude' };

/** What `applyChange` answers: the new state, and for a limit whether it applied or waits. */
export interface ChangeResult {
  readonly state: ResponsibleGaming;
  readonly change?: 'applied' | 'pending';
}

export type ResponsibleNotice = 'applied' | 'pending' | 'coolOff' | 'excluded';

export interface ResponsibleGamingContext {
  readonly state: ResponsibleGaming | null;
  /** The clock when `state` was read (a pending change's remainingMs runs from then). */
  readonly readAt: number;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** The change the dialog asks about, then the one being saved. */
  readonly change: ResponsibleChange | null;
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
  | { type: 'CANCEL' };

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
    storeFailure: assign((_, error: unknown) => {
      const { errorKey, errorText } = failureMessage(error);
      return { failureKey: errorKey, failureText: errorText };
    }),
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
    applied: assign(({ context }, result: ChangeResult) => ({
      state: result.state,
      readAt: Date.now(),
      notice: context.change?.kind === 'coolOff' ? 'coolOff' : context.change?.kind === 'exclude' ? 'excluded' : result.change === 'pending' ? 'pending' : 'applied',
      change: null,
      acknowledged: false,
    })),
    storeActionError: assign((_, error: unknown) => {
      const { errorKey, errorText } = failureMessage(error);
      return { actionErrorKey: errorKey, actionErrorText: errorText, change: null, acknowledged: false, notice: null };
    }),
  },
}).createMachine({
  id: 'responsibleGaming',
  context: { state: null, readAt: 0, failureKey: null, failureText: null, change: null, acknowledged: false, limitErrors: {}, notice: null, ...NO_ACTION_ERROR },
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
    failure: { tags: [TAGS.failed], on: { RETRY: 'loading' } },
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
            onDone: { target: 'idle', actions: { type: 'applied', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'storeActionError', params: errorOf } },
          },
        },
      },
    },
  },
});

export type ResponsibleGamingMachine = typeof responsibleGamingMachine;

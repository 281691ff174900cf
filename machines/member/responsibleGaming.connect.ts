/** Responsible gaming as its page sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { DepositLimit, LimitPeriod, ResponsibleGaming } from '../../src/api';
import { firstTagOf, type LoadStatus, type Send, TAGS } from '../kit';
import { RESPONSIBLE_TAGS, type ResponsibleChange, type ResponsibleGamingEvent, type ResponsibleGamingMachine, type ResponsibleNotice } from './responsibleGaming.machine';

/** One period's limit as a row: what is set, used and left, and a raised or removed value waiting. */
export interface LimitRow {
  readonly period: LimitPeriod;
  readonly amount: number | null;
  readonly used: number;
  readonly remaining: number | null;
  /** Share of the limit used, 0…1 (null without a limit). */
  readonly usedShare: number | null;
  readonly resetsAt: string;
  readonly pending: { readonly amount: number | null; readonly effectiveAt: string; readonly hoursLeft: number } | null;
  readonly errorKey: string | null;
}

/** What the member may no longer do, and until when. */
export type Restriction = { readonly kind: 'selfExcluded' } | { readonly kind: 'coolOff'; readonly until: string } | null;

export interface ResponsibleGamingView {
  readonly status: LoadStatus;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  readonly limits: readonly LimitRow[];
  readonly restriction: Restriction;
  readonly coolOffDays: readonly number[];
  readonly coolDownHours: number;
  /** The dialog's question: a raise or removal (with when it would apply), a cool-off, self-exclusion. */
  readonly confirming: ResponsibleChange | null;
  /** Self-exclusion's box is ticked (its confirm button is enabled only then). */
  readonly acknowledged: boolean;
  readonly mayConfirm: boolean;
  readonly saving: boolean;
  /** A change was made but the settings could not be read after it: the notice says saved, `reload` reads them; no other change until then. */
  readonly savedUnread: boolean;
  /** The settings being read after `reload` (its button busy). */
  readonly reloading: boolean;
  readonly notice: ResponsibleNotice | null;
  readonly actionErrorKey: string | null;
  readonly actionErrorText: string | null;
  setLimit(period: LimitPeriod, amount: string): void;
  askCoolOff(days: number): void;
  askExclude(): void;
  acknowledge(checked: boolean): void;
  confirm(): void;
  cancel(): void;
  retry(): void;
  /** Read the settings again after a change made whose settings could not be read. */
  reload(): void;
}

const HOUR_MS = 3_600_000;

function rowOf(limit: DepositLimit, errorKey: string | undefined): LimitRow {
  const amount = limit.amount ?? null;
  return {
    period: limit.period,
    amount,
    used: limit.used,
    remaining: limit.remaining ?? null,
    usedShare: amount ? Math.min(1, limit.used / amount) : null,
    resetsAt: limit.resetsAt,
    pending: limit.pending ? { amount: limit.pending.amount ?? null, effectiveAt: limit.pending.effectiveAt, hoursLeft: Math.ceil(limit.pending.remainingMs / HOUR_MS) } : null,
    errorKey: errorKey ?? null,
  };
}

function restrictionOf(state: ResponsibleGaming | null): Restriction {
  if (!state) return null;
  if (state.selfExcluded) return { kind: 'selfExcluded' };
  return state.coolOffUntil ? { kind: 'coolOff', until: state.coolOffUntil } : null;
}

export function connectResponsibleGaming(snapshot: SnapshotFrom<ResponsibleGamingMachine>, send: Send<ResponsibleGamingEvent>): ResponsibleGamingView {
  const { state, failureKey, failureText, change, acknowledged, limitErrors, notice, actionErrorKey, actionErrorText } = snapshot.context;
  const failed = snapshot.hasTag(TAGS.failed);
  const status: LoadStatus = firstTagOf(snapshot, [[TAGS.failed, 'failed'], [TAGS.ready, 'ready']], 'loading');
  const saving = snapshot.hasTag(RESPONSIBLE_TAGS.saving);
  const confirming = snapshot.hasTag(RESPONSIBLE_TAGS.confirming) || saving ? change : null;
  return {
    status,
    failureKey: failed ? failureKey : null,
    failureText: failed ? failureText : null,
    limits: status === 'ready' && state ? state.limits.map((limit) => rowOf(limit, limitErrors[limit.period])) : [],
    restriction: restrictionOf(state),
    coolOffDays: state?.coolOffDays ?? [],
    coolDownHours: state?.coolDownHours ?? 24,
    confirming,
    acknowledged,
    mayConfirm: confirming !== null && !saving && (confirming.kind !== 'exclude' || acknowledged),
    saving,
    savedUnread: snapshot.hasTag(RESPONSIBLE_TAGS.savedUnread),
    reloading: snapshot.hasTag(RESPONSIBLE_TAGS.savedUnread) && snapshot.hasTag(TAGS.busy),
    notice,
    actionErrorKey,
    actionErrorText,
    setLimit: (period, amount) => send({ type: 'SET_LIMIT', period, amount }),
    askCoolOff: (days) => send({ type: 'ASK_COOL_OFF', days }),
    askExclude: () => send({ type: 'ASK_EXCLUDE' }),
    acknowledge: (checked) => send({ type: 'ACKNOWLEDGE', checked }),
    confirm: () => send({ type: 'CONFIRM' }),
    cancel: () => send({ type: 'CANCEL' }),
    retry: () => send({ type: 'RETRY' }),
    reload: () => send({ type: 'RELOAD' }),
  };
}

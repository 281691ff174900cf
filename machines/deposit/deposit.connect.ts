/**
 * The deposit chart as the /member/depositv2 page sees it: the form's phase, the channels and the
 * chosen one's limits and presets, the amount as typed with its message, the promotion, a summary,
 * what to do next once the order exists, and the records with their cancel. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { DepositChannel, DepositOrder, DepositPromotion, DepositStatus } from '../../src/api';
import { type ListStatus, type Send, TAGS } from '../kit';
import { outcomeOf, type OutcomeView } from '../outcome';
import { amountProblem, amountValue, channelOf, DEPOSIT_TAGS, opensProvider, promotionOf, type DepositEvent, type DepositMachine, type FieldMessage } from './deposit.machine';

/** `checking`: an order whose answer was lost is being looked for in the records; `found`: the check found it. */
export type DepositPhase = 'loading' | 'loadFailed' | 'unavailable' | 'editing' | 'submitting' | 'checking' | 'opening' | 'showing' | 'blocked' | 'found';

/** The deposit whose answer was lost, in words the outcome notice uses. */
export interface UnconfirmedDeposit {
  readonly amount: number;
  /** The channel's name (null when the settings no longer list it). */
  readonly channelName: string | null;
}
export interface DepositSummary {
  /** The amount typed, when it fits the channel; null otherwise. */
  readonly amount: number | null;
  readonly bonus: number;
  readonly total: number | null;
}

export interface DepositRecordsView {
  readonly status: ListStatus;
  readonly items: readonly DepositOrder[];
  readonly failureKey: string | null;
  /** The order whose cancel waits for a confirmation (null: no confirmation open). */
  readonly confirmingOrderNo: string | null;
  readonly cancelling: boolean;
  readonly cancelFailureKey: string | null;
  refresh(): void;
  cancel(orderNo: string): void;
  confirmCancel(): void;
  dismissCancel(): void;
}

export interface DepositView {
  readonly phase: DepositPhase;
  /** The order call, the provider's window or the check of a lost answer is under way: the submit is held. */
  readonly busy: boolean;
  /** An order whose answer was lost: being checked, or still unknown after the checks (the submit holds). */
  readonly outcome: OutcomeView;
  /** That order (while `outcome` is set). */
  readonly unconfirmed: UnconfirmedDeposit | null;
  readonly loadFailureKey: string | null;
  readonly channels: readonly DepositChannel[];
  readonly channel: DepositChannel | null;
  readonly promotions: readonly DepositPromotion[];
  readonly promotion: DepositPromotion | null;
  readonly amount: string;
  readonly amountError: FieldMessage | null;
  readonly promotionError: FieldMessage | null;
  /** The last order attempt's failure (SPEC.md §8 key), shown above the form. */
  readonly failureKey: string | null;
  readonly summary: DepositSummary;
  /** The order just made (showing, opening, blocked), or the one the check of a lost answer found (found). */
  readonly order: DepositOrder | null;
  /**
   * That order's status as the records read it now (they are read again on a live deposit event),
   * so its card stops saying "pending" once it is credited, rejected or failed.
   */
  readonly orderStatus: DepositStatus | null;
  /** The order's page opened in the window reserved in the click (false: it is offered as a link). */
  readonly providerOpened: boolean;
  /** The platform named a page for the order that the allow-list refused (src/api/safeUrl.ts): nothing opened, the member is told why. */
  readonly providerRefused: boolean;
  readonly records: DepositRecordsView;
  retry(): void;
  chooseChannel(channelId: string): void;
  setAmount(amount: string): void;
  pickPreset(amount: number): void;
  setPromotion(promotionId: string | null): void;
  submit(): void;
  newDeposit(): void;
  /** Reads the records again after the checks of a lost answer ran out. */
  checkAgain(): void;
}

function phaseOf(snapshot: SnapshotFrom<DepositMachine>): DepositPhase {
  if (outcomeOf(snapshot) !== null) return 'checking';
  if (snapshot.hasTag(DEPOSIT_TAGS.found)) return 'found';
  if (snapshot.hasTag(DEPOSIT_TAGS.blocked)) return 'blocked';
  if (snapshot.hasTag(DEPOSIT_TAGS.opening)) return 'opening';
  if (snapshot.hasTag(TAGS.done)) return 'showing';
  if (snapshot.hasTag(TAGS.editing)) return 'editing';
  if (snapshot.hasTag(TAGS.failed)) return 'loadFailed';
  if (snapshot.hasTag(TAGS.empty)) return 'unavailable';
  if (snapshot.hasTag(DEPOSIT_TAGS.submitting)) return 'submitting';
  return 'loading';
}

function recordsStatusOf(snapshot: SnapshotFrom<DepositMachine>): ListStatus {
  if (snapshot.hasTag(DEPOSIT_TAGS.recordsReady)) return 'ready';
  if (snapshot.hasTag(DEPOSIT_TAGS.recordsEmpty)) return 'empty';
  if (snapshot.hasTag(DEPOSIT_TAGS.recordsFailed)) return 'failed';
  return 'loading';
}

/** Only a pending order can be cancelled (a status not known, OTHER, never offers it). */
export function canCancel(order: Pick<DepositOrder, 'status'>): boolean {
  return order.status === 'PENDING';
}

export function connectDeposit(snapshot: SnapshotFrom<DepositMachine>, send: Send<DepositEvent>): DepositView {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const channel = channelOf(context);
  const promotion = promotionOf(context);
  const fits = amountProblem(channel, context.amount) === null;
  const amount = fits ? amountValue(context.amount) : null;
  const bonus = amount !== null && promotion && amount >= promotion.minDeposit ? Math.round(amount * promotion.bonusPercent) / 100 : 0;
  const recordsStatus = recordsStatusOf(snapshot);
  const outcome = outcomeOf(snapshot);
  const sent = outcome ? context.intent?.request : undefined;
  const shown = phase === 'showing' || phase === 'opening' || phase === 'blocked' || phase === 'found' ? context.order : null;
  return {
    phase,
    busy: phase === 'submitting' || phase === 'opening' || phase === 'checking',
    outcome,
    unconfirmed: sent
      ? { amount: sent.amount, channelName: context.settings?.channels.find((candidate) => candidate.channelId === sent.channelId)?.name ?? null }
      : null,
    loadFailureKey: phase === 'loadFailed' ? (context.loadFailureKey ?? 'errors:unknown') : null,
    channels: context.settings?.channels ?? [],
    channel,
    promotions: context.settings?.promotions ?? [],
    promotion,
    amount: context.amount,
    amountError: context.amountError,
    promotionError: context.promotionError,
    failureKey: phase === 'editing' ? context.failureKey : null,
    summary: { amount, bonus, total: amount === null ? null : Math.round((amount + bonus) * 100) / 100 },
    order: shown,
    orderStatus: shown ? (context.records.find((record) => shown.orderNo !== '' && record.orderNo === shown.orderNo)?.status ?? 'PENDING') : null,
    // shown after `opening` only when the chart sent the reserved window to the page (the same rule)
    providerOpened: phase === 'showing' && context.order !== null && Boolean(context.order.redirectUrl) && opensProvider(channel?.kind, context.order),
    // the platform named a page the allow-list refused: the order stands, nothing opened, the member is told why
    providerRefused: (phase === 'showing' || phase === 'found') && context.order?.redirectRefused === true && !context.order.redirectUrl,
    records: {
      status: recordsStatus,
      items: context.records,
      failureKey: recordsStatus === 'failed' ? (context.recordsFailureKey ?? 'errors:unknown') : null,
      confirmingOrderNo: snapshot.hasTag(DEPOSIT_TAGS.confirmingCancel) ? context.cancelOrderNo : null,
      cancelling: snapshot.hasTag(DEPOSIT_TAGS.cancelling),
      cancelFailureKey: context.cancelFailureKey,
      refresh: () => send({ type: 'REFRESH' }),
      cancel: (orderNo) => send({ type: 'CANCEL', orderNo }),
      confirmCancel: () => send({ type: 'CONFIRM_CANCEL' }),
      dismissCancel: () => send({ type: 'DISMISS' }),
    },
    retry: () => send({ type: 'RETRY' }),
    chooseChannel: (channelId) => send({ type: 'CHOOSE_CHANNEL', channelId }),
    setAmount: (value) => send({ type: 'SET_AMOUNT', amount: value }),
    pickPreset: (value) => send({ type: 'PICK_PRESET', amount: value }),
    setPromotion: (promotionId) => send({ type: 'SET_PROMOTION', promotionId }),
    submit: () => send({ type: 'SUBMIT' }),
    newDeposit: () => send({ type: 'NEW_DEPOSIT' }),
    checkAgain: () => send({ type: 'CHECK_AGAIN' }),
  };
}

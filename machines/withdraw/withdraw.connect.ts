/**
 * The withdraw chart as the /member/withdraw page sees it: which step shows, what is loaded, the
 * messages per field, the fee preview, the records and the member's intents. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { BindAccountPayload, TurnoverRow, UntrustedHtml, WithdrawAccount, WithdrawFee, WithdrawGroup, WithdrawSettings, WithdrawalOrder } from '../../src/api';
import { TAGS, type Send } from '../kit';
import { outcomeOf, type OutcomeView } from '../outcome';
import { TRIAL_TYPE } from '../auth/accountTypes';
import {
  accountsOf,
  turnoverMet,
  WITHDRAW_TAGS,
  type FieldMessage,
  type SetPasswordRequest,
  type WithdrawDraft,
  type WithdrawErrors,
  type WithdrawEvent,
  type WithdrawMachine,
} from './withdraw.machine';

export type WithdrawStep = 'notEligible' | 'loading' | 'loadFailed' | 'passwordSetup' | 'binding' | 'form' | 'askingPaymentPassword' | 'submitted';

export interface WithdrawView {
  readonly step: WithdrawStep;
  /** notEligible because the account is a trial one (the real-account notice). */
  readonly trial: boolean;
  /** A call of the withdraw flow runs: its submit is held. */
  readonly busy: boolean;
  readonly loadFailureKey: string | null;
  readonly settings: WithdrawSettings | null;
  /** What may be withdrawn (the main wallet's balance), null when it could not be read. */
  readonly mainBalance: number | null;
  readonly groups: readonly WithdrawGroup[];
  readonly accounts: readonly WithdrawAccount[];
  /** The accounts could not be read (their route answered with an error): the form says so. */
  readonly accountsUnavailable: boolean;
  /** The records could not be read when the page loaded (and no reload has read them since). */
  readonly recordsUnavailable: boolean;
  /** The member may leave the bind form (an account is bound already). */
  readonly canCancelBind: boolean;
  readonly turnoverMet: boolean;
  /** The rows of the turnover requirement (shown when not met). */
  readonly turnoverRows: readonly TurnoverRow[];
  readonly errors: WithdrawErrors;
  /** What is being withdrawn (kept while it is confirmed and after a refusal). */
  readonly draft: WithdrawDraft | null;
  readonly fee: WithdrawFee | null;
  readonly lastOrder: WithdrawalOrder | null;
  readonly records: readonly WithdrawalOrder[];
  readonly recordsBusy: boolean;
  readonly recordsError: FieldMessage | null;
  /** The order whose cancellation is being confirmed (the dialog is open). */
  readonly cancelOrderNo: string | null;
  readonly cancelling: boolean;
  retry(): void;
  setPassword(request: SetPasswordRequest): void;
  addAccount(): void;
  bind(request: BindAccountPayload): void;
  cancelBind(): void;
  submit(draft: WithdrawDraft): void;
  confirm(password: string): void;
  back(): void;
  startNew(): void;
  cancelOrder(orderNo: string): void;
  confirmCancel(): void;
  keepOrder(): void;
  /** A withdrawal whose answer was lost: being checked, or still unknown after the checks. */
  readonly outcome: OutcomeView;
  /** The withdrawal being checked (while `outcome` is set). */
  readonly unconfirmed: WithdrawDraft | null;
  checkAgain(): void;
  refreshRecords(): void;
}

function stepOf(snapshot: SnapshotFrom<WithdrawMachine>): WithdrawStep {
  if (snapshot.hasTag(WITHDRAW_TAGS.notEligible)) return 'notEligible';
  if (snapshot.hasTag(TAGS.failed)) return 'loadFailed';
  if (!snapshot.hasTag(TAGS.ready)) return 'loading';
  if (snapshot.hasTag(WITHDRAW_TAGS.passwordSetup)) return 'passwordSetup';
  if (snapshot.hasTag(WITHDRAW_TAGS.binding)) return 'binding';
  if (snapshot.hasTag(WITHDRAW_TAGS.askingPaymentPassword)) return 'askingPaymentPassword';
  if (snapshot.hasTag(WITHDRAW_TAGS.submitted)) return 'submitted';
  return 'form';
}

/** The settings as shown: their note read in another language than the page's is left out (never shown as current). */
function settingsShown(snapshot: SnapshotFrom<WithdrawMachine>): WithdrawSettings | null {
  const { data, language, settingsLanguage } = snapshot.context;
  if (!data) return null;
  const stale = snapshot.hasTag(WITHDRAW_TAGS.noteStale) || settingsLanguage !== language;
  return stale ? { ...data.settings, precautionNote: '' as UntrustedHtml } : data.settings;
}

export function connectWithdraw(snapshot: SnapshotFrom<WithdrawMachine>, send: Send<WithdrawEvent>): WithdrawView {
  const { context } = snapshot;
  const { data } = context;
  const accounts = accountsOf(data);
  const recordsBusy = snapshot.hasTag(WITHDRAW_TAGS.recordsBusy);
  return {
    step: stepOf(snapshot),
    trial: snapshot.hasTag(WITHDRAW_TAGS.notEligible) && context.memberType === TRIAL_TYPE,
    busy: snapshot.hasTag(TAGS.busy),
    loadFailureKey: context.loadFailureKey,
    settings: settingsShown(snapshot),
    mainBalance: data?.mainBalance ?? null,
    groups: data?.groups ?? [],
    accounts,
    accountsUnavailable: data?.accountsUnavailable ?? false,
    recordsUnavailable: data?.recordsUnavailable ?? false,
    canCancelBind: accounts.length > 0,
    turnoverMet: turnoverMet(data?.turnover),
    turnoverRows: data && !turnoverMet(data.turnover) ? data.turnover.list : [],
    errors: context.errors,
    draft: context.draft,
    fee: context.fee,
    lastOrder: context.lastOrder,
    records: data?.records ?? [],
    recordsBusy,
    recordsError: context.recordsError,
    cancelOrderNo: snapshot.hasTag(WITHDRAW_TAGS.confirmingCancel) ? context.cancelOrderNo : null,
    cancelling: snapshot.hasTag(WITHDRAW_TAGS.confirmingCancel) && recordsBusy,
    retry: () => send({ type: 'RETRY' }),
    setPassword: (request) => send({ type: 'SET_PASSWORD', request }),
    addAccount: () => send({ type: 'ADD_ACCOUNT' }),
    bind: (request) => send({ type: 'BIND', request }),
    cancelBind: () => send({ type: 'CANCEL_BIND' }),
    submit: (draft) => send({ type: 'SUBMIT', draft }),
    confirm: (password) => send({ type: 'CONFIRM', password }),
    back: () => send({ type: 'BACK' }),
    startNew: () => send({ type: 'NEW' }),
    cancelOrder: (orderNo) => send({ type: 'CANCEL_ORDER', orderNo }),
    confirmCancel: () => send({ type: 'CONFIRM_CANCEL' }),
    keepOrder: () => send({ type: 'KEEP_ORDER' }),
    refreshRecords: () => send({ type: 'REFRESH_RECORDS' }),
    outcome: outcomeOf(snapshot),
    unconfirmed: outcomeOf(snapshot) ? (context.intent?.request ?? null) : null,
    checkAgain: () => send({ type: 'CHECK_AGAIN' }),
  };
}

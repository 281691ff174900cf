/**
 * The path model of the withdraw chart: the session's account type (member or trial), the load
 * answering with everything, without a payment password or without an account, or failing; each
 * form step valid and not; every call answering or refused (the submit refused three ways:
 * password, missing password, frozen card) or its answer lost (a dropped connection); the check of
 * a lost answer (the order made, not made, still unknown; check again) and a load that resumes a
 * withdrawal kept across a reload whose outcome is still unknown; the records' cancel and reload.
 */
import type { UntrustedHtml } from '../../../src/api';
import type { PathModel } from '../registry';
import type { WithdrawData, WithdrawIntent, WithdrawMachine } from '../../../machines/withdraw/withdraw.machine';
import { BOUND_CARD, WITHDRAW_SETTINGS, withdrawalOrder } from '../../fixtures/withdrawals';
import { runNow } from '../../today';

const SETTINGS = WITHDRAW_SETTINGS;
/** The note as the platform sends it to an English page. */
export const EN_NOTE = '<p>Important: withdrawals are paid to the chosen account.</p>' as UntrustedHtml;
const CARD = BOUND_CARD;
const ORDER = withdrawalOrder();
const groups = (accounts: (typeof CARD)[]) => [
  { type: 'B' as const, banks: [{ bankCode: 'BBVA', bankName: 'BBVA' }], accounts },
  { type: 'E' as const, banks: [{ bankCode: 'PAYPAL', bankName: 'PayPal' }], accounts: [] },
  { type: 'V' as const, banks: [{ bankCode: 'USDT_TRC20', bankName: 'USDT (TRC20)' }], accounts: [] },
];
// every load lists WD1: a path may cancel it whichever way it loaded (CANCEL_ORDER is open in any ready state)
export const WITHDRAW_DATA: Record<'full' | 'noPassword' | 'noAccount' | 'nothing', WithdrawData> = {
  full: { settings: SETTINGS, groups: groups([CARD]), turnover: { status: 'A', list: [] }, records: [ORDER] },
  noPassword: { settings: { ...SETTINGS, paymentPasswordSet: false }, groups: groups([CARD]), turnover: { status: 'A', list: [] }, records: [ORDER] },
  noAccount: { settings: SETTINGS, groups: groups([]), turnover: { status: 'A', list: [] }, records: [ORDER] },
  nothing: { settings: { ...SETTINGS, paymentPasswordSet: false }, groups: groups([]), turnover: { status: 'A', list: [] }, records: [ORDER] },
};

const refused = (messageKey: string) => ({ kind: 'envelope', messageKey });
/** A dropped connection: the platform may have made the order (machines/outcome.ts). */
const lost = { kind: 'network', messageKey: 'errors:networkAbnormal' };
/** The order a lost withdrawal of 500 made: beyond WD1, the one listed at the send. */
export const MADE_ORDER = withdrawalOrder({ orderNo: 'WD2' });

/** 500 to the bound card, sent while the records listed WD1 (WITHDRAW_DATA.full), a minute before the reload. */
export const PENDING_WITHDRAWAL: WithdrawIntent = {
  key: 'path-model-pending-withdrawal',
  request: { amount: 500, bankCardId: CARD.bankCardId },
  sentAt: runNow() - 60_000,
  before: WITHDRAW_DATA.full.records.map((order) => order.orderNo),
};

const events = {
  SESSION: [
    { type: 'SESSION', memberType: 0 },
    { type: 'SESSION', memberType: 41 },
  ],
  'xstate.done.actor.loadWithdraw': [
    { type: 'xstate.done.actor.loadWithdraw', output: WITHDRAW_DATA.full },
    { type: 'xstate.done.actor.loadWithdraw', output: WITHDRAW_DATA.noPassword },
    { type: 'xstate.done.actor.loadWithdraw', output: WITHDRAW_DATA.noAccount },
    { type: 'xstate.done.actor.loadWithdraw', output: WITHDRAW_DATA.nothing },
    { type: 'xstate.done.actor.loadWithdraw', output: { ...WITHDRAW_DATA.full, pendingWithdrawal: PENDING_WITHDRAWAL } },
  ],
  'xstate.error.actor.loadWithdraw': [{ type: 'xstate.error.actor.loadWithdraw', error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  SET_PASSWORD: [
    { type: 'SET_PASSWORD', request: { paymentPassword: '135790', confirmPaymentPassword: '135791' } },
    { type: 'SET_PASSWORD', request: { paymentPassword: '135790', confirmPaymentPassword: '135790' } },
  ],
  'xstate.done.actor.setPaymentPassword': [{ type: 'xstate.done.actor.setPaymentPassword', output: undefined }],
  'xstate.error.actor.setPaymentPassword': [{ type: 'xstate.error.actor.setPaymentPassword', error: refused('errors:paymentPasswordExists') }],
  BIND: [
    { type: 'BIND', request: { groupType: 'B', bankCode: '', cardNumber: '12', cardHolder: '' } },
    { type: 'BIND', request: { groupType: 'B', bankCode: 'BBVA', cardNumber: '4152313899990000', cardHolder: 'Juan Perez' } },
  ],
  // the account, or an answer without it (API.md does not describe it): the page is read again
  'xstate.done.actor.bindAccount': [
    { type: 'xstate.done.actor.bindAccount', output: { ...CARD, bankCardId: 'card-2', cardNumber: '**** 0000' } },
    { type: 'xstate.done.actor.bindAccount', output: null },
  ],
  'xstate.error.actor.bindAccount': [{ type: 'xstate.error.actor.bindAccount', error: refused('errors:bankCardExists') }],
  SUBMIT: [
    { type: 'SUBMIT', draft: { amount: 50, bankCardId: CARD.bankCardId } },
    { type: 'SUBMIT', draft: { amount: 500, bankCardId: CARD.bankCardId } },
  ],
  'xstate.done.actor.previewFee': [{ type: 'xstate.done.actor.previewFee', output: { amount: 500, fee: 7.5, received: 492.5, feeRate: 1.5 } }],
  'xstate.error.actor.previewFee': [{ type: 'xstate.error.actor.previewFee', error: refused('errors:withdrawLimitReached') }],
  CONFIRM: [
    { type: 'CONFIRM', password: '12' },
    { type: 'CONFIRM', password: '246810' },
  ],
  // the order, or an answer naming none (API.md does not describe it): the records are read for it
  'xstate.done.actor.submitWithdrawal': [
    { type: 'xstate.done.actor.submitWithdrawal', output: ORDER },
    { type: 'xstate.done.actor.submitWithdrawal', output: null },
  ],
  'xstate.error.actor.submitWithdrawal': [
    { type: 'xstate.error.actor.submitWithdrawal', error: refused('errors:paymentPasswordInvalid') },
    { type: 'xstate.error.actor.submitWithdrawal', error: refused('errors:paymentPasswordMissing') },
    { type: 'xstate.error.actor.submitWithdrawal', error: refused('errors:bankCardFrozen') },
    { type: 'xstate.error.actor.submitWithdrawal', error: lost },
  ],
  // the check's verdict: the records show a new order of the amount, only the orders listed at the send, or cannot be read
  'xstate.done.actor.checkOutcome': [
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'applied', result: MADE_ORDER } },
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'notApplied' } },
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'unknown' } },
  ],
  CHECK_AGAIN: [{ type: 'CHECK_AGAIN' }],
  // the header's balance flow reads a new balance (a live balance change): the amount's bound follows
  BALANCE: [{ type: 'BALANCE', withdrawable: 1500.75 }],
  CANCEL_ORDER: [{ type: 'CANCEL_ORDER', orderNo: 'WD1' }],
  'xstate.done.actor.cancelWithdrawal': [{ type: 'xstate.done.actor.cancelWithdrawal', output: { ...ORDER, status: 'CANCELLED' } }],
  'xstate.error.actor.cancelWithdrawal': [{ type: 'xstate.error.actor.cancelWithdrawal', error: refused('errors:withdrawNotCancellable') }],
  // WD1 still pending: a later CANCEL_ORDER on the page finds its button (only a pending order has one)
  'xstate.done.actor.loadRecords': [{ type: 'xstate.done.actor.loadRecords', output: [ORDER] }],
  'xstate.error.actor.loadRecords': [{ type: 'xstate.error.actor.loadRecords', error: { kind: 'timeout', messageKey: 'errors:timeout' } }],
  // the reader switches language: the settings' note is read again in the background, the flow
  // left where it is. The vertex leaves the language out (every state would have a twin per
  // language); the note read again, or not read (then none is shown until the next switch)
  LANGUAGE: [{ type: 'LANGUAGE', language: 'en' }],
  'xstate.done.actor.loadSettings': [{ type: 'xstate.done.actor.loadSettings', output: { ...SETTINGS, precautionNote: EN_NOTE } }],
  'xstate.error.actor.loadSettings': [{ type: 'xstate.error.actor.loadSettings', error: { kind: 'timeout', messageKey: 'errors:timeout' } }],
};

/** The generator's own label (type and payload, cut at 60) but where the cases would read alike: the check's verdicts, a lost answer, a resumed load. */
function describe(event: { type: string } & Record<string, unknown>): string {
  const { type, ...payload } = event;
  if (type === 'xstate.done.actor.checkOutcome') return `${type} (${(payload['output'] as { kind?: string } | undefined)?.kind ?? '?'})`;
  if (type === 'xstate.error.actor.submitWithdrawal' && (payload['error'] as { kind?: string } | undefined)?.kind === 'network') return `${type} (network: answer lost)`;
  if (type === 'xstate.done.actor.loadWithdraw' && (payload['output'] as WithdrawData | undefined)?.pendingWithdrawal) return `${type} (full, resumed a pending withdrawal)`;
  if (Object.keys(payload).length === 0) return type;
  const text = JSON.stringify(payload);
  return `${type} ${text.length > 60 ? `${text.slice(0, 57)}...` : text}`;
}

/** The state value with the language region shown as settled wherever the flow is not the form. */
function languageAtFormOnly(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('ready' in value)) return value;
  const ready = (value as { ready: Record<string, unknown> }).ready;
  return ready['flow'] === 'form' ? value : { ...value, ready: { ...ready, language: 'current' } };
}

export const withdrawModel: PathModel<WithdrawMachine> = {
  stitchTours: true,
  input: { language: 'es' },
  events,
  // whether a password and an account exist decide the routing; the rest is free text. The
  // settings' background read (ready.language) is told apart only at the form: elsewhere a switch
  // reads them the same way, and twins of every step would multiply the paths
  serializeState: (snapshot) =>
    JSON.stringify({
      value: languageAtFormOnly(snapshot.value),
      password: snapshot.context.data?.settings.paymentPasswordSet ?? null,
      accounts: snapshot.context.data ? snapshot.context.data.groups.some((group) => group.accounts.length > 0) : null,
    }),
  describeEvent: (event) => describe(event as { type: string } & Record<string, unknown>),
};

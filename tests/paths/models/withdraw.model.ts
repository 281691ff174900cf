/**
 * The path model of the withdraw chart: the session's account type (member or trial), the load
 * answering with everything, without a payment password or without an account, or failing; each
 * form step valid and not; every call answering or refused (the submit refused three ways:
 * password, missing password, frozen card); the records' cancel and reload.
 */
import type { PathModel } from '../registry';
import type { WithdrawData, WithdrawMachine } from '../../../machines/withdraw.machine';
import { BOUND_CARD, WITHDRAW_SETTINGS, withdrawalOrder } from '../../fixtures/withdrawals';

const SETTINGS = WITHDRAW_SETTINGS;
const CARD = BOUND_CARD;
const ORDER = withdrawalOrder();
const groups = (accounts: (typeof CARD)[]) => [
  { type: 'B' as const, banks: [{ bankCode: 'BBVA', bankName: 'BBVA' }], accounts },
  { type: 'E' as const, banks: [{ bankCode: 'PAYPAL', bankName: 'PayPal' }], accounts: [] },
  { type: 'V' as const, banks: [{ bankCode: 'USDT_TRC20', bankName: 'USDT (TRC20)' }], accounts: [] },
];
export const WITHDRAW_DATA: Record<'full' | 'noPassword' | 'noAccount' | 'nothing', WithdrawData> = {
  full: { settings: SETTINGS, groups: groups([CARD]), turnover: { status: 'A', list: [] }, records: [ORDER] },
  noPassword: { settings: { ...SETTINGS, paymentPasswordSet: false }, groups: groups([CARD]), turnover: { status: 'A', list: [] }, records: [] },
  noAccount: { settings: SETTINGS, groups: groups([]), turnover: { status: 'A', list: [] }, records: [] },
  nothing: { settings: { ...SETTINGS, paymentPasswordSet: false }, groups: groups([]), turnover: { status: 'A', list: [] }, records: [] },
};

const refused = (messageKey: string) => ({ kind: 'envelope', messageKey });

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
  'xstate.done.actor.bindAccount': [{ type: 'xstate.done.actor.bindAccount', output: { ...CARD, bankCardId: 'card-2', cardNumber: '**** 0000' } }],
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
  'xstate.done.actor.submitWithdrawal': [{ type: 'xstate.done.actor.submitWithdrawal', output: ORDER }],
  'xstate.error.actor.submitWithdrawal': [
    { type: 'xstate.error.actor.submitWithdrawal', error: refused('errors:paymentPasswordInvalid') },
    { type: 'xstate.error.actor.submitWithdrawal', error: refused('errors:paymentPasswordMissing') },
    { type: 'xstate.error.actor.submitWithdrawal', error: refused('errors:bankCardFrozen') },
  ],
  CANCEL_ORDER: [{ type: 'CANCEL_ORDER', orderNo: 'WD1' }],
  'xstate.done.actor.cancelWithdrawal': [{ type: 'xstate.done.actor.cancelWithdrawal', output: { ...ORDER, status: 'CANCELLED' } }],
  'xstate.error.actor.cancelWithdrawal': [{ type: 'xstate.error.actor.cancelWithdrawal', error: refused('errors:withdrawNotCancellable') }],
  'xstate.done.actor.loadRecords': [{ type: 'xstate.done.actor.loadRecords', output: [{ ...ORDER, status: 'CANCELLED' }] }],
  'xstate.error.actor.loadRecords': [{ type: 'xstate.error.actor.loadRecords', error: { kind: 'timeout', messageKey: 'errors:timeout' } }],
};

export const withdrawModel: PathModel<WithdrawMachine> = {
  stitchTours: true,
  events,
  // whether a password and an account exist decide the routing; the rest is free text
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      password: snapshot.context.data?.settings.paymentPasswordSet ?? null,
      accounts: snapshot.context.data ? snapshot.context.data.groups.some((group) => group.accounts.length > 0) : null,
    }),
};

/**
 * The path model of the deposit chart: the settings answering (deposits open or off) or failing;
 * the bank channel first, the e-wallet chosen; an amount that fits, one below the minimum, a preset
 * with a promotion whose minimum it misses; the order made or refused; the provider's window opened
 * or blocked; records empty, with a pending order, or failing; a cancel confirmed (done or refused)
 * or dismissed; an order whose answer is lost (a dropped connection), the check's verdicts (the
 * order found, none made, still unknown; check again) and a load that resumes an order kept from
 * before a reload whose outcome was still unknown. The vertex names the form's validity
 * and the chosen channel's kind, since the submit's guards read them.
 */
import type { EventObject } from 'xstate';
import type { PathModel } from '../registry';
import type { DepositOrder, DepositSettings } from '../../../src/api';
import { amountProblem, channelOf, promotionOf, promotionProblem, type DepositIntent, type DepositLoad, type DepositMachine } from '../../../machines/deposit/deposit.machine';
import { runNow } from '../../today';

export const DEPOSIT_SETTINGS: DepositSettings = {
  allowDeposit: true,
  channels: [
    { channelId: 'bank-bbva', name: 'Transferencia bancaria', kind: 'BANK', bankCode: 'BBVA', bankType: 'B', vendorId: 'OFFLINE', minAmount: 100, maxAmount: 50000, fixedAmounts: [100, 500, 1000, 5000], allowDecimal: false },
    { channelId: 'ewallet-mp', name: 'Mercado Pago', kind: 'EWALLET', bankCode: 'MERCADOPAGO', bankType: 'E', vendorId: 'MPAGO', minAmount: 50, maxAmount: 20000, fixedAmounts: [50, 100, 200, 500, 1000], allowDecimal: true },
  ],
  promotions: [{ promotionId: 'promo-welcome', name: 'Bono de bienvenida 20 %', bonusPercent: 20, minDeposit: 200 }],
};

export const DEPOSIT_ORDER: DepositOrder = {
  orderNo: 'D2026010100001',
  channelId: 'bank-bbva',
  channelName: 'Transferencia bancaria',
  kind: 'BANK',
  amount: 500,
  promotionId: undefined,
  promotionName: undefined,
  bonusAmount: 0,
  status: 'PENDING',
  createdTime: '2026-01-01T10:00:00.000Z',
  bankDetails: { bankName: 'BBVA México', accountHolder: 'Royal Pay S.A. de C.V.', accountNumber: '012180001234567890', reference: 'RP1000010001' },
  redirectUrl: undefined,
  qrImageUrl: undefined,
  crypto: undefined,
};

/** The order a lost deposit of 500 by bank transfer made: beyond those listed at the send. */
export const FOUND_ORDER: DepositOrder = { ...DEPOSIT_ORDER, orderNo: 'D2026010100002' };

/** 500 by bank transfer, sent while the records listed nothing, a minute before the reload. */
export const PENDING_DEPOSIT: DepositIntent = {
  key: 'path-model-pending-deposit',
  request: { channelId: 'bank-bbva', amount: 500, promotionId: null },
  sentAt: runNow() - 60_000,
  before: [],
};

/** A dropped connection: the platform may have made the order (machines/outcome.ts). */
const lost = { kind: 'network', messageKey: 'errors:networkAbnormal' };

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const error = (id: string, messageKey = 'errors:systemBusy') => ({ type: `xstate.error.actor.${id}`, error: { kind: 'http', httpStatus: 500, messageKey } }) as EventObject;

export const depositModel: PathModel<DepositMachine> = {
  stitchTours: true,
  input: { keyPrefix: 'paths', language: 'es' },
  events: {
    'xstate.done.actor.loadSettings': [
      done('loadSettings', DEPOSIT_SETTINGS),
      done('loadSettings', { ...DEPOSIT_SETTINGS, allowDeposit: false }),
      done('loadSettings', { ...DEPOSIT_SETTINGS, pendingDeposit: PENDING_DEPOSIT } satisfies DepositLoad),
    ],
    'xstate.error.actor.loadSettings': [error('loadSettings')],
    RETRY: [{ type: 'RETRY' }],
    CHOOSE_CHANNEL: [{ type: 'CHOOSE_CHANNEL', channelId: 'ewallet-mp' } as EventObject],
    SET_AMOUNT: [{ type: 'SET_AMOUNT', amount: '500' } as EventObject, { type: 'SET_AMOUNT', amount: '5' } as EventObject],
    PICK_PRESET: [{ type: 'PICK_PRESET', amount: 100 } as EventObject],
    SET_PROMOTION: [{ type: 'SET_PROMOTION', promotionId: 'promo-welcome' } as EventObject],
    SUBMIT: [{ type: 'SUBMIT' }],
    'xstate.done.actor.createDeposit': [done('createDeposit', DEPOSIT_ORDER)],
    // refused by the platform (its envelope: a failure at once), or its answer lost
    'xstate.error.actor.createDeposit': [
      { type: 'xstate.error.actor.createDeposit', error: { kind: 'envelope', errorCode: 'system.busy', messageKey: 'errors:systemBusy' } } as EventObject,
      { type: 'xstate.error.actor.createDeposit', error: lost } as EventObject,
    ],
    // the check's verdict: the records show a new order of the amount on the channel, none, or cannot be read
    'xstate.done.actor.checkOutcome': [
      done('checkOutcome', { kind: 'applied', result: FOUND_ORDER }),
      done('checkOutcome', { kind: 'notApplied' }),
      done('checkOutcome', { kind: 'unknown' }),
    ],
    CHECK_AGAIN: [{ type: 'CHECK_AGAIN' }],
    'xstate.done.actor.openProvider': [done('openProvider', undefined)],
    'xstate.error.actor.openProvider': [{ type: 'xstate.error.actor.openProvider', error: new Error('popup.blocked') } as EventObject],
    NEW_DEPOSIT: [{ type: 'NEW_DEPOSIT' }],
    'xstate.done.actor.loadRecords': [done('loadRecords', []), done('loadRecords', [DEPOSIT_ORDER])],
    'xstate.error.actor.loadRecords': [error('loadRecords')],
    REFRESH: [{ type: 'REFRESH' }],
    CANCEL: [{ type: 'CANCEL', orderNo: DEPOSIT_ORDER.orderNo } as EventObject],
    CONFIRM_CANCEL: [{ type: 'CONFIRM_CANCEL' }],
    DISMISS: [{ type: 'DISMISS' }],
    'xstate.done.actor.cancelDeposit': [done('cancelDeposit', { ...DEPOSIT_ORDER, status: 'CANCELLED' })],
    'xstate.error.actor.cancelDeposit': [error('cancelDeposit')],
    // the reader switches language: what was read in the other one is read again. The vertex leaves
    // the language out (every state would have a twin per language): a switch where the form is
    // filled in or the records are shown reads them again at once (a vertex already seen), and one
    // while an order is sent reads the settings when the form comes back (deposit-language.test.ts)
    LANGUAGE: [{ type: 'LANGUAGE', language: 'en' } as EventObject],
  },
  serializeState: (snapshot) => {
    const { context } = snapshot;
    const channel = channelOf(context);
    const validity = amountProblem(channel, context.amount) ? 'amount' : promotionProblem(promotionOf(context), context.amount) ? 'promotion' : 'ok';
    return JSON.stringify({
      value: snapshot.value,
      kind: channel?.kind ?? null,
      validity,
      promotion: context.promotionId !== null,
    });
  },
  describeEvent: (event) => {
    if (event.type === 'LANGUAGE') return `LANGUAGE ${(event as { language?: string }).language ?? ''}`;
    if (event.type === 'SET_AMOUNT') return `SET_AMOUNT ${(event as { amount?: string }).amount ?? ''}`;
    if (event.type.startsWith('xstate.done.actor.loadRecords')) return `${event.type} (${((event as { output?: unknown[] }).output ?? []).length})`;
    if (event.type === 'xstate.done.actor.loadSettings') {
      const output = (event as { output?: DepositLoad }).output;
      return `${event.type} (${output?.allowDeposit ? 'open' : 'off'}${output?.pendingDeposit ? ', resumed a pending deposit' : ''})`;
    }
    if (event.type === 'xstate.done.actor.checkOutcome') return `${event.type} (${(event as { output?: { kind?: string } }).output?.kind ?? '?'})`;
    if (event.type === 'xstate.error.actor.createDeposit') return `${event.type} (${(event as { error?: { kind?: string } }).error?.kind === 'network' ? 'network: answer lost' : 'refused'})`;
    return event.type;
  },
};

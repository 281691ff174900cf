/**
 * connectDeposit without React: snapshots of the deposit chart (resolveState, no actor run) →
 * what the /member/depositv2 page shows, and its intents → the chart's events. Also the chart's
 * own rules the page relies on: messages at the field, one order per submit, the key kept for a
 * retry, the provider window reserved in the submit itself.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { depositMachine, type DepositContext } from '../../../machines/deposit/deposit.machine';
import { connectDeposit } from '../../../machines/deposit/deposit.connect';
import type { DepositOrder } from '../../../src/api';
import { DEPOSIT_ORDER, DEPOSIT_SETTINGS } from '../../paths/models/deposit.model';

const base: DepositContext = {
  settings: DEPOSIT_SETTINGS,
  channelId: 'bank-bbva',
  amount: '',
  promotionId: null,
  amountError: null,
  promotionError: null,
  failureKey: null,
  loadFailureKey: null,
  order: null,
  keyPrefix: 'k',
  attempt: 0,
  pendingKey: null,
  records: [],
  recordsFailureKey: null,
  cancelOrderNo: null,
  cancelFailureKey: null,
  intent: null,
  lostAnswerKey: null,
  language: 'es',
  settingsLanguage: 'es',
  recordsLanguage: 'es',
};

type FormState = 'loading' | 'loadFailed' | 'unavailable' | 'editing' | 'submitting' | 'opening' | 'showing' | 'blocked' | 'found' | { outcomeUnknown: 'checking' | 'stillUnknown' };
type RecordsState = 'loading' | 'ready' | 'empty' | 'failed' | 'confirming' | 'cancelling';
const at = (form: FormState, records: RecordsState = 'empty', context: Partial<DepositContext> = {}) =>
  depositMachine.resolveState({ value: { form, records }, context: { ...base, ...context } });

describe('connectDeposit', () => {
  it('says each phase of the form', () => {
    expect(connectDeposit(at('loading', 'loading', { settings: null }), vi.fn())).toMatchObject({ phase: 'loading', busy: false, channels: [] });
    expect(connectDeposit(at('loadFailed', 'loading', { settings: null, loadFailureKey: 'errors:timeout' }), vi.fn())).toMatchObject({ phase: 'loadFailed', loadFailureKey: 'errors:timeout' });
    expect(connectDeposit(at('unavailable'), vi.fn()).phase).toBe('unavailable');
    expect(connectDeposit(at('editing'), vi.fn())).toMatchObject({ phase: 'editing', busy: false });
    expect(connectDeposit(at('submitting', 'empty', { amount: '500' }), vi.fn())).toMatchObject({ phase: 'submitting', busy: true });
    expect(connectDeposit(at('opening', 'empty', { order: DEPOSIT_ORDER }), vi.fn())).toMatchObject({ phase: 'opening', busy: true, order: DEPOSIT_ORDER });
    expect(connectDeposit(at('showing', 'empty', { order: DEPOSIT_ORDER }), vi.fn())).toMatchObject({ phase: 'showing', busy: false, order: DEPOSIT_ORDER });
    expect(connectDeposit(at('blocked', 'empty', { order: DEPOSIT_ORDER }), vi.fn())).toMatchObject({ phase: 'blocked', order: DEPOSIT_ORDER });
    expect(connectDeposit(at('found', 'empty', { order: DEPOSIT_ORDER }), vi.fn())).toMatchObject({ phase: 'found', busy: false, order: DEPOSIT_ORDER, outcome: null });
  });

  it('the order just made follows its record: "pending" until the records (read again on a live event) say credited', () => {
    expect(connectDeposit(at('showing', 'empty', { order: DEPOSIT_ORDER }), vi.fn()).orderStatus).toBe('PENDING');
    expect(connectDeposit(at('showing', 'ready', { order: DEPOSIT_ORDER, records: [{ ...DEPOSIT_ORDER, status: 'PENDING' }] }), vi.fn()).orderStatus).toBe('PENDING');
    expect(connectDeposit(at('showing', 'ready', { order: DEPOSIT_ORDER, records: [{ ...DEPOSIT_ORDER, status: 'CREDITED' }] }), vi.fn()).orderStatus).toBe('CREDITED');
    expect(connectDeposit(at('editing', 'ready', { records: [{ ...DEPOSIT_ORDER, status: 'CREDITED' }] }), vi.fn()).orderStatus).toBeNull();
  });

  it('says a lost order is being checked, or still unknown, with what was sent, the submit held', () => {
    const intent = { key: 'k-1-lost', request: { channelId: 'bank-bbva', amount: 500, promotionId: null }, sentAt: 0, before: [] };
    expect(connectDeposit(at({ outcomeUnknown: 'checking' }, 'empty', { amount: '500', intent }), vi.fn())).toMatchObject({
      phase: 'checking',
      busy: true,
      outcome: 'checking',
      unconfirmed: { amount: 500, channelName: 'Transferencia bancaria' },
      failureKey: null,
      order: null,
    });
    expect(connectDeposit(at({ outcomeUnknown: 'stillUnknown' }, 'empty', { amount: '500', intent }), vi.fn())).toMatchObject({ phase: 'checking', busy: true, outcome: 'unknown' });
    expect(connectDeposit(at('editing', 'empty', { amount: '500' }), vi.fn())).toMatchObject({ outcome: null, unconfirmed: null });
    const send = vi.fn();
    connectDeposit(at({ outcomeUnknown: 'stillUnknown' }, 'empty', { intent }), send).checkAgain();
    expect(send).toHaveBeenCalledWith({ type: 'CHECK_AGAIN' });
  });

  it('shows the chosen channel, its limits and presets, and a summary with the promotion bonus', () => {
    const api = connectDeposit(at('editing', 'empty', { channelId: 'ewallet-mp', amount: '250.50', promotionId: 'promo-welcome' }), vi.fn());
    expect(api.channel).toMatchObject({ kind: 'EWALLET', minAmount: 50, maxAmount: 20000, fixedAmounts: [50, 100, 200, 500, 1000], allowDecimal: true });
    expect(api.promotion?.promotionId).toBe('promo-welcome');
    expect(api.summary).toEqual({ amount: 250.5, bonus: 50.1, total: 300.6 });
  });

  it('gives no summary for an amount that does not fit, and no bonus below the promotion minimum', () => {
    expect(connectDeposit(at('editing', 'empty', { amount: '50' }), vi.fn()).summary).toEqual({ amount: null, bonus: 0, total: null });
    expect(connectDeposit(at('editing', 'empty', { amount: '100', promotionId: 'promo-welcome' }), vi.fn()).summary).toEqual({ amount: 100, bonus: 0, total: 100 });
  });

  it('shows a failed order above the form only while editing, with the amount kept', () => {
    expect(connectDeposit(at('editing', 'empty', { amount: '700', failureKey: 'errors:networkAbnormal' }), vi.fn())).toMatchObject({ failureKey: 'errors:networkAbnormal', amount: '700' });
    expect(connectDeposit(at('submitting', 'empty', { amount: '700', failureKey: 'errors:networkAbnormal' }), vi.fn()).failureKey).toBeNull();
  });

  it('reads the records, the confirmation and the cancel under way', () => {
    const records = [DEPOSIT_ORDER];
    expect(connectDeposit(at('editing', 'loading'), vi.fn()).records.status).toBe('loading');
    expect(connectDeposit(at('editing', 'empty'), vi.fn()).records).toMatchObject({ status: 'empty', items: [] });
    expect(connectDeposit(at('editing', 'failed', { recordsFailureKey: 'errors:timeout' }), vi.fn()).records).toMatchObject({ status: 'failed', failureKey: 'errors:timeout' });
    expect(connectDeposit(at('editing', 'ready', { records }), vi.fn()).records).toMatchObject({ status: 'ready', items: records, confirmingOrderNo: null, cancelling: false });
    expect(connectDeposit(at('editing', 'confirming', { records, cancelOrderNo: DEPOSIT_ORDER.orderNo }), vi.fn()).records).toMatchObject({ status: 'ready', confirmingOrderNo: DEPOSIT_ORDER.orderNo, cancelling: false });
    expect(connectDeposit(at('editing', 'cancelling', { records, cancelOrderNo: DEPOSIT_ORDER.orderNo }), vi.fn()).records).toMatchObject({ confirmingOrderNo: DEPOSIT_ORDER.orderNo, cancelling: true });
  });

  it('sends the chart its events', () => {
    const send = vi.fn();
    const api = connectDeposit(at('editing', 'ready', { records: [DEPOSIT_ORDER] }), send);
    api.chooseChannel('ewallet-mp');
    api.setAmount('12');
    api.pickPreset(500);
    api.setPromotion(null);
    api.submit();
    api.newDeposit();
    api.retry();
    api.records.refresh();
    api.records.cancel('D1');
    api.records.confirmCancel();
    api.records.dismissCancel();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'CHOOSE_CHANNEL', channelId: 'ewallet-mp' },
      { type: 'SET_AMOUNT', amount: '12' },
      { type: 'PICK_PRESET', amount: 500 },
      { type: 'SET_PROMOTION', promotionId: null },
      { type: 'SUBMIT' },
      { type: 'NEW_DEPOSIT' },
      { type: 'RETRY' },
      { type: 'REFRESH' },
      { type: 'CANCEL', orderNo: 'D1' },
      { type: 'CONFIRM_CANCEL' },
      { type: 'DISMISS' },
    ]);
  });
});

describe('the deposit chart', () => {
  function start(createDeposit: (input: { idempotencyKey: string; amount: number }) => Promise<DepositOrder>) {
    const reserve = vi.fn();
    const release = vi.fn();
    const calls: { idempotencyKey: string; amount: number }[] = [];
    const logic = depositMachine.provide({
      actors: {
        loadSettings: fromPromise(async () => DEPOSIT_SETTINGS),
        loadRecords: fromPromise<readonly DepositOrder[]>(async () => []),
        createDeposit: fromPromise(async ({ input }) => {
          calls.push(input);
          return createDeposit(input);
        }),
        openProvider: fromPromise<void, string>(async () => undefined),
      },
      actions: { reserveProviderWindow: reserve, releaseProviderWindow: release },
    });
    const actor = createActor(logic, { input: { keyPrefix: 'flow', language: 'es' } }).start();
    const api = () => connectDeposit(actor.getSnapshot(), (event) => actor.send(event));
    return { actor, api, calls, reserve, release };
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('refuses an amount outside the limits, with decimals on a whole-amount channel, or below the promotion minimum, at the field', async () => {
    const { api, calls } = start(async () => DEPOSIT_ORDER);
    await settled();
    api().submit();
    expect(api().amountError).toEqual({ key: 'deposit:errors.amountRequired' });
    api().setAmount('50');
    expect(api().amountError).toBeNull();
    api().submit();
    expect(api().amountError).toEqual({ key: 'deposit:errors.belowMin', values: { min: 100 } });
    api().setAmount('60000');
    api().submit();
    expect(api().amountError).toEqual({ key: 'deposit:errors.aboveMax', values: { max: 50000 } });
    api().setAmount('100.5');
    api().submit();
    expect(api().amountError).toEqual({ key: 'deposit:errors.noDecimals' });
    api().pickPreset(100);
    api().setPromotion('promo-welcome');
    api().submit();
    expect(api()).toMatchObject({ amountError: null, promotionError: { key: 'deposit:errors.promotionMin', values: { min: 200 } }, phase: 'editing' });
    expect(calls).toEqual([]);
  });

  it('makes one order however often submit is pressed while it runs', async () => {
    let answer: (order: DepositOrder) => void = () => undefined;
    const { api, calls } = start(() => new Promise((resolve) => (answer = resolve)));
    await settled();
    api().setAmount('500');
    api().submit();
    api().submit();
    api().submit();
    answer(DEPOSIT_ORDER);
    await settled();
    expect(calls).toHaveLength(1);
    expect(api().phase).toBe('showing');
  });

  it('retries a failed order with the same idempotency key, and a changed form gets a new one', async () => {
    let fail = true;
    const { api, calls } = start(async () => {
      if (fail) throw { messageKey: 'errors:networkAbnormal' };
      return DEPOSIT_ORDER;
    });
    await settled();
    api().setAmount('500');
    api().submit();
    await settled();
    expect(api()).toMatchObject({ phase: 'editing', failureKey: 'errors:networkAbnormal', amount: '500' });
    api().submit();
    await settled();
    api().setAmount('600');
    api().submit();
    await settled();
    fail = false;
    api().submit();
    await settled();
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['flow-1', 'flow-1', 'flow-2', 'flow-2']);
    expect(api().phase).toBe('showing');
  });

  it('reserves the provider window in the submit itself for an e-wallet only, and releases it when the order fails', async () => {
    const { api, reserve, release } = start(async () => {
      throw { messageKey: 'errors:systemBusy' };
    });
    await settled();
    api().setAmount('500');
    api().submit();
    expect(reserve).not.toHaveBeenCalled();
    await settled();
    api().chooseChannel('ewallet-mp');
    api().submit();
    // synchronously, in the same call as the click's SUBMIT
    expect(reserve).toHaveBeenCalledTimes(1);
    await settled();
    expect(release).toHaveBeenCalled();
  });
});

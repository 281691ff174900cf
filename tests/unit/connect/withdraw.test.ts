/**
 * connectWithdraw and the withdraw chart with fake calls: eligibility, the set-up steps, the
 * guards of a submission, the fee preview, one key per submission (reused on a retry, a second
 * click ignored), refusals placed at their field, and cancelling a record.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectWithdraw } from '../../../machines/withdraw/withdraw.connect';
import { readWithdrawal, submitErrors, submitPayload, withdrawHearsAccount, withdrawMachine, type WithdrawData, type WithdrawIntent } from '../../../machines/withdraw/withdraw.machine';
import { outcomeCheckMachine, type OutcomeReading } from '../../../machines/outcome';
import type { WithdrawAccount, WithdrawFee, WithdrawPayload, WithdrawalOrder } from '../../../src/api';
import { BOUND_CARD, WITHDRAW_SETTINGS, withdrawalOrder } from '../../fixtures/withdrawals';

const SETTINGS = { ...WITHDRAW_SETTINGS, fixedWithdrawAmounts: [100, 200] };
const CARD: WithdrawAccount = { ...BOUND_CARD, bankCardId: 'c1' };
const ORDER = withdrawalOrder({ bankCardId: 'c1', createdTime: 1, updatedTime: 1 });

function data(overrides: Partial<WithdrawData> = {}): WithdrawData {
  return {
    settings: SETTINGS,
    groups: [{ type: 'B', banks: [{ bankCode: 'BBVA', bankName: 'BBVA' }], accounts: [CARD] }, { type: 'E', banks: [], accounts: [] }, { type: 'V', banks: [], accounts: [] }],
    turnover: { status: 'A', list: [] },
    records: [],
    ...overrides,
  };
}

/**
 * `records`: what the outcome check reads (the platform's records now); the load's by default.
 * `bind`: the bind's answer; `reloaded`: what a load after the first reads (the first's by default).
 */
function start(
  loaded: WithdrawData,
  submit: (payload: WithdrawPayload) => Promise<WithdrawalOrder | null> = async () => ORDER,
  memberType: number | null = 0,
  records: () => readonly WithdrawalOrder[] = () => loaded.records,
  bind: () => Promise<WithdrawAccount | null> = async () => ({ ...CARD, bankCardId: 'c2' }),
  reloaded: WithdrawData = loaded,
) {
  let loads = 0;
  const submitted: WithdrawPayload[] = [];
  const logic = withdrawMachine.provide({
    actors: {
      loadWithdraw: fromPromise(async (): Promise<WithdrawData> => (loads++ === 0 ? loaded : reloaded)),
      loadRecords: fromPromise(async (): Promise<readonly WithdrawalOrder[]> => [{ ...ORDER, status: 'CANCELLED' }]),
      setPaymentPassword: fromPromise(async (): Promise<void> => {}),
      bindAccount: fromPromise(async (): Promise<WithdrawAccount | null> => bind()),
      previewFee: fromPromise(async ({ input }: { input: number }): Promise<WithdrawFee | null> => ({ amount: input, fee: input * 0.015, received: input * 0.985, feeRate: 1.5 })),
      submitWithdrawal: fromPromise(async ({ input }: { input: WithdrawPayload }): Promise<WithdrawalOrder | null> => {
        submitted.push(input);
        return submit(input);
      }),
      cancelWithdrawal: fromPromise(async (): Promise<WithdrawalOrder> => ({ ...ORDER, status: 'CANCELLED' })),
      // a lost answer is checked against the records the platform holds (none made here), at once
      checkOutcome: outcomeCheckMachine.provide({
        delays: { beforeReading: 0 },
        actors: { verify: fromPromise(async ({ input }: { input: unknown }): Promise<OutcomeReading<unknown>> => readWithdrawal(input as WithdrawIntent, records())) },
      }),
    },
  });
  const actor = createActor(logic, { input: { language: 'es' } }).start();
  actor.send({ type: 'SESSION', memberType });
  const api = () => connectWithdraw(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, api, submitted, loads: () => loads };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

describe('withdraw chart', () => {
  it('the order just sent follows the live events: "waiting for approval" goes once the records say otherwise', async () => {
    const { actor, api } = start(data());
    await settled(actor);
    api().submit({ amount: 500, bankCardId: 'c1' });
    await settled(actor);
    api().confirm('246810');
    await settled(actor);
    expect(api()).toMatchObject({ step: 'submitted', lastOrder: { orderNo: 'WD1', status: 'PENDING' } });
    const heard = withdrawHearsAccount({ type: 'ACCOUNT_EVENT', event: { kind: 'withdrawalPaid', orderNo: 'WD1', amount: 492.5, eventId: 'e1', at: 1 } });
    expect(heard).toEqual({ type: 'REFRESH_RECORDS' });
    actor.send({ type: 'REFRESH_RECORDS' });
    await settled(actor);
    // the fake records answer WD1 cancelled: the notice reads what the records read
    expect(api()).toMatchObject({ step: 'submitted', lastOrder: { orderNo: 'WD1', status: 'CANCELLED' } });
  });

  it('refuses a trial account and other non-member types without loading', () => {
    expect(start(data(), undefined, 4).api()).toMatchObject({ step: 'notEligible', trial: true });
    expect(start(data(), undefined, 41).api()).toMatchObject({ step: 'notEligible', trial: false });
  });

  it('asks for a payment password first, then an account, then shows the form', async () => {
    const { actor, api } = start(data({ settings: { ...SETTINGS, paymentPasswordSet: false }, groups: [{ type: 'B', banks: [], accounts: [] }] }));
    await settled(actor);
    expect(api().step).toBe('passwordSetup');
    api().setPassword({ paymentPassword: '12345', confirmPaymentPassword: '12345' });
    expect(api().errors.paymentPassword?.key).toBe('withdraw:errors.passwordFormat');
    api().setPassword({ paymentPassword: '123456', confirmPaymentPassword: '123457' });
    expect(api().errors.confirmPaymentPassword?.key).toBe('withdraw:errors.passwordMismatch');
    api().setPassword({ paymentPassword: '123456', confirmPaymentPassword: '123456' });
    await settled(actor);
    expect(api()).toMatchObject({ step: 'binding', canCancelBind: false });
    api().bind({ groupType: 'B', bankCode: '', cardNumber: '12', cardHolder: '' });
    expect(Object.keys(api().errors).sort()).toEqual(['bankCode', 'cardHolder', 'cardNumber']);
    api().bind({ groupType: 'B', bankCode: 'BBVA', cardNumber: '4152313800001111', cardHolder: 'Juan Perez' });
    await settled(actor);
    expect(api().step).toBe('form');
    expect(api().accounts.map((account) => account.bankCardId)).toEqual(['c2']);
  });

  it('checks the amount against the limits, decimals and the turnover before any call', async () => {
    const { actor, api } = start(data());
    await settled(actor);
    api().submit({ amount: 50, bankCardId: 'c1' });
    expect(api().errors.amount).toEqual({ key: 'withdraw:errors.amountMin', values: { min: 100 } });
    api().submit({ amount: 100.5, bankCardId: 'c1' });
    expect(api().errors.amount?.key).toBe('withdraw:errors.amountWhole');
    api().submit({ amount: 60000, bankCardId: 'c1' });
    expect(api().errors.amount?.key).toBe('withdraw:errors.amountMax');
    api().submit({ amount: 200, bankCardId: '' });
    expect(api().errors.account?.key).toBe('withdraw:errors.accountRequired');
    expect(api().step).toBe('form');

    const blocked = start(data({ turnover: { status: 'I', list: [{ gameType: 'LIVE', requiredTurnover: 1000, actualTurnover: 10 }] } }));
    await settled(blocked.actor);
    expect(blocked.api().turnoverRows).toHaveLength(1);
    blocked.api().submit({ amount: 200, bankCardId: 'c1' });
    expect(blocked.api()).toMatchObject({ step: 'form', errors: { form: { key: 'errors:turnoverNotEnough' } } });
  });

  it('bounds the amount by the balance the balance flow tells it, before the load answers and whenever it changes (not by a balance of its own)', async () => {
    // the load names a balance of its own: it is not the one that counts
    const { actor, api, submitted } = start(data({ mainBalance: 5000 }));
    actor.send({ type: 'BALANCE', withdrawable: 800 });
    await settled(actor);
    expect(api().mainBalance).toBe(800);
    api().submit({ amount: 900, bankCardId: 'c1' });
    expect(api()).toMatchObject({ step: 'form', errors: { amount: { key: 'withdraw:errors.amountBalance', values: { balance: 800 } } } });
    // a live balance change (a deposit credited) reaches the page through the balance flow
    actor.send({ type: 'BALANCE', withdrawable: 1200 });
    expect(api().mainBalance).toBe(1200);
    api().submit({ amount: 900, bankCardId: 'c1' });
    await waitFor(actor, (snapshot) => connectWithdraw(snapshot, () => undefined).step === 'askingPaymentPassword');
    expect(submitted).toHaveLength(0);
  });

  it('refuses an amount above the main balance at the amount field, before the fee and the password; a withdrawal lowers it', async () => {
    const { actor, api, submitted } = start(data(), async (payload) => ({ ...ORDER, amount: payload.amount }));
    actor.send({ type: 'BALANCE', withdrawable: 1000 });
    await settled(actor);
    expect(api().mainBalance).toBe(1000);
    api().submit({ amount: 1001, bankCardId: 'c1' });
    expect(api()).toMatchObject({ step: 'form', errors: { amount: { key: 'withdraw:errors.amountBalance', values: { balance: 1000 } } } });
    expect(submitted).toHaveLength(0);
    api().submit({ amount: 1000, bankCardId: 'c1' });
    await waitFor(actor, (snapshot) => connectWithdraw(snapshot, () => undefined).step === 'askingPaymentPassword');
    api().confirm('246810');
    await waitFor(actor, (snapshot) => connectWithdraw(snapshot, () => undefined).step === 'submitted');
    expect(api().mainBalance).toBe(0);
    // a balance that could not be read bounds nothing here: the platform judges
    expect(submitErrors(data({ mainBalance: null }), { amount: 50000, bankCardId: 'c1' })).toEqual({});
  });

  it('previews the fee, then submits once with one key; a retry of the same submission reuses it', async () => {
    let fail = true;
    const { actor, api, submitted } = start(data(), async () => {
      if (fail) {
        fail = false;
        throw { kind: 'network', messageKey: 'errors:networkAbnormal' };
      }
      return ORDER;
    });
    await settled(actor);
    api().submit({ amount: 500, bankCardId: 'c1' });
    await settled(actor);
    expect(api()).toMatchObject({ step: 'askingPaymentPassword', fee: { amount: 500, fee: 7.5 }, draft: { amount: 500, bankCardId: 'c1' } });
    api().confirm('12');
    expect(api().errors.password?.key).toBe('withdraw:errors.passwordFormat');
    api().confirm('246810');
    api().confirm('246810'); // a second click while submitting: nothing
    await settled(actor);
    expect(submitted).toHaveLength(1);
    expect(api()).toMatchObject({ step: 'askingPaymentPassword', errors: { form: { key: 'errors:networkAbnormal' } }, draft: { amount: 500 } });
    api().confirm('246810');
    await settled(actor);
    expect(submitted).toHaveLength(2);
    expect(submitted[1]?.idempotencyKey).toBe(submitted[0]?.idempotencyKey);
    expect(api()).toMatchObject({ step: 'submitted', lastOrder: { orderNo: 'WD1' } });
    expect(api().records[0]?.orderNo).toBe('WD1');
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('246810');
    // a new submission has a new key
    api().startNew();
    api().submit({ amount: 200, bankCardId: 'c1' });
    await settled(actor);
    api().confirm('246810');
    await settled(actor);
    expect(submitted[2]?.idempotencyKey).not.toBe(submitted[0]?.idempotencyKey);
  });

  it('places a refusal at its field, with the amount and card kept', async () => {
    const refusal = (messageKey: string) => async () => {
      throw { kind: 'envelope', messageKey };
    };
    const wrong = start(data(), refusal('errors:paymentPasswordInvalid'));
    await settled(wrong.actor);
    wrong.api().submit({ amount: 300, bankCardId: 'c1' });
    await settled(wrong.actor);
    wrong.api().confirm('111111');
    await settled(wrong.actor);
    expect(wrong.api()).toMatchObject({ step: 'askingPaymentPassword', errors: { password: { key: 'errors:paymentPasswordInvalid' } }, draft: { amount: 300, bankCardId: 'c1' } });

    const frozen = start(data(), refusal('errors:bankCardFrozen'));
    await settled(frozen.actor);
    frozen.api().submit({ amount: 300, bankCardId: 'c1' });
    await settled(frozen.actor);
    frozen.api().confirm('246810');
    await settled(frozen.actor);
    expect(frozen.api()).toMatchObject({ step: 'form', errors: { account: { key: 'errors:bankCardFrozen' } }, draft: { amount: 300 } });

    const missing = start(data(), refusal('errors:paymentPasswordMissing'));
    await settled(missing.actor);
    missing.api().submit({ amount: 300, bankCardId: 'c1' });
    await settled(missing.actor);
    missing.api().confirm('246810');
    await settled(missing.actor);
    expect(missing.api().step).toBe('passwordSetup');
  });

  it('cancels a pending record only after the member confirms', async () => {
    const { actor, api } = start(data({ records: [ORDER] }));
    await settled(actor);
    api().cancelOrder('WD1');
    expect(api().cancelOrderNo).toBe('WD1');
    api().keepOrder();
    expect(api().cancelOrderNo).toBeNull();
    api().cancelOrder('WD1');
    api().confirmCancel();
    expect(api().cancelling).toBe(true);
    await waitFor(actor, (snapshot) => !snapshot.hasTag('recordsBusy'));
    expect(api().records[0]?.status).toBe('CANCELLED');
  });

  it('while the modal cancel dialog asks, the withdraw form behind it takes no step; closed, it does', async () => {
    const { actor, api } = start(data({ records: [ORDER] }));
    await settled(actor);
    api().cancelOrder('WD1');
    api().submit({ amount: 500, bankCardId: 'c1' });
    api().addAccount();
    await settled(actor);
    expect(api().step).toBe('form');
    expect(api().busy).toBe(false);
    expect(api().fee).toBeNull();
    api().keepOrder();
    api().submit({ amount: 500, bankCardId: 'c1' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('askingPaymentPassword') && !snapshot.hasTag('busy'));
    expect(api().step).toBe('askingPaymentPassword');
  });

  it('connect sends the intents as events', () => {
    const send = vi.fn();
    const snapshot = withdrawMachine.resolveState({ value: 'loadFailed', context: { memberType: 0, data: null, loadFailureKey: 'errors:timeout', errors: {}, draft: null, fee: null, idempotencyKey: null, intent: null, lastOrder: null, cancelOrderNo: null, recordsError: null, lostAnswerKey: null, withdrawable: null, language: 'es', settingsLanguage: null } });
    const api = connectWithdraw(snapshot, send);
    expect(api).toMatchObject({ step: 'loadFailed', loadFailureKey: 'errors:timeout' });
    api.retry();
    api.back();
    api.refreshRecords();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['RETRY', 'BACK', 'REFRESH_RECORDS']);
  });
});

describe('withdraw chart on a platform that answers as API.md says', () => {
  it('lets a member submit when the settings do not say whether a payment password is set; the refusal sends them to create one, then back with what they typed (#3)', async () => {
    let hasPassword = false;
    const { actor, api, submitted } = start(data({ settings: { ...SETTINGS, paymentPasswordSet: undefined } }), async () => {
      if (!hasPassword) throw { kind: 'envelope', errorCode: 'not.exists.payment.password', messageKey: 'errors:paymentPasswordMissing' };
      return ORDER;
    });
    await settled(actor);
    expect(api().step).toBe('form');
    api().submit({ amount: 300, bankCardId: 'c1' });
    await settled(actor);
    api().confirm('246810');
    await settled(actor);
    expect(api().step).toBe('passwordSetup');
    api().setPassword({ paymentPassword: '135790', confirmPaymentPassword: '135790' });
    hasPassword = true;
    await settled(actor);
    expect(api()).toMatchObject({ step: 'form', draft: { amount: 300, bankCardId: 'c1' } });
    api().submit({ amount: 300, bankCardId: 'c1' });
    await settled(actor);
    api().confirm('135790');
    await settled(actor);
    expect(api().step).toBe('submitted');
    expect(submitted.map((payload) => payload.password)).toEqual(['246810', '135790']);
  });

  it('reads missing limits as no limit: any amount above the minimum goes on, and a withdrawal leaves them unlimited (#13)', async () => {
    const unlimited = { ...SETTINGS, maxWithdrawal: null, remainingTransactionTimes: null, remainingWithdrawAmount: null };
    expect(submitErrors(data({ settings: unlimited }), { amount: 900000, bankCardId: 'c1' })).toEqual({});
    expect(submitErrors(data({ settings: { ...unlimited, remainingTransactionTimes: 0 } }), { amount: 500, bankCardId: 'c1' }).form?.key).toBe('withdraw:errors.noTimesLeft');
    const { actor, api } = start(data({ settings: unlimited }));
    await settled(actor);
    api().submit({ amount: 900000, bankCardId: 'c1' });
    await settled(actor);
    api().confirm('246810');
    await settled(actor);
    expect(api().step).toBe('submitted');
    expect(api().settings).toMatchObject({ maxWithdrawal: null, remainingTransactionTimes: null, remainingWithdrawAmount: null });
  });

  it('keeps the page when the accounts or records could not be read: the form says so instead of asking to bind (#10)', async () => {
    const { actor, api } = start(data({ groups: [], accountsUnavailable: true, recordsUnavailable: true }));
    await settled(actor);
    expect(api()).toMatchObject({ step: 'form', accountsUnavailable: true, recordsUnavailable: true, accounts: [] });
    api().submit({ amount: 500, bankCardId: '' });
    expect(api().errors.account?.key).toBe('withdraw:errors.accountRequired');
    // a reload of the records that reads them clears the notice
    api().refreshRecords();
    await waitFor(actor, (snapshot) => !snapshot.hasTag('recordsBusy'));
    expect(api().recordsUnavailable).toBe(false);
  });

  it('offers an account of an unknown group under OTHER, with no groupId sent for it (#18, #30)', async () => {
    const other: WithdrawAccount = { ...CARD, bankCardId: 'o1', groupType: 'OTHER' };
    const { actor, api, submitted } = start(data({ otherAccounts: [other] }));
    await settled(actor);
    expect(api().accounts.map((account) => account.bankCardId)).toEqual(['c1', 'o1']);
    api().submit({ amount: 500, bankCardId: 'o1' });
    await settled(actor);
    api().confirm('246810');
    await settled(actor);
    expect(submitted[0]).not.toHaveProperty('groupId');
    expect(submitted[0]).not.toHaveProperty('virtualAmount');
  });

  it('sends groupId for a named group, and virtualAmount for crypto (#30)', () => {
    const coin: WithdrawAccount = { ...CARD, bankCardId: 'v1', groupType: 'V' };
    const loaded = data({ groups: [{ type: 'B', banks: [], accounts: [CARD] }, { type: 'V', groupId: '77', banks: [], accounts: [coin] }] });
    const base = { data: loaded, fee: { amount: 500, fee: 7.5, received: 492.5, feeRate: 1.5 }, idempotencyKey: 'k-123456789' };
    expect(submitPayload({ ...base, draft: { amount: 500, bankCardId: 'c1' } }, '246810')).toEqual({ amount: 500, bankCardId: 'c1', password: '246810', idempotencyKey: 'k-123456789', groupId: 'B' });
    expect(submitPayload({ ...base, draft: { amount: 500, bankCardId: 'v1' } }, '246810')).toEqual({ amount: 500, bankCardId: 'v1', password: '246810', idempotencyKey: 'k-123456789', groupId: '77', virtualAmount: 500 });
    expect(submitPayload({ ...base, fee: { ...base.fee, virtualAmount: 27.35 }, draft: { amount: 500, bankCardId: 'v1' } }, '246810').virtualAmount).toBe(27.35);
  });
});

/**
 * API.md does not describe the submit's answer, so a real platform may answer null,
 * `true` or an object without the order number (the adapter's null). The withdrawal was taken: the
 * chart reads the records for the order (its outcome check), never storing an order with no number.
 */
describe('a withdrawal answered without its order', () => {
  const MADE = withdrawalOrder({ orderNo: 'WD77', amount: 500, bankCardId: 'c1', createdTime: 2, updatedTime: 2 });

  it('is read from the records: the order shown as submitted', async () => {
    const platform: WithdrawalOrder[] = [];
    const { actor, api, submitted } = start(
      data(),
      async () => {
        platform.unshift(MADE);
        return null;
      },
      0,
      () => platform,
    );
    await settled(actor);
    api().submit({ amount: 500, bankCardId: 'c1' });
    await settled(actor);
    api().confirm('246810');
    await waitFor(actor, (snapshot) => snapshot.hasTag('submitted'));
    expect(submitted).toHaveLength(1);
    expect(api()).toMatchObject({ step: 'submitted', lastOrder: { orderNo: 'WD77', amount: 500 } });
    expect(api().records.map((record) => record.orderNo)).toEqual(['WD77']);
  });

  it('no new order in the records (read twice): "unknown error" at the password, the same key again', async () => {
    let answers = 0;
    const { actor, api, submitted } = start(data(), async () => {
      answers += 1;
      return answers === 1 ? null : ORDER;
    });
    await settled(actor);
    api().submit({ amount: 500, bankCardId: 'c1' });
    await settled(actor);
    api().confirm('246810');
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy') && snapshot.context.errors.form !== undefined);
    expect(api()).toMatchObject({ step: 'askingPaymentPassword', errors: { form: { key: 'errors:unknown' } }, lastOrder: null });
    expect(api().records).toEqual([]);
    api().confirm('246810');
    await waitFor(actor, (snapshot) => snapshot.hasTag('submitted'));
    expect(submitted[1]?.idempotencyKey).toBe(submitted[0]?.idempotencyKey);
  });
});

// API.md does not describe the bind's answer; bound, but answered null or without the account
describe('a payout account bound without it in the answer', () => {
  it('reads the page again: the account bound is listed and the form shown', async () => {
    const bound = { ...CARD, bankCardId: 'c9' };
    const noAccount = data({ groups: [{ type: 'B', banks: [{ bankCode: 'BBVA', bankName: 'BBVA' }], accounts: [] }] });
    const withAccount = data({ groups: [{ type: 'B', banks: [{ bankCode: 'BBVA', bankName: 'BBVA' }], accounts: [bound] }] });
    const { actor, api, loads } = start(noAccount, undefined, 0, undefined, async () => null, withAccount);
    await settled(actor);
    expect(api().step).toBe('binding');
    api().bind({ groupType: 'B', bankCode: 'BBVA', cardNumber: '4152313800001111', cardHolder: 'Juan Perez' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy') && loads() === 2);
    expect(api().step).toBe('form');
    expect(api().accounts.map((account) => account.bankCardId)).toEqual(['c9']);
  });
});

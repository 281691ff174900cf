/**
 * The withdraw area's normalisers (src/api/withdraw.ts) against every form API.md allows
 * (audit rows #3, #10, #13, #18, #26): the settings with and without the fields API.md leaves open
 * (no `paymentPasswordSet`, limits missing or null, hours as text or numbers, the accounts inside),
 * the accounts as groups, a map keyed by B/E/V or a flat list (an unknown group is OTHER, not B),
 * the turnover rows bare or under `list`, the records and the confirmation list bare or wrapped,
 * and unknown statuses read as OTHER.
 */
import { describe, expect, it } from 'vitest';
import {
  paymentConfirmationListSchema,
  turnoverInfoSchema,
  withdrawAccountsSchema,
  withdrawalOrderSchema,
  withdrawalPageSchema,
  withdrawFeeSchema,
  withdrawSettingsSchema,
} from '../../../src/api/withdraw';

/** The settings exactly as API.md lists them, nothing else. */
const NAMED_SETTINGS = {
  allowWithdraw: true,
  minWithdrawal: 100,
  maxWithdrawal: 50000,
  fixedWithdrawAmounts: [100, 200],
  allowDecimal: false,
  remainingTransactionTimes: 5,
  remainingWithdrawAmount: 100000,
  withdrawPenaltyCharge: 1.5,
  withdrawDateFrom: '09:00',
  withdrawDateTo: '21:30',
  c2cEnabled: true,
  precautionNote: '<p>Note</p>',
};

const CARD = { bankCardId: 'c1', bankName: 'BBVA', cardNumber: '**** 5678', cardHolder: 'Juan Perez', isWithdrawActive: true };
const WALLET = { bankCardId: 'w1', bankName: 'PayPal', cardNumber: 'j***@mail.com', cardHolder: 'Juan Perez', isWithdrawActive: '1' };
const COIN = { bankCardId: 'v1', bankName: 'USDT (TRC20)', cardNumber: 'T9yD…', cardHolder: 'Juan Perez', isWithdrawActive: 0 };

const idsByGroup = (accounts: { groups: readonly { type: string; accounts: readonly { bankCardId: string }[] }[]; other: readonly { bankCardId: string }[] }) => ({
  ...Object.fromEntries(accounts.groups.map((group) => [group.type, group.accounts.map((account) => account.bankCardId)])),
  other: accounts.other.map((account) => account.bankCardId),
});

describe('withdraw settings (API.md fields only)', () => {
  it('reads the named fields and says nothing about a payment password it was not told of (#3)', () => {
    const settings = withdrawSettingsSchema.parse(NAMED_SETTINGS);
    expect(settings).toMatchObject({ allowWithdraw: true, minWithdrawal: 100, maxWithdrawal: 50000, remainingTransactionTimes: 5, withdrawDateFrom: '09:00', withdrawDateTo: '21:30' });
    expect(settings.paymentPasswordSet).toBeUndefined();
    expect(settings.accounts).toBeUndefined();
    expect(withdrawSettingsSchema.parse({ ...NAMED_SETTINGS, paymentPasswordSet: false }).paymentPasswordSet).toBe(false);
    expect(withdrawSettingsSchema.parse({ ...NAMED_SETTINGS, paymentPasswordSet: '1' }).paymentPasswordSet).toBe(true);
    expect(withdrawSettingsSchema.parse({ ...NAMED_SETTINGS, paymentPasswordSet: null }).paymentPasswordSet).toBeUndefined();
  });

  it('reads a missing or null limit as no limit, not 0; numbers may be text (#13)', () => {
    const { maxWithdrawal: _max, remainingTransactionTimes: _times, ...withoutLimits } = NAMED_SETTINGS;
    const missing = withdrawSettingsSchema.parse({ ...withoutLimits, remainingWithdrawAmount: null });
    expect(missing).toMatchObject({ maxWithdrawal: null, remainingTransactionTimes: null, remainingWithdrawAmount: null });
    const text = withdrawSettingsSchema.parse({ ...NAMED_SETTINGS, maxWithdrawal: '2500.50', remainingTransactionTimes: '0', remainingWithdrawAmount: '' });
    expect(text).toMatchObject({ maxWithdrawal: 2500.5, remainingTransactionTimes: 0, remainingWithdrawAmount: null });
  });

  it('reads the hours as "09:00" text or as numbers of the day (#13)', () => {
    expect(withdrawSettingsSchema.parse({ ...NAMED_SETTINGS, withdrawDateFrom: 9, withdrawDateTo: 24 })).toMatchObject({ withdrawDateFrom: '09:00', withdrawDateTo: '24:00' });
    expect(withdrawSettingsSchema.parse({ ...NAMED_SETTINGS, withdrawDateFrom: '9', withdrawDateTo: 17.5 })).toMatchObject({ withdrawDateFrom: '09:00', withdrawDateTo: '17:30' });
    expect(withdrawSettingsSchema.parse({ ...NAMED_SETTINGS, withdrawDateFrom: '08:15:00', withdrawDateTo: null })).toMatchObject({ withdrawDateFrom: '08:15:00', withdrawDateTo: null });
    const { withdrawDateFrom: _from, withdrawDateTo: _to, ...noHours } = NAMED_SETTINGS;
    expect(withdrawSettingsSchema.parse(noHours)).toMatchObject({ withdrawDateFrom: null, withdrawDateTo: null });
  });

  it('reads the accounts when the settings answer carries them (#18), keyed by group or as groups', () => {
    expect(idsByGroup(withdrawSettingsSchema.parse({ ...NAMED_SETTINGS, B: [CARD], E: [WALLET], V: [] }).accounts!)).toEqual({ B: ['c1'], E: ['w1'], V: [], other: [] });
    expect(idsByGroup(withdrawSettingsSchema.parse({ ...NAMED_SETTINGS, withdrawMethods: { B: { accounts: [CARD] } } }).accounts!)).toEqual({ B: ['c1'], other: [] });
    expect(idsByGroup(withdrawSettingsSchema.parse({ ...NAMED_SETTINGS, bankCards: [{ ...CARD, groupType: 'B' }] }).accounts!)).toEqual({ B: ['c1'], other: [] });
  });

  it('ignores fields it does not know and takes null as empty settings', () => {
    expect(withdrawSettingsSchema.parse({ ...NAMED_SETTINGS, somethingNew: { deep: true } })).not.toHaveProperty('somethingNew');
    expect(withdrawSettingsSchema.parse(null)).toMatchObject({ allowWithdraw: false, maxWithdrawal: null, withdrawDateFrom: null });
  });
});

describe('withdraw accounts (#18)', () => {
  it('reads our groups list', () => {
    const accounts = withdrawAccountsSchema.parse({
      groups: [
        { type: 'B', banks: [{ bankCode: 'BBVA', bankName: 'BBVA' }], accounts: [{ ...CARD, groupType: 'B', bankCode: 'BBVA' }] },
        { type: 'E', banks: [], accounts: [] },
      ],
    });
    expect(idsByGroup(accounts)).toEqual({ B: ['c1'], E: [], other: [] });
    expect(accounts.groups[0]?.banks).toEqual([{ bankCode: 'BBVA', bankName: 'BBVA' }]);
    expect(accounts.groups[0]?.accounts[0]).toMatchObject({ groupType: 'B', bankName: 'BBVA', cardNumber: '**** 5678', isWithdrawActive: true });
  });

  it('reads a map keyed by B/E/V, of card lists or of group objects, with the group from the key', () => {
    const accounts = withdrawAccountsSchema.parse({ B: [CARD], E: [WALLET], V: { groupId: 77, cards: [COIN] } });
    expect(idsByGroup(accounts)).toEqual({ B: ['c1'], E: ['w1'], V: ['v1'], other: [] });
    expect(accounts.groups.map((group) => group.accounts.map((account) => account.groupType))).toEqual([['B'], ['E'], ['V']]);
    expect(accounts.groups[2]).toMatchObject({ type: 'V', groupId: '77' });
    expect(accounts.groups[1]?.accounts[0]?.isWithdrawActive).toBe(true);
    expect(accounts.groups[2]?.accounts[0]?.isWithdrawActive).toBe(false);
  });

  it('reads a flat list of cards, bare or under list, grouped by each card\'s group', () => {
    const flat = [{ ...CARD, groupType: 'B' }, { ...WALLET, type: 'E' }, { ...COIN, groupType: 'V' }];
    expect(idsByGroup(withdrawAccountsSchema.parse(flat))).toEqual({ B: ['c1'], E: ['w1'], V: ['v1'], other: [] });
    expect(idsByGroup(withdrawAccountsSchema.parse({ list: flat }))).toEqual({ B: ['c1'], E: ['w1'], V: ['v1'], other: [] });
  });

  it('puts a card of an unknown group (or of none) under OTHER, never under B (#26)', () => {
    const accounts = withdrawAccountsSchema.parse({ B: [CARD], Q: [{ ...CARD, bankCardId: 'q1' }] });
    expect(idsByGroup(accounts)).toEqual({ B: ['c1'], other: ['q1'] });
    expect(accounts.other[0]?.groupType).toBe('OTHER');
    expect(idsByGroup(withdrawAccountsSchema.parse([CARD]))).toEqual({ other: ['c1'] });
    expect(idsByGroup(withdrawAccountsSchema.parse({ groups: [{ type: 'Z', accounts: [CARD] }] }))).toEqual({ other: ['c1'] });
  });

  it('reads null, an empty map or an empty list as no accounts', () => {
    for (const empty of [null, undefined, {}, [], { groups: null }]) expect(withdrawAccountsSchema.parse(empty)).toEqual({ groups: [], other: [] });
  });
});

describe('turnover, records and the confirmation list (#10, #26)', () => {
  const ROW = { gameType: 'LIVE', requiredTurnover: '1000', actualTurnover: 250 };

  it('reads the turnover rows bare or under list, and a status alone', () => {
    expect(turnoverInfoSchema.parse([ROW])).toEqual({ status: '', list: [{ gameType: 'LIVE', requiredTurnover: 1000, actualTurnover: 250 }] });
    expect(turnoverInfoSchema.parse({ status: 'I', list: [ROW] })).toEqual({ status: 'I', list: [{ gameType: 'LIVE', requiredTurnover: 1000, actualTurnover: 250 }] });
    expect(turnoverInfoSchema.parse({ status: 'A' })).toEqual({ status: 'A', list: [] });
    expect(turnoverInfoSchema.parse(null)).toEqual({ status: '', list: [] });
  });

  it('reads the records and the confirmation list bare or under list', () => {
    const order = { orderNo: 'WD1', amount: 500, status: 'PENDING' };
    expect(withdrawalPageSchema.parse([order]).list.map((row) => row.orderNo)).toEqual(['WD1']);
    expect(withdrawalPageSchema.parse({ list: [order], totalCount: 1 })).toMatchObject({ list: [{ orderNo: 'WD1' }], totalCount: 1 });
    expect(paymentConfirmationListSchema.parse([order]).list.map((row) => row.orderNo)).toEqual(['WD1']);
    expect(paymentConfirmationListSchema.parse({ list: [order], confirmationMinutes: 30 })).toMatchObject({ confirmationMinutes: 30 });
    expect(withdrawalPageSchema.parse(null).list).toEqual([]);
  });

  it('reads an unknown withdrawal or part status as OTHER (never PENDING or WAITING)', () => {
    const order = withdrawalOrderSchema.parse({ orderNo: 'WD1', status: 'ON_HOLD', parts: [{ partId: 'p1', status: 'DISPUTED' }, { partId: 'p2', status: 'WAITING' }] });
    expect(order.status).toBe('OTHER');
    expect(order.parts.map((part) => part.status)).toEqual(['OTHER', 'WAITING']);
    expect(withdrawalOrderSchema.parse({ orderNo: 'WD2', status: 'PAYING' }).status).toBe('PAYING');
    expect(withdrawalOrderSchema.parse({ orderNo: 'WD3' }).status).toBe('OTHER');
  });

  it('reads a fee preview with or without a virtual amount (crypto, #30)', () => {
    expect(withdrawFeeSchema.parse({ amount: 500, fee: '7.5', received: 492.5, feeRate: 1.5 }).virtualAmount).toBeUndefined();
    expect(withdrawFeeSchema.parse({ amount: 500, fee: 7.5, received: 492.5, feeRate: 1.5, virtualAmount: '27.35' }).virtualAmount).toBe(27.35);
  });
});

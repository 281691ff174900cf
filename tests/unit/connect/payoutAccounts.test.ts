/** connectPayoutAccounts without React, and the payout accounts chart: the groups, one bind and one unbind per action, refusals at their field. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BindAccountPayload } from '../../../src/api';
import { connectPayoutAccounts } from '../../../machines/withdraw/payoutAccounts.connect';
import { payoutAccountsMachine, type PayoutAccountsContext } from '../../../machines/withdraw/payoutAccounts.machine';
import { CARD, GROUPS, WALLET } from '../../paths/models/security-samples';

const base: PayoutAccountsContext = { groups: GROUPS, failureKey: null, failureText: null, addingGroup: null, selectedId: null, errorKey: null, errorText: null, errorField: null, notice: null };
const at = (value: Parameters<typeof payoutAccountsMachine.resolveState>[0]['value'], context: Partial<PayoutAccountsContext> = {}) =>
  payoutAccountsMachine.resolveState({ value, context: { ...base, ...context } });

const PAYPAL: BindAccountPayload = { groupType: 'E', bankCode: 'PAYPAL', cardNumber: 'juan.perez@example.com', cardHolder: 'Juan Perez' };

describe('connectPayoutAccounts', () => {
  it('says loading, failed with a retry, or lists the groups', () => {
    expect(connectPayoutAccounts(at('loading', { groups: [] }), vi.fn())).toMatchObject({ status: 'loading', groups: [] });
    expect(connectPayoutAccounts(at('failure', { groups: [], failureKey: 'errors:networkAbnormal' }), vi.fn())).toMatchObject({ status: 'failed', failureKey: 'errors:networkAbnormal' });
    expect(connectPayoutAccounts(at({ ready: 'idle' }), vi.fn())).toMatchObject({ status: 'ready', groups: GROUPS, adding: null, confirmingRemove: null });
  });

  it('shows the add form (also while binding) and a refusal at its field', () => {
    expect(connectPayoutAccounts(at({ ready: 'adding' }, { addingGroup: 'E' }), vi.fn())).toMatchObject({ adding: 'E', binding: false });
    expect(connectPayoutAccounts(at({ ready: 'binding' }, { addingGroup: 'E' }), vi.fn())).toMatchObject({ adding: 'E', binding: true, error: null });
    expect(connectPayoutAccounts(at({ ready: 'adding' }, { addingGroup: 'B', errorKey: 'errors:bankCardHolderMismatch', errorField: 'cardHolder' }), vi.fn()).error).toEqual({
      key: 'errors:bankCardHolderMismatch',
      text: null,
      field: 'cardHolder',
    });
  });

  it('names the account the remove dialog asks about', () => {
    expect(connectPayoutAccounts(at({ ready: 'confirming' }, { selectedId: CARD.bankCardId }), vi.fn())).toMatchObject({ confirmingRemove: CARD, removing: false });
    expect(connectPayoutAccounts(at({ ready: 'removing' }, { selectedId: CARD.bankCardId }), vi.fn())).toMatchObject({ confirmingRemove: CARD, removing: true });
  });

  it('sends its intents', () => {
    const send = vi.fn();
    const api = connectPayoutAccounts(at({ ready: 'idle' }), send);
    api.retry();
    api.add('V');
    api.bind(PAYPAL);
    api.askRemove(CARD.bankCardId);
    api.confirmRemove();
    api.cancel();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'RETRY' },
      { type: 'ADD', group: 'V' },
      { type: 'BIND', request: PAYPAL },
      { type: 'ASK_REMOVE', id: CARD.bankCardId },
      { type: 'CONFIRM' },
      { type: 'CANCEL' },
    ]);
  });
});

describe('payoutAccounts chart', () => {
  /** `lists`: the accounts each load reads, in turn (GROUPS when none are left). */
  const start = (bind: () => Promise<typeof WALLET | null>, unbind: () => Promise<unknown> = async () => ({}), lists: (typeof GROUPS)[] = []) => {
    const bindAccount = vi.fn(bind);
    const unbindAccount = vi.fn(unbind);
    const loadAccounts = vi.fn(async () => lists.shift() ?? GROUPS);
    const actor = createActor(
      payoutAccountsMachine.provide({ actors: { loadAccounts: fromPromise(loadAccounts), bindAccount: fromPromise(bindAccount), unbindAccount: fromPromise(unbindAccount) } }),
    ).start();
    return { actor, bindAccount, unbindAccount, loadAccounts };
  };

  // API.md does not describe the bind's answer; bound, but answered null or without the account
  it('a bind answered without the account reads the accounts again and shows the one bound', async () => {
    const withWallet = GROUPS.map((group) => (group.type === 'E' ? { ...group, accounts: [WALLET] } : group));
    const { actor, loadAccounts } = start(async () => null, undefined, [GROUPS, withWallet]);
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    actor.send({ type: 'ADD', group: 'E' });
    actor.send({ type: 'BIND', request: PAYPAL });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready') && loadAccounts.mock.calls.length === 2);
    const view = connectPayoutAccounts(actor.getSnapshot(), vi.fn());
    expect(view).toMatchObject({ adding: null, notice: 'added' });
    expect(view.groups.find((group) => group.type === 'E')?.accounts).toEqual([WALLET]);
  });

  it('binds once per double click and lists the new account in its group', async () => {
    let release: (account: typeof WALLET) => void = () => {};
    const { actor, bindAccount } = start(() => new Promise((resolve) => (release = resolve)));
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    actor.send({ type: 'ADD', group: 'E' });
    actor.send({ type: 'BIND', request: PAYPAL });
    actor.send({ type: 'BIND', request: PAYPAL });
    release(WALLET);
    await waitFor(actor, (snapshot) => snapshot.context.notice === 'added');
    expect(bindAccount).toHaveBeenCalledTimes(1);
    expect(connectPayoutAccounts(actor.getSnapshot(), vi.fn()).groups.find((group) => group.type === 'E')?.accounts).toEqual([WALLET]);
  });

  it('removes only after the confirmation, once, and keeps the account when cancelled', async () => {
    const { actor, unbindAccount } = start(async () => WALLET);
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    actor.send({ type: 'ASK_REMOVE', id: CARD.bankCardId });
    actor.send({ type: 'CANCEL' });
    expect(unbindAccount).not.toHaveBeenCalled();
    actor.send({ type: 'ASK_REMOVE', id: 'not-mine' });
    expect(connectPayoutAccounts(actor.getSnapshot(), vi.fn()).confirmingRemove).toBeNull();
    actor.send({ type: 'ASK_REMOVE', id: CARD.bankCardId });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.context.notice === 'removed');
    expect(unbindAccount).toHaveBeenCalledTimes(1);
    expect(connectPayoutAccounts(actor.getSnapshot(), vi.fn()).groups.flatMap((group) => group.accounts)).toEqual([]);
  });

  it('keeps the form open with the refusal at its field', async () => {
    const { actor } = start(async () => {
      throw Object.assign(new Error('refused'), { messageKey: 'errors:bankCardHolderMismatch', errorCode: 'bank.card.holder.mismatch', value: { field: 'cardHolder' } });
    });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    actor.send({ type: 'ADD', group: 'E' });
    actor.send({ type: 'BIND', request: PAYPAL });
    await waitFor(actor, (snapshot) => snapshot.context.errorKey !== null);
    expect(connectPayoutAccounts(actor.getSnapshot(), vi.fn())).toMatchObject({ adding: 'E', error: { field: 'cardHolder' } });
  });
});

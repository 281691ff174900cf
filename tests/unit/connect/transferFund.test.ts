/** connectTransferFund without React, and the chart's rules: amount checks, one transfer at a time. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Balance } from '../../../src/api';
import { connectTransferFund } from '../../../machines/wallet/transferFund.connect';
import { transferFundMachine, type TransferFundContext, type TransferFundLoad, type WalletTransferCall, type WalletTransferRequest } from '../../../machines/wallet/transferFund.machine';

const wallets = (main: number, pg: number): Balance => ({
  sumBalance: main + pg + 35,
  currencySymbol: '$',
  balance: [
    { accountTypeId: '1', accountTypeName: 'MAIN', availBalance: main },
    { accountTypeId: '2', accountTypeName: 'BONUS', availBalance: 35 },
    { accountTypeId: '11', accountTypeName: 'PG', availBalance: pg },
  ],
});
const base: TransferFundContext = { consolidatedWanted: false, balance: wallets(100, 0), consolidated: null, failureKey: null, errorKey: null, errorText: null, amountErrorKey: null, pending: null, notice: null, amount: '', intent: null, retryable: null, lostAnswer: null };
const at = (value: 'loading' | 'loadFailed' | 'single' | 'ready' | 'refreshing' | 'transferring' | 'recalling', context: Partial<TransferFundContext> = {}) =>
  transferFundMachine.resolveState({ value, context: { ...base, ...context } });

describe('connectTransferFund', () => {
  it('lists the wallets, main first, the bonus wallet not transferable', () => {
    const api = connectTransferFund(at('ready'), vi.fn());
    expect(api).toMatchObject({ status: 'ready', busy: false, sumBalance: 135 });
    expect(api.wallets.map((wallet) => [wallet.name, wallet.main, wallet.transferable])).toEqual([['MAIN', true, true], ['BONUS', false, false], ['PG', false, true]]);
  });

  it('is busy while a transfer or the recall runs', () => {
    expect(connectTransferFund(at('transferring'), vi.fn())).toMatchObject({ status: 'ready', busy: true });
    expect(connectTransferFund(at('recalling'), vi.fn())).toMatchObject({ status: 'ready', busy: true });
  });

  it('keeps the form while the wallets are read again, marked as refreshing, not busy', () => {
    expect(connectTransferFund(at('refreshing'), vi.fn())).toMatchObject({ status: 'ready', busy: false, refreshing: true });
    expect(connectTransferFund(at('ready'), vi.fn()).refreshing).toBe(false);
  });

  it('says single-wallet, and a failed load with its retry', () => {
    expect(connectTransferFund(at('single'), vi.fn()).status).toBe('single');
    const send = vi.fn();
    const failed = connectTransferFund(at('loadFailed', { failureKey: 'errors:timeout' }), send);
    expect(failed).toMatchObject({ status: 'failed', failureKey: 'errors:timeout' });
    failed.retry();
    expect(send).toHaveBeenCalledWith({ type: 'RETRY' });
  });

  it('sends the intents', () => {
    const send = vi.fn();
    const api = connectTransferFund(at('ready'), send);
    api.setAmount('10');
    api.transfer('1', '11', '10');
    api.recallAll();
    api.refresh();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'SET_AMOUNT', amount: '10' }, { type: 'TRANSFER', from: '1', to: '11', amount: '10' }, { type: 'RECALL' }, { type: 'REFRESH' }]);
  });
});

describe('the transfer chart', () => {
  function run(loads: (() => Promise<TransferFundLoad>)[] = []) {
    const sent: WalletTransferRequest[] = [];
    let answer: (balance: Balance) => void = () => {};
    const actor = createActor(
      transferFundMachine.provide({
        actors: {
          loadWallets: fromPromise(async (): Promise<TransferFundLoad> => (loads.shift() ?? (async () => ({ isSingle: false, balance: wallets(100, 0), consolidated: null })))()),
          transfer: fromPromise(({ input }: { input: WalletTransferCall }) => {
            const { idempotencyKey: _key, ...request } = input;
            sent.push(request);
            return new Promise<Balance>((resolve) => (answer = resolve));
          }),
          recall: fromPromise(async () => wallets(100, 0)),
        },
      }),
      { input: { consolidated: false } },
    ).start();
    return { actor, sent, answer: (balance: Balance) => answer(balance) };
  }

  it('refuses bad amounts at the field without a call', async () => {
    const { actor, sent } = run();
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true));
    const errorFor = (amount: string, from = '1', to = '11') => {
      actor.send({ type: 'TRANSFER', from, to, amount });
      return actor.getSnapshot().context.amountErrorKey;
    };
    expect(errorFor('')).toBe('ledger:amount.required');
    expect(errorFor('abc')).toBe('ledger:amount.invalid');
    expect(errorFor('1.234')).toBe('ledger:amount.decimals');
    expect(errorFor('0')).toBe('ledger:amount.positive');
    expect(errorFor('100.01')).toBe('ledger:amount.tooMuch');
    expect(errorFor('5', '11', '1')).toBe('ledger:amount.tooMuch');
    expect(errorFor('5', '1', '2')).toBe('ledger:transfer.pickWallets');
    expect(sent).toEqual([]);
  });

  it('transfers once on a double submit, then shows the new balances', async () => {
    const { actor, sent, answer } = run();
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true));
    actor.send({ type: 'TRANSFER', from: '1', to: '11', amount: '40,5' });
    actor.send({ type: 'TRANSFER', from: '1', to: '11', amount: '40,5' });
    actor.send({ type: 'RECALL' });
    expect(sent).toEqual([{ from: '1', to: '11', amount: 40.5 }]);
    answer(wallets(59.5, 40.5));
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));
    const api = connectTransferFund(actor.getSnapshot(), vi.fn());
    expect(api.notice).toEqual({ kind: 'transferred', from: '1', to: '11', amount: 40.5 });
    expect(api.wallets.find((wallet) => wallet.name === 'PG')?.balance).toBe(40.5);
  });

  it('keeps the amount typed, also while a transfer runs, and empties it once the transfer is done (a second click is then refused at the field)', async () => {
    const { actor, sent, answer } = run();
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true));
    actor.send({ type: 'SET_AMOUNT', amount: '25' });
    expect(connectTransferFund(actor.getSnapshot(), vi.fn()).amount).toBe('25');
    actor.send({ type: 'TRANSFER', from: '1', to: '11', amount: '25' });
    // typed on while the transfer runs: kept until it is done
    actor.send({ type: 'SET_AMOUNT', amount: '26' });
    expect(connectTransferFund(actor.getSnapshot(), vi.fn())).toMatchObject({ busy: true, amount: '26' });
    answer(wallets(75, 25));
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));
    const api = connectTransferFund(actor.getSnapshot(), (event) => actor.send(event));
    expect(api.amount).toBe('');
    api.transfer('1', '11', api.amount);
    expect(connectTransferFund(actor.getSnapshot(), vi.fn()).amountErrorKey).toBe('ledger:amount.required');
    expect(sent).toEqual([{ from: '1', to: '11', amount: 25 }]);
  });

  it('keeps the amount typed when a transfer fails', async () => {
    const { actor } = run();
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true));
    actor.send({ type: 'SET_AMOUNT', amount: '500' });
    actor.send({ type: 'TRANSFER', from: '1', to: '11', amount: '500' });
    expect(connectTransferFund(actor.getSnapshot(), vi.fn())).toMatchObject({ amount: '500', amountErrorKey: 'ledger:amount.tooMuch' });
  });

  it('reads the wallets again behind the form: new balances, or the old ones and a message when the read fails', async () => {
    const { actor } = run([
      async () => ({ isSingle: false, balance: wallets(100, 0), consolidated: null }),
      async () => ({ isSingle: false, balance: wallets(250, 0), consolidated: null }),
      async () => Promise.reject(Object.assign(new Error('busy'), { kind: 'envelope', errorCode: '#727', messageKey: 'errors:systemBusy' })),
    ]);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    expect(connectTransferFund(actor.getSnapshot(), vi.fn()).wallets[0]?.balance).toBe(250);
    actor.send({ type: 'REFRESH' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    const api = connectTransferFund(actor.getSnapshot(), vi.fn());
    expect(api.wallets[0]?.balance).toBe(250);
    expect(api.errorKey).not.toBeNull();
  });

  it('takes a transfer while the wallets are read again (the transfer answers with the new balance)', async () => {
    const { actor, sent, answer } = run([async () => ({ isSingle: false, balance: wallets(100, 0), consolidated: null }), () => new Promise<TransferFundLoad>(() => undefined)]);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'TRANSFER', from: '1', to: '11', amount: '10' });
    expect(actor.getSnapshot().matches('transferring')).toBe(true);
    expect(sent).toEqual([{ from: '1', to: '11', amount: 10 }]);
    answer(wallets(90, 10));
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    expect(connectTransferFund(actor.getSnapshot(), vi.fn()).wallets.find((wallet) => wallet.name === 'PG')?.balance).toBe(10);
  });

  it('says there is nothing to bring back when the game wallets are empty', async () => {
    const { actor } = run();
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true));
    actor.send({ type: 'RECALL' });
    expect(connectTransferFund(actor.getSnapshot(), vi.fn()).errorKey).toBe('ledger:transfer.nothingToRecall');
  });
});

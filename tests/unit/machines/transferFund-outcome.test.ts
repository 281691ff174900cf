/**
 * A wallet transfer whose answer is lost: the chart checks the wallets instead of saying
 * "failed", tells the truth, and a retry of the same transfer carries the same key.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Balance } from '../../../src/api';
import { connectTransferFund } from '../../../machines/wallet/transferFund.connect';
import { readWalletTransfer, transferFundMachine, type TransferFundLoad, type WalletTransferCall, type WalletTransferIntent } from '../../../machines/wallet/transferFund.machine';
import { outcomeCheckMachine, OUTCOME_CHECK_DELAYS_MS, type OutcomeReading } from '../../../machines/outcome';
import { mainAndPg } from '../../paths/models/ledger-samples';

const wallets = (main: number, pg: number): Balance => mainAndPg(main, pg);
const lost = (kind: 'network' | 'timeout' | 'http' | 'parse', httpStatus: number | null = null) =>
  Object.assign(new Error('lost'), { kind, httpStatus, messageKey: kind === 'timeout' ? 'errors:timeout' : 'errors:networkAbnormal' });
const refused = () => Object.assign(new Error('refused'), { kind: 'envelope', httpStatus: 200, errorCode: 'balance.insufficient', messageKey: 'errors:balanceInsufficient' });

/** The chart with a platform whose wallets are `platform` (the transfer may change them and still fail). */
function run(options: { transfer: (call: WalletTransferCall, platform: { wallets: Balance }) => Promise<Balance>; pending?: WalletTransferIntent | null; start?: Balance }) {
  const platform = { wallets: options.start ?? wallets(100, 0) };
  const calls: WalletTransferCall[] = [];
  const kept: (WalletTransferIntent | null)[] = [];
  let forgotten = 0;
  const readings: OutcomeReading<unknown>[] = [];
  const actor = createActor(
    transferFundMachine.provide({
      actors: {
        loadWallets: fromPromise(async (): Promise<TransferFundLoad> => ({ isSingle: false, balance: platform.wallets, consolidated: null, pendingTransfer: options.pending ?? null })),
        transfer: fromPromise(({ input }: { input: WalletTransferCall }) => {
          calls.push(input);
          return options.transfer(input, platform);
        }),
        recall: fromPromise(async () => platform.wallets),
        checkOutcome: outcomeCheckMachine.provide({
          actors: {
            verify: fromPromise(async ({ input }: { input: unknown }): Promise<OutcomeReading<unknown>> => {
              const reading = readWalletTransfer(input as WalletTransferIntent, platform.wallets);
              readings.push(reading);
              return reading;
            }),
          },
        }),
      },
      actions: {
        keepIntent: ({ context }) => void kept.push(context.intent),
        forgetIntent: () => void (forgotten += 1),
      },
    }),
    { input: { consolidated: false } },
  ).start();
  const view = () => connectTransferFund(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, platform, calls, kept, readings, view, forgotten: () => forgotten };
}

const applyThen = (error: Error) => async (call: WalletTransferCall, platform: { wallets: Balance }) => {
  platform.wallets = wallets(100 - call.amount, call.amount);
  throw error;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const allReadings = () => vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) + 100);

describe('a transfer whose answer is lost', () => {
  it.each([
    ['a dropped connection', lost('network')],
    ['a timeout', lost('timeout')],
    ['a 502 from a gateway', lost('http', 502)],
    // `success: true` with a value the adapter cannot read was applied all the same
    ['an answer (HTTP 200) the adapter could not read', lost('parse', 200)],
  ])('after %s that the platform applied, says it is done and moved once', async (_, error) => {
    const { actor, calls, view, kept, forgotten } = run({ transfer: applyThen(error) });
    await vi.waitFor(() => expect(view().status).toBe('ready'));
    view().transfer('1', '11', '40');
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    // the form holds: a second press sends nothing
    expect(view().busy).toBe(true);
    view().transfer('1', '11', '40');
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, busy: false, errorKey: null, notice: { kind: 'transferred', amount: 40, from: '1', to: '11' } });
    expect(view().wallets.find((wallet) => wallet.name === 'PG')?.balance).toBe(40);
    expect(calls).toHaveLength(1);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.key).toBe(calls[0]?.idempotencyKey);
    expect(forgotten()).toBe(1);
    actor.stop();
  });

  it('not applied (read twice): shows the failure, and the same transfer again carries the same key', async () => {
    let attempt = 0;
    const { calls, view, readings } = run({
      transfer: async (call, platform) => {
        attempt += 1;
        if (attempt === 1) throw lost('http', 500);
        platform.wallets = wallets(100 - call.amount, call.amount);
        return platform.wallets;
      },
    });
    await vi.waitFor(() => expect(view().status).toBe('ready'));
    view().transfer('1', '11', '25');
    await allReadings();
    expect(readings.map((reading) => reading.kind)).toEqual(['notApplied', 'notApplied']);
    expect(view()).toMatchObject({ outcome: null, busy: false, errorKey: 'errors:networkAbnormal', notice: null });
    view().transfer('1', '11', '25');
    await vi.waitFor(() => expect(view().notice).toMatchObject({ kind: 'transferred', amount: 25 }));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
    // a different transfer is a new intent with a new key
    view().transfer('1', '11', '5');
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
  });

  it('a refusal the platform answered is a failure at once, with no check, and the next try gets a new key', async () => {
    let attempt = 0;
    const { calls, view, readings, forgotten } = run({
      transfer: async (_, platform) => {
        attempt += 1;
        if (attempt === 1) throw refused();
        return platform.wallets;
      },
    });
    await vi.waitFor(() => expect(view().status).toBe('ready'));
    view().transfer('1', '11', '25');
    await vi.waitFor(() => expect(view().errorKey).toBe('errors:balanceInsufficient'));
    expect(view().outcome).toBeNull();
    expect(readings).toEqual([]);
    expect(forgotten()).toBe(1);
    view().transfer('1', '11', '25');
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
  });

  it('when the wallets never tell (something else moved them), says so, holds the form and checks again on request', async () => {
    const { calls, view, platform, readings } = run({
      transfer: async (_, platform) => {
        platform.wallets = wallets(93, 0); // a bet, not the transfer
        throw lost('network');
      },
    });
    await vi.waitFor(() => expect(view().status).toBe('ready'));
    view().transfer('1', '11', '40');
    await allReadings();
    expect(readings).toHaveLength(OUTCOME_CHECK_DELAYS_MS.length);
    expect(view()).toMatchObject({ outcome: 'unknown', busy: true, notice: null });
    view().transfer('1', '11', '40');
    expect(calls).toHaveLength(1);
    // the transfer shows up after all: checking again finds it
    platform.wallets = wallets(60, 40);
    view().checkAgain();
    expect(view().outcome).toBe('checking');
    await vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS[0]! + 10);
    expect(view()).toMatchObject({ outcome: null, notice: { kind: 'transferred', amount: 40 } });
  });

  it('a transfer kept from before a reload is checked first, not offered again', async () => {
    const pending: WalletTransferIntent = { key: 'key-before-reload', request: { from: '1', to: '11', amount: 30 }, sentAt: 0, before: { from: 100, to: 0 } };
    const { calls, view } = run({ transfer: async (_, platform) => platform.wallets, pending, start: wallets(70, 30) });
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, notice: { kind: 'transferred', amount: 30, from: '1', to: '11' } });
    expect(calls).toEqual([]);
  });
});

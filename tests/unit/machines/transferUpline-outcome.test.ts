/**
 * Money sent to the upline or a downline whose answer is lost: the chart reads the main
 * balance against the one read just before the send instead of saying "failed", tells the truth,
 * and a retry of the same send carries the same key. Payment passwords of the wrong shape never
 * reach a call.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AccountTransfer, Balance, TransferTargets } from '../../../src/api';
import { connectTransferUpline } from '../../../machines/agent/transferUpline.connect';
import {
  mainBalanceOf,
  readAccountTransfer,
  transferUplineMachine,
  UPLINE,
  type AccountTransferCall,
  type AccountTransferIntent,
  type TransferUplineInput,
  type TransferUplineLoad,
} from '../../../machines/agent/transferUpline.machine';
import { outcomeCheckMachine, OUTCOME_CHECK_DELAYS_MS, type OutcomeReading } from '../../../machines/outcome';

const wallets = (main: number): Balance => ({ sumBalance: main + 5, currencySymbol: '$', balance: [{ accountTypeId: '1', accountTypeName: 'MAIN', availBalance: main }, { accountTypeId: '2', accountTypeName: 'BONUS', availBalance: 5 }] });
const targets: TransferTargets = {
  upline: { username: 'agent02', nickname: 'Agent Two' },
  downlines: [{ username: 'agent41', nickname: '' }],
  hasPaymentPassword: true,
  balance: 105,
  mainBalance: 100,
};
const lost = (kind: 'network' | 'timeout' | 'http', httpStatus: number | null = null) =>
  Object.assign(new Error('lost'), { kind, httpStatus, messageKey: kind === 'timeout' ? 'errors:timeout' : 'errors:networkAbnormal' });
const refused = () => Object.assign(new Error('refused'), { kind: 'envelope', httpStatus: 200, errorCode: 'invalid.payment.pw', messageKey: 'errors:paymentPasswordInvalid' });
const answer = (call: AccountTransferCall, main: number): AccountTransfer => ({ orderNo: 'TRF-9', amount: call.amount, recipient: call.recipient === UPLINE ? 'agent02' : call.recipient, ...wallets(main) });

type Platform = { main: number };

/** The chart with a platform whose main wallet is `platform.main` (a send may change it and still fail). */
function run(options: { send: (call: AccountTransferCall, platform: Platform) => Promise<AccountTransfer>; pending?: readonly AccountTransferIntent[]; start?: number; input?: TransferUplineInput }) {
  const platform: Platform = { main: options.start ?? 100 };
  const calls: AccountTransferCall[] = [];
  const kept: (AccountTransferIntent | null)[] = [];
  const forgotten: (AccountTransferIntent | null)[] = [];
  const readings: OutcomeReading<unknown>[] = [];
  const actor = createActor(
    transferUplineMachine.provide({
      actors: {
        loadTargets: fromPromise(async (): Promise<TransferUplineLoad> => ({ ...targets, mainBalance: platform.main, pending: options.pending ?? [] })),
        readBalance: fromPromise(async (): Promise<number | null> => mainBalanceOf(wallets(platform.main))),
        send: fromPromise(({ input }: { input: AccountTransferCall }) => {
          calls.push(input);
          return options.send(input, platform);
        }),
        checkOutcome: outcomeCheckMachine.provide({
          actors: {
            verify: fromPromise(async ({ input }: { input: unknown }): Promise<OutcomeReading<unknown>> => {
              const reading = readAccountTransfer(input as AccountTransferIntent, wallets(platform.main));
              readings.push(reading);
              return reading;
            }),
          },
        }),
      },
      actions: {
        keepIntent: ({ context }) => void kept.push(context.intent),
        forgetIntent: ({ context }) => void forgotten.push(context.intent),
      },
    }),
    { input: options.input ?? {} },
  ).start();
  const view = () => connectTransferUpline(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, platform, calls, kept, forgotten, readings, view };
}

const applyThen = (error: Error) => async (call: AccountTransferCall, platform: Platform) => {
  platform.main -= call.amount;
  throw error;
};
const toUpline = { recipient: UPLINE, amount: '40', password: '246810', remark: '' };
const ready = (view: () => ReturnType<typeof connectTransferUpline>) => vi.waitFor(() => expect(view()).toMatchObject({ status: 'editing', busy: false }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const allReadings = () => vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) + 100);

describe('a transfer to another account whose answer is lost', () => {
  it.each([
    ['a dropped connection', lost('network')],
    ['a timeout', lost('timeout')],
    ['a 502 from a gateway', lost('http', 502)],
  ])('after %s that the platform applied, says it is sent and sent it once', async (_, error) => {
    const { actor, calls, view, kept, forgotten, platform } = run({ send: applyThen(error) });
    await ready(view);
    view().submit(toUpline);
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ status: 'editing', busy: true, unconfirmed: { recipient: 'agent02', amount: 40, remark: '' }, errorKey: null });
    // the form holds: a second press sends nothing
    view().submit(toUpline);
    await allReadings();
    expect(view()).toMatchObject({ status: 'sent', outcome: null, busy: false, errorKey: null, sent: { orderNo: '', amount: 40, recipient: 'agent02' } });
    expect(platform.main).toBe(60);
    expect(calls).toHaveLength(1);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ key: calls[0]?.idempotencyKey, request: { recipient: UPLINE, amount: 40, remark: '' }, before: 100 });
    // the password is never part of what is kept for the tab
    expect(JSON.stringify(kept)).not.toContain('246810');
    expect(forgotten.map((intent) => intent?.key)).toEqual([calls[0]?.idempotencyKey]);
    expect(actor.getSnapshot().context.password).toBeNull();
    actor.stop();
  });

  it('not applied (read twice): shows the failure, and the same send again carries the same key', async () => {
    let attempt = 0;
    const { calls, view, readings, platform } = run({
      send: async (call, platform) => {
        attempt += 1;
        if (attempt === 1) throw lost('http', 500);
        platform.main -= call.amount;
        return answer(call, platform.main);
      },
    });
    await ready(view);
    view().submit(toUpline);
    await allReadings();
    expect(readings.map((reading) => reading.kind)).toEqual(['notApplied', 'notApplied']);
    expect(view()).toMatchObject({ status: 'editing', outcome: null, busy: false, errorKey: 'errors:networkAbnormal', sent: null });
    view().submit(toUpline);
    await vi.waitFor(() => expect(view()).toMatchObject({ status: 'sent', sent: { orderNo: 'TRF-9', amount: 40 } }));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
    expect(platform.main).toBe(60);
  });

  it('a different send after a not-done check is a new intent with a new key', async () => {
    let attempt = 0;
    const { calls, view } = run({
      send: async (call, platform) => {
        attempt += 1;
        if (attempt === 1) throw lost('network');
        return answer(call, platform.main);
      },
    });
    await ready(view);
    view().submit(toUpline);
    await allReadings();
    view().submit({ ...toUpline, amount: '30' });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
  });

  it('a refusal the platform answered is a failure at once, at its field, with no check; the next try gets a new key', async () => {
    let attempt = 0;
    const { calls, view, readings, forgotten } = run({
      send: async (call, platform) => {
        attempt += 1;
        if (attempt === 1) throw refused();
        return answer(call, platform.main);
      },
    });
    await ready(view);
    view().submit({ ...toUpline, password: '000000' });
    await vi.waitFor(() => expect(view().fieldErrors).toEqual({ password: 'errors:paymentPasswordInvalid' }));
    expect(view().outcome).toBeNull();
    expect(readings).toEqual([]);
    expect(forgotten).toHaveLength(1);
    view().submit(toUpline);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
  });

  it('when the balance never tells (a bet moved it), says so, holds the form and checks again on request', async () => {
    const { calls, view, platform, readings } = run({
      send: async (_, platform) => {
        platform.main -= 7; // a bet, not the transfer
        throw lost('network');
      },
    });
    await ready(view);
    view().submit(toUpline);
    await allReadings();
    expect(readings).toHaveLength(OUTCOME_CHECK_DELAYS_MS.length);
    expect(view()).toMatchObject({ status: 'editing', outcome: 'unknown', busy: true, sent: null, errorKey: null });
    view().submit(toUpline);
    expect(calls).toHaveLength(1);
    // the transfer shows up after all (the bet was settled back): checking again finds it
    platform.main = 60;
    view().checkAgain();
    expect(view().outcome).toBe('checking');
    await vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS[0]! + 10);
    expect(view()).toMatchObject({ status: 'sent', outcome: null, sent: { amount: 40, recipient: 'agent02' } });
  });

  it('a send to a downline kept from before a reload is checked first in that downline flow, not offered again', async () => {
    const pending: AccountTransferIntent = { key: 'key-before-reload', request: { recipient: 'agent41', amount: 30, remark: 'rent' }, sentAt: 0, before: 100 };
    const { calls, view } = run({ send: async (call, platform) => answer(call, platform.main), pending: [pending], start: 70, input: { downline: 'agent41' } });
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view().unconfirmed).toEqual({ recipient: 'agent41', amount: 30, remark: 'rent' });
    await allReadings();
    expect(view()).toMatchObject({ status: 'sent', outcome: null, sent: { orderNo: '', amount: 30, recipient: 'agent41' } });
    expect(calls).toEqual([]);
  });

  it('the upline page resumes the upline send, not found done: the failure, then the same key', async () => {
    const pending: AccountTransferIntent = { key: 'key-before-reload', request: { recipient: UPLINE, amount: 40, remark: '' }, sentAt: 0, before: 100 };
    const { calls, view } = run({ send: async (call, platform) => answer(call, platform.main), pending: [pending] });
    await allReadings();
    expect(view()).toMatchObject({ status: 'editing', outcome: null, errorKey: 'errors:networkAbnormal' });
    view().submit(toUpline);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.idempotencyKey).toBe('key-before-reload');
  });
});

describe('the payment password is checked before any call', () => {
  it.each([
    ['letters', 'abcdef'],
    ['three digits', '123'],
    ['an emoji', '12345😀'],
    ['seven digits', '1234567'],
    ['10,000 characters', '1'.repeat(10_000)],
  ])('%s: refused at its field with the format message, nothing sent', async (_, password) => {
    const { calls, view, kept } = run({ send: async (call, platform) => answer(call, platform.main) });
    await ready(view);
    view().submit({ ...toUpline, password });
    expect(view()).toMatchObject({ status: 'editing', busy: false, fieldErrors: { password: 'ledger:upline.passwordFormat' } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual([]);
    expect(kept).toEqual([]);
  });

  it('six digits go', async () => {
    const { calls, view } = run({ send: async (call, platform) => answer(call, platform.main) });
    await ready(view);
    view().submit({ ...toUpline, recipient: 'agent41', password: '246810' });
    await vi.waitFor(() => expect(view().status).toBe('sent'));
    expect(calls).toMatchObject([{ recipient: 'agent41', amount: 40, password: '246810' }]);
  });
});

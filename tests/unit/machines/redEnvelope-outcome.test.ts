/**
 * A red envelope whose opening's answer is lost: the chart reads the records and the
 * envelope waiting instead of saying "failed", tells the truth (the amount won, or the failure),
 * and opening the same envelope again carries the same key.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TransactionRecordRow } from '../../../src/api';
import type { RedEnvelope, RedEnvelopeOpened } from '../../../src/api/missions';
import { connectRedEnvelope } from '../../../machines/rewards/redEnvelope.connect';
import { readEnvelopeOpening, redEnvelopeMachine, type EnvelopeOpenCall, type RedEnvelopeIntent } from '../../../machines/rewards/redEnvelope.machine';
import { outcomeCheckMachine, OUTCOME_CHECK_DELAYS_MS, type OutcomeReading } from '../../../machines/outcome';

const NOW = Date.parse('2026-11-24T17:00:00Z');
const ENVELOPE: RedEnvelope = { envelopeId: 'ENV-1', expiresTime: '2026-11-24T17:30:00.000Z', expiresInMs: 30 * 60_000 };

const lost = (kind: 'network' | 'timeout' | 'http', httpStatus: number | null = null) =>
  Object.assign(new Error('lost'), { kind, httpStatus, messageKey: kind === 'timeout' ? 'errors:timeout' : 'errors:networkAbnormal' });
const answered = () => Object.assign(new Error('refused'), { kind: 'envelope', httpStatus: 200, errorCode: 'fault.never.mapped', messageKey: 'errors:unknown' });

/** The platform the chart talks to: the envelope waiting and the member's transaction record. */
interface Platform {
  waiting: RedEnvelope | null;
  rows: TransactionRecordRow[];
}

const credit = (envelopeId: string, amount: number): TransactionRecordRow => ({
  txId: `tx-${envelopeId}`,
  txTypeName: 'dividend',
  remark: 'red envelope',
  orderNo: envelopeId,
  txTimeInTimestamp: Date.now(),
  currentAvailBalance: 100 + amount,
  amount,
});

/** Opens the waiting envelope on the platform (its credit recorded), as the real one does. */
function openOn(platform: Platform, call: EnvelopeOpenCall): RedEnvelopeOpened {
  platform.waiting = null;
  platform.rows.unshift(credit(call.envelopeId, 8.88));
  return { envelopeId: call.envelopeId, amount: 8.88, openedTime: new Date().toISOString() };
}

function run(options: { open: (call: EnvelopeOpenCall, platform: Platform) => Promise<RedEnvelopeOpened>; pending?: RedEnvelopeIntent | null; waiting?: RedEnvelope | null; rows?: TransactionRecordRow[] }) {
  const platform: Platform = { waiting: options.waiting === undefined ? ENVELOPE : options.waiting, rows: options.rows ?? [] };
  const calls: EnvelopeOpenCall[] = [];
  const kept: (RedEnvelopeIntent | null)[] = [];
  let forgotten = 0;
  const readings: OutcomeReading<unknown>[] = [];
  const actor = createActor(
    redEnvelopeMachine.provide({
      actors: {
        resumeOpening: fromPromise(async () => options.pending ?? null),
        checkEnvelope: fromPromise(async () => platform.waiting),
        openEnvelope: fromPromise(({ input }: { input: EnvelopeOpenCall }) => {
          calls.push(input);
          return options.open(input, platform);
        }),
        checkOutcome: outcomeCheckMachine.provide({
          actors: {
            verify: fromPromise(async ({ input }: { input: unknown }): Promise<OutcomeReading<unknown>> => {
              const reading = readEnvelopeOpening(input as RedEnvelopeIntent, platform.waiting, platform.rows, Date.now());
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
  ).start();
  const view = () => connectRedEnvelope(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, platform, calls, kept, readings, view, forgotten: () => forgotten };
}

const openThen = (error: Error) => async (call: EnvelopeOpenCall, platform: Platform) => {
  openOn(platform, call);
  throw error;
};

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);
const allReadings = () => vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) + 100);

describe('a red envelope whose opening is lost', () => {
  it.each([
    ['a dropped connection', lost('network')],
    ['a timeout', lost('timeout')],
    ['a 502 from a gateway', lost('http', 502)],
  ])('after %s that the platform applied, shows the amount won, opened once', async (_, error) => {
    const { actor, calls, view, kept, forgotten } = run({ open: openThen(error) });
    await settle();
    expect(view().showButton).toBe(true);
    view().open();
    await settle();
    expect(view()).toMatchObject({ status: 'unconfirmed', outcome: 'checking', dialogOpen: true, failureKey: null, canRetry: false });
    // held: neither a second press nor a retry sends anything, and the dialog stays while it is checked
    view().open();
    view().retry();
    view().close();
    expect(view().outcome).toBe('checking');
    await allReadings();
    expect(view()).toMatchObject({ status: 'opened', amount: 8.88, outcome: null, failureKey: null });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toMatch(/.{8,}/);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.key).toBe(calls[0]?.idempotencyKey);
    expect(forgotten()).toBe(1);
    actor.stop();
  });

  it('not opened (still waiting, read twice): says the failure, and the retry carries the same key', async () => {
    let attempt = 0;
    const { calls, view, readings } = run({
      open: async (call, platform) => {
        attempt += 1;
        if (attempt === 1) throw lost('http', 500);
        return openOn(platform, call);
      },
    });
    await settle();
    view().open();
    await allReadings();
    expect(readings.map((reading) => reading.kind)).toEqual(['notApplied', 'notApplied']);
    expect(view()).toMatchObject({ status: 'failed', failureKey: 'errors:networkAbnormal', canRetry: true, outcome: null });
    view().retry();
    await settle();
    expect(view()).toMatchObject({ status: 'opened', amount: 8.88 });
    expect(calls.map((call) => call.envelopeId)).toEqual(['ENV-1', 'ENV-1']);
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
  });

  it('an answer the platform gave is a failure at once, no check, and the retry is a new intent', async () => {
    let attempt = 0;
    const { calls, view, readings, forgotten } = run({
      open: async (call, platform) => {
        attempt += 1;
        if (attempt === 1) throw answered();
        return openOn(platform, call);
      },
    });
    await settle();
    view().open();
    await settle();
    expect(view()).toMatchObject({ status: 'failed', failureKey: 'errors:unknown', outcome: null });
    expect(readings).toEqual([]);
    expect(forgotten()).toBe(1);
    view().retry();
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
  });

  it('when the records never tell, says so and holds; checking again finds it; or the dialog closes and the same envelope keeps its key', async () => {
    const { calls, view, platform, readings } = run({
      open: async (_, platform) => {
        // the envelope is gone from the offer, its credit not listed (yet)
        platform.waiting = null;
        throw lost('network');
      },
    });
    await settle();
    view().open();
    await allReadings();
    expect(readings).toHaveLength(OUTCOME_CHECK_DELAYS_MS.length);
    expect(view()).toMatchObject({ status: 'unconfirmed', outcome: 'unknown', dialogOpen: true, canRetry: false });
    view().open();
    view().retry();
    expect(calls).toHaveLength(1);
    // the credit shows up after all: checking again finds it
    platform.rows.unshift(credit('ENV-1', 8.88));
    view().checkAgain();
    expect(view().outcome).toBe('checking');
    await vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS[0]! + 10);
    expect(view()).toMatchObject({ status: 'opened', amount: 8.88, outcome: null });
  });

  it('a dialog closed while still unknown sets the opening aside: the same envelope, offered again, opens with the same key', async () => {
    let attempt = 0;
    const { calls, view, platform, forgotten } = run({
      open: async (call, platform) => {
        attempt += 1;
        if (attempt > 1) return openOn(platform, call);
        platform.waiting = null;
        throw lost('network');
      },
    });
    await settle();
    view().open();
    await allReadings();
    expect(view().outcome).toBe('unknown');
    view().close();
    await settle();
    expect(view()).toMatchObject({ status: 'hidden', dialogOpen: false, outcome: null });
    expect(forgotten()).toBe(1);
    // the platform offers it again (it was never opened): the same intent, the same key
    platform.waiting = ENVELOPE;
    view().close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(view().showButton).toBe(true);
    view().open();
    await settle();
    expect(view()).toMatchObject({ status: 'opened', amount: 8.88 });
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
  });

  it('an opening kept from before a reload is checked first, nothing offered or sent', async () => {
    const pending: RedEnvelopeIntent = { key: 'key-before-reload', request: { envelopeId: 'ENV-7' }, sentAt: NOW - 5_000, before: { expiresAt: NOW + 60_000 } };
    const { calls, view } = run({ open: async (call, platform) => openOn(platform, call), pending, waiting: null, rows: [credit('ENV-7', 3.5)] });
    await settle();
    expect(view()).toMatchObject({ status: 'unconfirmed', outcome: 'checking', showButton: false });
    await allReadings();
    expect(view()).toMatchObject({ status: 'opened', amount: 3.5 });
    expect(calls).toEqual([]);
  });

  it('a kept opening the check finds not made is retried with its key, for the envelope it names', async () => {
    const pending: RedEnvelopeIntent = { key: 'key-before-reload', request: { envelopeId: 'ENV-1' }, sentAt: NOW - 5_000, before: { expiresAt: NOW + 60_000 } };
    const { calls, view } = run({ open: async (call, platform) => openOn(platform, call), pending });
    await allReadings();
    expect(view()).toMatchObject({ status: 'failed', canRetry: true, failureKey: 'errors:networkAbnormal' });
    view().retry();
    await settle();
    expect(calls).toEqual([{ envelopeId: 'ENV-1', idempotencyKey: 'key-before-reload' }]);
    expect(view()).toMatchObject({ status: 'opened', amount: 8.88 });
  });
});

describe('readEnvelopeOpening', () => {
  const intent: RedEnvelopeIntent = { key: 'k-12345678', request: { envelopeId: 'ENV-1' }, sentAt: NOW, before: { expiresAt: NOW + 60_000 } };
  it('reads the credit of the envelope (its orderNo) as the opening, with its amount', () => {
    expect(readEnvelopeOpening(intent, null, [credit('ENV-9', 2), credit('ENV-1', 4.25)], NOW)).toMatchObject({ kind: 'applied', result: { envelopeId: 'ENV-1', amount: 4.25 } });
  });
  it('the envelope still waiting, or run out without a credit, is not opened; gone without a credit is not known', () => {
    expect(readEnvelopeOpening(intent, ENVELOPE, [], NOW)).toEqual({ kind: 'notApplied' });
    expect(readEnvelopeOpening(intent, null, [], NOW + 60_000)).toEqual({ kind: 'notApplied' });
    expect(readEnvelopeOpening(intent, null, [credit('ENV-9', 2)], NOW)).toEqual({ kind: 'unknown' });
    expect(readEnvelopeOpening(intent, { ...ENVELOPE, envelopeId: 'ENV-2' }, [], NOW)).toEqual({ kind: 'unknown' });
  });
});

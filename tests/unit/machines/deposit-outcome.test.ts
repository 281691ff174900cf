/**
 * A deposit whose answer is lost: the chart reads the deposit records instead of saying
 * "failed" beside an order that exists, shows the order it finds, says "failed" only when the
 * records show none (and the same order again carries the same key), holds the submit while it
 * does not know, closes the window it reserved for an e-wallet's provider rather than leave it
 * blank, and a deposit kept from before a reload is checked before anything is offered.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { DepositOrder } from '../../../src/api';
import { connectDeposit } from '../../../machines/deposit/deposit.connect';
import { DEPOSIT_CLOCK_SKEW_MS, depositMachine, readDeposit, type DepositIntent, type DepositLoad, type DepositRequest } from '../../../machines/deposit/deposit.machine';
import { outcomeCheckMachine, OUTCOME_CHECK_DELAYS_MS, type OutcomeReading } from '../../../machines/outcome';
import { DEPOSIT_ORDER, DEPOSIT_SETTINGS } from '../../paths/models/deposit.model';

const lost = (kind: 'network' | 'timeout' | 'http', httpStatus: number | null = null) =>
  Object.assign(new Error('lost'), { kind, httpStatus, messageKey: kind === 'timeout' ? 'errors:timeout' : 'errors:networkAbnormal' });
const refused = () => Object.assign(new Error('refused'), { kind: 'envelope', httpStatus: 200, errorCode: 'system.busy', messageKey: 'errors:systemBusy' });

/** An order the platform makes for `call`, created now. */
function orderFor(call: DepositRequest, n: number): DepositOrder {
  const ewallet = call.kind === 'EWALLET';
  return {
    ...DEPOSIT_ORDER,
    orderNo: `D2026010100${String(n).padStart(3, '0')}`,
    channelId: call.channelId ?? '',
    kind: call.kind,
    amount: call.amount,
    createdTime: new Date(Date.now()).toISOString(),
    bankDetails: ewallet ? undefined : DEPOSIT_ORDER.bankDetails,
    redirectUrl: ewallet ? `https://pay.example/D${n}` : undefined,
  };
}

interface Platform {
  records: DepositOrder[];
  /** false: the records cannot be read (the check's readings fail). */
  readable: boolean;
}

/** The chart with a platform whose records are `platform.records` (an order may be made and its answer still fail). */
function run(options: { create: (call: DepositRequest, platform: Platform) => Promise<DepositOrder>; pending?: DepositIntent | null; records?: DepositOrder[] }) {
  const platform: Platform = { records: options.records ?? [], readable: true };
  const calls: DepositRequest[] = [];
  const kept: (DepositIntent | null)[] = [];
  let forgotten = 0;
  const readings: OutcomeReading<unknown>[] = [];
  const reserve = vi.fn();
  const release = vi.fn();
  const opened: string[] = [];
  let recordLoads = 0;
  const actor = createActor(
    depositMachine.provide({
      actors: {
        loadSettings: fromPromise(async (): Promise<DepositLoad> => ({ ...DEPOSIT_SETTINGS, pendingDeposit: options.pending ?? null })),
        loadRecords: fromPromise(async (): Promise<readonly DepositOrder[]> => {
          recordLoads += 1;
          return [...platform.records];
        }),
        createDeposit: fromPromise(({ input }: { input: DepositRequest }) => {
          calls.push(input);
          return options.create(input, platform);
        }),
        openProvider: fromPromise<void, string>(async ({ input }) => void opened.push(input)),
        checkOutcome: outcomeCheckMachine.provide({
          actors: {
            verify: fromPromise(async ({ input }: { input: unknown }): Promise<OutcomeReading<unknown>> => {
              if (!platform.readable) throw lost('network');
              const reading = readDeposit(input as DepositIntent, platform.records);
              readings.push(reading);
              return reading;
            }),
          },
        }),
      },
      actions: {
        reserveProviderWindow: reserve,
        releaseProviderWindow: release,
        keepIntent: ({ context }) => void kept.push(context.intent),
        forgetIntent: () => void (forgotten += 1),
      },
    }),
    { input: { keyPrefix: 'flow-prefix', language: 'es' } },
  ).start();
  const view = () => connectDeposit(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, platform, calls, kept, readings, view, reserve, release, opened, forgotten: () => forgotten, recordLoads: () => recordLoads };
}

/** The platform makes the order, then the answer is lost with `error`. */
const makeThen = (error: Error) => async (call: DepositRequest, platform: Platform) => {
  platform.records.unshift(orderFor(call, platform.records.length + 1));
  throw error;
};

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

const allReadings = () => vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) + 100);
const loaded = async (view: () => ReturnType<typeof connectDeposit>) => {
  await vi.waitFor(() => expect(view().phase).toBe('editing'));
  await vi.waitFor(() => expect(['ready', 'empty']).toContain(view().records.status));
};

describe('a deposit whose answer is lost', () => {
  it.each([
    ['a dropped connection', lost('network')],
    ['a timeout', lost('timeout')],
    ['a 502 from a gateway', lost('http', 502)],
  ])('after %s that the platform made, shows the order once, not a failure', async (_, error) => {
    const { actor, calls, view, kept, forgotten, readings } = run({ create: makeThen(error) });
    await loaded(view);
    view().setAmount('500');
    view().submit();
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ phase: 'checking', busy: true, failureKey: null, unconfirmed: { amount: 500, channelName: 'Transferencia bancaria' } });
    // the submit holds: a second press sends nothing
    view().submit();
    await allReadings();
    expect(readings.map((reading) => reading.kind)).toEqual(['applied']);
    expect(view()).toMatchObject({ phase: 'found', outcome: null, busy: false, failureKey: null, order: { orderNo: 'D2026010100001', amount: 500 } });
    await vi.waitFor(() => expect(view().records.items.map((order) => order.orderNo)).toEqual(['D2026010100001']));
    expect(calls).toHaveLength(1);
    // the intent kept for the tab carries the key the order was sent with
    expect(kept).toHaveLength(1);
    expect(kept[0]?.key).toBe(calls[0]?.idempotencyKey);
    // with the channel's payload fields, which records may name the channel by instead of our id
    expect(kept[0]?.request).toEqual({ channelId: 'bank-bbva', amount: 500, promotionId: null, bankCode: 'BBVA', vendorId: 'OFFLINE' });
    expect(forgotten()).toBe(1);
    actor.stop();
  });

  it("an e-wallet's window reserved in the click is closed when the answer is lost, and the order found offers its payment page", async () => {
    const { view, reserve, release, opened } = run({ create: makeThen(lost('network')) });
    await loaded(view);
    view().chooseChannel('ewallet-mp');
    view().setAmount('120.50');
    view().submit();
    expect(reserve).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    // no blank tab waits on the check
    expect(release).toHaveBeenCalledTimes(1);
    await allReadings();
    expect(view()).toMatchObject({ phase: 'found', order: { kind: 'EWALLET', amount: 120.5, redirectUrl: 'https://pay.example/D1' } });
    // nothing opens by itself outside the click's gesture: the page offers the link
    expect(opened).toEqual([]);
  });

  it('not made (no order read twice): shows the failure, and the same deposit again carries the same key', async () => {
    let attempt = 0;
    const { calls, view, readings, forgotten } = run({
      create: async (call, platform) => {
        attempt += 1;
        if (attempt === 1) throw lost('http', 500);
        const order = orderFor(call, platform.records.length + 1);
        platform.records.unshift(order);
        return order;
      },
    });
    await loaded(view);
    view().setAmount('700');
    view().submit();
    await allReadings();
    expect(readings.map((reading) => reading.kind)).toEqual(['notApplied', 'notApplied']);
    expect(view()).toMatchObject({ phase: 'editing', outcome: null, busy: false, failureKey: 'errors:networkAbnormal', amount: '700', order: null });
    expect(forgotten()).toBe(1);
    view().submit();
    await vi.waitFor(() => expect(view().phase).toBe('showing'));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
  });

  it('the form holds as it was sent while it is checked: typing and the submit are ignored', async () => {
    const { calls, view } = run({ create: makeThen(lost('network')) });
    await loaded(view);
    view().setAmount('700');
    view().submit();
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    view().setAmount('800');
    view().chooseChannel('ewallet-mp');
    view().pickPreset(100);
    view().setPromotion('promo-welcome');
    view().submit();
    expect(view()).toMatchObject({ amount: '700', channel: { channelId: 'bank-bbva' }, promotion: null, outcome: 'checking' });
    expect(calls).toHaveLength(1);
  });

  it('after "not made", a changed deposit is a new order with a new key', async () => {
    let attempt = 0;
    const { calls, view } = run({
      create: async (call, platform) => {
        attempt += 1;
        if (attempt === 1) throw lost('http', 503);
        const order = orderFor(call, platform.records.length + 1);
        platform.records.unshift(order);
        return order;
      },
    });
    await loaded(view);
    view().setAmount('700');
    view().submit();
    await allReadings();
    expect(view()).toMatchObject({ phase: 'editing', failureKey: 'errors:networkAbnormal' });
    view().setAmount('800');
    view().submit();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
  });

  it('a refusal the platform answered is a failure at once, with no check', async () => {
    const { view, readings, forgotten } = run({
      create: async () => {
        throw refused();
      },
    });
    await loaded(view);
    view().setAmount('500');
    view().submit();
    await vi.waitFor(() => expect(view().failureKey).toBe('errors:systemBusy'));
    expect(view().outcome).toBeNull();
    expect(readings).toEqual([]);
    expect(forgotten()).toBe(1);
  });

  it('when the records never tell (unreadable), says so, holds the submit and checks again on request', async () => {
    const { calls, view, platform, readings, actor } = run({ create: makeThen(lost('network')) });
    await loaded(view);
    view().setAmount('500');
    // the order is made, but the records cannot be read for the whole check (still offline)
    platform.readable = false;
    view().submit();
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    await allReadings();
    expect(readings).toEqual([]);
    expect(view()).toMatchObject({ phase: 'checking', outcome: 'unknown', busy: true, order: null, failureKey: null });
    view().submit();
    expect(calls).toHaveLength(1);
    // the records answer again: checking again finds the order
    platform.readable = true;
    view().checkAgain();
    expect(view().outcome).toBe('checking');
    await vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS[0]! + 10);
    expect(view()).toMatchObject({ phase: 'found', outcome: null, order: { amount: 500 } });
    expect(calls).toHaveLength(1);
    actor.stop();
  });

  it('a deposit kept from before a reload is checked first, with the form as it was sent, and not offered again', async () => {
    const pending: DepositIntent = { key: 'key-before-reload-1', request: { channelId: 'ewallet-mp', amount: 250.5, promotionId: null }, sentAt: Date.now() - 60_000, before: [DEPOSIT_ORDER.orderNo] };
    const made = { ...DEPOSIT_ORDER, orderNo: 'D2026010100002', channelId: 'ewallet-mp', kind: 'EWALLET' as const, amount: 250.5, createdTime: new Date(Date.now() - 59_000).toISOString() };
    const { calls, view } = run({ create: async () => DEPOSIT_ORDER, pending, records: [made, DEPOSIT_ORDER] });
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ phase: 'checking', amount: '250.5', channel: { channelId: 'ewallet-mp' }, unconfirmed: { amount: 250.5, channelName: 'Mercado Pago' } });
    await allReadings();
    expect(view()).toMatchObject({ phase: 'found', order: { orderNo: 'D2026010100002' } });
    expect(calls).toEqual([]);
  });

  it('a kept deposit the check finds not made goes back to the form, and sending it again carries its key', async () => {
    const pending: DepositIntent = { key: 'key-before-reload-2', request: { channelId: 'bank-bbva', amount: 300, promotionId: null }, sentAt: Date.now() - 5_000, before: [] };
    const { calls, view } = run({ create: async (call) => orderFor(call, 9), pending });
    await allReadings();
    expect(view()).toMatchObject({ phase: 'editing', failureKey: 'errors:networkAbnormal', amount: '300' });
    view().submit();
    await vi.waitFor(() => expect(view().phase).toBe('showing'));
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['key-before-reload-2']);
  });
});

describe('readDeposit', () => {
  const sentAt = Date.parse('2026-01-01T12:00:00Z');
  const intent: DepositIntent = { key: 'key-read-deposit', request: { channelId: 'bank-bbva', amount: 500, promotionId: null }, sentAt, before: ['D1'] };
  const at = (orderNo: string, created: number, changes: Partial<DepositOrder> = {}): DepositOrder => ({ ...DEPOSIT_ORDER, orderNo, createdTime: new Date(created).toISOString(), ...changes });

  it('finds an order not listed at the send, of the channel and the amount, made since the send', () => {
    expect(readDeposit(intent, [at('D2', sentAt + 200), at('D1', sentAt - 1_000)])).toEqual({ kind: 'applied', result: at('D2', sentAt + 200) });
  });

  it('does not take an order listed at the send, on another channel, of another amount, or older than the clocks may differ', () => {
    expect(readDeposit(intent, [at('D1', sentAt + 200)]).kind).toBe('notApplied');
    expect(readDeposit(intent, [at('D2', sentAt + 200, { channelId: 'ewallet-mp' })]).kind).toBe('notApplied');
    expect(readDeposit(intent, [at('D2', sentAt + 200, { amount: 501 })]).kind).toBe('notApplied');
    expect(readDeposit(intent, [at('D2', sentAt - DEPOSIT_CLOCK_SKEW_MS - 1)]).kind).toBe('notApplied');
    // a platform clock a little behind the browser's: still this order
    expect(readDeposit(intent, [at('D2', sentAt - 30_000)]).kind).toBe('applied');
  });

  it('matches the channel by the payload fields when the settings gave no channel id, or the record names none', () => {
    const derived: DepositIntent = { ...intent, request: { channelId: 'B:BBVA:OFFLINE', amount: 500, promotionId: null, derivedId: true, bankCode: 'BBVA', vendorId: 'OFFLINE' } };
    // the record's channel id is the platform's, the deposit's was made by the adapter: the bankCode decides
    expect(readDeposit(derived, [at('D2', sentAt + 200, { channelId: 'bank-bbva', bankCode: 'BBVA' })]).kind).toBe('applied');
    expect(readDeposit(derived, [at('D2', sentAt + 200, { channelId: 'bank-bbva', bankCode: 'MERCADOPAGO' })]).kind).toBe('notApplied');
    expect(readDeposit(derived, [at('D2', sentAt + 200, { channelId: 'bank-bbva', bankCode: 'BBVA', vendorId: 'OTHER' })]).kind).toBe('notApplied');
    // a record that names its channel in no form the deposit has: the amount and the time decide
    expect(readDeposit(derived, [at('D2', sentAt + 200, { channelId: '' })]).kind).toBe('applied');
    expect(readDeposit(derived, [at('D2', sentAt + 200, { channelId: '', amount: 501 })]).kind).toBe('notApplied');
  });

  it('a creation time it cannot read leaves the decision to the orders listed at the send', () => {
    expect(readDeposit(intent, [{ ...DEPOSIT_ORDER, orderNo: 'D3', createdTime: '' }]).kind).toBe('applied');
    expect(readDeposit(intent, [{ ...DEPOSIT_ORDER, orderNo: 'D1', createdTime: '' }]).kind).toBe('notApplied');
  });
});

/**
 * A points conversion or redeem whose answer is lost: the chart reads the points (and
 * the redeem list) instead of saying "failed", tells the truth, and a retry of the same command
 * carries the same key. The payment password's shape is refused before any call.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PointsRedeemRecord, PointsReward } from '../../../src/api';
import { connectPointsRedeem } from '../../../machines/points/pointsRedeem.connect';
import { outcomeCheckMachine, OUTCOME_CHECK_DELAYS_MS, type OutcomeReading } from '../../../machines/outcome';
import {
  pointsRedeemMachine,
  readConvert,
  readRedeem,
  type ConvertAnswer,
  type ConvertCall,
  type ConvertIntent,
  type PointsMallLoad,
  type RedeemAnswer,
  type RedeemCall,
  type RedeemIntent,
} from '../../../machines/points/pointsRedeem.machine';

const reward = (id: string, points: number, stock: number): PointsReward => ({ id, name: `Reward ${id}`, points, amount: points / 100, category: 'VIRTUAL', availableQuantity: stock, imageUrl: undefined });
const REWARDS = [reward('cash', 500, 20)];

interface Platform {
  points: number;
  wallet: number;
  redeems: PointsRedeemRecord[];
}

const lost = (kind: 'network' | 'timeout' | 'http', httpStatus: number | null = null) =>
  Object.assign(new Error('lost'), { kind, httpStatus, messageKey: kind === 'timeout' ? 'errors:timeout' : 'errors:networkAbnormal' });
const refused = () => Object.assign(new Error('refused'), { kind: 'envelope', httpStatus: 200, errorCode: 'points.insufficient', messageKey: 'errors:pointsInsufficient' });

/** The platform applying a conversion or a redeem (what a call that ran did to the records). */
const convertOn = (platform: Platform, points: number): ConvertAnswer => {
  platform.points -= points;
  platform.wallet += points / 100;
  return { points: platform.points, amount: points / 100, walletBalance: platform.wallet };
};
const redeemOn = (platform: Platform, call: RedeemCall): RedeemAnswer => {
  const cost = 500 * call.quantity;
  platform.points -= cost;
  const id = `redeem-${platform.redeems.length + 1}`;
  platform.redeems.unshift({ id, itemId: call.itemId, itemName: 'Reward cash', quantity: call.quantity, points: cost, status: 'PROCESS', receivingAddress: undefined, createdTime: undefined });
  return { id, points: cost, remainingPoints: platform.points };
};

function run(options: {
  convert?: (call: ConvertCall, platform: Platform) => Promise<ConvertAnswer>;
  redeem?: (call: RedeemCall, platform: Platform) => Promise<RedeemAnswer>;
  pendingConvert?: ConvertIntent | null;
  pendingRedeem?: RedeemIntent | null;
  points?: number;
}) {
  const platform: Platform = { points: options.points ?? 2_600, wallet: 100, redeems: [] };
  const converts: ConvertCall[] = [];
  const redeems: RedeemCall[] = [];
  const kept: unknown[] = [];
  let forgotten = 0;
  const readings: OutcomeReading<unknown>[] = [];
  const load = (): PointsMallLoad => ({
    points: platform.points,
    ratio: 100,
    units: 'pts',
    minConvertPoints: 100,
    rewards: REWARDS,
    walletBalance: platform.wallet,
    pendingConvert: options.pendingConvert ?? null,
    pendingRedeem: options.pendingRedeem ?? null,
  });
  const actor = createActor(
    pointsRedeemMachine.provide({
      actors: {
        loadMall: fromPromise(async () => load()),
        convert: fromPromise(({ input }: { input: ConvertCall }) => {
          converts.push(input);
          return (options.convert ?? (async (call, on) => convertOn(on, call.points)))(input, platform);
        }),
        redeem: fromPromise(({ input }: { input: RedeemCall }) => {
          redeems.push(input);
          return (options.redeem ?? (async (call, on) => redeemOn(on, call)))(input, platform);
        }),
        checkOutcome: outcomeCheckMachine.provide({
          actors: {
            verify: fromPromise(async ({ input }: { input: unknown }): Promise<OutcomeReading<unknown>> => {
              const intent = input as ConvertIntent | RedeemIntent;
              const reading = 'itemId' in intent.request ? readRedeem(intent as RedeemIntent, platform.points, platform.redeems) : readConvert(intent as ConvertIntent, platform.points, platform.wallet);
              readings.push(reading);
              return reading;
            }),
          },
        }),
      },
      actions: {
        keepConvertIntent: ({ context }) => void kept.push(context.convertIntent),
        keepRedeemIntent: ({ context }) => void kept.push(context.redeemIntent),
        forgetConvertIntent: () => void (forgotten += 1),
        forgetRedeemIntent: () => void (forgotten += 1),
      },
    }),
  ).start();
  const view = () => connectPointsRedeem(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, platform, converts, redeems, kept, readings, view, forgotten: () => forgotten };
}

const applyThen =
  (error: Error) =>
  async (call: ConvertCall, platform: Platform): Promise<ConvertAnswer> => {
    convertOn(platform, call.points);
    throw error;
  };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const allReadings = () => vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) + 100);
const ready = async (view: () => ReturnType<typeof connectPointsRedeem>) => vi.waitFor(() => expect(view()).toMatchObject({ status: 'ready', busy: false }));

describe('a conversion whose answer is lost', () => {
  it.each([
    ['a dropped connection', lost('network')],
    ['a timeout', lost('timeout')],
    ['a 502 from a gateway', lost('http', 502)],
  ])('after %s that the platform applied, says it is done and converted once', async (_, error) => {
    const { converts, view, kept, forgotten, platform } = run({ convert: applyThen(error) });
    await ready(view);
    view().convert('100', '246810');
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ busy: true, converting: true, unconfirmed: { kind: 'convert', points: 100 }, errorKey: null });
    // the form holds: a second press sends nothing
    view().convert('100', '246810');
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, busy: false, errorKey: null, points: 2_500, notice: { kind: 'converted', points: 100, amount: 1 } });
    expect(converts).toHaveLength(1);
    expect(platform.points).toBe(2_500);
    // what is kept for the tab is the intent and its key, never the password
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ key: converts[0]?.idempotencyKey, request: { points: 100 }, before: { points: 2_600, ratio: 100 } });
    expect(JSON.stringify(kept[0])).not.toContain('246810');
    expect(forgotten()).toBe(1);
  });

  it('not applied (read twice): shows the failure, and the same conversion again carries the same key', async () => {
    let attempt = 0;
    const { converts, view, readings } = run({
      convert: async (call, platform) => {
        attempt += 1;
        if (attempt === 1) throw lost('http', 500);
        return convertOn(platform, call.points);
      },
    });
    await ready(view);
    view().convert('300', '246810');
    await allReadings();
    expect(readings.map((reading) => reading.kind)).toEqual(['notApplied', 'notApplied']);
    expect(view()).toMatchObject({ outcome: null, busy: false, errorKey: 'errors:networkAbnormal', notice: null, points: 2_600 });
    view().convert('300', '246810');
    await vi.waitFor(() => expect(view().notice).toMatchObject({ kind: 'converted', points: 300 }));
    expect(converts).toHaveLength(2);
    expect(converts[1]?.idempotencyKey).toBe(converts[0]?.idempotencyKey);
    // a different conversion is a new intent with a new key
    view().convert('200', '246810');
    await vi.waitFor(() => expect(converts).toHaveLength(3));
    expect(converts[2]?.idempotencyKey).not.toBe(converts[0]?.idempotencyKey);
  });

  it('a refusal the platform answered is a failure at once, with no check, and the next try gets a new key', async () => {
    let attempt = 0;
    const { converts, view, readings, forgotten } = run({
      convert: async (call, platform) => {
        attempt += 1;
        if (attempt === 1) throw refused();
        return convertOn(platform, call.points);
      },
    });
    await ready(view);
    view().convert('100', '246810');
    await vi.waitFor(() => expect(view().errorKey).toBe('errors:pointsInsufficient'));
    expect(view().outcome).toBeNull();
    expect(readings).toEqual([]);
    expect(forgotten()).toBe(1);
    view().convert('100', '246810');
    await vi.waitFor(() => expect(converts).toHaveLength(2));
    expect(converts[1]?.idempotencyKey).not.toBe(converts[0]?.idempotencyKey);
  });

  it('when the points never tell (something else moved them), says so, holds the form and checks again on request', async () => {
    const { converts, view, platform, readings } = run({
      convert: async (_, on) => {
        on.points += 37; // points earned by a bet, not the conversion
        throw lost('network');
      },
    });
    await ready(view);
    view().convert('100', '246810');
    await allReadings();
    expect(readings).toHaveLength(OUTCOME_CHECK_DELAYS_MS.length);
    expect(view()).toMatchObject({ outcome: 'unknown', busy: true, converting: true, notice: null, errorKey: null });
    view().convert('100', '246810');
    view().choose('cash');
    expect(converts).toHaveLength(1);
    expect(view().step).toBeNull();
    // the conversion shows up after all: checking again finds it
    platform.points = 2_500;
    view().checkAgain();
    expect(view().outcome).toBe('checking');
    await vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS[0]! + 10);
    expect(view()).toMatchObject({ outcome: null, busy: false, notice: { kind: 'converted', points: 100, amount: 1 } });
  });

  it('a conversion kept from before a reload is checked first, not offered again', async () => {
    const pendingConvert: ConvertIntent = { key: 'key-before-reload', request: { points: 400 }, sentAt: 0, before: { points: 3_000, ratio: 100 } };
    const { converts, view } = run({ pendingConvert, points: 2_600 });
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view().unconfirmed).toEqual({ kind: 'convert', points: 400 });
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, notice: { kind: 'converted', points: 400, amount: 4 } });
    expect(converts).toEqual([]);
  });
});

describe('a redeem whose answer is lost', () => {
  const redeemCash = (view: () => ReturnType<typeof connectPointsRedeem>, quantity = '2') => {
    view().choose('cash');
    view().setQuantity(quantity);
    view().next();
    view().submit('246810');
  };

  it('applied, then the connection dropped: checked, the dialog says it is done, redeemed once', async () => {
    const { redeems, view, platform, kept } = run({
      redeem: async (call, on) => {
        redeemOn(on, call);
        throw lost('network');
      },
    });
    await ready(view);
    redeemCash(view);
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ step: 'submitting', busy: true, unconfirmed: { kind: 'redeem', itemName: 'Reward cash', quantity: 2, points: 1_000 } });
    view().submit('246810');
    view().close();
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, step: 'done', points: 1_600, errorKey: null, notice: { kind: 'redeemed', id: 'redeem-1', quantity: 2, points: 1_000 } });
    expect(redeems).toHaveLength(1);
    expect(platform.redeems).toHaveLength(1);
    expect(kept[0]).toMatchObject({ key: redeems[0]?.idempotencyKey, request: { itemId: 'cash', quantity: 2 }, before: { points: 2_600, cost: 1_000 } });
    expect(JSON.stringify(kept[0])).not.toContain('246810');
  });

  it('refused with a 500 before it was applied: says failed at the password step, and the same redeem again carries the same key', async () => {
    let attempt = 0;
    const { redeems, view, platform } = run({
      redeem: async (call, on) => {
        attempt += 1;
        if (attempt === 1) throw lost('http', 500);
        return redeemOn(on, call);
      },
    });
    await ready(view);
    redeemCash(view);
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, step: 'password', busy: false, errorKey: 'errors:networkAbnormal', quantity: '2' });
    view().submit('246810');
    await vi.waitFor(() => expect(view().step).toBe('done'));
    expect(redeems).toHaveLength(2);
    expect(redeems[1]?.idempotencyKey).toBe(redeems[0]?.idempotencyKey);
    expect(platform.redeems).toHaveLength(1);
  });

  it('points down by the cost but the newest row is another reward: not known, the dialog holds', async () => {
    const { view, redeems } = run({
      redeem: async (_, on) => {
        on.points -= 1_000;
        on.redeems.unshift({ id: 'other', itemId: 'mug', itemName: 'Mug', quantity: 1, points: 1_000, status: 'PROCESS', receivingAddress: undefined, createdTime: undefined });
        throw lost('timeout');
      },
    });
    await ready(view);
    redeemCash(view);
    await allReadings();
    expect(view()).toMatchObject({ outcome: 'unknown', step: 'submitting', busy: true, notice: null });
    view().close();
    view().submit('246810');
    expect(view().step).toBe('submitting');
    expect(redeems).toHaveLength(1);
  });

  it('a redeem kept from before a reload opens its dialog and is checked, not offered again', async () => {
    const pendingRedeem: RedeemIntent = { key: 'key-before-reload', request: { itemId: 'cash', quantity: 1 }, sentAt: 0, before: { points: 3_100, cost: 500 } };
    const { view, redeems, platform } = run({ pendingRedeem, points: 2_600 });
    platform.redeems.push({ id: 'redeem-7', itemId: 'cash', itemName: 'Reward cash', quantity: 1, points: 500, status: 'PROCESS', receivingAddress: undefined, createdTime: undefined });
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ step: 'submitting', chosen: { id: 'cash' } });
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, step: 'done', notice: { kind: 'redeemed', id: 'redeem-7', quantity: 1, points: 500 } });
    expect(redeems).toEqual([]);
  });
});

describe('the payment password of a conversion', () => {
  it.each([['letters', 'abcdef'], ['three digits', '123'], ['emoji', '😀😀😀'], ['seven digits', '1234567'], ['10,000 characters', '1'.repeat(10_000)], ['digits with a space', '24681 ']])(
    '%s: refused at the field with the format message, nothing sent',
    async (_, password) => {
      const { view, converts } = run({});
      await ready(view);
      view().convert('100', password);
      expect(view()).toMatchObject({ fieldErrors: { convertPassword: 'points:errors.passwordFormat' }, busy: false });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(converts).toEqual([]);
    },
  );
});

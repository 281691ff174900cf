/** connectPointsRedeem without React, and the redeem chart's rules: quantity within stock and points, address for physical rewards, payment password, one redeem per click, conversion. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PointsReward } from '../../../src/api';
import { connectPointsRedeem } from '../../../machines/points/pointsRedeem.connect';
import { pointsRedeemMachine, type ConvertAnswer, type ConvertCall, type ConvertRequest, type PointsMallLoad, type PointsRedeemContext, type RedeemAnswer, type RedeemCall, type RedeemRequest } from '../../../machines/points/pointsRedeem.machine';

const reward = (id: string, points: number, stock: number, category: 'PHYSICAL' | 'VIRTUAL' = 'VIRTUAL'): PointsReward => ({ id, name: `Reward ${id}`, points, amount: category === 'VIRTUAL' ? points / 100 : undefined, category, availableQuantity: stock, imageUrl: `/img/${id}.svg` });
const MALL: PointsMallLoad = {
  points: 2_600,
  ratio: 100,
  units: 'pts',
  minConvertPoints: 100,
  rewards: [reward('cash', 500, 20), reward('mug', 1_000, 2, 'PHYSICAL'), reward('gone', 100, 0), reward('dear', 5_000, 9)],
  walletBalance: 1520.75,
};
const base: PointsRedeemContext = { data: MALL, failureKey: null, itemId: null, quantity: '1', address: '', fieldErrors: {}, errorKey: null, errorText: null, pending: null, pendingConvert: null, notice: null, convertIntent: null, convertRetryable: null, redeemIntent: null, redeemRetryable: null, lostAnswer: null };
const at = (value: Parameters<typeof pointsRedeemMachine.resolveState>[0]['value'], context: Partial<PointsRedeemContext> = {}) => pointsRedeemMachine.resolveState({ value, context: { ...base, ...context } });

describe('connectPointsRedeem', () => {
  it('shows points, ratio, worth and each reward with stock and why it cannot be taken', () => {
    const api = connectPointsRedeem(at({ ready: 'browsing' }), vi.fn());
    expect(api).toMatchObject({ status: 'ready', points: 2_600, ratio: 100, pointsValue: 26, walletBalance: 1520.75, step: null });
    expect(api.rewards.map((item) => [item.id, item.available, item.unavailableKey])).toEqual([
      ['cash', true, null],
      ['mug', true, null],
      ['gone', false, 'points:rewards.soldOut'],
      ['dear', false, 'points:rewards.needMore'],
    ]);
  });

  it('names the dialog step and the cost of the quantity', () => {
    expect(connectPointsRedeem(at({ ready: 'quantity' }, { itemId: 'cash', quantity: '3' }), vi.fn())).toMatchObject({ step: 'quantity', cost: 1_500, maxQuantity: 5, chosen: { id: 'cash' } });
    expect(connectPointsRedeem(at({ ready: 'address' }, { itemId: 'mug' }), vi.fn()).step).toBe('address');
    expect(connectPointsRedeem(at({ ready: 'password' }, { itemId: 'cash' }), vi.fn()).step).toBe('password');
    expect(connectPointsRedeem(at({ ready: 'submitting' }, { itemId: 'cash' }), vi.fn())).toMatchObject({ step: 'submitting', busy: true });
    expect(connectPointsRedeem(at({ ready: 'done' }, { itemId: 'cash' }), vi.fn()).step).toBe('done');
    expect(connectPointsRedeem(at({ ready: 'converting' }), vi.fn())).toMatchObject({ step: null, converting: true, busy: true });
  });

  it('says a failed load with its retry', () => {
    const send = vi.fn();
    const api = connectPointsRedeem(at('loadFailed', { data: null, failureKey: 'errors:timeout' }), send);
    expect(api).toMatchObject({ status: 'failed', failureKey: 'errors:timeout' });
    api.retry();
    expect(send).toHaveBeenCalledWith({ type: 'RETRY' });
  });

  it('sends the intents', () => {
    const send = vi.fn();
    const api = connectPointsRedeem(at({ ready: 'browsing' }), send);
    api.choose('cash');
    api.setQuantity('2');
    api.setAddress('Calle 1');
    api.next();
    api.back();
    api.submit('246810');
    api.close();
    api.convert('100', '246810');
    api.refresh();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'CHOOSE', itemId: 'cash' },
      { type: 'SET_QUANTITY', quantity: '2' },
      { type: 'SET_ADDRESS', address: 'Calle 1' },
      { type: 'NEXT' },
      { type: 'BACK' },
      { type: 'SUBMIT', password: '246810' },
      { type: 'CLOSE' },
      { type: 'CONVERT', points: '100', password: '246810' },
      { type: 'REFRESH' },
    ]);
  });
});

describe('the redeem chart', () => {
  function run(loads: PointsMallLoad[] = []) {
    const redeems: RedeemRequest[] = [];
    const converts: ConvertRequest[] = [];
    let answerRedeem: (answer: RedeemAnswer) => void = () => {};
    let refuseRedeem: (error: unknown) => void = () => {};
    let loadCount = 0;
    const actor = createActor(
      pointsRedeemMachine.provide({
        actors: {
          loadMall: fromPromise(async () => {
            loadCount += 1;
            return loads.shift() ?? MALL;
          }),
          redeem: fromPromise(({ input }: { input: RedeemCall }) => {
            const { idempotencyKey: _key, ...request } = input;
            redeems.push(request);
            return new Promise<RedeemAnswer>((resolve, reject) => {
              answerRedeem = resolve;
              refuseRedeem = reject;
            });
          }),
          convert: fromPromise(async ({ input }: { input: ConvertCall }): Promise<ConvertAnswer> => {
            const { idempotencyKey: _key, ...request } = input;
            converts.push(request);
            return { points: MALL.points - input.points, amount: input.points / 100, walletBalance: 1520.75 + input.points / 100 };
          }),
        },
      }),
    ).start();
    const api = () => connectPointsRedeem(actor.getSnapshot(), (event) => actor.send(event));
    return { actor, api, redeems, converts, loads: () => loadCount, answer: (answer: RedeemAnswer) => answerRedeem(answer), refuse: (error: unknown) => refuseRedeem(error) };
  }
  const ready = async (actor: ReturnType<typeof run>['actor']) => vi.waitFor(() => expect(actor.getSnapshot().hasTag('editing')).toBe(true));

  it('refuses a reward out of stock or beyond the points, without opening the dialog', async () => {
    const { actor, api } = run();
    await ready(actor);
    api().choose('gone');
    expect(api()).toMatchObject({ step: null, errorKey: 'points:errors.outOfStock' });
    api().choose('dear');
    expect(api()).toMatchObject({ step: null, errorKey: 'points:errors.notEnoughPoints' });
  });

  it('keeps the quantity within 1, the stock and what the points allow', async () => {
    const { actor, api } = run();
    await ready(actor);
    const problem = (itemId: string, quantity: string) => {
      api().choose(itemId);
      api().setQuantity(quantity);
      api().next();
      const shown = api();
      api().close();
      return shown.step === 'quantity' ? shown.fieldErrors.quantity : shown.step;
    };
    expect(problem('cash', '')).toBe('points:errors.quantityRequired');
    expect(problem('cash', '0')).toBe('points:errors.quantityWhole');
    expect(problem('cash', '1.5')).toBe('points:errors.quantityWhole');
    expect(problem('cash', '6')).toBe('points:errors.quantityPoints');
    expect(problem('mug', '3')).toBe('points:errors.quantityStock');
    expect(problem('cash', '5')).toBe('password');
  });

  it('asks a physical reward for the address, a virtual one not', async () => {
    const { actor, api } = run();
    await ready(actor);
    api().choose('cash');
    api().next();
    expect(api().step).toBe('password');
    api().back();
    expect(api().step).toBe('quantity');
    api().close();
    api().choose('mug');
    api().next();
    expect(api().step).toBe('address');
    api().next();
    expect(api().fieldErrors.address).toBe('points:errors.addressRequired');
    api().setAddress('Av. Reforma 100, CDMX');
    api().next();
    expect(api().step).toBe('password');
    api().back();
    expect(api()).toMatchObject({ step: 'address', address: 'Av. Reforma 100, CDMX' });
  });

  it('redeems once on a double click, with the address and the password, then shows the points left and the stock taken', async () => {
    const { actor, api, redeems, loads, answer } = run();
    await ready(actor);
    api().choose('mug');
    api().next();
    api().setAddress('  Av. Reforma 100, CDMX ');
    api().next();
    api().submit('12345');
    expect(api().fieldErrors.password).toBe('points:errors.passwordFormat');
    api().submit('246810');
    api().submit('246810');
    api().close();
    expect(redeems).toEqual([{ itemId: 'mug', quantity: 1, receivingAddress: 'Av. Reforma 100, CDMX', password: '246810' }]);
    expect(api()).toMatchObject({ step: 'submitting', busy: true });
    expect(actor.getSnapshot().context.pending?.password).toBe('246810');
    answer({ id: 'redeem-11', points: 1_000, remainingPoints: 1_600 });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));
    expect(api()).toMatchObject({ step: 'done', points: 1_600, notice: { kind: 'redeemed', id: 'redeem-11', quantity: 1, points: 1_000 } });
    expect(api().rewards.find((item) => item.id === 'mug')?.stock).toBe(1);
    expect(loads()).toBe(1);
    // the password is gone once the call answered
    expect(actor.getSnapshot().context.pending).toBeNull();
    api().close();
    expect(api()).toMatchObject({ step: null, chosen: null });
  });

  it('keeps everything chosen when the platform refuses: the wrong password at its field, other refusals above it', async () => {
    const { actor, api, redeems, refuse } = run();
    await ready(actor);
    api().choose('cash');
    api().setQuantity('2');
    api().next();
    api().submit('111111');
    refuse(Object.assign(new Error('no'), { kind: 'envelope', errorCode: 'invalid.payment.pw', messageKey: 'errors:paymentPasswordInvalid' }));
    await vi.waitFor(() => expect(api().step).toBe('password'));
    expect(api()).toMatchObject({ quantity: '2', fieldErrors: { password: 'errors:paymentPasswordInvalid' }, errorKey: null });
    api().submit('246810');
    refuse(Object.assign(new Error('no'), { kind: 'envelope', errorCode: 'quantity.insufficient', messageKey: 'errors:quantityInsufficient' }));
    await vi.waitFor(() => expect(api().step).toBe('password'));
    expect(api()).toMatchObject({ errorKey: 'errors:quantityInsufficient' });
    expect(redeems).toHaveLength(2);
  });

  it('converts points once, checked first: whole, at least the minimum, at most the points, six-digit password', async () => {
    const { actor, api, converts } = run();
    await ready(actor);
    const errors = (points: string, password: string) => {
      api().convert(points, password);
      return api().fieldErrors;
    };
    expect(errors('', '')).toEqual({ convertPoints: 'points:errors.convertRequired', convertPassword: 'points:errors.passwordRequired' });
    expect(errors('12.5', '246810')).toEqual({ convertPoints: 'points:errors.convertWhole' });
    expect(errors('99', '246810')).toEqual({ convertPoints: 'points:errors.convertMin' });
    expect(errors('2601', '246810')).toEqual({ convertPoints: 'points:errors.convertTooMany' });
    expect(errors('1000', '24681')).toEqual({ convertPassword: 'points:errors.passwordFormat' });
    expect(converts).toEqual([]);
    api().convert('1000', '246810');
    api().convert('1000', '246810');
    await vi.waitFor(() => expect(api().notice).toEqual({ kind: 'converted', points: 1000, amount: 10 }));
    expect(api()).toMatchObject({ points: 1_600, walletBalance: 1530.75, busy: false });
    expect(converts).toEqual([{ points: 1000, password: '246810' }]);
  });

  it('reads the mall again on a live balance change (the points after a redeem was rejected)', async () => {
    const { actor, api, loads } = run([MALL, { ...MALL, points: 3_600 }]);
    await ready(actor);
    api().refresh();
    expect(api().refreshing).toBe(true);
    await vi.waitFor(() => expect(api().refreshing).toBe(false));
    expect(loads()).toBe(2);
    expect(api().points).toBe(3_600);
  });
});

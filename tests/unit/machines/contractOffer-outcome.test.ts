/**
 * An agent's contract offer whose answer is lost: the chart reads the kind's contracts
 * the agent offered instead of saying "failed", tells the truth (offered, or the failure above the
 * form), and the same offer sent again carries the same idempotency key; a reload resumes the check
 * with the form open on the offer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Contract } from '../../../src/api';
import { connectContractOffer } from '../../../machines/contracts/contractOffer.connect';
import {
  contractOfferMachine,
  offerRowSignature,
  readOfferSent,
  type ContractOffersLoad,
  type OfferCall,
  type OfferIntent,
  type TerminationRequest,
} from '../../../machines/contracts/contractOffer.machine';
import { outcomeCheckMachine, OUTCOME_CHECK_DELAYS_MS, type OutcomeReading } from '../../../machines/outcome';
import { OFFERS, offeredContract, VALID_OFFER } from '../../fixtures/contractOffers';

const NOW = Date.parse('2026-11-24T17:00:00Z');

const lost = (kind: 'network' | 'timeout' | 'http' | 'parse', httpStatus: number | null = null) =>
  Object.assign(new Error('lost'), { kind, httpStatus, messageKey: kind === 'timeout' ? 'errors:timeout' : kind === 'parse' ? 'errors:unknown' : 'errors:networkAbnormal' });
const refused = () => Object.assign(new Error('refused'), { kind: 'envelope', httpStatus: 200, errorCode: 'system.busy', messageKey: 'errors:systemBusy' });

/** The platform's side: an offer adds a waiting row (P) with the tiers sent, as the embedded platform does. */
function offerOn(contracts: Contract[], call: OfferCall): Contract {
  const row = offeredContract({
    id: `contract-${contracts.length + 20}`,
    downline: call.offer.downline,
    gameType: call.offer.gameType,
    status: 'P',
    period: call.offer.period,
    tiers: call.offer.tiers.map((tier) => ({ ...tier })),
    createdTime: new Date().toISOString(),
  });
  contracts.push(row);
  return row;
}

function run(options: { send: (call: OfferCall, contracts: Contract[]) => Promise<void>; contracts?: Contract[]; pending?: OfferIntent | null }) {
  /** `unreadable`: the contracts cannot be read (still offline). */
  const platform = { contracts: [...(options.contracts ?? OFFERS.contracts)], unreadable: false };
  const calls: OfferCall[] = [];
  const kept: (OfferIntent | null)[] = [];
  let forgotten = 0;
  let loads = 0;
  const readings: OutcomeReading<unknown>[] = [];
  const actor = createActor(
    contractOfferMachine.provide({
      actors: {
        loadOffers: fromPromise(async (): Promise<ContractOffersLoad> => {
          loads += 1;
          return { contracts: [...platform.contracts], downlines: OFFERS.downlines, pendingOffer: loads === 1 ? (options.pending ?? null) : null };
        }),
        sendOffer: fromPromise(({ input }: { input: OfferCall }) => {
          calls.push(input);
          return options.send(input, platform.contracts);
        }),
        requestTermination: fromPromise<void, TerminationRequest>(async () => undefined),
        checkOutcome: outcomeCheckMachine.provide({
          actors: {
            verify: fromPromise(async ({ input }: { input: unknown }): Promise<OutcomeReading<unknown>> => {
              if (platform.unreadable) throw lost('network');
              const reading = readOfferSent(input as OfferIntent, platform.contracts);
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
    { input: { kind: 'DIVIDEND' } },
  ).start();
  const view = () => connectContractOffer(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, platform, calls, kept, readings, view, forgotten: () => forgotten, loads: () => loads };
}

const offerThen = (error: Error) => async (call: OfferCall, contracts: Contract[]) => {
  offerOn(contracts, call);
  throw error;
};

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);
const allReadings = () => vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) + 100);

describe('a contract offer whose answer is lost', () => {
  it.each([
    ['a dropped connection', lost('network')],
    ['a timeout', lost('timeout')],
    ['a 503', lost('http', 503)],
    ['a 2xx it could not read', lost('parse', 200)],
  ])('after %s that the platform applied, says offered and reads the list again, offered once', async (_, error) => {
    const { actor, calls, view, kept, forgotten, platform, loads } = run({ send: offerThen(error) });
    await settle();
    view().openNew();
    view().submit(VALID_OFFER);
    await settle();
    expect(view()).toMatchObject({ status: 'ready', outcome: 'checking', submitting: true, busy: true, failureKey: null, unconfirmed: { kind: 'DIVIDEND', offer: VALID_OFFER, mode: 'new' } });
    expect(view().draft?.offer).toEqual(VALID_OFFER);
    // held: a second press or a close sends nothing and keeps the form
    view().submit(VALID_OFFER);
    view().close();
    await allReadings();
    expect(view()).toMatchObject({ status: 'ready', outcome: null, busy: false, draft: null, failureKey: null, notice: 'offered' });
    expect(view().rows.map((row) => row.contract.id)).toEqual([...OFFERS.contracts.map((contract) => contract.id), platform.contracts.at(-1)?.id]);
    expect(calls).toHaveLength(1);
    expect(loads()).toBe(2);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ key: calls[0]?.idempotencyKey, request: { kind: 'DIVIDEND', offer: VALID_OFFER }, before: { rows: OFFERS.contracts.map(offerRowSignature) } });
    expect(calls[0]?.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    expect(forgotten()).toBe(1);
    actor.stop();
  });

  it('refused with a 500 before it was applied (read twice): says the failure above the form, and the same offer sent again carries the same key', async () => {
    let attempt = 0;
    const { calls, view, readings, platform } = run({
      send: async (call, contracts) => {
        attempt += 1;
        if (attempt === 1) throw lost('http', 500);
        offerOn(contracts, call);
      },
    });
    await settle();
    view().openNew();
    view().submit(VALID_OFFER);
    await allReadings();
    expect(readings.map((reading) => reading.kind)).toEqual(['notApplied', 'notApplied']);
    expect(view()).toMatchObject({ status: 'ready', outcome: null, submitting: false, failureKey: 'errors:networkAbnormal', fieldErrors: {}, draft: { mode: 'new', offer: VALID_OFFER } });
    expect(platform.contracts).toHaveLength(OFFERS.contracts.length);
    view().submit(VALID_OFFER);
    await settle();
    expect(view()).toMatchObject({ notice: 'offered', failureKey: null, draft: null });
    expect(platform.contracts).toHaveLength(OFFERS.contracts.length + 1);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
  });

  it('another offer after one found not made is a new intent: a new key', async () => {
    let attempt = 0;
    const { calls, view } = run({
      send: async () => {
        attempt += 1;
        if (attempt === 1) throw lost('network');
      },
    });
    await settle();
    view().openNew();
    view().submit(VALID_OFFER);
    await allReadings();
    expect(view().failureKey).toBe('errors:networkAbnormal');
    const [first, second] = VALID_OFFER.tiers;
    view().submit({ ...VALID_OFFER, tiers: [first!, { ...second!, rate: 25 }] });
    await settle();
    expect(calls[1]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
  });

  it('a refusal the platform answered is said at once, no check; the next try is a new intent', async () => {
    let attempt = 0;
    const { calls, view, readings, forgotten } = run({
      send: async (call, contracts) => {
        attempt += 1;
        if (attempt === 1) throw refused();
        offerOn(contracts, call);
      },
    });
    await settle();
    view().openNew();
    view().submit(VALID_OFFER);
    await settle();
    expect(view()).toMatchObject({ outcome: null, failureKey: 'errors:systemBusy', draft: { offer: VALID_OFFER } });
    expect(readings).toEqual([]);
    expect(forgotten()).toBe(1);
    view().submit(VALID_OFFER);
    await settle();
    expect(calls[1]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
  });

  it('when the contracts cannot be read, says it is still unknown and holds the form; checking again finds it offered', async () => {
    const { calls, view, platform, readings } = run({ send: offerThen(lost('network')) });
    await settle();
    platform.unreadable = true;
    view().openNew();
    view().submit(VALID_OFFER);
    await allReadings();
    expect(readings).toEqual([]);
    expect(view()).toMatchObject({ outcome: 'unknown', submitting: true, failureKey: null, notice: null });
    view().submit(VALID_OFFER);
    view().close();
    expect(calls).toHaveLength(1);
    expect(view().draft?.offer).toEqual(VALID_OFFER);
    platform.unreadable = false;
    view().checkAgain();
    expect(view().outcome).toBe('checking');
    await vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS[0]! + 10);
    expect(view()).toMatchObject({ outcome: null, notice: 'offered', draft: null });
    expect(calls).toHaveLength(1);
  });

  it('an offer kept from before a reload is checked first, the form open on it, nothing sent', async () => {
    const made = offeredContract({ id: 'contract-30', downline: VALID_OFFER.downline, gameType: VALID_OFFER.gameType, status: 'P', period: VALID_OFFER.period, tiers: VALID_OFFER.tiers.map((tier) => ({ ...tier })), createdTime: new Date(NOW - 4_000).toISOString() });
    const pending: OfferIntent = {
      key: 'key-before-reload',
      request: { kind: 'DIVIDEND', offer: VALID_OFFER, mode: 'new', contractId: null },
      sentAt: NOW - 5_000,
      before: { rows: OFFERS.contracts.map(offerRowSignature) },
    };
    const { calls, view } = run({ send: async () => undefined, contracts: [...OFFERS.contracts, made], pending });
    await settle();
    expect(view()).toMatchObject({ status: 'ready', outcome: 'checking', submitting: true, draft: { mode: 'new', offer: VALID_OFFER }, unconfirmed: { offer: VALID_OFFER } });
    await allReadings();
    expect(view()).toMatchObject({ status: 'ready', outcome: null, notice: 'offered', draft: null });
    expect(calls).toEqual([]);
  });

  it('a kept offer the check finds not made: the failure with the form open on it, and sending it carries the kept key', async () => {
    const pending: OfferIntent = {
      key: 'key-before-reload',
      request: { kind: 'DIVIDEND', offer: VALID_OFFER, mode: 'new', contractId: null },
      sentAt: NOW - 5_000,
      before: { rows: OFFERS.contracts.map(offerRowSignature) },
    };
    const { calls, view } = run({ send: async (call, contracts) => void offerOn(contracts, call), pending });
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, failureKey: 'errors:networkAbnormal', draft: { mode: 'new', offer: VALID_OFFER } });
    view().submit(VALID_OFFER);
    await settle();
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['key-before-reload']);
    expect(view().notice).toBe('offered');
  });
});

describe('readOfferSent', () => {
  const intent: OfferIntent = {
    key: 'k-12345678',
    request: { kind: 'DIVIDEND', offer: VALID_OFFER, mode: 'new', contractId: null },
    sentAt: NOW,
    before: { rows: OFFERS.contracts.map(offerRowSignature) },
  };
  const row = (fields: Partial<Contract> = {}) =>
    offeredContract({ id: 'contract-40', downline: 'agent41', gameType: 'RNG', status: 'P', period: 'WEEKLY', tiers: VALID_OFFER.tiers.map((tier) => ({ ...tier })), createdTime: new Date(NOW + 1_000).toISOString(), ...fields });

  it('a row for the downline and game type with the tiers sent, waiting or taken, not listed so at the send, is the offer', () => {
    expect(readOfferSent(intent, [...OFFERS.contracts, row()])).toEqual({ kind: 'applied', result: null });
    // a change of an active contract (E), one the downline already took (A), the downline's name in other case, the tiers in another order
    expect(readOfferSent(intent, [...OFFERS.contracts, row({ status: 'E' })])).toMatchObject({ kind: 'applied' });
    expect(readOfferSent(intent, [...OFFERS.contracts, row({ status: 'A' })])).toMatchObject({ kind: 'applied' });
    expect(readOfferSent(intent, [...OFFERS.contracts, row({ downline: 'AGENT41', tiers: [...VALID_OFFER.tiers].reverse().map((tier) => ({ ...tier })) })])).toMatchObject({ kind: 'applied' });
  });

  it('a row listed at the send, another pair or other tiers, or one withdrawn or rejected is not it', () => {
    expect(readOfferSent(intent, OFFERS.contracts)).toEqual({ kind: 'notApplied' });
    expect(readOfferSent({ ...intent, before: { rows: [...intent.before.rows, offerRowSignature(row())] } }, [...OFFERS.contracts, row()])).toEqual({ kind: 'notApplied' });
    expect(readOfferSent(intent, [...OFFERS.contracts, row({ downline: 'ga0016' }), row({ gameType: 'LIVE' })])).toEqual({ kind: 'notApplied' });
    expect(readOfferSent(intent, [...OFFERS.contracts, row({ tiers: [{ ...VALID_OFFER.tiers[0]!, rate: 11 }] })])).toEqual({ kind: 'notApplied' });
    expect(readOfferSent(intent, [...OFFERS.contracts, row({ status: 'C' }), row({ status: 'R' })])).toEqual({ kind: 'notApplied' });
  });
});

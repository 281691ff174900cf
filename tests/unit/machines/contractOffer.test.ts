/**
 * The contractOffer chart with fake calls: the offer rules (required fields, bounds, tiers
 * ascending), a new offer and a change (prefilled from the contract) sent once however often
 * SUBMIT comes while it runs, a refusal kept with the draft (at its field or above the form), the
 * termination asked only after a confirmation, the list read again after each, and the failures
 * of the loads with their retries.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectContractOffer } from '../../../machines/contracts/contractOffer.connect';
import { contractOfferMachine, offerProblems, type ContractOfferInput, type ContractOffers, type OfferCall, type TerminationRequest } from '../../../machines/contracts/contractOffer.machine';
import { ACTIVE, INVALID_OFFER, OFFERS, VALID_OFFER } from '../../fixtures/contractOffers';

const refusal = (errorCode: string, messageKey: string) => ({ kind: 'envelope', errorCode, messageKey });

function start(script: { loadFailures?: unknown[]; offerFailures?: unknown[]; terminationFailures?: unknown[] } = {}) {
  const loads: string[] = [];
  const offers: OfferCall[] = [];
  const terminations: TerminationRequest[] = [];
  const loadFailures = [...(script.loadFailures ?? [])];
  const offerFailures = [...(script.offerFailures ?? [])];
  const terminationFailures = [...(script.terminationFailures ?? [])];
  let release: (() => void) | null = null;
  const logic = contractOfferMachine.provide({
    actors: {
      loadOffers: fromPromise(async ({ input }: { input: ContractOfferInput }): Promise<ContractOffers> => {
        loads.push(input.kind);
        const failure = loadFailures.shift();
        if (failure) throw failure;
        return OFFERS;
      }),
      sendOffer: fromPromise(async ({ input }: { input: OfferCall }) => {
        offers.push(input);
        await new Promise<void>((resolve) => (release = resolve));
        const failure = offerFailures.shift();
        if (failure) throw failure;
      }),
      requestTermination: fromPromise(async ({ input }: { input: TerminationRequest }) => {
        terminations.push(input);
        const failure = terminationFailures.shift();
        if (failure) throw failure;
      }),
    },
  });
  const actor = createActor(logic, { input: { kind: 'DIVIDEND' } }).start();
  const api = () => connectContractOffer(actor.getSnapshot(), (event) => actor.send(event));
  const answerOffer = () => release?.();
  return { actor, api, loads, offers, terminations, answerOffer };
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => snapshot.matches({ ready: 'browsing' }));

describe('offerProblems', () => {
  it('takes a valid offer', () => {
    expect(offerProblems('DIVIDEND', VALID_OFFER, ['agent41'])).toEqual({});
  });

  it('asks for a downline from the list, a game type and a period the kind takes', () => {
    expect(offerProblems('DIVIDEND', { ...VALID_OFFER, downline: ' ' })).toMatchObject({ downline: 'offer.errors.downlineRequired' });
    expect(offerProblems('DIVIDEND', { ...VALID_OFFER, downline: 'stranger' }, ['agent41'])).toMatchObject({ downline: 'offer.errors.downlineUnknown' });
    expect(offerProblems('DIVIDEND', { ...VALID_OFFER, gameType: 'CHESS' as never })).toMatchObject({ gameType: 'offer.errors.gameTypeRequired' });
    // hourly and real-time salaries settle daily: no other period
    expect(offerProblems('HOURLY_SALARY', { ...VALID_OFFER, period: 'WEEKLY', tiers: [{ ...VALID_OFFER.tiers[0]!, rate: 0.5 }] })).toEqual({ period: 'offer.errors.periodRequired' });
  });

  it('needs 1 to 10 tiers, each within its bounds', () => {
    expect(offerProblems('DIVIDEND', { ...VALID_OFFER, tiers: [] })).toEqual({ tiers: 'offer.errors.tiersRequired' });
    const many = Array.from({ length: 11 }, (_, index) => ({ minimumBet: index, netLoss: index, activeMember: index, rateType: 'P' as const, rate: index + 1 }));
    expect(offerProblems('DIVIDEND', { ...VALID_OFFER, tiers: many })).toMatchObject({ tiers: 'offer.errors.tiersTooMany' });
    const tier = VALID_OFFER.tiers[0]!;
    expect(offerProblems('DIVIDEND', { ...VALID_OFFER, tiers: [{ ...tier, rate: Number.NaN }] })).toEqual({ 'tiers.0.rate': 'offer.errors.rateRequired' });
    expect(offerProblems('DIVIDEND', { ...VALID_OFFER, tiers: [{ ...tier, rate: 0 }] })).toEqual({ 'tiers.0.rate': 'offer.errors.rateRequired' });
    expect(offerProblems('DIVIDEND', { ...VALID_OFFER, tiers: [{ ...tier, rate: 101 }] })).toEqual({ 'tiers.0.rate': 'offer.errors.rateTooHighDividend' });
    expect(offerProblems('DAILY_SALARY', { ...VALID_OFFER, tiers: [{ ...tier, rate: 12 }] })).toEqual({ 'tiers.0.rate': 'offer.errors.rateTooHighSalary' });
    // a fixed amount is not a percentage: 12 is fine
    expect(offerProblems('DAILY_SALARY', { ...VALID_OFFER, tiers: [{ ...tier, rateType: 'F', rate: 12 }] })).toEqual({});
    expect(offerProblems('DIVIDEND', { ...VALID_OFFER, tiers: [{ ...tier, rate: 1.234 }] })).toEqual({ 'tiers.0.rate': 'offer.errors.decimals' });
    expect(offerProblems('DIVIDEND', { ...VALID_OFFER, tiers: [{ ...tier, minimumBet: -1, netLoss: Number.POSITIVE_INFINITY, activeMember: 1.5 }] })).toEqual({
      'tiers.0.minimumBet': 'offer.errors.amountInvalid',
      'tiers.0.netLoss': 'offer.errors.amountInvalid',
      'tiers.0.activeMember': 'offer.errors.membersInvalid',
    });
  });

  it('refuses a blank threshold with "cannot be empty" (SPEC §5), never reading it as 0', () => {
    const [first, second] = VALID_OFFER.tiers;
    expect(offerProblems('DIVIDEND', { ...VALID_OFFER, tiers: [{ ...first!, minimumBet: Number.NaN }, second!] })).toEqual({ 'tiers.0.minimumBet': 'offer.errors.required' });
    expect(offerProblems('DIVIDEND', { ...VALID_OFFER, tiers: [first!, { ...second!, activeMember: Number.NaN }] })).toEqual({ 'tiers.1.activeMember': 'offer.errors.required' });
    expect(offerProblems('DIVIDEND', { ...VALID_OFFER, tiers: [{ ...first!, netLoss: Number.NaN }, second!] })).toEqual({ 'tiers.0.netLoss': 'offer.errors.required' });
    // a salary asks no net loss: not given is fine there
    expect(offerProblems('DAILY_SALARY', { ...VALID_OFFER, tiers: [{ ...first!, netLoss: Number.NaN, rate: 0.5 }] })).toEqual({});
    // a blank threshold is not compared with the tier before: its own message says what is missing
    expect(offerProblems('DIVIDEND', { ...VALID_OFFER, tiers: [first!, { ...first!, activeMember: Number.NaN, rate: 30 }] })).toEqual({ 'tiers.1.activeMember': 'offer.errors.required' });
  });

  it('wants every tier to ask more and pay more than the one before', () => {
    expect(offerProblems('DIVIDEND', INVALID_OFFER)).toEqual({ downline: 'offer.errors.downlineRequired', 'tiers.1.minimumBet': 'offer.errors.tiersAscending', 'tiers.1.rate': 'offer.errors.ratesAscending' });
    const [first, second] = VALID_OFFER.tiers;
    // the same thresholds again ask nothing more
    expect(offerProblems('DIVIDEND', { ...VALID_OFFER, tiers: [first!, { ...first!, rate: 30 }] })).toEqual({ 'tiers.1.minimumBet': 'offer.errors.tiersAscending' });
    // net loss counts for dividends only
    expect(offerProblems('DAILY_SALARY', { ...VALID_OFFER, tiers: [{ ...first!, rate: 0.5 }, { ...second!, netLoss: 0, rate: 0.8 }] })).toEqual({});
    // rates of different types are not compared
    expect(offerProblems('DAILY_SALARY', { ...VALID_OFFER, tiers: [{ ...first!, rate: 5 }, { ...second!, rateType: 'F', rate: 3 }] })).toEqual({});
  });
});

describe('contractOffer chart', () => {
  it('loads the kind\'s contracts and direct downline agents; a failure is retried', async () => {
    const { actor, api, loads } = start({ loadFailures: [refusal('system.busy', 'errors:systemBusy')] });
    await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'));
    expect(api()).toMatchObject({ status: 'failed', failureKey: 'errors:systemBusy', canRetry: true });
    api().retry();
    await ready(actor);
    expect(loads).toEqual(['DIVIDEND', 'DIVIDEND']);
    expect(api().rows.map((row) => [row.contract.id, row.canChange, row.canTerminate])).toEqual([
      ['contract-3', true, true],
      ['contract-8', false, false],
    ]);
    expect(api().downlines).toEqual(['agent41', 'ga0016']);
  });

  it('refuses an invalid offer in the chart (nothing sent), sends a valid one once however often it is submitted, and reads the list again', async () => {
    const { actor, api, offers, loads, answerOffer } = start();
    await ready(actor);
    api().openNew();
    // a new tier has nothing given yet: blank fields, never zeros
    expect(api().draft).toMatchObject({ mode: 'new', offer: { downline: '', period: 'DAILY', tiers: [{ minimumBet: Number.NaN, activeMember: Number.NaN, rate: Number.NaN }] } });
    api().submit(INVALID_OFFER);
    expect(offers).toEqual([]);
    expect(api().fieldErrors).toMatchObject({ downline: 'offer.errors.downlineRequired', 'tiers.1.rate': 'offer.errors.ratesAscending' });
    // the draft is what was typed
    expect(api().draft?.offer).toEqual(INVALID_OFFER);
    api().submit(VALID_OFFER);
    api().submit(VALID_OFFER);
    expect(api()).toMatchObject({ submitting: true, busy: true, fieldErrors: {} });
    api().close();
    expect(api().draft).not.toBeNull();
    answerOffer();
    await ready(actor);
    expect(offers).toEqual([{ kind: 'DIVIDEND', offer: VALID_OFFER, idempotencyKey: expect.any(String) }]);
    expect(offers[0]?.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    expect(loads).toHaveLength(2);
    expect(api()).toMatchObject({ draft: null, notice: 'offered' });
  });

  it('sends no offer whose tier has a blank minimum bet or active members, however often it is submitted; the messages are at those fields and the offer is kept', async () => {
    const { actor, api, offers } = start();
    await ready(actor);
    api().openNew();
    const [first, second] = VALID_OFFER.tiers;
    const blank: typeof VALID_OFFER = { ...VALID_OFFER, tiers: [{ ...first!, minimumBet: Number.NaN }, { ...second!, activeMember: Number.NaN }] };
    api().submit(blank);
    api().submit(blank);
    expect(offers).toEqual([]);
    expect(api()).toMatchObject({ submitting: false, fieldErrors: { 'tiers.0.minimumBet': 'offer.errors.required', 'tiers.1.activeMember': 'offer.errors.required' } });
    expect(api().draft?.offer).toEqual(blank);
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
  });

  it('a salary offer sends 0 as the net loss it does not ask', async () => {
    const logic = contractOfferMachine.provide({
      actors: {
        loadOffers: fromPromise(async (): Promise<ContractOffers> => OFFERS),
        sendOffer: fromPromise(async ({ input }: { input: OfferCall }): Promise<void> => {
          sent.push(input);
        }),
        requestTermination: fromPromise(async (): Promise<void> => undefined),
      },
    });
    const sent: OfferCall[] = [];
    const actor = createActor(logic, { input: { kind: 'DAILY_SALARY' } }).start();
    await ready(actor);
    actor.send({ type: 'OPEN_NEW' });
    const tier = { minimumBet: 1_000, netLoss: Number.NaN, activeMember: 2, rateType: 'P' as const, rate: 0.5 };
    actor.send({ type: 'SUBMIT', offer: { ...VALID_OFFER, period: 'DAILY', tiers: [tier] } });
    await ready(actor);
    expect(sent.map((request) => request.offer.tiers)).toEqual([[{ ...tier, netLoss: 0 }]]);
  });

  it('keeps the offer after a refusal: at the downline field, or above the form; submitting again retries', async () => {
    const { actor, api, offers, answerOffer } = start({
      offerFailures: [refusal('contract.downline.invalid', 'errors:contractDownlineInvalid'), refusal('system.busy', 'errors:systemBusy')],
    });
    await ready(actor);
    api().openNew();
    api().submit(VALID_OFFER);
    answerOffer();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'editing' }));
    expect(api()).toMatchObject({ fieldErrors: { downline: 'errors:contractDownlineInvalid' }, failureKey: null, draft: { offer: VALID_OFFER } });
    api().submit(VALID_OFFER);
    answerOffer();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'editing' }) && snapshot.context.failureKey !== null);
    expect(api()).toMatchObject({ fieldErrors: {}, failureKey: 'errors:systemBusy', canRetry: false, draft: { offer: VALID_OFFER } });
    api().submit(VALID_OFFER);
    answerOffer();
    await ready(actor);
    expect(offers).toHaveLength(3);
    // a refusal the platform answered ends the intent: each try carries a key of its own
    expect(new Set(offers.map((offer) => offer.idempotencyKey)).size).toBe(3);
    expect(api().notice).toBe('offered');
  });

  it('prefills a change from the contract; its downline is not checked against the list', async () => {
    const { actor, api, offers, answerOffer } = start();
    await ready(actor);
    api().change('contract-8');
    expect(api().draft).toBeNull();
    api().change('contract-3');
    expect(api().draft).toEqual({ mode: 'change', contractId: 'contract-3', offer: { downline: 'agent41', gameType: 'LIVE', period: 'SEMIMONTHLY', tiers: [{ minimumBet: 0, netLoss: 5_000, activeMember: 3, rateType: 'P', rate: 15 }] } });
    const changed = { ...api().draft!.offer, downline: 'agent41x', tiers: [{ minimumBet: 0, netLoss: 5_000, activeMember: 3, rateType: 'P' as const, rate: 18 }] };
    api().submit(changed);
    answerOffer();
    await ready(actor);
    expect(offers[0]?.offer.tiers[0]?.rate).toBe(18);
  });

  it('asks to end an active contract only after the confirmation; a refusal stays in the question and confirming again retries', async () => {
    const { actor, api, terminations, loads } = start({ terminationFailures: [refusal('contract.not.found', 'errors:contractNotFound')] });
    await ready(actor);
    api().terminate('contract-8');
    expect(api().terminating).toBeNull();
    api().terminate('contract-3');
    expect(api().terminating).toEqual(ACTIVE);
    api().close();
    expect(api().terminating).toBeNull();
    expect(terminations).toEqual([]);
    api().terminate('contract-3');
    api().confirm();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'confirmingTermination' }) && snapshot.context.failureKey !== null);
    expect(api()).toMatchObject({ terminating: ACTIVE, failureKey: 'errors:contractNotFound' });
    api().confirm();
    await ready(actor);
    expect(terminations).toEqual([
      { kind: 'DIVIDEND', downline: 'agent41', gameType: 'LIVE' },
      { kind: 'DIVIDEND', downline: 'agent41', gameType: 'LIVE' },
    ]);
    expect(loads).toHaveLength(2);
    expect(api().notice).toBe('terminationRequested');
  });

  it('keeps the rows when the reload fails, and reads them again on retry', async () => {
    const { actor, api, answerOffer, loads } = start({ loadFailures: [undefined, refusal('system.busy', 'errors:systemBusy')] });
    await ready(actor);
    api().openNew();
    api().submit(VALID_OFFER);
    answerOffer();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'reloadFailed' }));
    expect(api()).toMatchObject({ status: 'ready', canRetry: true, failureKey: 'errors:systemBusy' });
    expect(api().rows).toHaveLength(2);
    api().retry();
    await ready(actor);
    expect(loads).toHaveLength(3);
  });
});

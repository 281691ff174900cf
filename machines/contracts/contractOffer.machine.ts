/**
 * The contractOffer chart ("my downlines' contracts"): the contracts an agent offered or
 * holds with its direct downline agents, of one kind (the flow's input), and what it does with
 * them: offer a new contract with tiers to a downline, change one (the form prefilled from it) or
 * ask to end an active one (after a confirmation). SPEC.md §4, API.md "Contracts (platform)".
 *
 * - `loading` reads the kind's contracts (the agent's side, `asUpline`) and its direct downline
 *   agents (the form's choice) together → `ready` | `loadFailed` (RETRY).
 * - `ready.browsing`: OPEN_NEW or CHANGE → `editing`; TERMINATE (an active contract) →
 *   `confirmingTermination`.
 * - `editing`: SUBMIT checks the offer with `offerProblems` (the same rules the form's schema
 *   runs); a refused one stays with its messages per field. A valid one → `submitting`, which takes
 *   no SUBMIT (a double click offers once) → `reloading` (the list read again, "offered" said) or
 *   back to `editing` with the platform's refusal (at the downline field or above the form); the
 *   offer sent is kept as the draft, so nothing typed is lost and submitting again is the retry.
 * - `confirmingTermination`: CONFIRM → `terminating` → `reloading`, or back with the refusal
 *   (CONFIRM again retries); CLOSE drops it.
 * - `reloading` → `browsing` | `reloadFailed` (the rows read last stay; RETRY).
 *
 * An offer moves value (the downline's pay), so one whose answer is lost (a dropped connection, a
 * timeout, a 5xx, a 2xx that could not be read) is an unknown outcome, not a failure
 * (machines/outcome.ts): `ready.outcomeUnknown` reads the kind's contracts the agent offered until
 * they show the offer (a row for the downline and game type with the tiers sent, waiting or taken,
 * not listed so at the send: done, "offered" said and the list read again), none (not done: the
 * failure above the form, and the same offer sent again carries the same idempotency key) or the
 * readings run out (the form held: check again). Each offer carries a key made when the agent
 * submits it; the intent is kept for the tab (per kind) while its outcome is unknown, so a reload
 * of the page resumes the check, the form open with the offer, before anything else is offered.
 */
import { assign, setup } from 'xstate';
import type { Contract, ContractGameType, ContractKind, ContractPeriod } from '../../src/api';
import { errorOf, failureMessage, failureOf, notProvided, retryableFailure, TAGS } from '../kit';
import { newIntentKey, outcomeCheckMachine, outcomeGuards, outcomeUnknownState, type Intent, type OutcomeReading } from '../outcome';

export const CONTRACT_OFFER_TAGS = {
  /** The termination of a contract waits for the agent's confirmation. */
  confirmingTermination: 'confirmingTermination',
} as const;

/** The game types a contract covers (API.md), in the order the form lists them. */
export const OFFER_GAME_TYPES: readonly ContractGameType[] = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'];
/**
 * The periods a contract pays by: the adapter's CONTRACT_PERIODS (src/api/contractKinds.ts), which
 * a chart may not import (charts take only types from src/api). Typed by the wire's ContractPeriod,
 * so a period the wire lacks does not compile; tests/unit/machines/contract-periods.test.ts holds
 * the two lists equal, order included.
 */
export const OFFER_PERIODS: readonly ContractPeriod[] = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'];
/** At most this many tiers in one contract. */
export const MAX_TIERS = 10;
/** The most active members a tier may ask for. */
export const MAX_ACTIVE_MEMBERS = 100_000;
/** The largest amount a threshold or a fixed rate may name. */
export const MAX_AMOUNT = 100_000_000;
/**
 * The highest percentage a tier may pay: a dividend shares up to all of the team's net loss, a
 * salary pays a few percent of its bets at most (a higher one is a typo, not an offer).
 */
export const MAX_PERCENT: Readonly<Record<ContractKind, number>> = { DIVIDEND: 100, DAILY_SALARY: 10, HOURLY_SALARY: 10, REALTIME_SALARY: 10 };

/** The kinds whose period the upline chooses (hourly and real-time salaries settle daily). */
export const periodsFor = (kind: ContractKind): readonly ContractPeriod[] => (kind === 'DIVIDEND' || kind === 'DAILY_SALARY' ? OFFER_PERIODS : ['DAILY']);
/** A dividend tier asks for a net loss too. */
export const asksNetLoss = (kind: ContractKind) => kind === 'DIVIDEND';
/** A salary tier pays a percentage (P) or a fixed amount (F); a dividend always a percentage. */
export const takesRateType = (kind: ContractKind) => kind !== 'DIVIDEND';

/**
 * One tier of an offer. A number the agent has not given (a blank field) is NaN: the rules refuse
 * it with "cannot be empty" (SPEC.md §5) before anything is sent; it is never read as 0.
 */
export interface OfferTier {
  /** The minimum bet (daily salary: the bet volume). */
  readonly minimumBet: number;
  /** Dividends only. */
  readonly netLoss: number;
  readonly activeMember: number;
  readonly rateType: 'P' | 'F';
  readonly rate: number;
}

export interface ContractOffer {
  readonly downline: string;
  readonly gameType: ContractGameType;
  readonly period: ContractPeriod;
  readonly tiers: readonly OfferTier[];
}

/** A problem per field path (`downline`, `tiers`, `tiers.1.rate`, …): an i18n key of the contracts namespace. */
export type OfferProblems = Readonly<Record<string, string>>;

const decimalsOk = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * The rules of an offer, written once: the form's schema runs them as the agent types, the chart
 * before it sends. A downline from the list (when the list is given), a game type and a period,
 * 1 to MAX_TIERS tiers, each within its bounds, each asking more than the one before and paying
 * more (rates compared within one rate type).
 */
export function offerProblems(kind: ContractKind, offer: ContractOffer, downlines?: readonly string[]): OfferProblems {
  const problems: Record<string, string> = {};
  const downline = offer.downline.trim();
  if (downline === '') problems.downline = 'offer.errors.downlineRequired';
  else if (downlines && !downlines.some((name) => name.toLowerCase() === downline.toLowerCase())) problems.downline = 'offer.errors.downlineUnknown';
  if (!OFFER_GAME_TYPES.includes(offer.gameType)) problems.gameType = 'offer.errors.gameTypeRequired';
  if (!periodsFor(kind).includes(offer.period)) problems.period = 'offer.errors.periodRequired';
  if (offer.tiers.length === 0) problems.tiers = 'offer.errors.tiersRequired';
  else if (offer.tiers.length > MAX_TIERS) problems.tiers = 'offer.errors.tiersTooMany';
  offer.tiers.forEach((tier, index) => {
    const at = (field: string) => `tiers.${index}.${field}`;
    const amountProblem = (value: number) =>
      Number.isNaN(value) ? 'offer.errors.required' : !Number.isFinite(value) || value < 0 ? 'offer.errors.amountInvalid' : value > MAX_AMOUNT ? 'offer.errors.amountTooLarge' : !decimalsOk(value) ? 'offer.errors.decimals' : null;
    const bet = amountProblem(tier.minimumBet);
    if (bet) problems[at('minimumBet')] = bet;
    if (asksNetLoss(kind)) {
      const loss = amountProblem(tier.netLoss);
      if (loss) problems[at('netLoss')] = loss;
    }
    if (Number.isNaN(tier.activeMember)) problems[at('activeMember')] = 'offer.errors.required';
    else if (!Number.isInteger(tier.activeMember) || tier.activeMember < 0 || tier.activeMember > MAX_ACTIVE_MEMBERS) problems[at('activeMember')] = 'offer.errors.membersInvalid';
    const percent = tier.rateType === 'P' || !takesRateType(kind);
    if (!Number.isFinite(tier.rate) || tier.rate <= 0) problems[at('rate')] = 'offer.errors.rateRequired';
    else if (percent && tier.rate > MAX_PERCENT[kind]) problems[at('rate')] = kind === 'DIVIDEND' ? 'offer.errors.rateTooHighDividend' : 'offer.errors.rateTooHighSalary';
    else if (!percent && tier.rate > MAX_AMOUNT) problems[at('rate')] = 'offer.errors.amountTooLarge';
    else if (!decimalsOk(tier.rate)) problems[at('rate')] = 'offer.errors.decimals';
    const before = offer.tiers[index - 1];
    if (!before) return;
    // only the thresholds given on both tiers are compared: a blank one has its own message
    const pairs: [number, number][] = [[tier.minimumBet, before.minimumBet], [tier.activeMember, before.activeMember]];
    if (asksNetLoss(kind)) pairs.push([tier.netLoss, before.netLoss]);
    const given = pairs.filter(([mine, theirs]) => Number.isFinite(mine) && Number.isFinite(theirs));
    const asksLess = given.some(([mine, theirs]) => mine < theirs);
    const asksMore = given.some(([mine, theirs]) => mine > theirs);
    if (!problems[at('minimumBet')] && (asksLess || (!asksMore && given.length === pairs.length))) problems[at('minimumBet')] = 'offer.errors.tiersAscending';
    const sameType = (takesRateType(kind) ? tier.rateType : 'P') === (takesRateType(kind) ? before.rateType : 'P');
    if (!problems[at('rate')] && sameType && tier.rate <= before.rate) problems[at('rate')] = 'offer.errors.ratesAscending';
  });
  return problems;
}

/** The form being filled: a new offer, or the change of a contract (its downline and game type fixed). */
export interface OfferDraft {
  readonly mode: 'new' | 'change';
  /** The contract changed (mode change). */
  readonly contractId: string | null;
  readonly offer: ContractOffer;
}

export interface ContractOffers {
  /** The kind's contracts the agent offered or holds as upline, every status. */
  readonly contracts: readonly Contract[];
  /** The agent's direct downline agents: who a new offer can go to. */
  readonly downlines: readonly string[];
}

export interface ContractOfferInput {
  readonly kind: ContractKind;
}

/** What the wiring sends: the kind's contract call with an offer. */
export interface OfferRequest {
  readonly kind: ContractKind;
  readonly offer: ContractOffer;
}

/** What the offer call receives: the offer and its intent's idempotency key. */
export interface OfferCall extends OfferRequest {
  readonly idempotencyKey: string;
}

/** An offer as it was sent (the offer as sent, and the form it came from: a new offer or a change). */
export interface OfferSent extends OfferRequest {
  readonly mode: OfferDraft['mode'];
  readonly contractId: string | null;
}

/** The kind's contracts listed when the offer was sent, each as `offerRowSignature` writes it: the offer is none of them. */
export interface OfferBefore {
  readonly rows: readonly string[];
}

/** An offer as it is sent and, while its outcome is unknown, kept for the tab. */
export type OfferIntent = Intent<OfferSent, OfferBefore>;

/** The load's answer: the kind's contracts and downlines, and an offer of this kind sent before a reload whose outcome was still unknown. */
export interface ContractOffersLoad extends ContractOffers {
  readonly pendingOffer?: OfferIntent | null;
}

/** Where a kind's page keeps its offer whose outcome is unknown (sessionStorage `pending:<command>`). */
export const contractOfferCommand = (kind: ContractKind) => `contractOffer.${kind}`;

const cents = (value: number) => Math.round(value * 100);

/** A tier as the check compares it: amounts in cents, the rate type where the kind has one, the net loss where it asks one. */
function tierKey(kind: ContractKind, tier: Pick<OfferTier, 'minimumBet' | 'netLoss' | 'activeMember' | 'rateType' | 'rate'>): string {
  return [cents(tier.minimumBet), asksNetLoss(kind) ? cents(tier.netLoss) : 0, Math.round(tier.activeMember), takesRateType(kind) ? tier.rateType : 'P', cents(tier.rate)].join('/');
}

/** The tiers as a set (a platform may list them in its own order). */
const tiersKey = (kind: ContractKind, tiers: readonly Pick<OfferTier, 'minimumBet' | 'netLoss' | 'activeMember' | 'rateType' | 'rate'>[]) =>
  tiers
    .map((tier) => tierKey(kind, tier))
    .sort()
    .join('|');

/**
 * A contract row as the check tells it apart: its id, pair, status, time and tiers (a platform that
 * changes a row in place rather than adding one changes one of these).
 */
export function offerRowSignature(contract: Contract): string {
  const tiers = contract.tiers.map((tier) => [tier.minimumBet, tier.netLoss, tier.activeMember, tier.rateType, tier.rate].join('/')).join('|');
  return [contract.id, contract.downline.trim().toLowerCase(), contract.gameType, contract.status, contract.createdTime ?? '', tiers].join('#');
}

/** The statuses an offer that went through shows: waiting for the downline (P, or E for a change), or already taken (A). */
const OFFERED_STATUSES: readonly string[] = ['P', 'E', 'A'];

/**
 * What the kind's contracts (the agent's side) say about an offer sent as `intent`: a row for the
 * downline and game type with the tiers sent, waiting for the downline or taken, that was not
 * listed so at the send, is the offer (applied); none is not made.
 */
export function readOfferSent(intent: OfferIntent, contracts: readonly Contract[]): OutcomeReading<null> {
  const { kind, offer } = intent.request;
  const listed = new Set(intent.before.rows);
  const downline = offer.downline.trim().toLowerCase();
  const wanted = tiersKey(kind, offer.tiers);
  const made = contracts.some(
    (contract) =>
      contract.downline.trim().toLowerCase() === downline &&
      contract.gameType === offer.gameType &&
      OFFERED_STATUSES.includes(contract.status) &&
      tiersKey(kind, contract.tiers) === wanted &&
      !listed.has(offerRowSignature(contract)),
  );
  return made ? { kind: 'applied', result: null } : { kind: 'notApplied' };
}

/** What the wiring sends: the kind's contract call asking to end the contract. */
export interface TerminationRequest {
  readonly kind: ContractKind;
  readonly downline: string;
  readonly gameType: ContractGameType;
}

export type ContractOfferNotice = 'offered' | 'terminationRequested';

export interface ContractOfferContext {
  readonly kind: ContractKind;
  readonly offers: ContractOffers | null;
  readonly draft: OfferDraft | null;
  /** The contract whose termination is asked (confirming, sending, or refused). */
  readonly terminating: Contract | null;
  readonly fieldErrors: OfferProblems;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** What the last call that went through did (said above the list). */
  readonly notice: ContractOfferNotice | null;
  /** The offer being sent or checked (its key is reused by the same offer sent again). */
  readonly intent: OfferIntent | null;
  /** An offer the check found not made: the same offer sent again carries its key. */
  readonly retryable: OfferIntent | null;
  /** The lost answer's message, shown if the check finds the offer not made. */
  readonly lostAnswer: { readonly errorKey: string; readonly errorText: string | null } | null;
}

export type ContractOfferEvent =
  | { type: 'OPEN_NEW' }
  | { type: 'CHANGE'; contractId: string }
  | { type: 'TERMINATE'; contractId: string }
  | { type: 'SUBMIT'; offer: ContractOffer }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' }
  | { type: 'RETRY' }
  /** Read the contracts again after the checks of a lost offer ran out. */
  | { type: 'CHECK_AGAIN' };

/** A contract the upline can change: active, or an offer still waiting (a new offer replaces it). */
export const changeable = (contract: Contract) => contract.status === 'A' || contract.status === 'P' || contract.status === 'E';
/** A contract whose termination the upline can ask: active only. */
export const terminable = (contract: Contract) => contract.status === 'A';

const contractOf = (context: ContractOfferContext, id: string) => context.offers?.contracts.find((contract) => contract.id === id);

/** The platform's refusals that belong to a field of the form (the rest show above it). */
const FIELD_OF_CODE: Readonly<Record<string, string>> = { 'contract.downline.invalid': 'downline' };

/** An empty tier row (the form's first, and every added one): nothing given yet. */
export const EMPTY_TIER: OfferTier = { minimumBet: Number.NaN, netLoss: Number.NaN, activeMember: Number.NaN, rateType: 'P', rate: Number.NaN };

function newDraft(kind: ContractKind): OfferDraft {
  return { mode: 'new', contractId: null, offer: { downline: '', gameType: 'LIVE', period: periodsFor(kind)[0] ?? 'DAILY', tiers: [EMPTY_TIER] } };
}

function changeDraft(kind: ContractKind, contract: Contract): OfferDraft {
  const period = contract.period && periodsFor(kind).includes(contract.period as ContractPeriod) ? (contract.period as ContractPeriod) : (periodsFor(kind)[0] ?? 'DAILY');
  return {
    mode: 'change',
    contractId: contract.id,
    offer: {
      downline: contract.downline,
      gameType: contract.gameType as ContractGameType,
      period,
      tiers: contract.tiers.map((tier) => ({ minimumBet: tier.minimumBet, netLoss: tier.netLoss, activeMember: tier.activeMember, rateType: tier.rateType, rate: tier.rate })),
    },
  };
}

/** The offer as sent: a kind that asks no net loss sends 0 for it (its field is not shown, so never given). */
const sentOffer = (kind: ContractKind, offer: ContractOffer): ContractOffer =>
  asksNetLoss(kind) ? offer : { ...offer, tiers: offer.tiers.map((tier) => ({ ...tier, netLoss: 0 })) };

const NO_FAILURE = { fieldErrors: {}, failureKey: null, failureText: null } as const;

/** The same offer: the same kind, downline, game type, period and tiers (the key of one the check found not made is kept). */
const sameOffer = (a: OfferRequest, b: OfferRequest) =>
  a.kind === b.kind &&
  a.offer.downline.trim().toLowerCase() === b.offer.downline.trim().toLowerCase() &&
  a.offer.gameType === b.offer.gameType &&
  a.offer.period === b.offer.period &&
  a.offer.tiers.map((tier) => tierKey(a.kind, tier)).join('|') === b.offer.tiers.map((tier) => tierKey(b.kind, tier)).join('|');

export const contractOfferMachine = setup({
  types: { context: {} as ContractOfferContext, events: {} as ContractOfferEvent, input: {} as ContractOfferInput },
  actors: {
    loadOffers: notProvided<ContractOffersLoad, ContractOfferInput>('loadOffers'),
    sendOffer: notProvided<void, OfferCall>('sendOffer'),
    requestTermination: notProvided<void, TerminationRequest>('requestTermination'),
    checkOutcome: outcomeCheckMachine,
  },
  guards: {
    /** An offer of this kind sent before a reload, its outcome still unknown. */
    resumed: ({ context }, load: ContractOffersLoad) => load.pendingOffer?.request.kind === context.kind,
    ...outcomeGuards,
    changeable: ({ context, event }) => {
      const contract = event.type === 'CHANGE' ? contractOf(context, event.contractId) : undefined;
      return contract !== undefined && changeable(contract);
    },
    terminable: ({ context, event }) => {
      const contract = event.type === 'TERMINATE' ? contractOf(context, event.contractId) : undefined;
      return contract !== undefined && terminable(contract);
    },
    offerValid: ({ context, event }) =>
      event.type === 'SUBMIT' && Object.keys(offerProblems(context.kind, event.offer, context.draft?.mode === 'change' ? undefined : context.offers?.downlines)).length === 0,
  },
  actions: {
    storeOffers: assign((_, load: ContractOffersLoad) => ({ offers: { contracts: load.contracts, downlines: load.downlines }, failureKey: null, failureText: null })),
    /** The kept offer: checked with the form open on it, as it was when sent. */
    resume: assign((_, load: ContractOffersLoad) => {
      const intent = load.pendingOffer ?? null;
      return intent ? { intent, draft: { mode: intent.request.mode, contractId: intent.request.contractId, offer: intent.request.offer }, ...NO_FAILURE, notice: null } : {};
    }),
    /** The agent submitted a valid offer: its intent (the same offer the check found not made keeps that key). */
    begin: assign(({ context }) => {
      const draft = context.draft ?? newDraft(context.kind);
      const request: OfferSent = { kind: context.kind, offer: sentOffer(context.kind, draft.offer), mode: draft.mode, contractId: draft.contractId };
      const again = context.retryable;
      const key = again !== null && sameOffer(again.request, request) ? again.key : newIntentKey();
      const intent: OfferIntent = { key, request, sentAt: Date.now(), before: { rows: (context.offers?.contracts ?? []).map(offerRowSignature) } };
      return { intent, retryable: null, lostAnswer: null };
    }),
    /** Kept for the tab while the outcome may be unknown (the wiring writes sessionStorage). */
    keepIntent: () => undefined,
    forgetIntent: () => undefined,
    /** A refused offer is answered by the platform: the next try is a new intent. */
    dropIntent: assign({ intent: null }),
    rememberLostAnswer: assign((_, error: unknown) => ({ lostAnswer: failureMessage(error) })),
    checkedNotDone: assign(({ context }) => {
      const { errorKey, errorText } = context.lostAnswer ?? { errorKey: 'errors:networkAbnormal', errorText: null };
      return { fieldErrors: {}, failureKey: errorKey, failureText: errorText, retryable: context.intent, intent: null };
    }),
    storeLoadFailure: assign((_, error: unknown) => {
      const { errorKey, errorText } = failureMessage(error);
      return { failureKey: errorKey, failureText: errorText };
    }),
    openNew: assign(({ context }) => ({ draft: newDraft(context.kind), ...NO_FAILURE, notice: null })),
    openChange: assign(({ context, event }) => {
      const contract = event.type === 'CHANGE' ? contractOf(context, event.contractId) : undefined;
      return { draft: contract ? changeDraft(context.kind, contract) : null, ...NO_FAILURE, notice: null };
    }),
    openTermination: assign(({ context, event }) => ({ terminating: (event.type === 'TERMINATE' ? contractOf(context, event.contractId) : undefined) ?? null, ...NO_FAILURE, notice: null })),
    /** The offer as submitted becomes the draft: what the form shows again after a refusal. */
    keepOffer: assign(({ context, event }) => (event.type === 'SUBMIT' && context.draft ? { draft: { ...context.draft, offer: event.offer }, ...NO_FAILURE } : {})),
    refuse: assign(({ context, event }) =>
      event.type === 'SUBMIT' && context.draft
        ? {
            draft: { ...context.draft, offer: event.offer },
            fieldErrors: offerProblems(context.kind, event.offer, context.draft.mode === 'change' ? undefined : context.offers?.downlines),
            failureKey: null,
            failureText: null,
          }
        : {},
    ),
    storeCallFailure: assign((_, error: unknown) => {
      const field = FIELD_OF_CODE[failureOf(error).errorCode ?? ''];
      const { errorKey, errorText } = failureMessage(error);
      return field ? { fieldErrors: { [field]: errorKey }, failureKey: null, failureText: null } : { fieldErrors: {}, failureKey: errorKey, failureText: errorText };
    }),
    clearFailure: assign({ ...NO_FAILURE }),
    close: assign({ draft: null, terminating: null, ...NO_FAILURE }),
    offered: assign({ draft: null, notice: 'offered' as const, intent: null, retryable: null, lostAnswer: null }),
    terminationRequested: assign({ terminating: null, notice: 'terminationRequested' as const }),
  },
}).createMachine({
  id: 'contractOffer',
  context: ({ input }) => ({ kind: input.kind, offers: null, draft: null, terminating: null, ...NO_FAILURE, notice: null, intent: null, retryable: null, lostAnswer: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadOffers',
        src: 'loadOffers',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: [
          {
            // an offer sent before a reload, its outcome still unknown: checked before anything is offered
            guard: { type: 'resumed', params: ({ event }) => event.output },
            target: '#contractOffer.ready.outcomeUnknown',
            actions: [
              { type: 'storeOffers', params: ({ event }) => event.output },
              { type: 'resume', params: ({ event }) => event.output },
            ],
          },
          { target: 'ready', actions: { type: 'storeOffers', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeLoadFailure', params: errorOf } },
      },
    },
    loadFailed: retryableFailure(),
    ready: {
      tags: [TAGS.ready],
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            OPEN_NEW: { target: 'editing', actions: 'openNew' },
            CHANGE: { guard: 'changeable', target: 'editing', actions: 'openChange' },
            TERMINATE: { guard: 'terminable', target: 'confirmingTermination', actions: 'openTermination' },
          },
        },
        editing: {
          tags: [TAGS.editing],
          on: {
            SUBMIT: [{ guard: 'offerValid', target: 'submitting', actions: ['keepOffer', 'begin'] }, { actions: 'refuse' }],
            CLOSE: { target: 'browsing', actions: 'close' },
          },
        },
        // No SUBMIT and no CLOSE: a double click offers once, and the answer is awaited.
        submitting: {
          tags: [TAGS.editing, TAGS.busy],
          entry: 'keepIntent',
          invoke: {
            id: 'sendOffer',
            src: 'sendOffer',
            input: ({ context }) => ({
              kind: context.kind,
              offer: context.intent?.request.offer ?? sentOffer(context.kind, context.draft?.offer ?? newDraft(context.kind).offer),
              idempotencyKey: context.intent?.key ?? '',
            }),
            onDone: { target: 'reloading', actions: ['forgetIntent', 'offered'] },
            onError: [
              { guard: { type: 'outcomeUnknown', params: errorOf }, target: 'outcomeUnknown', actions: { type: 'rememberLostAnswer', params: errorOf } },
              { target: 'editing', actions: [{ type: 'storeCallFailure', params: errorOf }, 'forgetIntent', 'dropIntent'] },
            ],
          },
        },
        /**
         * The offer's answer was lost: the kind's contracts are read until they show whether it was
         * made. The form holds (no SUBMIT, no CLOSE), as while it was sent.
         */
        outcomeUnknown: outcomeUnknownState({
          tags: [TAGS.editing, TAGS.busy],
          applied: { target: '#contractOffer.ready.reloading', actions: ['forgetIntent', 'offered'] },
          // not made: back to the form with the lost answer's message, the offer kept as the draft
          notApplied: { target: '#contractOffer.ready.editing', actions: ['forgetIntent', 'checkedNotDone'] },
        }),
        confirmingTermination: {
          tags: [CONTRACT_OFFER_TAGS.confirmingTermination],
          on: {
            CONFIRM: { target: 'terminating', actions: 'clearFailure' },
            CLOSE: { target: 'browsing', actions: 'close' },
          },
        },
        terminating: {
          tags: [CONTRACT_OFFER_TAGS.confirmingTermination, TAGS.busy],
          invoke: {
            id: 'requestTermination',
            src: 'requestTermination',
            input: ({ context }) => ({ kind: context.kind, downline: context.terminating?.downline ?? '', gameType: (context.terminating?.gameType ?? 'LIVE') as ContractGameType }),
            onDone: { target: 'reloading', actions: 'terminationRequested' },
            // the refusal is said in the confirmation; confirming again is the retry
            onError: { target: 'confirmingTermination', actions: { type: 'storeCallFailure', params: errorOf } },
          },
        },
        reloading: {
          tags: [TAGS.busy],
          invoke: {
            id: 'reloadOffers',
            src: 'loadOffers',
            input: ({ context }) => ({ kind: context.kind }),
            onDone: { target: 'browsing', actions: { type: 'storeOffers', params: ({ event }) => event.output } },
            onError: { target: 'reloadFailed', actions: { type: 'storeLoadFailure', params: errorOf } },
          },
        },
        // the rows read last stay shown; the retry reads them again
        reloadFailed: retryableFailure('reloading'),
      },
    },
  },
});

export type ContractOfferMachine = typeof contractOfferMachine;

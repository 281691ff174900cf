/**
 * The contract chart (DESIGN.md names it): an agent answers what its upline sent it.
 * An offer (status P, or E for a changed one) is accepted (A) or rejected (R); a termination
 * request (V) is agreed (C) or refused, which keeps the contract (A). SPEC.md §4 "Contract
 * requests", API.md "Contracts (platform)".
 *
 * The lower-rate rule: accepting an offer marked `downlineHigherRate` (its rate is below a
 * contract the agent holds with one of its own downlines) ends that downline contract, so the
 * chart asks for consent first (`askingConsent`); nothing is sent until the agent consents, and
 * the answer then carries the consent field. A platform that refuses an answer for the same reason
 * (`contract.rate.conflict`: the info shown was older than the platform's) leads to the same
 * question instead of an error.
 *
 * After each answer the consolidated contract info is read again. Every call can fail: the load is
 * retried from `loadFailed`; a refused answer stays in `answerFailed` with the answer kept, so a
 * retry sends the same answer (and cancel drops it); a failed reload keeps the rows shown. The
 * busy states take no answer, so a double click never answers twice.
 *
 * One chart drives the dialog that opens after sign-in (input: every kind) and each contract page
 * (input: that page's kind); DISMISS closes the dialog.
 *
 * An answer moves value (the agent's pay), so one whose answer is lost (a dropped connection, a
 * timeout, a 5xx) is an unknown outcome, not a failure (machines/outcome.ts): the chart
 * reads the contract info until the answered row shows the answer (done: told so, the info read
 * again), still waits as it did (not done: the failure, and a retry that carries the same
 * idempotency key) or the readings run out ("do not answer again"). Each answer carries a key made
 * when the agent confirms it; the intent is kept for the tab while its outcome is unknown, so a
 * reload resumes the check in the same place (the dialog, or the kind's page).
 */
import { assign, setup } from 'xstate';
import type { Contract, ContractKind } from '../../src/api';
import { errorOf, failureMessage, failureOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';
import { newIntentKey, outcomeCheckMachine, outcomeGuards, outcomeUnknownState, type Intent, type OutcomeReading } from '../outcome';

export const CONTRACT_TAGS = {
  /** The agent is asked to consent to ending a downline contract. */
  askingConsent: 'askingConsent',
  /** The agent's answer is being sent. */
  answering: 'answering',
} as const;

/** The platform's code for an answer that needs the lower-rate consent (schema/README.md "Contracts"). */
export const RATE_CONFLICT_CODE = 'contract.rate.conflict';

/**
 * A contract row as the chart keeps it: the platform's row, the kind it was listed under, and the
 * key that tells it apart from every other row (kind, game type and id: a dividend row may carry
 * no id, the platform naming it by game type; src/app/wiring/contracts/contract.ts).
 */
export interface ContractRow extends Contract {
  readonly kind: ContractKind;
  readonly key: string;
  /**
   * What an answer names the row by, as its kind's call does (API.md: dividend its game type,
   * daily its `id`, hourly and real-time its `contractId`); '' when the row says neither.
   */
  readonly answerRef: string;
}

/**
 * Whether an answer to the row can name it: a row that does not say its type or id is shown but
 * takes no answer, rather than an answer sent with an empty type or id (which the adapter refuses).
 */
export function canNameInAnswer(row: ContractRow): boolean {
  return row.answerRef !== '';
}

/** The consolidated contract info of the signed-in agent, the kinds asked for only. */
export interface ContractInfo {
  /** Rows waiting for the agent's answer: offers (P, E) and termination requests (V). */
  readonly waiting: readonly ContractRow[];
  /** Contracts the agent holds with its upline (A, and V while termination is asked). */
  readonly held: readonly ContractRow[];
  /** The kinds set up for the agent (the contract setting), of every kind; absent: not said. */
  readonly setUp?: readonly ContractKind[];
}

/** What the agent can say to a waiting row. */
export type ContractAnswer = 'accept' | 'reject' | 'agree' | 'keep';

/** The status each answer sends (an offer: A or R; a termination request: C or A). */
export const ANSWER_STATUS: Readonly<Record<ContractAnswer, 'A' | 'R' | 'C'>> = { accept: 'A', reject: 'R', agree: 'C', keep: 'A' };

/** The answers a row's status takes. */
export function answersFor(status: string): readonly ContractAnswer[] {
  if (status === 'P' || status === 'E') return ['accept', 'reject'];
  if (status === 'V') return ['agree', 'keep'];
  return [];
}

export interface ContractLoadRequest {
  readonly kinds: readonly ContractKind[];
}

/** The load's answer: the info, and an answer of this chart sent before a reload whose outcome was still unknown. */
export interface ContractLoad extends ContractInfo {
  readonly pendingAnswer?: ContractAnswerIntent | null;
}

/** One answer as the wiring sends it. */
export interface ContractAnswerRequest {
  readonly row: ContractRow;
  readonly answer: ContractAnswer;
  readonly status: 'A' | 'R' | 'C';
  /** The lower-rate consent: sent only after the agent gave it. */
  readonly confirmLowerRate: boolean;
}

/** What the answer call receives: the answer and its idempotency key. */
export interface ContractAnswerCall extends ContractAnswerRequest {
  readonly idempotencyKey: string;
}

/** The row's status when it was answered (P or E: an offer; V: a termination request): the check compares against it. */
export interface ContractAnswerBefore {
  readonly status: string;
}

/** An answer as it is sent and, while its outcome is unknown, kept for the tab. */
export type ContractAnswerIntent = Intent<ContractAnswerRequest, ContractAnswerBefore>;

/**
 * Where a chart keeps its answer whose outcome is unknown (sessionStorage `pending:<command>`): the
 * dialog (every kind) and each kind's page apart, so a reload resumes the check where it was sent.
 */
export function contractAnswerCommand(kinds: readonly ContractKind[]): string {
  return kinds.length === 1 ? `contractAnswer.${kinds[0] ?? ''}` : 'contractAnswer';
}

/**
 * What the contract info (the answered row's kind) says about an answer: the row shows it (an
 * offer accepted or a contract kept: held, active; an offer rejected or a termination agreed:
 * neither waiting nor held), the row still waits as it did (not done), or something else (not
 * known yet: a kind whose requests the info does not give, a row changed by the upline meanwhile).
 */
export function readContractAnswer(intent: ContractAnswerIntent, info: ContractInfo): OutcomeReading<null> {
  const { row, status } = intent.request;
  if (info.setUp && !info.setUp.includes(row.kind)) return { kind: 'unknown' };
  const waiting = info.waiting.find((candidate) => candidate.key === row.key);
  const held = info.held.find((candidate) => candidate.key === row.key);
  if (waiting) return waiting.status === intent.before.status ? { kind: 'notApplied' } : { kind: 'unknown' };
  if (status === 'A') return held?.status === 'A' ? { kind: 'applied', result: null } : { kind: 'unknown' };
  return held ? { kind: 'unknown' } : { kind: 'applied', result: null };
}

export interface ContractInput {
  readonly kinds: readonly ContractKind[];
}

export interface ContractContext {
  readonly kinds: readonly ContractKind[];
  readonly info: ContractInfo | null;
  /** The answer asked for consent, being sent, or refused (kept for the retry). */
  readonly pending: ContractAnswerRequest | null;
  /** Answers sent in this chart's life: the view says "answered" once the last one went through. */
  readonly answeredCount: number;
  /** The last answer that went through (told to the agent), until the next answer. */
  readonly lastAnswer: ContractAnswerRequest | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** The answer being sent or checked (its key is reused by a retry of the same answer). */
  readonly intent: ContractAnswerIntent | null;
  /** An answer the check found not done: the same answer sent again carries its key. */
  readonly retryable: ContractAnswerIntent | null;
  /** The lost answer's message, shown if the check finds the answer not done. */
  readonly lostAnswer: { readonly errorKey: string; readonly errorText: string | null } | null;
}

export type ContractEvent =
  /** `contractId` names the waiting row: its key (ContractRow.key), or the platform's id when it has one. */
  | { type: 'ANSWER'; contractId: string; answer: ContractAnswer }
  | { type: 'CONSENT' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' }
  /** Read the info again after the checks of a lost answer ran out. */
  | { type: 'CHECK_AGAIN' };

const sameAnswer = (a: ContractAnswerRequest, b: ContractAnswerRequest) => a.row.key === b.row.key && a.status === b.status && a.confirmLowerRate === b.confirmLowerRate;

/** The waiting row an ANSWER names: by its key, else (a row that has one) by the platform's id. */
const rowOf = (info: ContractInfo | null, ref: string): ContractRow | undefined =>
  info?.waiting.find((row) => row.key === ref) ?? (ref === '' ? undefined : info?.waiting.find((row) => row.id === ref));

/** The answer an ANSWER event asks for, if its row waits and takes that answer. */
function requestOf(context: ContractContext, event: ContractEvent): ContractAnswerRequest | null {
  if (event.type !== 'ANSWER') return null;
  const row = rowOf(context.info, event.contractId);
  if (!row || !canNameInAnswer(row) || !answersFor(row.status).includes(event.answer)) return null;
  return { row, answer: event.answer, status: ANSWER_STATUS[event.answer], confirmLowerRate: false };
}

export const contractMachine = setup({
  types: { context: {} as ContractContext, events: {} as ContractEvent, input: {} as ContractInput },
  actors: {
    loadContracts: notProvided<ContractLoad, ContractLoadRequest>('loadContracts'),
    answerContract: notProvided<void, ContractAnswerCall>('answerContract'),
    checkOutcome: outcomeCheckMachine,
  },
  guards: {
    resumed: (_, output: ContractLoad) => Boolean(output.pendingAnswer),
    ...outcomeGuards,
    answerable: ({ context, event }) => requestOf(context, event) !== null,
    /** Accepting an offer below a downline contract's rate ends that contract: consent first. */
    needsConsent: ({ context, event }) => {
      const request = requestOf(context, event);
      return request !== null && request.answer === 'accept' && request.row.downlineHigherRate;
    },
    rateConflict: ({ context, event }) => {
      const error = (event as { error?: unknown }).error;
      return context.pending?.answer === 'accept' && !context.pending.confirmLowerRate && failureOf(error).errorCode === RATE_CONFLICT_CODE;
    },
  },
  actions: {
    storeInfo: assign((_, info: ContractLoad) => ({ info: { waiting: info.waiting, held: info.held, ...(info.setUp ? { setUp: info.setUp } : {}) }, failureKey: null, failureText: null })),
    resume: assign((_, output: ContractLoad) => ({ intent: output.pendingAnswer ?? null, pending: output.pendingAnswer?.request ?? null })),
    storeFailure: storeFailure({ withText: true }),
    clearFailure: assign({ failureKey: null, failureText: null }),
    holdAnswer: assign(({ context, event }) => ({ pending: requestOf(context, event), lastAnswer: null, failureKey: null, failureText: null })),
    giveConsent: assign(({ context }) => ({ pending: context.pending ? { ...context.pending, confirmLowerRate: true } : null })),
    dropAnswer: assign({ pending: null, failureKey: null, failureText: null }),
    /** The agent confirmed the answer held: its intent (the same answer the check found not done keeps that key). */
    begin: assign(({ context }) => {
      const request = context.pending;
      if (!request) return {};
      const again = context.retryable;
      const key = again !== null && sameAnswer(again.request, request) ? again.key : newIntentKey();
      const intent: ContractAnswerIntent = { key, request, sentAt: Date.now(), before: { status: request.row.status } };
      return { intent, retryable: null, lostAnswer: null };
    }),
    /** Kept for the tab while the outcome may be unknown (the wiring writes sessionStorage). */
    keepIntent: () => undefined,
    forgetIntent: () => undefined,
    /** A refused answer is answered by the platform: the next try is a new intent. */
    dropIntent: assign({ intent: null }),
    rememberLostAnswer: assign((_, error: unknown) => ({ lostAnswer: failureMessage(error) })),
    checkedNotDone: assign(({ context }) => {
      const { errorKey, errorText } = context.lostAnswer ?? { errorKey: 'errors:networkAbnormal', errorText: null };
      return { failureKey: errorKey, failureText: errorText, retryable: context.intent, intent: null };
    }),
    countAnswer: assign(({ context }) => ({ pending: null, intent: null, retryable: null, lastAnswer: context.pending, answeredCount: context.answeredCount + 1 })),
  },
}).createMachine({
  id: 'contract',
  // Words for the chart gallery (tests/tools/charts/labels.ts); no behaviour reads them.
  meta: {
    description: 'An agent’s contracts of one kind: the offers waiting for an answer, the answer, and consent where it ends a downline contract.',
    events: {
      'xstate.done.actor.loadContracts': 'the contracts arrive',
      'xstate.error.actor.loadContracts': 'loading fails',
      DISMISS: 'the agent closes the notice',
      RETRY: 'the agent tries again',
      ANSWER: 'the agent answers an offer',
      CONSENT: 'the agent consents',
      CANCEL: 'the agent takes the answer back',
      'xstate.done.actor.answerContract': 'the answer is taken',
      'xstate.error.actor.answerContract': 'the answer is refused or lost',
      'xstate.done.actor.checkOutcome': 'the records say whether it went through',
      CHECK_AGAIN: 'the agent asks to check again',
      'xstate.done.actor.reloadContracts': 'the contracts are read again',
      'xstate.error.actor.reloadContracts': 'reading them again fails',
    },
    guards: {
      resumed: 'an answer was already under way',
      needsConsent: 'accepting ends a downline contract',
      answerable: 'the offer waits and takes that answer',
      rateConflict: 'a downline rate conflicts',
      outcomeUnknown: 'the answer was lost',
      applied: 'it went through',
      notApplied: 'it did not go through',
    },
  },
  context: ({ input }) => ({
    kinds: input.kinds,
    info: null,
    pending: null,
    answeredCount: 0,
    lastAnswer: null,
    failureKey: null,
    failureText: null,
    intent: null,
    retryable: null,
    lostAnswer: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadContracts',
        src: 'loadContracts',
        input: ({ context }) => ({ kinds: context.kinds }),
        onDone: [
          {
            // an answer sent before a reload, its outcome still unknown: checked before anything is offered
            guard: { type: 'resumed', params: ({ event }) => event.output },
            target: 'outcomeUnknown',
            actions: [
              { type: 'storeInfo', params: ({ event }) => event.output },
              { type: 'resume', params: ({ event }) => event.output },
            ],
          },
          { target: 'ready', actions: { type: 'storeInfo', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    loadFailed: retryableFailure('loading', { DISMISS: 'closed' }),
    ready: {
      tags: [TAGS.ready],
      on: {
        ANSWER: [
          { guard: 'needsConsent', target: 'askingConsent', actions: 'holdAnswer' },
          { guard: 'answerable', target: 'answering', actions: ['holdAnswer', 'begin'] },
        ],
        DISMISS: 'closed',
      },
    },
    askingConsent: {
      tags: [TAGS.ready, CONTRACT_TAGS.askingConsent],
      on: {
        CONSENT: { target: 'answering', actions: ['giveConsent', 'begin'] },
        // without consent nothing is sent
        CANCEL: { target: 'ready', actions: 'dropAnswer' },
      },
    },
    answering: {
      tags: [TAGS.busy, TAGS.ready, CONTRACT_TAGS.answering],
      entry: 'keepIntent',
      invoke: {
        id: 'answerContract',
        src: 'answerContract',
        input: ({ context }) => ({ ...(context.pending ?? ({} as ContractAnswerRequest)), idempotencyKey: context.intent?.key ?? '' }),
        onDone: { target: 'reloading', actions: ['forgetIntent', 'countAnswer'] },
        onError: [
          { guard: 'rateConflict', target: 'askingConsent', actions: ['forgetIntent', 'dropIntent'] },
          { guard: { type: 'outcomeUnknown', params: errorOf }, target: 'outcomeUnknown', actions: { type: 'rememberLostAnswer', params: errorOf } },
          { target: 'answerFailed', actions: [{ type: 'storeFailure', params: errorOf }, 'forgetIntent', 'dropIntent'] },
        ],
      },
    },
    /**
     * The answer was lost: the info is read until it shows whether the answer was taken. No answer
     * is taken here (the buttons hold); the dialog may still be closed (the kept answer is checked
     * again at the next load).
     */
    outcomeUnknown: outcomeUnknownState({
      tags: [TAGS.busy, TAGS.ready],
      on: { DISMISS: '#contract.closed' },
      applied: { target: '#contract.reloading', actions: ['forgetIntent', 'countAnswer'] },
      notApplied: { target: '#contract.answerFailed', actions: ['forgetIntent', 'checkedNotDone'] },
    }),
    answerFailed: {
      tags: [TAGS.ready, TAGS.failed],
      on: {
        // the same answer again: nothing the agent chose is lost (after a check found it not done, with the same key)
        RETRY: { target: 'answering', actions: ['clearFailure', 'begin'] },
        CANCEL: { target: 'ready', actions: 'dropAnswer' },
      },
    },
    reloading: {
      tags: [TAGS.busy, TAGS.ready],
      invoke: {
        id: 'reloadContracts',
        src: 'loadContracts',
        input: ({ context }) => ({ kinds: context.kinds }),
        onDone: { target: 'ready', actions: { type: 'storeInfo', params: ({ event }) => event.output } },
        onError: { target: 'reloadFailed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    // the rows read last stay shown; the retry reads them again
    reloadFailed: { tags: [TAGS.ready, TAGS.failed], on: { RETRY: 'reloading', DISMISS: 'closed' } },
    closed: { type: 'final', tags: [TAGS.done] },
  },
});

export type ContractMachine = typeof contractMachine;

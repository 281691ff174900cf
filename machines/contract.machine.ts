/**
 * The contract chart (issue 14; DESIGN.md names it): an agent answers what its upline sent it.
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
 */
import { assign, setup } from 'xstate';
import type { Contract, ContractKind } from '../src/api';
import { errorOf, failureMessage, failureOf, notProvided, TAGS } from './kit';

export const CONTRACT_TAGS = {
  /** The agent is asked to consent to ending a downline contract. */
  askingConsent: 'askingConsent',
  /** The agent's answer is being sent. */
  answering: 'answering',
} as const;

/** The platform's code for an answer that needs the lower-rate consent (schema/README.md "Contracts"). */
export const RATE_CONFLICT_CODE = 'contract.rate.conflict';

/** A contract row as the chart keeps it: the platform's row and the kind it was listed under. */
export interface ContractRow extends Contract {
  readonly kind: ContractKind;
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

/** One answer as the wiring sends it. */
export interface ContractAnswerRequest {
  readonly row: ContractRow;
  readonly answer: ContractAnswer;
  readonly status: 'A' | 'R' | 'C';
  /** The lower-rate consent: sent only after the agent gave it. */
  readonly confirmLowerRate: boolean;
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
  readonly failureKey: string | null;
  readonly failureText: string | null;
}

export type ContractEvent =
  | { type: 'ANSWER'; contractId: string; answer: ContractAnswer }
  | { type: 'CONSENT' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' };

const rowOf = (info: ContractInfo | null, contractId: string): ContractRow | undefined => info?.waiting.find((row) => row.id === contractId);

/** The answer an ANSWER event asks for, if its row waits and takes that answer. */
function requestOf(context: ContractContext, event: ContractEvent): ContractAnswerRequest | null {
  if (event.type !== 'ANSWER') return null;
  const row = rowOf(context.info, event.contractId);
  if (!row || !answersFor(row.status).includes(event.answer)) return null;
  return { row, answer: event.answer, status: ANSWER_STATUS[event.answer], confirmLowerRate: false };
}

export const contractMachine = setup({
  types: { context: {} as ContractContext, events: {} as ContractEvent, input: {} as ContractInput },
  actors: {
    loadContracts: notProvided<ContractInfo, ContractLoadRequest>('loadContracts'),
    answerContract: notProvided<void, ContractAnswerRequest>('answerContract'),
  },
  guards: {
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
    storeInfo: assign((_, info: ContractInfo) => ({ info, failureKey: null, failureText: null })),
    storeFailure: assign((_, error: unknown) => {
      const { errorKey, errorText } = failureMessage(error);
      return { failureKey: errorKey, failureText: errorText };
    }),
    clearFailure: assign({ failureKey: null, failureText: null }),
    holdAnswer: assign(({ context, event }) => ({ pending: requestOf(context, event), failureKey: null, failureText: null })),
    giveConsent: assign(({ context }) => ({ pending: context.pending ? { ...context.pending, confirmLowerRate: true } : null })),
    dropAnswer: assign({ pending: null, failureKey: null, failureText: null }),
    countAnswer: assign(({ context }) => ({ pending: null, answeredCount: context.answeredCount + 1 })),
  },
}).createMachine({
  id: 'contract',
  context: ({ input }) => ({ kinds: input.kinds, info: null, pending: null, answeredCount: 0, failureKey: null, failureText: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadContracts',
        src: 'loadContracts',
        input: ({ context }) => ({ kinds: context.kinds }),
        onDone: { target: 'ready', actions: { type: 'storeInfo', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    loadFailed: { tags: [TAGS.failed], on: { RETRY: 'loading', DISMISS: 'closed' } },
    ready: {
      tags: [TAGS.ready],
      on: {
        ANSWER: [
          { guard: 'needsConsent', target: 'askingConsent', actions: 'holdAnswer' },
          { guard: 'answerable', target: 'answering', actions: 'holdAnswer' },
        ],
        DISMISS: 'closed',
      },
    },
    askingConsent: {
      tags: [TAGS.ready, CONTRACT_TAGS.askingConsent],
      on: {
        CONSENT: { target: 'answering', actions: 'giveConsent' },
        // without consent nothing is sent
        CANCEL: { target: 'ready', actions: 'dropAnswer' },
      },
    },
    answering: {
      tags: [TAGS.busy, TAGS.ready, CONTRACT_TAGS.answering],
      invoke: {
        id: 'answerContract',
        src: 'answerContract',
        input: ({ context }) => context.pending ?? ({} as ContractAnswerRequest),
        onDone: { target: 'reloading', actions: 'countAnswer' },
        onError: [
          { guard: 'rateConflict', target: 'askingConsent' },
          { target: 'answerFailed', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    answerFailed: {
      tags: [TAGS.ready, TAGS.failed],
      on: {
        // the same answer again: nothing the agent chose is lost
        RETRY: { target: 'answering', actions: 'clearFailure' },
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

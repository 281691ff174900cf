/**
 * The contract chart as the dialog and the contract pages see it: the rows waiting for an answer
 * (each with the answers it takes), the contracts held, the consent question, the messages, and
 * the agent's intents; a lost answer's check and the last answer that went through. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { ContractKind } from '../../src/api';
import { TAGS, type Send } from '../kit';
import { outcomeOf, type OutcomeView } from '../outcome';
import { answersFor, canNameInAnswer, CONTRACT_TAGS, type ContractAnswer, type ContractAnswerRequest, type ContractEvent, type ContractMachine, type ContractRow } from './contract.machine';

export type ContractStatus = 'loading' | 'failed' | 'ready' | 'closed';

export interface WaitingContractView {
  readonly row: ContractRow;
  /** An offer (P, E) or a termination request (V). */
  readonly request: 'offer' | 'termination';
  /** The answers it takes: none when the row does not say what an answer would name it by (`unnamed`). */
  readonly answers: readonly ContractAnswer[];
  /** The platform's row names neither its game type nor its id as its kind's answer needs: shown, not answerable. */
  readonly unnamed: boolean;
  /** Accepting it ends a downline contract (asks consent first). */
  readonly lowerRate: boolean;
}

export interface ContractView {
  readonly status: ContractStatus;
  /** A load, an answer or a reload runs: the answer buttons hold. */
  readonly busy: boolean;
  /** The agent's answer is being sent. */
  readonly answering: boolean;
  readonly waiting: readonly WaitingContractView[];
  /** Contracts held with the upline that wait for nothing. */
  readonly held: readonly ContractRow[];
  /** Anything waits for the agent's answer (the dialog opens). */
  readonly hasWaiting: boolean;
  /** The answer waiting for the lower-rate consent (null: no question). */
  readonly consentFor: ContractAnswerRequest | null;
  /** The answer the last failure refused (kept for the retry). */
  readonly refusedAnswer: ContractAnswerRequest | null;
  /** At least one answer went through in this chart's life. */
  readonly answered: boolean;
  /** The last answer that went through, told to the agent until the next answer (null: none). */
  readonly lastAnswer: ContractAnswerRequest | null;
  /** A lost answer being checked ('checking') or still unknown after the readings ('unknown'); null otherwise. */
  readonly outcome: OutcomeView;
  /** The answer being checked (while `outcome` is set). */
  readonly unconfirmed: ContractAnswerRequest | null;
  /** The contract kinds set up for the agent, once the info was read and says (null: not known). */
  readonly kindsSetUp: readonly ContractKind[] | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** Answer the waiting row with this key (ContractRow.key). */
  answer(rowKey: string, answer: ContractAnswer): void;
  consent(): void;
  cancel(): void;
  retry(): void;
  dismiss(): void;
  /** Read the info again after the checks of a lost answer ran out. */
  checkAgain(): void;
}

function statusOf(snapshot: SnapshotFrom<ContractMachine>): ContractStatus {
  if (snapshot.hasTag(TAGS.done)) return 'closed';
  if (snapshot.hasTag(TAGS.ready)) return 'ready';
  if (snapshot.hasTag(TAGS.failed)) return 'failed';
  return 'loading';
}

export function connectContract(snapshot: SnapshotFrom<ContractMachine>, send: Send<ContractEvent>): ContractView {
  const { context } = snapshot;
  const waitingRows = context.info?.waiting ?? [];
  const waitingKeys = new Set(waitingRows.map((row) => row.key));
  const failed = snapshot.hasTag(TAGS.failed);
  const outcome = outcomeOf(snapshot);
  return {
    status: statusOf(snapshot),
    busy: snapshot.hasTag(TAGS.busy),
    answering: snapshot.hasTag(CONTRACT_TAGS.answering),
    waiting: waitingRows.map((row) => ({
      row,
      request: row.status === 'V' ? 'termination' : 'offer',
      answers: canNameInAnswer(row) ? answersFor(row.status) : [],
      unnamed: !canNameInAnswer(row),
      lowerRate: row.downlineHigherRate,
    })),
    // a contract whose termination is asked shows once, among the rows waiting
    held: (context.info?.held ?? []).filter((row) => !waitingKeys.has(row.key)),
    hasWaiting: waitingRows.length > 0,
    consentFor: snapshot.hasTag(CONTRACT_TAGS.askingConsent) ? context.pending : null,
    refusedAnswer: failed ? context.pending : null,
    answered: context.answeredCount > 0,
    lastAnswer: context.lastAnswer,
    outcome,
    unconfirmed: outcome ? (context.intent?.request ?? null) : null,
    kindsSetUp: context.info?.setUp ?? null,
    failureKey: failed ? context.failureKey : null,
    failureText: failed ? context.failureText : null,
    answer: (rowKey, answer) => send({ type: 'ANSWER', contractId: rowKey, answer }),
    consent: () => send({ type: 'CONSENT' }),
    cancel: () => send({ type: 'CANCEL' }),
    retry: () => send({ type: 'RETRY' }),
    dismiss: () => send({ type: 'DISMISS' }),
    checkAgain: () => send({ type: 'CHECK_AGAIN' }),
  };
}

/**
 * The withdrawal-confirmation chart as its dialog sees it: the order's amounts, each part with its
 * time left and proofs, the messages, and the member's answers. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { PartStatus, WithdrawalOrder } from '../../src/api';
import { TAGS, type Send } from '../kit';
import {
  CONFIRMATION_TAGS,
  reportedParts,
  timeLeftOf,
  waitingParts,
  type ConfirmationEvent,
  type ProofFile,
  type WithdrawalConfirmationMachine,
} from './withdrawalConfirmation.machine';

export type ConfirmationStatus = 'loading' | 'failed' | 'none' | 'ready' | 'closed';

export interface ConfirmationPartView {
  readonly partId: string;
  /** 1-based, as the member reads it. */
  readonly n: number;
  readonly amount: number;
  readonly status: PartStatus;
  readonly payerName: string;
  readonly waiting: boolean;
  /** Time left to answer, counted down once a second. */
  readonly timeLeftMs: number;
  readonly proofs: readonly ProofFile[];
  /** i18n key of a refused pick or a report without proof. */
  readonly proofErrorKey: string | null;
}

/** The question "fully paid" asks before it is sent. */
export interface FullyPaidQuestion {
  /** What the answer counts as received on top of what already was. */
  readonly remaining: number;
  /** The parts reported as not received (1-based): their reports are withdrawn. */
  readonly reportedParts: readonly number[];
}

export interface WithdrawalConfirmationView {
  readonly status: ConfirmationStatus;
  /** An answer or a read runs: the part buttons hold. */
  readonly busy: boolean;
  /** The member's answer to a part is being sent (busy otherwise means the order is read again). */
  readonly answering: boolean;
  readonly order: WithdrawalOrder | null;
  readonly parts: readonly ConfirmationPartView[];
  /** Nothing is waiting any more (every part answered or auto-confirmed). */
  readonly complete: boolean;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** "Fully paid" waits for the member's yes (the part buttons hold meanwhile). */
  readonly fullyPaidQuestion: FullyPaidQuestion | null;
  received(partId: string): void;
  fullyPaid(partId: string): void;
  notReceived(partId: string): void;
  confirmFullyPaid(): void;
  cancelFullyPaid(): void;
  addProofs(partId: string, files: readonly ProofFile[]): void;
  removeProof(partId: string, index: number): void;
  dismiss(): void;
  retry(): void;
}

function statusOf(snapshot: SnapshotFrom<WithdrawalConfirmationMachine>): ConfirmationStatus {
  if (snapshot.hasTag(TAGS.done)) return 'closed';
  if (snapshot.hasTag(TAGS.failed)) return 'failed';
  if (snapshot.hasTag(CONFIRMATION_TAGS.none)) return 'none';
  if (snapshot.hasTag(TAGS.ready)) return 'ready';
  return 'loading';
}

export function connectWithdrawalConfirmation(snapshot: SnapshotFrom<WithdrawalConfirmationMachine>, send: Send<ConfirmationEvent>): WithdrawalConfirmationView {
  const { context } = snapshot;
  const { order } = context;
  return {
    status: statusOf(snapshot),
    busy: snapshot.hasTag(TAGS.busy),
    answering: snapshot.hasTag(CONFIRMATION_TAGS.answering),
    order,
    parts: (order?.parts ?? []).map((part, index) => ({
      partId: part.partId,
      n: index + 1,
      amount: part.amount,
      status: part.status,
      payerName: part.payerName,
      waiting: part.status === 'WAITING',
      timeLeftMs: timeLeftOf(part, context.elapsedMs),
      proofs: context.proofs[part.partId] ?? [],
      proofErrorKey: context.proofErrors[part.partId] ?? null,
    })),
    complete: order !== null && waitingParts(order).length === 0,
    failureKey: context.failureKey,
    failureText: context.failureText,
    fullyPaidQuestion:
      order && snapshot.hasTag(CONFIRMATION_TAGS.askingFullyPaid)
        ? { remaining: order.remainingAmount, reportedParts: reportedParts(order).map((part) => order.parts.indexOf(part) + 1) }
        : null,
    received: (partId) => send({ type: 'RECEIVED', partId }),
    fullyPaid: (partId) => send({ type: 'FULLY_PAID', partId }),
    notReceived: (partId) => send({ type: 'NOT_RECEIVED', partId }),
    confirmFullyPaid: () => send({ type: 'CONFIRM_FULLY_PAID' }),
    cancelFullyPaid: () => send({ type: 'CANCEL_FULLY_PAID' }),
    addProofs: (partId, files) => send({ type: 'ADD_PROOFS', partId, files }),
    removeProof: (partId, index) => send({ type: 'REMOVE_PROOF', partId, index }),
    dismiss: () => send({ type: 'DISMISS' }),
    retry: () => send({ type: 'RETRY' }),
  };
}

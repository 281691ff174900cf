/** Money sent to the upline or a downline, as its page sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { AccountTransfer, TransferParty } from '../../src/api';
import { TAGS, type Send } from '../kit';
import { outcomeOf, type OutcomeView } from '../outcome';
import { UPLINE, type AccountTransferRequest, type AccountTransferSend, type FieldErrors, type TransferUplineEvent, type TransferUplineMachine } from './transferUpline.machine';

export interface RecipientOption {
  /** UPLINE or a downline's username. */
  readonly value: string;
  readonly party: TransferParty;
  readonly upline: boolean;
}

export interface TransferUplineView {
  readonly status: 'loading' | 'failed' | 'needsPaymentPassword' | 'noRecipient' | 'editing' | 'sent';
  readonly busy: boolean;
  readonly recipients: readonly RecipientOption[];
  readonly mainBalance: number;
  readonly failureKey: string | null;
  readonly fieldErrors: FieldErrors;
  readonly errorKey: string | null;
  readonly errorText: string | null;
  readonly sent: AccountTransfer | null;
  /** A send whose answer was lost: being checked, or still unknown after the checks. */
  readonly outcome: OutcomeView;
  /** The send being checked (while `outcome` is set), its recipient by username. */
  readonly unconfirmed: AccountTransferSend | null;
  checkAgain(): void;
  submit(request: AccountTransferRequest): void;
  retry(): void;
  again(): void;
}

function statusOf(snapshot: SnapshotFrom<TransferUplineMachine>): TransferUplineView['status'] {
  if (snapshot.hasTag(TAGS.failed)) return 'failed';
  if (snapshot.hasTag('needsPaymentPassword')) return 'needsPaymentPassword';
  if (snapshot.hasTag(TAGS.empty)) return 'noRecipient';
  if (snapshot.hasTag(TAGS.done)) return 'sent';
  if (snapshot.hasTag(TAGS.editing)) return 'editing';
  return 'loading';
}

export function connectTransferUpline(snapshot: SnapshotFrom<TransferUplineMachine>, send: Send<TransferUplineEvent>): TransferUplineView {
  const { targets, failureKey, fieldErrors, errorKey, errorText, sent, intent } = snapshot.context;
  const status = statusOf(snapshot);
  const outcome = outcomeOf(snapshot);
  return {
    status,
    busy: snapshot.hasTag(TAGS.busy),
    recipients: [
      ...(targets?.upline ? [{ value: UPLINE, party: targets.upline, upline: true }] : []),
      ...(targets?.downlines ?? []).map((party) => ({ value: party.username, party, upline: false })),
    ],
    mainBalance: targets?.mainBalance ?? 0,
    failureKey: status === 'failed' ? failureKey : null,
    fieldErrors,
    errorKey,
    errorText,
    sent,
    outcome,
    unconfirmed: outcome && intent ? { ...intent.request, recipient: intent.request.recipient === UPLINE ? (targets?.upline?.username ?? '') : intent.request.recipient } : null,
    checkAgain: () => send({ type: 'CHECK_AGAIN' }),
    submit: (request) => send({ type: 'SUBMIT', request }),
    retry: () => send({ type: 'RETRY' }),
    again: () => send({ type: 'AGAIN' }),
  };
}

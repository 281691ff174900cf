/** The red envelope as its button and dialog see it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import { TAGS, type Send } from '../kit';
import { outcomeOf, type OutcomeView } from '../outcome';
import { ENVELOPE_TAGS, envelopeRemainingMs, type RedEnvelopeEvent, type RedEnvelopeMachine } from './redEnvelope.machine';

/** `unconfirmed`: the opening's answer was lost and the records are read (see `outcome`). */
export type RedEnvelopeStatus = 'hidden' | 'available' | 'opening' | 'unconfirmed' | 'opened' | 'refused' | 'failed';

export interface RedEnvelopeView {
  readonly status: RedEnvelopeStatus;
  /** The floating button is shown (an envelope waits and its dialog is closed). */
  readonly showButton: boolean;
  readonly dialogOpen: boolean;
  /** The envelope's time left (the chart's clock). */
  readonly remainingMs: number;
  /** The amount won, once opened; null before, and when the opening's answer left it out (the dialog then names none). */
  readonly amount: number | null;
  /** Why it could not be opened (a refusal or a failure). */
  readonly failureKey: string | null;
  /** A failure a retry may mend (not a refusal). */
  readonly canRetry: boolean;
  /** An opening whose answer was lost: being checked, or still unknown after the checks. */
  readonly outcome: OutcomeView;
  open(): void;
  retry(): void;
  close(): void;
  checkAgain(): void;
}

function statusOf(snapshot: SnapshotFrom<RedEnvelopeMachine>, outcome: OutcomeView): RedEnvelopeStatus {
  if (snapshot.hasTag(ENVELOPE_TAGS.available)) return 'available';
  if (snapshot.hasTag(ENVELOPE_TAGS.opening)) return 'opening';
  if (outcome !== null) return 'unconfirmed';
  if (snapshot.hasTag(TAGS.done)) return 'opened';
  if (snapshot.hasTag(TAGS.failed)) return 'failed';
  return snapshot.hasTag(ENVELOPE_TAGS.dialog) ? 'refused' : 'hidden';
}

export function connectRedEnvelope(snapshot: SnapshotFrom<RedEnvelopeMachine>, send: Send<RedEnvelopeEvent>): RedEnvelopeView {
  const outcome = outcomeOf(snapshot);
  const status = statusOf(snapshot, outcome);
  return {
    status,
    showButton: status === 'available',
    dialogOpen: snapshot.hasTag(ENVELOPE_TAGS.dialog),
    remainingMs: envelopeRemainingMs(snapshot.context),
    amount: status === 'opened' ? (snapshot.context.opened?.amount ?? null) : null,
    failureKey: status === 'failed' || status === 'refused' ? snapshot.context.failureKey : null,
    canRetry: status === 'failed',
    outcome,
    open: () => send({ type: 'OPEN' }),
    retry: () => send({ type: 'RETRY' }),
    close: () => send({ type: 'CLOSE' }),
    checkAgain: () => send({ type: 'CHECK_AGAIN' }),
  };
}

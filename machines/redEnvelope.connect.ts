/** The red envelope as its button and dialog see it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import { TAGS, type Send } from './kit';
import { ENVELOPE_TAGS, envelopeRemainingMs, type RedEnvelopeEvent, type RedEnvelopeMachine } from './redEnvelope.machine';

export type RedEnvelopeStatus = 'hidden' | 'available' | 'opening' | 'opened' | 'refused' | 'failed';

export interface RedEnvelopeApi {
  readonly status: RedEnvelopeStatus;
  /** The floating button is shown (an envelope waits and its dialog is closed). */
  readonly showButton: boolean;
  readonly dialogOpen: boolean;
  /** The envelope's time left (the chart's clock). */
  readonly remainingMs: number;
  /** The amount won, once opened. */
  readonly amount: number | null;
  /** Why it could not be opened (a refusal or a failure). */
  readonly failureKey: string | null;
  /** A failure a retry may mend (not a refusal). */
  readonly canRetry: boolean;
  open(): void;
  retry(): void;
  close(): void;
}

export function connectRedEnvelope(snapshot: SnapshotFrom<RedEnvelopeMachine>, send: Send<RedEnvelopeEvent>): RedEnvelopeApi {
  const available = snapshot.hasTag(ENVELOPE_TAGS.available);
  const dialogOpen = snapshot.hasTag(ENVELOPE_TAGS.dialog);
  const status: RedEnvelopeStatus = available
    ? 'available'
    : snapshot.hasTag(ENVELOPE_TAGS.opening)
      ? 'opening'
      : snapshot.hasTag(TAGS.done)
        ? 'opened'
        : snapshot.hasTag(TAGS.failed)
          ? 'failed'
          : dialogOpen
            ? 'refused'
            : 'hidden';
  return {
    status,
    showButton: available,
    dialogOpen,
    remainingMs: envelopeRemainingMs(snapshot.context),
    amount: status === 'opened' ? (snapshot.context.opened?.amount ?? null) : null,
    failureKey: status === 'failed' || status === 'refused' ? snapshot.context.failureKey : null,
    canRetry: status === 'failed',
    open: () => send({ type: 'OPEN' }),
    retry: () => send({ type: 'RETRY' }),
    close: () => send({ type: 'CLOSE' }),
  };
}

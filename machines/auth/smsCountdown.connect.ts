/**
 * The SMS code button as every SMS field sees it (SMS login, new-IP check, recovery by phone,
 * register): what the button shows, whether it takes a press, and the warning dialog. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import { TAGS, type Send } from '../kit';
import { SMS_COUNTDOWN_TAGS, type SmsCountdownEvent, type SmsCountdownMachine } from './smsCountdown.machine';

/** What the button is doing (also its `data-state`). */
export type SmsCountdownPhase = 'ready' | 'sending' | 'codeSent' | 'rateLimited' | 'warning' | 'cooling';

export interface SmsCountdownView {
  readonly phase: SmsCountdownPhase;
  /** A send is running: the button shows progress. */
  readonly sending: boolean;
  /** The button takes no press (locked, warned or cooling); a running send shows progress instead. */
  readonly disabled: boolean;
  /** A code is on its way: the "sent" note shows. */
  readonly codeSent: boolean;
  /** Seconds left of the lock (after a send, or after too many requests). */
  readonly secondsLeft: number;
  /** The lock left as m:ss, for the too-many-requests label. */
  readonly waitTime: string;
  /** The warning dialog is open; its text is the i18n key or the server's own message. */
  readonly warningOpen: boolean;
  readonly warningKey: string | null;
  readonly warningText: string | null;
  /** Sends a code; `request` is the flow's payload (mobile, dialling code…), passed on unread. */
  send(request: unknown): void;
  dismiss(): void;
}

function phaseOf(snapshot: SnapshotFrom<SmsCountdownMachine>): SmsCountdownPhase {
  if (snapshot.hasTag(TAGS.busy)) return 'sending';
  if (snapshot.hasTag(SMS_COUNTDOWN_TAGS.codeSent)) return 'codeSent';
  if (snapshot.hasTag(SMS_COUNTDOWN_TAGS.rateLimited)) return 'rateLimited';
  if (snapshot.hasTag(TAGS.failed)) return 'warning';
  if (snapshot.hasTag(SMS_COUNTDOWN_TAGS.cooling)) return 'cooling';
  return 'ready';
}

export function connectSmsCountdown(snapshot: SnapshotFrom<SmsCountdownMachine>, send: Send<SmsCountdownEvent>): SmsCountdownView {
  const phase = phaseOf(snapshot);
  const { secondsLeft, warningKey, warningText } = snapshot.context;
  return {
    phase,
    sending: phase === 'sending',
    disabled: phase !== 'ready' && phase !== 'sending',
    codeSent: phase === 'codeSent',
    secondsLeft,
    waitTime: `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`,
    warningOpen: warningKey !== null,
    warningKey,
    warningText,
    send: (request) => send({ type: 'SEND', request }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}

/**
 * The path model of the red envelope: an opening kept from before a reload (or none), checked (one
 * waiting, none, or a quiet failure), polled, expired, opened (or refused, or failed and retried,
 * or its answer lost: the check's verdicts, check again, closed while still unknown), closed.
 */
import type { PathModel } from '../registry';
import { ENVELOPE_POLL_MS, ENVELOPE_TICK_MS, type RedEnvelopeIntent, type RedEnvelopeMachine } from '../../../machines/rewards/redEnvelope.machine';
import { runNow } from '../../today';
import { ENVELOPE } from './missions-samples';

const CHECK_DONE = 'xstate.done.actor.checkEnvelope';
const CHECK_ERROR = 'xstate.error.actor.checkEnvelope';
const OPEN_DONE = 'xstate.done.actor.openEnvelope';
const OPEN_ERROR = 'xstate.error.actor.openEnvelope';
const POLL = `xstate.after.${ENVELOPE_POLL_MS}.redEnvelope.none`;
const TICK = `xstate.after.${ENVELOPE_TICK_MS}.redEnvelope.available`;

/** An envelope in its last second (the next tick finds it spent), beside one with a minute left. */
export const LAST_SECOND_ENVELOPE = { ...ENVELOPE, expiresInMs: 1000 };
export const MINUTE_ENVELOPE = { ...ENVELOPE, expiresInMs: 60_000 };

/** ENV-1 opened a few seconds before a reload, its answer lost; it runs out in half an hour. */
export const PENDING_OPENING: RedEnvelopeIntent = {
  key: 'path-model-pending-opening',
  request: { envelopeId: ENVELOPE.envelopeId },
  sentAt: runNow() - 5_000,
  before: { expiresAt: runNow() + 30 * 60_000 },
};

/** A dropped connection: the platform may have opened it (machines/outcome.ts). */
const lost = { kind: 'network', messageKey: 'errors:networkAbnormal' };
const OPENED = { envelopeId: 'ENV-1', amount: 8.88, openedTime: '2026-11-24T17:00:00.000Z' };

const events = {
  'xstate.done.actor.resumeOpening': [
    { type: 'xstate.done.actor.resumeOpening', output: null },
    { type: 'xstate.done.actor.resumeOpening', output: PENDING_OPENING },
  ],
  [CHECK_DONE]: [
    { type: CHECK_DONE, output: MINUTE_ENVELOPE },
    { type: CHECK_DONE, output: LAST_SECOND_ENVELOPE },
    { type: CHECK_DONE, output: null },
  ],
  [CHECK_ERROR]: [{ type: CHECK_ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  [OPEN_DONE]: [{ type: OPEN_DONE, output: OPENED }],
  [OPEN_ERROR]: [
    { type: OPEN_ERROR, error: { kind: 'envelope', errorCode: 'system.busy', messageKey: 'errors:unknown' } },
    { type: OPEN_ERROR, error: { kind: 'envelope', errorCode: 'envelope.unavailable', messageKey: 'errors:envelopeUnavailable' } },
    { type: OPEN_ERROR, error: lost },
  ],
  // the check's verdict: the credit of the envelope found (opened), the envelope still waiting (not opened), or neither
  'xstate.done.actor.checkOutcome': [
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'applied', result: OPENED } },
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'notApplied' } },
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'unknown' } },
  ],
  [POLL]: [{ type: POLL }],
  [TICK]: [{ type: TICK }],
  OPEN: [{ type: 'OPEN' }],
  RETRY: [{ type: 'RETRY' }],
  CLOSE: [{ type: 'CLOSE' }],
  CHECK: [{ type: 'CHECK' }],
  CHECK_AGAIN: [{ type: 'CHECK_AGAIN' }],
};

function describe(event: { type: string } & Record<string, unknown>): string {
  const { type } = event;
  if (type === 'xstate.done.actor.resumeOpening') return `${type} (${event['output'] ? 'kept' : 'none'})`;
  if (type === 'xstate.done.actor.checkOutcome') return `${type} (${(event['output'] as { kind?: string } | undefined)?.kind ?? '?'})`;
  if (type === OPEN_ERROR) return `${type} (${(event['error'] as { kind?: string } | undefined)?.kind ?? '?'})`;
  return type.startsWith('xstate') ? type : JSON.stringify(event);
}

export const redEnvelopeModel: PathModel<RedEnvelopeMachine> = {
  events,
  stitchTours: true,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, envelope: snapshot.context.envelope !== null, lastSecond: (snapshot.context.envelope?.expiresInMs ?? 0) <= 1000 }),
  describeEvent: (event) => describe(event as { type: string } & Record<string, unknown>),
};

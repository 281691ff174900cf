/** The path model of the red envelope: checked (one waiting, none, or a quiet failure), polled, expired, opened (or refused, or failed and retried), closed. */
import type { PathModel } from '../registry';
import { ENVELOPE_POLL_MS, ENVELOPE_TICK_MS, type RedEnvelopeMachine } from '../../../machines/redEnvelope.machine';
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

const events = {
  [CHECK_DONE]: [
    { type: CHECK_DONE, output: MINUTE_ENVELOPE },
    { type: CHECK_DONE, output: LAST_SECOND_ENVELOPE },
    { type: CHECK_DONE, output: null },
  ],
  [CHECK_ERROR]: [{ type: CHECK_ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  [OPEN_DONE]: [{ type: OPEN_DONE, output: { envelopeId: 'ENV-1', amount: 8.88, openedTime: '2026-11-24T17:00:00.000Z' } }],
  [OPEN_ERROR]: [
    { type: OPEN_ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } },
    { type: OPEN_ERROR, error: { kind: 'envelope', errorCode: 'envelope.unavailable', messageKey: 'errors:envelopeUnavailable' } },
  ],
  [POLL]: [{ type: POLL }],
  [TICK]: [{ type: TICK }],
  OPEN: [{ type: 'OPEN' }],
  RETRY: [{ type: 'RETRY' }],
  CLOSE: [{ type: 'CLOSE' }],
  CHECK: [{ type: 'CHECK' }],
};

export const redEnvelopeModel: PathModel<RedEnvelopeMachine> = {
  events,
  stitchTours: true,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, envelope: snapshot.context.envelope !== null, lastSecond: (snapshot.context.envelope?.expiresInMs ?? 0) <= 1000 }),
};

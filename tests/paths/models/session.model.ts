/**
 * The path model of the session chart: a restore with no token and with a member, trial or agent
 * token, a restore whose member-info call fails, a login as each role, the logout call answering
 * or failing. The role matters to the chart (cancelling a logout returns to it), so it is part of
 * the state; the account's other fields are not.
 */
import type { EventObject } from 'xstate';
import type { PathModel } from '../registry';
import { roleOf, type SessionInfo, type SessionMachine } from '../../../machines/session.machine';

const RESTORE_DONE = 'xstate.done.actor.restoreSession';
const RESTORE_ERROR = 'xstate.error.actor.restoreSession';
const LOGOUT_DONE = 'xstate.done.actor.logout';
const LOGOUT_ERROR = 'xstate.error.actor.logout';

export const SESSION_ACCOUNTS = {
  member: { id: 'm1', account: 'member01', type: 0 },
  trial: { id: 't1', account: 'trial01', type: 4 },
  agent: { id: 'a1', account: 'agent01', type: 1 },
} as const satisfies Record<string, SessionInfo>;

const failure = { kind: 'http', httpStatus: 500, messageKey: 'errors:systemBusy' };

const events = {
  [RESTORE_DONE]: [
    { type: RESTORE_DONE, output: null },
    { type: RESTORE_DONE, output: SESSION_ACCOUNTS.member },
    { type: RESTORE_DONE, output: SESSION_ACCOUNTS.trial },
    { type: RESTORE_DONE, output: SESSION_ACCOUNTS.agent },
  ],
  [RESTORE_ERROR]: [{ type: RESTORE_ERROR, error: failure }],
  SIGNED_IN: [
    { type: 'SIGNED_IN', info: SESSION_ACCOUNTS.member },
    { type: 'SIGNED_IN', info: SESSION_ACCOUNTS.trial },
    { type: 'SIGNED_IN', info: SESSION_ACCOUNTS.agent },
  ],
  [LOGOUT_DONE]: [{ type: LOGOUT_DONE, output: undefined }],
  [LOGOUT_ERROR]: [{ type: LOGOUT_ERROR, error: failure }],
};

export const sessionModel: PathModel<SessionMachine> = {
  stitchTours: true,
  events,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, role: roleOf(snapshot.context.info) }),
  describeEvent(event: EventObject) {
    const withInfo = event as EventObject & { info?: SessionInfo; output?: SessionInfo | null };
    if (event.type === 'SIGNED_IN') return `SIGNED_IN (${roleOf(withInfo.info) ?? '?'})`;
    if (event.type === RESTORE_DONE) return `${RESTORE_DONE} (${roleOf(withInfo.output) ?? 'no token'})`;
    return event.type;
  },
};

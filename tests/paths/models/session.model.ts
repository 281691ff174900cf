/**
 * The path model of the session chart: a restore with no token and with a member, trial or agent
 * token, a restore whose member-info call is refused (a quiet visitor) or not answered (the retry
 * page: retried by the player, by itself after its delay or when the connection is back, or given
 * up for a visitor's page), a login as each role, the logout call answering
 * or failing, and a session held until its password changes (restored, or handed over by a login,
 * on the main or the agent site; the change answering or refused; signed out instead; once changed,
 * member info with the held token admitting it as a member, trial account or agent, or refusing a
 * non-agent held on the agent site, or failing: then its logout and the refusal's notice; or a 401:
 * the session-ended notice). The role
 * matters to the chart (cancelling a logout returns to it), so it is part of the state, and so is
 * the held session's site (it decides the refusal); the account's other fields are not.
 */
import type { EventObject } from 'xstate';
import type { PathModel } from '../registry';
import { roleOf, type RestoredSession, type SessionInfo, type SessionMachine } from '../../../machines/auth/session.machine';

const RESTORE_DONE = 'xstate.done.actor.restoreSession';
const RESTORE_ERROR = 'xstate.error.actor.restoreSession';
const LOGOUT_DONE = 'xstate.done.actor.logout';
const CHANGE_DONE = 'xstate.done.actor.changePassword';
const CHANGE_ERROR = 'xstate.error.actor.changePassword';
const LOGOUT_ERROR = 'xstate.error.actor.logout';
const HELD_INFO_DONE = 'xstate.done.actor.readHeldInfo';
const HELD_INFO_ERROR = 'xstate.error.actor.readHeldInfo';
const END_HELD_DONE = 'xstate.done.actor.endHeld';
const END_HELD_ERROR = 'xstate.error.actor.endHeld';
const RESTORE_RETRY = 'xstate.after.restoreRetryDelay.session.unreachable';

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
    // a session held until its password changes, restored from the tab
    { type: RESTORE_DONE, output: { passwordChange: { reason: 'weak', site: 'main' } } },
    { type: RESTORE_DONE, output: { passwordChange: { reason: 'weak', site: 'agent' } } },
  ],
  PASSWORD_CHANGE_DUE: [
    { type: 'PASSWORD_CHANGE_DUE', reason: 'weak', site: 'main', heldPassword: '123456' },
    // a login on the agent site whose answer named no account type (so it could not be refused first)
    { type: 'PASSWORD_CHANGE_DUE', reason: 'weak', site: 'agent', heldPassword: '123456' },
  ],
  CHANGE_PASSWORD: [{ type: 'CHANGE_PASSWORD', payload: { oldPassword: '123456', newPassword: 'Fresh2025x', confirmNewPassword: 'Fresh2025x' } }],
  [CHANGE_DONE]: [{ type: CHANGE_DONE, output: undefined }],
  [CHANGE_ERROR]: [{ type: CHANGE_ERROR, error: { kind: 'envelope', messageKey: 'errors:oldPasswordIncorrect' } }],
  [RESTORE_ERROR]: [
    // the platform did not answer (a 5xx after the adapter's retry): the token is kept, the retry page
    { type: RESTORE_ERROR, error: failure },
    // the platform refused the token's member info: a quiet visitor
    { type: RESTORE_ERROR, error: { kind: 'envelope', httpStatus: 200, errorCode: 'system.error', messageKey: 'errors:systemBusy' } },
  ],
  RETRY: [{ type: 'RETRY' }],
  ONLINE: [{ type: 'ONLINE' }],
  [RESTORE_RETRY]: [{ type: RESTORE_RETRY }],
  SIGNED_IN: [
    { type: 'SIGNED_IN', info: SESSION_ACCOUNTS.member },
    { type: 'SIGNED_IN', info: SESSION_ACCOUNTS.trial },
    { type: 'SIGNED_IN', info: SESSION_ACCOUNTS.agent },
  ],
  [LOGOUT_DONE]: [{ type: LOGOUT_DONE, output: undefined }],
  [LOGOUT_ERROR]: [{ type: LOGOUT_ERROR, error: failure }],
  // member info with the held token once the password changed
  [HELD_INFO_DONE]: [
    { type: HELD_INFO_DONE, output: SESSION_ACCOUNTS.member },
    { type: HELD_INFO_DONE, output: SESSION_ACCOUNTS.trial },
    { type: HELD_INFO_DONE, output: SESSION_ACCOUNTS.agent },
  ],
  [HELD_INFO_ERROR]: [
    { type: HELD_INFO_ERROR, error: failure },
    // the platform ended the held session meanwhile: the session-ended notice, not a refusal
    { type: HELD_INFO_ERROR, error: { kind: 'session', httpStatus: 401, errorCode: 'login.not.session', messageKey: 'errors:notLoggedIn' } },
  ],
  [END_HELD_DONE]: [{ type: END_HELD_DONE, output: undefined }],
  [END_HELD_ERROR]: [{ type: END_HELD_ERROR, error: failure }],
};

export const sessionModel: PathModel<SessionMachine> = {
  stitchTours: true,
  events,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, role: roleOf(snapshot.context.info), heldSite: snapshot.context.held?.site ?? null }),
  describeEvent(event: EventObject) {
    const withInfo = event as EventObject & { info?: SessionInfo; output?: SessionInfo | null; site?: string };
    if (event.type === 'SIGNED_IN') return `SIGNED_IN (${roleOf(withInfo.info) ?? '?'})`;
    if (event.type === 'PASSWORD_CHANGE_DUE') return `PASSWORD_CHANGE_DUE (${withInfo.site ?? '?'} site)`;
    if (event.type === HELD_INFO_DONE) return `${HELD_INFO_DONE} (${roleOf(withInfo.output) ?? '?'})`;
    if (event.type === RESTORE_DONE) {
      const output = withInfo.output as RestoredSession;
      return `${RESTORE_DONE} (${output && 'passwordChange' in output ? `password change due, ${output.passwordChange.site} site` : (roleOf(output) ?? 'no token')})`;
    }
    if (event.type === RESTORE_ERROR) return `${RESTORE_ERROR} (${(event as EventObject & { error: { kind: string } }).error.kind === 'http' ? 'not answered' : 'refused'})`;
    return event.type;
  },
};

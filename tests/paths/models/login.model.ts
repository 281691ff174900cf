/**
 * The path model of the login chart: the form sent by username and by SMS code; each kind of
 * login answer (plain, first-time, expired, weak default password: handed to the session chart;
 * a weak password whose answer names a member's type: refused on the agent site before any change)
 * and failure (with and without the captcha flag); free play; the first-login action, member info
 * (a member and an agent), a refused sign-in's logout and captcha calls answering or failing. What the chart decides on later — the site and
 * whether the password must change — is part of the state; typed text is not.
 *
 * The form's site is the flow's input, and a path model has one input: the agent site's, because
 * it is the one that decides more (only agents get in). A username login then signs in to the agent
 * site; an SMS login and free play sign in to the main site, as the chart says (the agent site
 * offers neither), so both outcomes of the agents-only check are walked.
 */
import type { EventObject } from 'xstate';
import type { PathModel } from '../registry';
import type { LoginContext, LoginMachine, LoginOutcome } from '../../../machines/auth/login.machine';

const id = (kind: 'done' | 'error', invoke: string) => `xstate.${kind}.actor.${invoke}`;

/** A login answer; its account type is named only where the chart decides on it (the others name none, as API.md's answer). */
const outcome = (overrides: Partial<LoginOutcome>): LoginOutcome => ({ token: 'path-token', firstTimeLogin: false, passwordExpired: false, weakPassword: false, type: null, ...overrides });

const failure = { kind: 'http', httpStatus: 500, messageKey: 'errors:systemBusy' };

export const LOGIN_CASES = {
  plain: outcome({}),
  firstTime: outcome({ firstTimeLogin: true }),
  expired: outcome({ passwordExpired: true }),
  weak: outcome({ weakPassword: true }),
  firstTimeWeak: outcome({ firstTimeLogin: true, weakPassword: true }),
  /** Weak01's answer names a member (type 0): on the agent site it is refused before any change. */
  weakMember: outcome({ weakPassword: true, type: 0 }),
  /** …and an expired member's, after the new-IP check. */
  expiredMember: outcome({ passwordExpired: true, type: 0 }),
} as const;

function mustChange(context: LoginContext): boolean {
  const result = context.result;
  return context.method !== 'sms' && result !== null && (result.weakPassword || (result.passwordExpired && context.forceChange));
}

const events = {
  SUBMIT: [
    { type: 'SUBMIT', credentials: { method: 'username', username: 'member01', password: 'Member2024' }, remember: false },
    { type: 'SUBMIT', credentials: { method: 'sms', mobileNum: '5512345601', countryDialingCode: '52', verificationCode: '123456' }, remember: false },
  ],
  VERIFY: [{ type: 'VERIFY', method: 'AUTHENTICATOR', code: '123456' }],
  [id('done', 'login')]: Object.values(LOGIN_CASES).map((output) => ({ type: id('done', 'login'), output })),
  [id('error', 'login')]: [
    { type: id('error', 'login'), error: { kind: 'envelope', messageKey: 'errors:credentialsInvalid', captcha: true } },
    { type: id('error', 'login'), error: { kind: 'envelope', messageKey: 'errors:loginVerifyRequired', verifyMethods: ['EMAIL', 'AUTHENTICATOR'] } },
    { type: id('error', 'login'), error: failure },
  ],
  [id('done', 'verifyLogin')]: [LOGIN_CASES.plain, LOGIN_CASES.firstTime, LOGIN_CASES.expired, LOGIN_CASES.expiredMember].map((output) => ({ type: id('done', 'verifyLogin'), output })),
  [id('error', 'verifyLogin')]: [{ type: id('error', 'verifyLogin'), error: { kind: 'envelope', messageKey: 'errors:invalidVerificationCode' } }],
  [id('done', 'freePlayLogin')]: [{ type: id('done', 'freePlayLogin'), output: LOGIN_CASES.plain }],
  [id('error', 'freePlayLogin')]: [{ type: id('error', 'freePlayLogin'), error: failure }],
  [id('done', 'firstLoginAction')]: [{ type: id('done', 'firstLoginAction'), output: undefined }],
  [id('error', 'firstLoginAction')]: [{ type: id('error', 'firstLoginAction'), error: failure }],
  [id('done', 'endSession')]: [{ type: id('done', 'endSession'), output: undefined }],
  [id('error', 'endSession')]: [{ type: id('error', 'endSession'), error: failure }],
  [id('done', 'loadMemberInfo')]: [
    { type: id('done', 'loadMemberInfo'), output: { id: 'm1', account: 'member01', type: 0 } },
    { type: id('done', 'loadMemberInfo'), output: { id: 'a1', account: 'agent01', type: 1 } },
  ],
  [id('error', 'loadMemberInfo')]: [{ type: id('error', 'loadMemberInfo'), error: failure }],
  [id('done', 'loadCaptcha')]: [{ type: id('done', 'loadCaptcha'), output: 'data:image/png;base64,AAAA' }],
  [id('error', 'loadCaptcha')]: [{ type: id('error', 'loadCaptcha'), error: failure }],
};

/** The flow's input: the agent site's form, with the forced change of an expired password (PWDEXPFORCECHANGE3 on). */
export const LOGIN_INPUT = { site: 'agent', forceChange: true } as const;

export const loginModel: PathModel<LoginMachine> = {
  stitchTours: true,
  events,
  input: LOGIN_INPUT,
  // The site and method matter until member info decides (agents only) and whether a password
  // change is forced; on the form they are overwritten by the next SUBMIT, so they are left out there.
  // The new-IP check is one state whichever login asked for it: the paths beyond it follow the
  // username login's. (An SMS login cannot pass the check on the embedded platform, whose SMS
  // codes are single-use while the verification sends the login's code again, and the browser
  // runner crafts the SMS login's new-IP refusal.)
  serializeState: (snapshot) =>
    JSON.stringify(
      snapshot.matches('editing') || snapshot.matches('done')
        ? { value: snapshot.value }
        : snapshot.matches('ipVerification') || snapshot.matches('verifyingIp')
          ? { value: snapshot.value, mustChange: mustChange(snapshot.context) }
          : { value: snapshot.value, site: snapshot.context.site, method: snapshot.context.method, mustChange: mustChange(snapshot.context) },
    ),
  describeEvent(event: EventObject) {
    const e = event as EventObject & { output?: unknown; error?: { messageKey?: string; captcha?: boolean } };
    if (event.type === 'SUBMIT') return `SUBMIT (${(e as { credentials?: { method?: string } }).credentials?.method === 'sms' ? 'sms, main site' : 'username, agent site'})`;
    if (event.type === id('done', 'login') || event.type === id('done', 'verifyLogin')) {
      const name = Object.entries(LOGIN_CASES).find(([, value]) => value === e.output)?.[0] ?? '?';
      return `${event.type === id('done', 'login') ? 'login' : 'verifyLogin'} done (${name})`;
    }
    if (event.type === id('done', 'loadMemberInfo')) return `member info (type ${(e.output as { type: number }).type})`;
    if (event.type.startsWith('xstate.error.actor.')) {
      const reason = e.error?.captcha ? ' (captcha)' : (e.error as { verifyMethods?: unknown } | undefined)?.verifyMethods ? ' (new IP)' : '';
      return `${event.type.slice('xstate.error.actor.'.length)} failed${reason}`;
    }
    if (event.type.startsWith('xstate.done.actor.')) return `${event.type.slice('xstate.done.actor.'.length)} done`;
    return event.type;
  },
};

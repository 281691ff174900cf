/**
 * The path model of the forgot-password chart: with recovery by phone on (the tabs), the mail
 * sent or refused, the reset by phone accepted (its automatic login plain, expired under
 * PWDEXPFORCECHANGE3: handed to the session chart, or naming a type the site refuses while a change
 * is due: refused at once) or refused, the sign-in after it answering (a member, or a back-office
 * account the site refuses) or failing — both ending the session, its logout answering or failing.
 */
import type { PathModel } from '../registry';
import type { ForgotPasswordMachine } from '../../../machines/auth/forgotPassword.machine';
import type { AutoLogin } from '../../../machines/auth/sessionStart';

const autoLogin = (overrides: Partial<AutoLogin>): AutoLogin => ({ token: 'path-token', firstTimeLogin: false, passwordExpired: false, weakPassword: false, type: null, heldPassword: 'Fresh2025x', ...overrides });
/** The reset's automatic logins (they start their session as a login does). */
export const RESET_LOGINS = {
  plain: autoLogin({}),
  expired: autoLogin({ passwordExpired: true }),
  refusedExpired: autoLogin({ passwordExpired: true, type: 3 }),
} as const;

const refused = (messageKey: string) => ({ kind: 'envelope', messageKey });

const events = {
  USE_EMAIL: [{ type: 'USE_EMAIL' }],
  USE_PHONE: [{ type: 'USE_PHONE' }],
  RECOVER_BY_EMAIL: [{ type: 'RECOVER_BY_EMAIL', request: { username: 'member01', email: 'member01@example.com' } }],
  RECOVER_BY_PHONE: [
    { type: 'RECOVER_BY_PHONE', request: { mobileNum: '5512345601', countryDialingCode: '52', verificationCode: '123456', newPassword: 'Fresh2025x' } },
  ],
  'xstate.done.actor.recoverByEmail': [{ type: 'xstate.done.actor.recoverByEmail', output: 'me***@example.com' }],
  'xstate.error.actor.recoverByEmail': [{ type: 'xstate.error.actor.recoverByEmail', error: refused('errors:userNotFound') }],
  'xstate.done.actor.recoverByPhone': Object.values(RESET_LOGINS).map((output) => ({ type: 'xstate.done.actor.recoverByPhone', output })),
  'xstate.error.actor.recoverByPhone': [{ type: 'xstate.error.actor.recoverByPhone', error: refused('errors:invalidVerificationCode') }],
  'xstate.done.actor.loadMemberInfo': [
    { type: 'xstate.done.actor.loadMemberInfo', output: { id: 'm1', account: 'member01', type: 0 } },
    { type: 'xstate.done.actor.loadMemberInfo', output: { id: 'm1', account: 'member01', type: 3 } },
  ],
  'xstate.error.actor.loadMemberInfo': [{ type: 'xstate.error.actor.loadMemberInfo', error: { kind: 'http', httpStatus: 500, messageKey: 'errors:systemBusy' } }],
  'xstate.done.actor.endSession': [{ type: 'xstate.done.actor.endSession', output: undefined }],
  'xstate.error.actor.endSession': [{ type: 'xstate.error.actor.endSession', error: { kind: 'http', httpStatus: 500, messageKey: 'errors:systemBusy' } }],
};

export const forgotPasswordModel: PathModel<ForgotPasswordMachine> = {
  stitchTours: true,
  events,
  input: { phoneRecovery: true, forceChange: true },
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, error: snapshot.context.errorKey !== null }),
};

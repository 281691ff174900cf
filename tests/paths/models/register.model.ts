/**
 * The path model of the register chart: the form loading or failing; a tab switch; a submit with
 * the terms unticked, without an affiliate code and with one (valid or not); the register call
 * answering (its automatic login plain, with the weak default password: handed to the session
 * chart, or naming a type the site refuses while a change is due: refused at once), refusing at a
 * field (a taken username) or failing otherwise; member info answering (a member, or a type the
 * site refuses: the session ended, its logout answering or failing) or failing and retried; the
 * captcha shown by the settings, its image loading or failing, refreshed. Typed text is not part
 * of the state; which tab is shown is not either (the chart decides nothing on it — the request
 * carries it).
 */
import type { PathModel } from '../registry';
import type { RegisterMachine, RegisterRequest } from '../../../machines/auth/register.machine';
import type { AutoLogin } from '../../../machines/auth/sessionStart';

const id = (kind: 'done' | 'error', invoke: string) => `xstate.${kind}.actor.${invoke}`;

const failure = { kind: 'http', httpStatus: 500, messageKey: 'errors:systemBusy' };

const fields = { username: 'nuevo2025', password: 'Abc12345', confirmPassword: 'Abc12345' };
export const REGISTER_REQUESTS = {
  plain: { tab: 'username', fields } satisfies RegisterRequest,
  affiliate: { tab: 'username', fields: { ...fields, affiliateCode: 'ag0002' } } satisfies RegisterRequest,
} as const;

const countries = [{ countryCode: 'MX', countryDialingCode: '52' }];

const autoLogin = (overrides: Partial<AutoLogin>): AutoLogin => ({ token: 'path-token', firstTimeLogin: false, passwordExpired: false, weakPassword: false, type: null, heldPassword: 'Abc12345', ...overrides });
/** The register call's automatic logins (they start their session as a login does). */
export const REGISTER_LOGINS = {
  plain: autoLogin({}),
  weak: autoLogin({ weakPassword: true, heldPassword: '123456' }),
  /** The answer names a type the site refuses (a back-office account) while a change is due. */
  refusedWeak: autoLogin({ weakPassword: true, heldPassword: '123456', type: 3 }),
} as const;

const events = {
  SELECT_TAB: [{ type: 'SELECT_TAB', tab: 'mobile' }],
  SUBMIT: [
    { type: 'SUBMIT', request: REGISTER_REQUESTS.plain, termsAccepted: true },
    { type: 'SUBMIT', request: REGISTER_REQUESTS.affiliate, termsAccepted: true },
    { type: 'SUBMIT', request: REGISTER_REQUESTS.plain, termsAccepted: false },
  ],
  [id('done', 'loadForm')]: [
    { type: id('done', 'loadForm'), output: { settings: {}, countries } },
    { type: id('done', 'loadForm'), output: { settings: { captcha: { acceptedPattern: '^\\d+$', minLength: 4, maxLength: 4, patternId: 7, show: true, required: true } }, countries } },
  ],
  [id('error', 'loadForm')]: [{ type: id('error', 'loadForm'), error: failure }],
  [id('done', 'checkAffiliate')]: [{ type: id('done', 'checkAffiliate'), output: REGISTER_REQUESTS.affiliate }],
  [id('error', 'checkAffiliate')]: [{ type: id('error', 'checkAffiliate'), error: { kind: 'envelope', errorCode: 'affiliate.code.invalid', messageKey: 'errors:invalidInvitationCode' } }],
  [id('done', 'register')]: Object.values(REGISTER_LOGINS).map((output) => ({ type: id('done', 'register'), output })),
  [id('error', 'register')]: [
    { type: id('error', 'register'), error: { kind: 'envelope', errorCode: 'username.exists', messageKey: 'errors:usernameTaken', field: 'username', fieldMessage: { key: 'server.usernameTaken' } } },
    { type: id('error', 'register'), error: failure },
  ],
  [id('done', 'loadMemberInfo')]: [
    { type: id('done', 'loadMemberInfo'), output: { id: 'm9', account: 'nuevo2025', type: 0 } },
    { type: id('done', 'loadMemberInfo'), output: { id: 'm9', account: 'nuevo2025', type: 3 } },
  ],
  [id('error', 'loadMemberInfo')]: [{ type: id('error', 'loadMemberInfo'), error: failure }],
  [id('done', 'endSession')]: [{ type: id('done', 'endSession'), output: undefined }],
  [id('error', 'endSession')]: [{ type: id('error', 'endSession'), error: failure }],
  // the popup closed while the new account's session is held: its logout
  [id('done', 'abandonSession')]: [{ type: id('done', 'abandonSession'), output: undefined }],
  [id('error', 'abandonSession')]: [{ type: id('error', 'abandonSession'), error: failure }],
  [id('done', 'loadCaptcha')]: [{ type: id('done', 'loadCaptcha'), output: 'data:image/png;base64,AAAA' }],
  [id('error', 'loadCaptcha')]: [{ type: id('error', 'loadCaptcha'), error: failure }],
};

export const registerModel: PathModel<RegisterMachine> = {
  events,
  input: { tab: 'username' },
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, captcha: snapshot.context.form?.settings.captcha?.show === true }),
  describeEvent(event) {
    const e = event as typeof event & { termsAccepted?: boolean; request?: RegisterRequest; error?: { errorCode?: string; field?: string } };
    if (event.type === 'SUBMIT') return `SUBMIT (${e.termsAccepted === false ? 'terms unticked' : e.request?.fields.affiliateCode ? 'with affiliate code' : 'plain'})`;
    if (event.type === id('done', 'register')) return `register done (${Object.entries(REGISTER_LOGINS).find(([, value]) => value === (e as { output?: unknown }).output)?.[0] ?? '?'})`;
    if (event.type === id('done', 'loadMemberInfo')) return `member info (type ${(e as { output?: { type?: number } }).output?.type ?? '?'})`;
    if (event.type === id('done', 'loadForm')) return `loadForm done${(e as { output?: { settings: { captcha?: unknown } } }).output?.settings.captcha ? ' (captcha shown)' : ''}`;
    if (event.type.startsWith('xstate.error.actor.')) return `${event.type.slice('xstate.error.actor.'.length)} failed${e.error?.field ? ` (at ${e.error.field})` : ''}`;
    if (event.type.startsWith('xstate.done.actor.')) return `${event.type.slice('xstate.done.actor.'.length)} done`;
    return event.type;
  },
};

/**
 * Signing in by username or by SMS code (SPEC.md §2 login popup, §4 login success and failure,
 * unregistered IP, free play, §5, §9): the form is sent with trimmed values (the wiring's login
 * call stores the token); a failure that carries the captcha flag shows the captcha, whose image
 * refreshes on click at most once per second. A login from an IP the platform does not know asks
 * for one of the second factors it offers, and a wrong one can be retried. After success a
 * first-time login runs the first-login action; a weak default or expired password (with the
 * forced-change policy, and never after an SMS login) opens the change-password form; otherwise
 * member info loads and the session is set. On the agent site only agents get in. Free play logs
 * in a trial account the same way. The form's site and the forced-change policy are the flow's
 * input, given when the form opens (not carried by every submit).
 *
 * The token a login answers is stored only once the site accepts the session (the
 * steps every way in shares are machines/auth/sessionStart.ts): the first-login action and member info
 * are asked for with it explicitly, a sign-in the site refuses after the platform accepted it (a
 * non-agent on the agent site, an account type that may not sign in) or whose member info fails
 * ends that platform session (the logout call, with that token) before saying why, and nothing is
 * stored. A password that must change first hands the session to the session chart
 * (`passwordChangeDue`), which holds it — not a member session — until the password changes or the
 * member signs out; but when the answer already names an account type the site refuses (a member
 * with a weak or expired password on the agent site), the refusal comes first: no first-login
 * action, no forced change, the session ended.
 *
 * The SMS code button (the SMS tab and the new-IP check's mobile factor) is the shared smsCountdown
 * chart, invoked for the form's whole life as `sms` with the login default of 60 s, so switching
 * tabs or failing a login cannot skip the wait; the wiring's `sendCode` is the visitor's SMS route.
 *
 * The password stays out of the context except while a step after the login still needs it
 * (`pendingLogin`, in memory only): the new-IP verification sends the login again, and the forced
 * change (the session chart's) gets it as the old password, so it is not asked for again. It is
 * dropped as soon as the form, member info or that hand-over is reached.
 */
import { assign, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { CAPTCHA_REFRESH_THROTTLE_MS, CAPTCHA_TAGS } from './captcha';
import { errorOf, failureMessage, failureOf, type CallFailure, notProvided, TAGS } from '../kit';
import { refusalOf, type SessionInfo, type SessionSite } from './session.machine';
import { mustChangePassword, passwordChangeDueOf, refusalBeforeChange, type PasswordChangeDue, type SessionStartAnswer, type SessionStartRules } from './sessionStart';
import { SMS_DEFAULT_SECONDS, smsCountdownMachine } from './smsCountdown.machine';

export type LoginSite = SessionSite;

export interface UsernameCredentials {
  readonly method: 'username';
  readonly username: string;
  readonly password: string;
  readonly captcha?: string;
}

export interface SmsCredentials {
  readonly method: 'sms';
  readonly mobileNum: string;
  readonly countryDialingCode: string;
  readonly verificationCode: string;
}

export type LoginCredentials = UsernameCredentials | SmsCredentials;
export type LoginMethod = LoginCredentials['method'];

/** The second factors a new-IP login may offer (API.md "Unregistered IP"). */
export type IpVerificationMethod = 'MOBILE' | 'EMAIL' | 'BANK_NAME' | 'AUTHENTICATOR';

export interface IpVerification {
  readonly credentials: LoginCredentials;
  readonly method: IpVerificationMethod;
  readonly code: string;
}

/** What the login call yields (its token is not stored yet: the chart decides when it is). */
export type LoginOutcome = SessionStartAnswer;

/** The fields of a failure this chart reads (the adapter's PlatformError has them, the wiring adds the rest). */
export interface LoginFailure extends CallFailure {
  /** readCaptchaFlag(error), computed by the wiring. */
  readonly captcha?: boolean | undefined;
  /** readLoginVerificationMethods(error): the IP is unknown and these factors may prove it. */
  readonly verifyMethods?: readonly IpVerificationMethod[] | null | undefined;
}

/** Given when the flow opens: which site's form this is, and the site's password policy. */
export interface LoginInput {
  /** 'agent' on /agent (only agents get in); the login popup is 'main'. */
  readonly site?: LoginSite;
  /** PWDEXPFORCECHANGE3: an expired password must be changed. */
  readonly forceChange?: boolean;
}

/** The login chart's own tags (beside the kit's busy, editing and done), read by connectLogin. */
export const LOGIN_TAGS = {
  /** The login call and what follows it until the session is set (first-login action, member info). */
  signingIn: 'signingIn',
  /** The free-play login runs. */
  freePlaying: 'freePlaying',
  /** The platform does not know this IP: a second factor is asked for (and checked). */
  ipVerification: 'ipVerification',
  /** A refused sign-in's platform session is being ended before the refusal is said. */
  endingSession: 'endingSession',
} as const;

export type { PasswordChangeDue, PasswordChangeReason } from './sessionStart';

export interface LoginContext {
  /** The form's site (the flow's input). */
  readonly formSite: LoginSite;
  /**
   * The site the current login signs in to: the form's for a username login; the main site for an
   * SMS login and free play, which only the main site offers.
   */
  readonly site: LoginSite;
  readonly method: LoginMethod;
  /** PWDEXPFORCECHANGE3: an expired password must be changed. */
  readonly forceChange: boolean;
  readonly username: string;
  readonly remember: boolean;
  readonly result: LoginOutcome | null;
  readonly captchaImage: string | null;
  /** The factors offered for an unregistered IP, while one is being asked for. */
  readonly verifyMethods: readonly IpVerificationMethod[];
  /** The login to send again with the chosen factor; only while the IP is being verified. */
  readonly pendingLogin: LoginCredentials | null;
  /** i18n key or server text of the last failure, shown above the form. */
  readonly errorKey: string | null;
  readonly errorText: string | null;
}

export type LoginEvent =
  | { type: 'SUBMIT'; credentials: LoginCredentials; remember: boolean }
  | { type: 'FREE_PLAY' }
  | { type: 'REFRESH_CAPTCHA' }
  | { type: 'VERIFY'; method: IpVerificationMethod; code: string }
  | { type: 'CANCEL' };

/** SPEC.md §9: the login SMS countdown when the answer names no expiredMinutes. */
export const LOGIN_SMS_SECONDS = SMS_DEFAULT_SECONDS;

const loginFailureOf = (error: unknown): LoginFailure => failureOf(error) as LoginFailure;

/** The site's rules for this login: an SMS code proves the phone, not the password (no forced change after it, SPEC.md §4). */
const rulesOf = (context: LoginContext): SessionStartRules => ({ site: context.site, forceChange: context.forceChange, byCode: context.method === 'sms' });

const heldPasswordOf = (context: LoginContext) => (context.pendingLogin?.method === 'username' ? context.pendingLogin.password : null);


type LoginDone = { event: DoneActorEvent<LoginOutcome> };
const outputOf = ({ event }: LoginDone) => event.output;
/** The hand-over of a password that must change first (the session chart holds the session). */
const handOverPasswordChange = [
  { type: 'passwordChangeDue', params: ({ context }: { context: LoginContext }) => passwordChangeDueOf(context.result, context.site, heldPasswordOf(context)) },
  'forgetPendingLogin',
] as const;

/** Where a login (first try or after the IP check) goes once the platform answered its token. */
const loginSucceeded = [
  // a refusal the answer already shows comes before any forced change (or first-login action)
  {
    guard: { type: 'refusedBeforeChange', params: outputOf },
    target: 'endingSession',
    actions: [{ type: 'takeResult', params: outputOf }, { type: 'storeEarlyRefusal', params: outputOf }, 'forgetPendingLogin'],
  },
  { guard: { type: 'isFirstLogin', params: outputOf }, target: 'firstLogin', actions: { type: 'takeResult', params: outputOf } },
  { guard: { type: 'mustChangePassword', params: outputOf }, target: 'done', actions: [{ type: 'takeResult', params: outputOf }, ...handOverPasswordChange] },
  { target: 'loadingInfo', actions: { type: 'takeResult', params: outputOf } },
] as const;

const fail = (messageKey: string | null, errorText: string | null) => ({ errorKey: messageKey, errorText });

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    children: {} as { sms: 'smsCountdown' },
  },
  actors: {
    /** The login call; stores the token; rejects with the failure (captcha flag read). */
    login: notProvided<LoginOutcome, LoginCredentials>('login'),
    /** The login sent again with the second factor of an unregistered IP. */
    verifyLogin: notProvided<LoginOutcome, IpVerification>('verifyLogin'),
    freePlayLogin: notProvided<LoginOutcome>('freePlayLogin'),
    /** The first-login action, with the login's token. */
    firstLoginAction: notProvided<void, { token: string }>('firstLoginAction'),
    /** Member info for the login's token (not stored yet). */
    loadMemberInfo: notProvided<SessionInfo, { token: string }>('loadMemberInfo'),
    /** Ends the platform session of a sign-in the site refused (the logout call, with its token). */
    endSession: notProvided<void, { token: string }>('endSession'),
    loadCaptcha: notProvided<string>('loadCaptcha'),
    /** The SMS code button; the wiring provides its `sendCode`. */
    smsCountdown: smsCountdownMachine,
  },
  guards: {
    isFirstLogin: (_, result: LoginOutcome) => result.firstTimeLogin,
    mustChangePassword: ({ context }, result: LoginOutcome | null) => mustChangePassword(result, rulesOf(context)),
    refusedBeforeChange: ({ context }, result: LoginOutcome) => refusalBeforeChange(result, rulesOf(context)) !== null,
    asksForCaptcha: (_, error: unknown) => loginFailureOf(error).captcha === true,
    asksToVerifyIp: (_, error: unknown) => (loginFailureOf(error).verifyMethods?.length ?? 0) > 0,
    refusedBySite: ({ context }, info: SessionInfo) => refusalOf(context.site, info) !== null,
  },
  actions: {
    takeForm: assign(({ context }, params: { credentials: LoginCredentials; remember: boolean }) => ({
      site: params.credentials.method === 'username' ? context.formSite : ('main' as LoginSite),
      method: params.credentials.method,
      // Remember-me is about the username; an SMS login leaves the remembered one alone.
      username: params.credentials.method === 'username' ? params.credentials.username : '',
      remember: params.credentials.method === 'username' && params.remember,
      pendingLogin: params.credentials,
      errorKey: null,
      errorText: null,
    })),
    askForVerification: assign((_, error: unknown) => ({ verifyMethods: loginFailureOf(error).verifyMethods ?? [], errorKey: null, errorText: null })),
    forgetPendingLogin: assign({ pendingLogin: null, verifyMethods: [] }),
    playFree: assign({ site: 'main' as LoginSite, method: 'username' as LoginMethod, errorKey: null, errorText: null }),
    takeResult: assign((_, result: LoginOutcome) => ({ result })),
    storeFailure: assign((_, error: unknown) => failureMessage(error)),
    storeRefusal: assign(({ context }, info: SessionInfo) => fail(refusalOf(context.site, info), null)),
    storeEarlyRefusal: assign(({ context }, result: LoginOutcome) => fail(refusalBeforeChange(result, rulesOf(context)), null)),
    /** The login's token is no longer held once its session is handed on or ended. */
    dropToken: assign(({ context }) => ({ result: context.result ? { ...context.result, token: '' } : null })),
    clearError: assign(() => fail(null, null)),
    storeCaptcha: assign((_, image: string) => ({ captchaImage: image })),
    dropCaptcha: assign({ captchaImage: null }),
    /**
     * A password that must change first: the session chart holds the session (its token stored
     * apart, not as a member session) and the form leaves for the page the login leads to.
     */
    passwordChangeDue: (_, _params: PasswordChangeDue) => {},
    /** Remember-me: keeps (or forgets) the username in a 1-day cookie — never the password. */
    rememberUser: (_, _params: { username: string; remember: boolean; method: LoginMethod }) => {},
    /** Stores the token, hands the member info to the session and leaves (home; /agentHome on the agent site). */
    signedIn: (_, _params: { info: SessionInfo; site: LoginSite; token: string }) => {},
  },
  delays: {
    captchaThrottle: CAPTCHA_REFRESH_THROTTLE_MS,
  },
}).createMachine({
  id: 'login',
  // Words for the chart gallery (tests/tools/charts/labels.ts); no behaviour reads them.
  meta: {
    description: 'Signing in: the form, a captcha when asked, an unknown IP’s check, the first login and the member’s details.',
    events: {
      SUBMIT: 'the player signs in',
      FREE_PLAY: 'the player tries free play',
      'xstate.done.actor.loadCaptcha': 'the captcha arrives',
      'xstate.error.actor.loadCaptcha': 'the captcha fails to load',
      REFRESH_CAPTCHA: 'the player asks for another captcha',
      'xstate.done.actor.login': 'the platform accepts the login',
      'xstate.error.actor.login': 'the platform refuses the login',
      VERIFY: 'the player sends the verification code',
      CANCEL: 'the player goes back to the form',
      'xstate.done.actor.verifyLogin': 'the code is accepted',
      'xstate.error.actor.verifyLogin': 'the code is refused',
      'xstate.done.actor.freePlayLogin': 'a free-play session opens',
      'xstate.error.actor.freePlayLogin': 'free play is refused',
      'xstate.done.actor.firstLoginAction': 'the first login is recorded',
      'xstate.error.actor.firstLoginAction': 'recording the first login fails',
      'xstate.done.actor.loadMemberInfo': 'the member’s details arrive',
      'xstate.error.actor.loadMemberInfo': 'the member’s details fail',
      'xstate.done.actor.endSession': 'the session is ended',
      'xstate.error.actor.endSession': 'ending the session fails',
    },
    guards: {
      refusedBeforeChange: 'the answer already refuses this member',
      isFirstLogin: 'first login',
      mustChangePassword: 'the password must be changed',
      asksToVerifyIp: 'the IP must be verified',
      asksForCaptcha: 'a captcha is asked for',
      refusedBySite: 'this site refuses the member',
    },
  },
  context: ({ input }) => ({
    formSite: input?.site ?? 'main',
    site: input?.site ?? 'main',
    method: 'username',
    forceChange: input?.forceChange ?? true,
    username: '',
    remember: false,
    result: null,
    captchaImage: null,
    verifyMethods: [],
    pendingLogin: null,
    errorKey: null,
    errorText: null,
  }),
  // The SMS code button lives as long as the form, so a countdown survives a tab switch or a failed login.
  invoke: { id: 'sms', src: 'smsCountdown', input: { defaultSeconds: LOGIN_SMS_SECONDS } },
  initial: 'editing',
  states: {
    editing: {
      tags: [TAGS.editing],
      entry: 'forgetPendingLogin',
      initial: 'plain',
      states: {
        plain: {},
        captchaLoading: {
          tags: [CAPTCHA_TAGS.loading],
          invoke: {
            id: 'loadCaptcha',
            src: 'loadCaptcha',
            onDone: { target: 'captchaCooling', actions: { type: 'storeCaptcha', params: ({ event }) => event.output } },
            onError: { target: 'captchaCooling', actions: 'dropCaptcha' },
          },
        },
        // A refresh right after the last one is ignored (once per second).
        captchaCooling: { tags: [CAPTCHA_TAGS.cooling], after: { captchaThrottle: 'captchaReady' } },
        captchaReady: { tags: [CAPTCHA_TAGS.ready], on: { REFRESH_CAPTCHA: 'captchaLoading' } },
      },
      on: {
        SUBMIT: {
          target: 'submitting',
          actions: {
            type: 'takeForm',
            params: ({ event }) => ({ credentials: event.credentials, remember: event.remember }),
          },
        },
        FREE_PLAY: { target: 'freePlaying', actions: 'playFree' },
      },
    },
    submitting: {
      tags: [TAGS.busy, LOGIN_TAGS.signingIn],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => context.pendingLogin ?? { method: 'username', username: '', password: '' },
        onDone: loginSucceeded,
        onError: [
          { guard: { type: 'asksToVerifyIp', params: errorOf }, target: 'ipVerification', actions: { type: 'askForVerification', params: errorOf } },
          { guard: { type: 'asksForCaptcha', params: errorOf }, target: 'editing.captchaLoading', actions: { type: 'storeFailure', params: errorOf } },
          { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    // The platform does not know this IP: one of the offered factors proves it's the member.
    ipVerification: {
      tags: [TAGS.editing, LOGIN_TAGS.ipVerification],
      on: {
        VERIFY: { target: 'verifyingIp', actions: 'clearError' },
        CANCEL: { target: 'editing', actions: 'clearError' },
      },
    },
    verifyingIp: {
      tags: [TAGS.busy, LOGIN_TAGS.ipVerification],
      invoke: {
        id: 'verifyLogin',
        src: 'verifyLogin',
        input: ({ context, event }) => ({
          credentials: context.pendingLogin ?? { method: 'username', username: '', password: '' },
          method: event.type === 'VERIFY' ? event.method : 'MOBILE',
          code: event.type === 'VERIFY' ? event.code : '',
        }),
        onDone: loginSucceeded,
        // A wrong code: say so and let the member try again (or another factor).
        onError: { target: 'ipVerification', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    freePlaying: {
      tags: [TAGS.busy, LOGIN_TAGS.freePlaying],
      invoke: {
        id: 'freePlayLogin',
        src: 'freePlayLogin',
        onDone: { target: 'loadingInfo', actions: { type: 'takeResult', params: outputOf } },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    firstLogin: {
      tags: [TAGS.busy, LOGIN_TAGS.signingIn],
      invoke: {
        id: 'firstLoginAction',
        src: 'firstLoginAction',
        input: ({ context }) => ({ token: context.result?.token ?? '' }),
        onDone: [{ guard: { type: 'mustChangePassword', params: ({ context }) => context.result }, target: 'done', actions: handOverPasswordChange }, { target: 'loadingInfo' }],
        // The first-login action is a courtesy to the platform; its failure does not stop the login.
        onError: [{ guard: { type: 'mustChangePassword', params: ({ context }) => context.result }, target: 'done', actions: handOverPasswordChange }, { target: 'loadingInfo' }],
      },
    },
    loadingInfo: {
      tags: [TAGS.busy, LOGIN_TAGS.signingIn],
      entry: 'forgetPendingLogin',
      invoke: {
        id: 'loadMemberInfo',
        src: 'loadMemberInfo',
        input: ({ context }) => ({ token: context.result?.token ?? '' }),
        onDone: [
          // The platform accepted it, the site does not: its session ends before the refusal is said.
          { guard: { type: 'refusedBySite', params: ({ event }) => event.output }, target: 'endingSession', actions: { type: 'storeRefusal', params: ({ event }) => event.output } },
          {
            target: 'done',
            actions: [
              { type: 'rememberUser', params: ({ context }) => ({ username: context.username, remember: context.remember, method: context.method }) },
              { type: 'signedIn', params: ({ context, event }) => ({ info: event.output, site: context.site, token: context.result?.token ?? '' }) },
            ],
          },
        ],
        // No member info, no session: the one the platform opened is ended too.
        onError: { target: 'endingSession', actions: { type: 'storeFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    // The logout call with the refused login's token; the refusal shows once it is answered (or
    // failed: nothing was stored, so the site holds no session either way).
    endingSession: {
      tags: [TAGS.busy, LOGIN_TAGS.signingIn, LOGIN_TAGS.endingSession],
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ token: context.result?.token ?? '' }),
        onDone: { target: 'editing', actions: 'dropToken' },
        onError: { target: 'editing', actions: 'dropToken' },
      },
    },
    done: { type: 'final', tags: [TAGS.done] },
  },
});

export type LoginMachine = typeof loginMachine;

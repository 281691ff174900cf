/**
 * Signing in by username (SPEC.md §2 login popup, §4 login success and failure, free play, §5, §9):
 * the form is sent with trimmed values (the wiring's login call stores the token); a failure that
 * carries the captcha flag shows the captcha, whose image refreshes on click at most once per
 * second. After success a first-time login runs the first-login action; a weak default or expired
 * password (with the forced-change policy) opens the change-password form; otherwise member info
 * loads and the session is set. On the agent site only agents get in. Free play logs in a trial
 * account the same way.
 *
 * The password never enters the context: it travels in the SUBMIT event to the login call only.
 */
import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import type { ChangePasswordPayload } from '../src/api';
import { AGENT_TYPES, type SessionInfo } from './session.machine';

export type LoginSite = 'main' | 'agent';

export interface LoginCredentials {
  readonly username: string;
  readonly password: string;
  readonly captcha?: string;
}

/** What the login call yields once the token is stored. */
export interface LoginOutcome {
  readonly firstTimeLogin: boolean;
  readonly passwordExpired: boolean;
  /** The password sent is the weak default (SPEC.md §9). */
  readonly weakPassword: boolean;
}

/** The fields of a failure this chart reads (the adapter's PlatformError has them). */
export interface LoginFailure {
  readonly messageKey?: string | undefined;
  readonly serverMessage?: string | null | undefined;
  /** readCaptchaFlag(error), computed by the wiring. */
  readonly captcha?: boolean | undefined;
}

export interface LoginContext {
  readonly site: LoginSite;
  /** PWDEXPFORCECHANGE3: an expired password must be changed. */
  readonly forceChange: boolean;
  readonly username: string;
  readonly remember: boolean;
  readonly result: LoginOutcome | null;
  readonly captchaImage: string | null;
  /** i18n key or server text of the last failure, shown above the form. */
  readonly errorKey: string | null;
  readonly errorText: string | null;
}

export type LoginEvent =
  | {
      type: 'SUBMIT';
      credentials: LoginCredentials;
      remember: boolean;
      site: LoginSite;
      forceChange: boolean;
    }
  | { type: 'FREE_PLAY' }
  | { type: 'REFRESH_CAPTCHA' }
  | { type: 'CHANGE_PASSWORD'; payload: ChangePasswordPayload }
  | { type: 'CANCEL' };

export const CAPTCHA_REFRESH_THROTTLE_MS = 1_000;

function failureOf(error: unknown): LoginFailure {
  return typeof error === 'object' && error !== null ? (error as LoginFailure) : {};
}

function mustChange(context: LoginContext, result: LoginOutcome | null): boolean {
  if (!result) return false;
  return result.weakPassword || (result.passwordExpired && context.forceChange);
}

const fail = (messageKey: string | null, errorText: string | null) => ({ errorKey: messageKey, errorText });

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    /** The login call; stores the token; rejects with the failure (captcha flag read). */
    login: fromPromise<LoginOutcome, LoginCredentials>(async () => {
      throw new Error('login is not provided');
    }),
    freePlayLogin: fromPromise<LoginOutcome>(async () => {
      throw new Error('freePlayLogin is not provided');
    }),
    firstLoginAction: fromPromise<void>(async () => {
      throw new Error('firstLoginAction is not provided');
    }),
    changePassword: fromPromise<void, ChangePasswordPayload>(async () => {
      throw new Error('changePassword is not provided');
    }),
    loadMemberInfo: fromPromise<SessionInfo>(async () => {
      throw new Error('loadMemberInfo is not provided');
    }),
    loadCaptcha: fromPromise<string>(async () => {
      throw new Error('loadCaptcha is not provided');
    }),
  },
  guards: {
    isFirstLogin: (_, result: LoginOutcome) => result.firstTimeLogin,
    mustChangePassword: ({ context }, result: LoginOutcome | null) => mustChange(context, result),
    asksForCaptcha: (_, error: unknown) => failureOf(error).captcha === true,
    nonAgentOnAgentSite: ({ context }, info: SessionInfo) => context.site === 'agent' && !AGENT_TYPES.includes(info.type),
  },
  actions: {
    takeForm: assign((_, params: { username: string; remember: boolean; site: LoginSite; forceChange: boolean }) => ({
      ...params,
      errorKey: null,
      errorText: null,
    })),
    takeResult: assign((_, result: LoginOutcome) => ({ result })),
    storeFailure: assign((_, error: unknown) => {
      const failure = failureOf(error);
      return fail(failure.messageKey ?? 'errors:unknown', failure.serverMessage ?? null);
    }),
    storeAgentsOnly: assign(() => fail('errors:agentsOnly', null)),
    clearError: assign(() => fail(null, null)),
    storeCaptcha: assign((_, image: string) => ({ captchaImage: image })),
    dropCaptcha: assign({ captchaImage: null }),
    /** Forgets the token a refused or abandoned login stored. */
    discardToken: () => {},
    /** Remember-me: keeps (or forgets) the username in a 1-day cookie — never the password. */
    rememberUser: (_, _params: { username: string; remember: boolean }) => {},
    /** Hands the member info to the session and leaves (home; /agentHome on the agent site). */
    signedIn: (_, _params: { info: SessionInfo; site: LoginSite }) => {},
  },
  delays: {
    captchaThrottle: CAPTCHA_REFRESH_THROTTLE_MS,
  },
}).createMachine({
  id: 'login',
  context: {
    site: 'main',
    forceChange: true,
    username: '',
    remember: false,
    result: null,
    captchaImage: null,
    errorKey: null,
    errorText: null,
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'plain',
      states: {
        plain: {},
        captchaLoading: {
          invoke: {
            id: 'loadCaptcha',
            src: 'loadCaptcha',
            onDone: { target: 'captchaCooling', actions: { type: 'storeCaptcha', params: ({ event }) => event.output } },
            onError: { target: 'captchaCooling', actions: 'dropCaptcha' },
          },
        },
        // A refresh right after the last one is ignored (once per second).
        captchaCooling: { after: { captchaThrottle: 'captchaReady' } },
        captchaReady: { on: { REFRESH_CAPTCHA: 'captchaLoading' } },
      },
      on: {
        SUBMIT: {
          target: 'submitting',
          actions: {
            type: 'takeForm',
            params: ({ event }) => ({ username: event.credentials.username, remember: event.remember, site: event.site, forceChange: event.forceChange }),
          },
        },
        FREE_PLAY: { target: 'freePlaying', actions: 'clearError' },
      },
    },
    submitting: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => (event.type === 'SUBMIT' ? event.credentials : { username: '', password: '' }),
        onDone: [
          { guard: { type: 'isFirstLogin', params: ({ event }) => event.output }, target: 'firstLogin', actions: { type: 'takeResult', params: ({ event }) => event.output } },
          { guard: { type: 'mustChangePassword', params: ({ event }) => event.output }, target: 'passwordChange', actions: { type: 'takeResult', params: ({ event }) => event.output } },
          { target: 'loadingInfo', actions: { type: 'takeResult', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'asksForCaptcha', params: ({ event }: { event: ErrorActorEvent }) => event.error }, target: 'editing.captchaLoading', actions: { type: 'storeFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
          { target: 'editing', actions: { type: 'storeFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
        ],
      },
    },
    freePlaying: {
      invoke: {
        id: 'freePlayLogin',
        src: 'freePlayLogin',
        onDone: { target: 'loadingInfo', actions: { type: 'takeResult', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    firstLogin: {
      invoke: {
        id: 'firstLoginAction',
        src: 'firstLoginAction',
        onDone: [{ guard: { type: 'mustChangePassword', params: ({ context }) => context.result }, target: 'passwordChange' }, { target: 'loadingInfo' }],
        // The first-login action is a courtesy to the platform; its failure does not stop the login.
        onError: [{ guard: { type: 'mustChangePassword', params: ({ context }) => context.result }, target: 'passwordChange' }, { target: 'loadingInfo' }],
      },
    },
    passwordChange: {
      on: {
        CHANGE_PASSWORD: { target: 'changingPassword', actions: 'clearError' },
        CANCEL: { target: 'editing', actions: ['discardToken', 'clearError'] },
      },
    },
    changingPassword: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => (event.type === 'CHANGE_PASSWORD' ? event.payload : { newPassword: '', confirmNewPassword: '' }),
        onDone: 'loadingInfo',
        onError: { target: 'passwordChange', actions: { type: 'storeFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    loadingInfo: {
      invoke: {
        id: 'loadMemberInfo',
        src: 'loadMemberInfo',
        onDone: [
          { guard: { type: 'nonAgentOnAgentSite', params: ({ event }) => event.output }, target: 'editing', actions: ['discardToken', 'storeAgentsOnly'] },
          {
            target: 'done',
            actions: [
              { type: 'rememberUser', params: ({ context }) => ({ username: context.username, remember: context.remember }) },
              { type: 'signedIn', params: ({ context, event }) => ({ info: event.output, site: context.site }) },
            ],
          },
        ],
        onError: { target: 'editing', actions: ['discardToken', { type: 'storeFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error }] },
      },
    },
    done: { type: 'final' },
  },
});

export type LoginMachine = typeof loginMachine;

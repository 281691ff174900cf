/**
 * Registering by username or by mobile (SPEC.md §2 register popup, §3 payload, §4 register, §5,
 * §8 affiliate reaction, §9): the form's rules and dialling codes load first; a submit with the
 * terms unticked is refused with the message; a filled-in affiliate code is checked first (an
 * invalid one opens the warning with the invitation-code-error text); then the register call
 * (the platform logs the new member in), member info, the session set, the popup closed and home.
 * A refusal naming a field shows at that field; any other failure above the form; the form
 * itself — and everything typed — stays.
 *
 * The automatic login starts its session the way a login does (machines/auth/sessionStart.ts):
 * its token is held in memory only (`answer`) while member info is read with it and checked;
 * a password that must change first (the weak default typed, or an expired one under
 * PWDEXPFORCECHANGE3) is handed to the session chart (`passwordChangeDue`) with no member info; an
 * account type the site refuses ends that platform session (`endingSession`) before the refusal
 * shows above the form, and nothing is stored. The token is stored only when the site takes the
 * session (`signedIn`).
 *
 * When the settings show the captcha, its image loads after the form and again after every
 * refused register call (a captcha is single-use), or when the image is clicked.
 *
 * The SMS code button is the shared smsCountdown chart, invoked for the popup's whole life as
 * `sms` with the register default of 60 s; the wiring's `sendCode` picks the tab's SMS route.
 *
 * Passwords never enter the context: the request travels in the SUBMIT event to the affiliate
 * check, which hands it on unchanged to the register call; a forced change gets the password just
 * typed from the register call's answer, straight to the session chart.
 */
import { and, assign, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { failureMessage, failureOf as callFailureOf, notProvided, TAGS, type CallFailure } from '../kit';
import type { Country, RegisterSettings } from '../../src/api';
import { refusalOf, type SessionInfo } from './session.machine';
import { mustChangePassword, passwordChangeDueOf, refusalBeforeChange, type AutoLogin, type PasswordChangeDue, type SessionStartAnswer, type SessionStartRules } from './sessionStart';
import { CAPTCHA_REFRESH_THROTTLE_MS, CAPTCHA_TAGS } from './captcha';
import { SMS_DEFAULT_SECONDS, smsCountdownMachine } from './smsCountdown.machine';

export type RegisterTab = 'username' | 'mobile';

/** The register chart's own tags (beside the kit's and the captcha's), read by connectRegister. */
export const REGISTER_TAGS = {
  /** The form's settings and dialling codes load. */
  loadingForm: 'loadingForm',
  /** The form could not load (retry). */
  loadFailed: 'loadFailed',
  /** A submit runs: the affiliate check, the register call or the member info after it. */
  submitting: 'submitting',
  /** The account exists; the member info after it loads. */
  signingIn: 'signingIn',
  /** The affiliate code was refused: the warning dialog. */
  affiliateWarning: 'affiliateWarning',
  /** The account exists but the member info could not load (retry). */
  infoFailed: 'infoFailed',
  /** The site refused the new account's session: it is being ended before the refusal shows. */
  endingSession: 'endingSession',
  /** The popup was closed with the new account's session held: it is ended, then the popup goes. */
  closed: 'closed',
} as const;

/** The register settings and the dialling codes the form is built from. */
export interface RegisterFormData {
  readonly settings: RegisterSettings;
  readonly countries: readonly Country[];
}

/** What the form sends: the tab and the payload's fields (SPEC.md §3), passwords included. */
export interface RegisterRequest {
  readonly tab: RegisterTab;
  readonly fields: Readonly<Record<string, string | boolean>>;
}

/** A message as an i18n key (register namespace) with its interpolation values. */
export interface FieldMessage {
  readonly key: string;
  readonly values?: Readonly<Record<string, number | string>>;
}

/** The fields of a failure this chart reads (the wiring adds `field` from the error code). */
export interface RegisterFailure extends CallFailure {
  /** The form field the platform's refusal names, and its message. */
  readonly field?: string | null | undefined;
  readonly fieldMessage?: FieldMessage | null | undefined;
}

export interface RegisterInput {
  /** The first tab the site enables (USERNAMEREG3, else MOBILENUMREG3). */
  readonly tab?: RegisterTab;
  /** PWDEXPFORCECHANGE3: an expired password must be changed. */
  readonly forceChange?: boolean;
}

export interface RegisterContext {
  readonly tab: RegisterTab;
  readonly form: RegisterFormData | null;
  /** The captcha image (data URL) when the settings show the captcha; null while none loaded. */
  readonly captchaImage: string | null;
  /** The platform's refusals, by field, until the next submit. */
  readonly fieldErrors: Readonly<Record<string, FieldMessage>>;
  /** The terms checkbox was unticked at the last submit. */
  readonly termsRefused: boolean;
  /** i18n key or server text of the last failure, shown above the form or in the warning. */
  readonly errorKey: string | null;
  readonly errorText: string | null;
  /** PWDEXPFORCECHANGE3 (the flow's input). */
  readonly forceChange: boolean;
  /** The automatic login's answer, its token held in memory until the site takes or ends the session. */
  readonly answer: SessionStartAnswer | null;
}

export type RegisterEvent =
  | { type: 'SELECT_TAB'; tab: RegisterTab }
  | { type: 'SUBMIT'; request: RegisterRequest; termsAccepted: boolean }
  | { type: 'REFRESH_CAPTCHA' }
  | { type: 'DISMISS' }
  | { type: 'RETRY' }
  /** The popup is closed while the new account's session is held (member info loading or failed). */
  | { type: 'CLOSE' };

/** SPEC.md §9: the register SMS countdown when the answer names no expiredMinutes. */
export const REGISTER_SMS_SECONDS = SMS_DEFAULT_SECONDS;

const failureOf = (error: unknown): RegisterFailure => callFailureOf(error) as RegisterFailure;

const affiliateCodeOf = (request: RegisterRequest): string => {
  const code = request.fields.affiliateCode;
  return typeof code === 'string' ? code.trim() : '';
};

const NO_ERRORS = { fieldErrors: {}, termsRefused: false, errorKey: null, errorText: null } as const;

/** The settings show the captcha: the form needs an image, and a fresh one after each refusal (single use). */
const showsCaptcha = (form: RegisterFormData | null): boolean => form?.settings.captcha?.show === true;

const emptyRequest: RegisterRequest = { tab: 'username', fields: {} };

/** Registration is the main site's, and its password is typed (never an SMS-code sign-in). */
const rulesOf = (context: RegisterContext): SessionStartRules => ({ site: 'main', forceChange: context.forceChange, byCode: false });

type AutoLoginDone = { event: DoneActorEvent<AutoLogin> };
const autoLoginOf = ({ event }: AutoLoginDone) => event.output;

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
    children: {} as { sms: 'smsCountdown' },
  },
  actors: {
    /** Register settings (session-cached) and dialling codes. */
    loadForm: notProvided<RegisterFormData>('loadForm'),
    /** GET /wps/agent/affiliate; resolves with the request unchanged, rejects when the code is invalid. */
    checkAffiliate: notProvided<RegisterRequest, RegisterRequest>('checkAffiliate'),
    /** The tab's register call: its automatic login's answer (nothing stored); rejects with the failure (field read). */
    register: notProvided<AutoLogin, RegisterRequest>('register'),
    /** Member info for the automatic login's token (not stored yet). */
    loadMemberInfo: notProvided<SessionInfo, { token: string }>('loadMemberInfo'),
    /** Ends the platform session of an automatic login the site refused (the logout call, with its token). */
    endSession: notProvided<void, { token: string }>('endSession'),
    /** GET /wps/captcha: an <img> src. */
    loadCaptcha: notProvided<string>('loadCaptcha'),
    smsCountdown: smsCountdownMachine,
  },
  guards: {
    formShowsCaptcha: (_, form: RegisterFormData) => showsCaptcha(form),
    showsCaptcha: ({ context }) => showsCaptcha(context.form),
    termsRefused: (_, params: { termsAccepted: boolean }) => !params.termsAccepted,
    hasAffiliateCode: (_, request: RegisterRequest) => affiliateCodeOf(request) !== '',
    mustChangePassword: ({ context }, answer: SessionStartAnswer) => mustChangePassword(answer, rulesOf(context)),
    refusedBeforeChange: ({ context }, answer: SessionStartAnswer) => refusalBeforeChange(answer, rulesOf(context)) !== null,
    refusedBySite: (_, info: SessionInfo) => refusalOf('main', info) !== null,
    namesAField: (_, error: unknown) => {
      const failure = failureOf(error);
      return typeof failure.field === 'string' && failure.field !== '' && failure.fieldMessage != null;
    },
  },
  actions: {
    storeForm: assign((_, form: RegisterFormData) => ({ form })),
    storeCaptcha: assign((_, image: string) => ({ captchaImage: image })),
    dropCaptcha: assign({ captchaImage: null }),
    selectTab: assign((_, tab: RegisterTab) => ({ tab, ...NO_ERRORS })),
    clearErrors: assign(() => NO_ERRORS),
    refuseTerms: assign(() => ({ ...NO_ERRORS, termsRefused: true })),
    storeFailure: assign((_, error: unknown) => ({ ...NO_ERRORS, ...failureMessage(error) })),
    storeFieldFailure: assign((_, error: unknown) => {
      const failure = failureOf(error);
      const field = failure.field ?? '';
      return { ...NO_ERRORS, fieldErrors: failure.fieldMessage ? { [field]: failure.fieldMessage } : {} };
    }),
    /** The invitation-code-error text of the warning (SPEC.md §8). */
    storeAffiliateWarning: assign((_, error: unknown) => {
      const failure = failureOf(error);
      return { ...NO_ERRORS, errorKey: 'errors:invalidInvitationCode', errorText: failure.serverMessage ?? null };
    }),
    takeAnswer: assign((_, answer: SessionStartAnswer) => ({ answer })),
    /** The automatic login's token is no longer held once its session is handed on or ended. */
    dropAnswer: assign({ answer: null }),
    storeEarlyRefusal: assign(({ context }, answer: SessionStartAnswer) => ({ ...NO_ERRORS, errorKey: refusalBeforeChange(answer, rulesOf(context)) })),
    storeRefusal: assign((_, info: SessionInfo) => ({ ...NO_ERRORS, errorKey: refusalOf('main', info) })),
    /** Stores the token, hands the member info to the session, closes the popup and goes home. */
    signedIn: (_, _params: { info: SessionInfo; token: string }) => {},
    /** A password that must change first: the session chart holds the session (its token stored apart), the popup closes. */
    passwordChangeDue: (_, _params: PasswordChangeDue) => {},
  },
  delays: {
    captchaThrottle: CAPTCHA_REFRESH_THROTTLE_MS,
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({ tab: input?.tab ?? 'username', form: null, captchaImage: null, ...NO_ERRORS, forceChange: input?.forceChange ?? true, answer: null }),
  // The SMS code button lives as long as the popup, so a countdown survives a failed submit.
  invoke: { id: 'sms', src: 'smsCountdown', input: { defaultSeconds: REGISTER_SMS_SECONDS } },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy, REGISTER_TAGS.loadingForm],
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        onDone: [
          { guard: { type: 'formShowsCaptcha', params: ({ event }) => event.output }, target: 'captchaLoading', actions: { type: 'storeForm', params: ({ event }) => event.output } },
          { target: 'editing', actions: { type: 'storeForm', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    loadFailed: { tags: [TAGS.failed, REGISTER_TAGS.loadFailed], on: { RETRY: { target: 'loading', actions: 'clearErrors' } } },
    // The form stays usable while the image loads; a failed image is clicked to try again.
    captchaLoading: {
      tags: [TAGS.editing, CAPTCHA_TAGS.loading],
      invoke: {
        id: 'loadCaptcha',
        src: 'loadCaptcha',
        onDone: { target: 'editing.captchaCooling', actions: { type: 'storeCaptcha', params: ({ event }) => event.output } },
        onError: { target: 'editing.captchaCooling', actions: 'dropCaptcha' },
      },
    },
    editing: {
      tags: [TAGS.editing],
      initial: 'ready',
      states: {
        ready: { tags: [CAPTCHA_TAGS.ready], on: { REFRESH_CAPTCHA: { guard: 'showsCaptcha', target: '#register.captchaLoading' } } },
        // A click on the image right after the last one is ignored (once per second, SPEC.md §5).
        captchaCooling: { tags: [CAPTCHA_TAGS.cooling], after: { captchaThrottle: 'ready' } },
      },
      on: {
        SELECT_TAB: { actions: { type: 'selectTab', params: ({ event }) => event.tab } },
        SUBMIT: [
          { guard: { type: 'termsRefused', params: ({ event }) => ({ termsAccepted: event.termsAccepted }) }, actions: 'refuseTerms' },
          { guard: { type: 'hasAffiliateCode', params: ({ event }) => event.request }, target: 'checkingAffiliate', actions: 'clearErrors' },
          { target: 'registering', actions: 'clearErrors' },
        ],
      },
    },
    checkingAffiliate: {
      tags: [TAGS.busy, REGISTER_TAGS.submitting],
      invoke: {
        id: 'checkAffiliate',
        src: 'checkAffiliate',
        input: ({ event }) => (event.type === 'SUBMIT' ? event.request : emptyRequest),
        onDone: 'registering',
        onError: { target: 'affiliateWarning', actions: { type: 'storeAffiliateWarning', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    affiliateWarning: { tags: [REGISTER_TAGS.affiliateWarning], on: { DISMISS: { target: 'editing', actions: 'clearErrors' } } },
    registering: {
      tags: [TAGS.busy, REGISTER_TAGS.submitting],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          if (event.type === 'SUBMIT') return event.request;
          const done = event as unknown as DoneActorEvent<RegisterRequest>;
          return done.output ?? emptyRequest;
        },
        // The account exists and the platform logged it in: its session starts as a login's does.
        onDone: [
          // a refusal the answer already shows comes before any forced change
          {
            guard: { type: 'refusedBeforeChange', params: autoLoginOf },
            target: 'endingSession',
            actions: [{ type: 'takeAnswer', params: autoLoginOf }, { type: 'storeEarlyRefusal', params: autoLoginOf }],
          },
          {
            guard: { type: 'mustChangePassword', params: autoLoginOf },
            target: 'done',
            actions: { type: 'passwordChangeDue', params: ({ event }: AutoLoginDone) => passwordChangeDueOf(event.output, 'main', event.output.heldPassword) },
          },
          { target: 'loadingInfo', actions: { type: 'takeAnswer', params: autoLoginOf } },
        ],
        // A refused register call used up the captcha: a shown captcha gets a fresh image.
        onError: [
          {
            guard: and(['showsCaptcha', { type: 'namesAField', params: ({ event }: { event: ErrorActorEvent }) => event.error }]),
            target: 'captchaLoading',
            actions: { type: 'storeFieldFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error },
          },
          { guard: { type: 'namesAField', params: ({ event }: { event: ErrorActorEvent }) => event.error }, target: 'editing', actions: { type: 'storeFieldFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
          { guard: 'showsCaptcha', target: 'captchaLoading', actions: { type: 'storeFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
          { target: 'editing', actions: { type: 'storeFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
        ],
      },
    },
    loadingInfo: {
      tags: [TAGS.busy, REGISTER_TAGS.submitting, REGISTER_TAGS.signingIn],
      invoke: {
        id: 'loadMemberInfo',
        src: 'loadMemberInfo',
        input: ({ context }) => ({ token: context.answer?.token ?? '' }),
        onDone: [
          // The platform accepted it, the site does not: its session ends before the refusal is said.
          { guard: { type: 'refusedBySite', params: ({ event }) => event.output }, target: 'endingSession', actions: { type: 'storeRefusal', params: ({ event }) => event.output } },
          { target: 'done', actions: [{ type: 'signedIn', params: ({ context, event }) => ({ info: event.output, token: context.answer?.token ?? '' }) }, 'dropAnswer'] },
        ],
        onError: { target: 'infoFailed', actions: { type: 'storeFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
      on: { CLOSE: 'abandoning' },
    },
    // The account exists and its token is held: only the member info is missing, so retry that.
    infoFailed: { tags: [TAGS.failed, REGISTER_TAGS.infoFailed], on: { RETRY: { target: 'loadingInfo', actions: 'clearErrors' }, CLOSE: 'abandoning' } },
    // Closed with the new account's session held in memory (never stored): the logout call with its
    // token ends it, so no platform session outlives the popup; the popup goes once it is answered
    // (or failed: nothing was stored, so this device holds no session either way).
    abandoning: {
      tags: [TAGS.busy, REGISTER_TAGS.submitting, REGISTER_TAGS.closed],
      invoke: {
        id: 'abandonSession',
        src: 'endSession',
        input: ({ context }) => ({ token: context.answer?.token ?? '' }),
        onDone: { target: 'closed', actions: 'dropAnswer' },
        onError: { target: 'closed', actions: 'dropAnswer' },
      },
    },
    closed: { type: 'final', tags: [REGISTER_TAGS.closed] },
    // The logout call with the refused automatic login's token; the refusal shows once it is
    // answered (or failed: nothing was stored, so the site holds no session either way).
    endingSession: {
      tags: [TAGS.busy, REGISTER_TAGS.submitting, REGISTER_TAGS.signingIn, REGISTER_TAGS.endingSession],
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ token: context.answer?.token ?? '' }),
        onDone: { target: 'editing', actions: 'dropAnswer' },
        onError: { target: 'editing', actions: 'dropAnswer' },
      },
    },
    done: { type: 'final', tags: [TAGS.done] },
  },
});

export type RegisterMachine = typeof registerMachine;

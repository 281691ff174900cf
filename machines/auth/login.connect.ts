/**
 * The login chart as the login forms see it (the /login popup and the /agent page): which form
 * shows, whether a call runs and which, the captcha, the failure above the form that caused it,
 * the second factors offered for a new IP, the SMS button's actor, and the member's intents
 * (values trimmed here, as the platform expects them). Pure (no React).
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { CAPTCHA_TAGS } from './captcha';
import { TAGS, type Send } from '../kit';
import { LOGIN_TAGS, type IpVerificationMethod, type LoginEvent, type LoginMachine, type LoginMethod, type LoginSite } from './login.machine';
import type { SmsCountdownMachine } from './smsCountdown.machine';

/**
 * Which form shows: the login forms, the new-IP check, or none (signed in, or handed to the
 * session chart's forced password change).
 */
export type LoginPhase = 'form' | 'verify' | 'done';

/** The captcha image: not shown, loading, just refreshed (a click is ignored), or clickable. */
export type CaptchaState = 'hidden' | 'loading' | 'cooling' | 'ready';

/** A failure as a form shows it: the i18n key and the server's own message, when it sent one. */
export interface LoginError {
  readonly key: string | null;
  readonly text: string | null;
}

export interface UsernameLoginValues {
  readonly username: string;
  readonly password: string;
  readonly captcha: string;
  readonly remember: boolean;
}

export interface SmsLoginValues {
  readonly countryDialingCode: string;
  readonly mobileNum: string;
  readonly verificationCode: string;
}

export interface LoginView {
  /** The form's site (the flow's input): the agent site has no SMS, free play or recovery. */
  readonly site: LoginSite;
  readonly phase: LoginPhase;
  /** A call runs (the form shown holds its buttons). */
  readonly busy: boolean;
  /** The login, or what follows it until the session is set, runs: the submit shows progress. */
  readonly signingIn: boolean;
  /** The free-play login runs. */
  readonly freePlaying: boolean;
  /** The method of the login sent last (its form shows the failure and, while it runs, progress). */
  readonly method: LoginMethod;
  readonly captcha: CaptchaState;
  /** The captcha image (data URL); null while none loaded or when loading it failed. */
  readonly captchaImage: string | null;
  /** The failure of the last call, whatever its form (the new-IP check shows it). */
  readonly error: LoginError;
  /** The second factors the platform offered for this IP. */
  readonly verifyMethods: readonly IpVerificationMethod[];
  /** The SMS code button (the chart's `sms` child, the shared countdown). */
  readonly sms: ActorRefFrom<SmsCountdownMachine> | undefined;
  /** The failure above one login form: only the one its own method caused. */
  errorOf(method: LoginMethod): LoginError;
  submitUsername(values: UsernameLoginValues): void;
  submitSms(values: SmsLoginValues): void;
  freePlay(): void;
  refreshCaptcha(): void;
  verify(method: IpVerificationMethod, code: string): void;
  /** Back from the new-IP check to the form. */
  cancel(): void;
}

const NO_ERROR: LoginError = { key: null, text: null };

function phaseOf(snapshot: SnapshotFrom<LoginMachine>): LoginPhase {
  if (snapshot.hasTag(LOGIN_TAGS.ipVerification)) return 'verify';
  if (snapshot.hasTag(TAGS.done)) return 'done';
  return 'form';
}

function captchaOf(snapshot: SnapshotFrom<LoginMachine>): CaptchaState {
  if (snapshot.hasTag(CAPTCHA_TAGS.loading)) return 'loading';
  if (snapshot.hasTag(CAPTCHA_TAGS.cooling)) return 'cooling';
  if (snapshot.hasTag(CAPTCHA_TAGS.ready)) return 'ready';
  // While a login runs the image it was sent with stays on screen.
  if (!snapshot.hasTag(TAGS.editing) && snapshot.context.captchaImage !== null) return 'ready';
  return 'hidden';
}

export function connectLogin(snapshot: SnapshotFrom<LoginMachine>, send: Send<LoginEvent>): LoginView {
  const { context } = snapshot;
  const captcha = captchaOf(snapshot);
  const error: LoginError = { key: context.errorKey, text: context.errorText };
  return {
    site: context.formSite,
    phase: phaseOf(snapshot),
    busy: snapshot.hasTag(TAGS.busy),
    signingIn: snapshot.hasTag(LOGIN_TAGS.signingIn),
    freePlaying: snapshot.hasTag(LOGIN_TAGS.freePlaying),
    method: context.method,
    captcha,
    captchaImage: context.captchaImage,
    error,
    verifyMethods: context.verifyMethods,
    sms: snapshot.children.sms,
    errorOf: (method) => (context.method === method ? error : NO_ERROR),
    submitUsername: (values) =>
      send({
        type: 'SUBMIT',
        credentials: {
          method: 'username',
          username: values.username.trim(),
          password: values.password.trim(),
          ...(captcha !== 'hidden' ? { captcha: values.captcha.trim() } : {}),
        },
        remember: values.remember,
      }),
    submitSms: (values) =>
      send({
        type: 'SUBMIT',
        credentials: {
          method: 'sms',
          mobileNum: values.mobileNum.trim(),
          countryDialingCode: values.countryDialingCode.trim().replace(/^\+/, ''),
          verificationCode: values.verificationCode.trim(),
        },
        remember: false,
      }),
    freePlay: () => send({ type: 'FREE_PLAY' }),
    refreshCaptcha: () => send({ type: 'REFRESH_CAPTCHA' }),
    verify: (method, code) => send({ type: 'VERIFY', method, code: code.trim() }),
    cancel: () => send({ type: 'CANCEL' }),
  };
}

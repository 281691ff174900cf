/**
 * The register chart as the register popup sees it: which part shows (the form's loading or
 * failure, the form, the member info's failure), the tab, the form's settings and dialling codes,
 * the platform's refusals by field, the terms refusal, the failure above the form or in the
 * affiliate warning, the captcha, the SMS button's actor, and the visitor's intents. Pure (no React).
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Country, RegisterSettings } from '../../src/api';
import { CAPTCHA_TAGS } from './captcha';
import { TAGS, type Send } from '../kit';
import { REGISTER_TAGS, type FieldMessage, type RegisterEvent, type RegisterMachine, type RegisterRequest, type RegisterTab } from './register.machine';
import type { SmsCountdownMachine } from './smsCountdown.machine';

/** What the popup shows: the form's spinner, its load failure, the form, the info failure, or nothing (done). */
export type RegisterPhase = 'loading' | 'loadFailed' | 'form' | 'infoFailed' | 'done';

/** The captcha image: loading, shown, or failed (a click tries again). */
export type RegisterCaptchaState = 'loading' | 'ready' | 'failed';

export interface RegisterView {
  readonly phase: RegisterPhase;
  readonly tab: RegisterTab;
  /** The register settings once loaded (null before). */
  readonly settings: RegisterSettings | null;
  /** The dialling codes offered (empty: the code is typed by hand). */
  readonly countries: readonly Country[];
  /** The platform's refusals by field, until the next submit. */
  readonly fieldErrors: Readonly<Record<string, FieldMessage>>;
  /** The terms were unticked at the last submit. */
  readonly termsRefused: boolean;
  /** A submit runs (affiliate check, register call, member info): the form holds its buttons. */
  readonly submitting: boolean;
  /** The account exists and the member info loads. */
  readonly signingIn: boolean;
  /** The failure above the form (none while the affiliate warning shows its own). */
  readonly errorKey: string | null;
  readonly errorText: string | null;
  /** The affiliate code was refused: the warning dialog, with the server's text when it sent one. */
  readonly affiliateWarning: boolean;
  readonly affiliateWarningText: string | null;
  readonly captcha: RegisterCaptchaState;
  /** A click on the image right after the last one is ignored. */
  readonly captchaCooling: boolean;
  readonly captchaImage: string | null;
  /** The SMS code button (the chart's `sms` child, the shared countdown). */
  readonly sms: ActorRefFrom<SmsCountdownMachine> | undefined;
  selectTab(tab: RegisterTab): void;
  submit(request: RegisterRequest, termsAccepted: boolean): void;
  refreshCaptcha(): void;
  /** Closes the affiliate warning. */
  dismiss(): void;
  /** Loads the form again, or the member info after a created account. */
  retry(): void;
  /**
   * The new account's session is held in memory (member info loading or failed): closing the popup
   * must go through `close()`, which ends that session first; `closed` then says the popup may go.
   */
  readonly holdsSession: boolean;
  readonly closed: boolean;
  close(): void;
}

function phaseOf(snapshot: SnapshotFrom<RegisterMachine>): RegisterPhase {
  // closed with the session held: a spinner while it is ended, then nothing
  if (snapshot.hasTag(REGISTER_TAGS.closed)) return snapshot.matches('closed') ? 'done' : 'loading';
  if (snapshot.hasTag(REGISTER_TAGS.loadingForm)) return 'loading';
  if (snapshot.hasTag(REGISTER_TAGS.loadFailed)) return 'loadFailed';
  if (snapshot.hasTag(REGISTER_TAGS.infoFailed)) return 'infoFailed';
  if (snapshot.hasTag(TAGS.done)) return 'done';
  return 'form';
}

export function connectRegister(snapshot: SnapshotFrom<RegisterMachine>, send: Send<RegisterEvent>): RegisterView {
  const { context } = snapshot;
  const affiliateWarning = snapshot.hasTag(REGISTER_TAGS.affiliateWarning);
  const captchaLoading = snapshot.hasTag(CAPTCHA_TAGS.loading);
  return {
    phase: phaseOf(snapshot),
    tab: context.tab,
    settings: context.form?.settings ?? null,
    countries: context.form?.countries ?? [],
    fieldErrors: context.fieldErrors,
    termsRefused: context.termsRefused,
    submitting: snapshot.hasTag(REGISTER_TAGS.submitting),
    signingIn: snapshot.hasTag(REGISTER_TAGS.signingIn),
    errorKey: affiliateWarning ? null : context.errorKey,
    errorText: affiliateWarning ? null : context.errorText,
    affiliateWarning,
    affiliateWarningText: affiliateWarning ? context.errorText : null,
    captcha: captchaLoading ? 'loading' : context.captchaImage ? 'ready' : 'failed',
    captchaCooling: snapshot.hasTag(CAPTCHA_TAGS.cooling),
    captchaImage: context.captchaImage,
    sms: snapshot.children.sms,
    selectTab: (tab) => send({ type: 'SELECT_TAB', tab }),
    submit: (request, termsAccepted) => send({ type: 'SUBMIT', request, termsAccepted }),
    refreshCaptcha: () => send({ type: 'REFRESH_CAPTCHA' }),
    dismiss: () => send({ type: 'DISMISS' }),
    retry: () => send({ type: 'RETRY' }),
    holdsSession: snapshot.can({ type: 'CLOSE' }),
    closed: snapshot.matches('closed'),
    close: () => send({ type: 'CLOSE' }),
  };
}

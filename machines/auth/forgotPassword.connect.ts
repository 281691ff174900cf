/**
 * The forgot-password chart as the visitor's popup sees it: which way (tab) is shown, whether its
 * call runs, the refusal's text, the confirmation once the mail went, the SMS button's actor, and
 * the recoveries (values trimmed here, as the platform expects them). Pure (no React).
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { FORGOT_PASSWORD_TAGS, type ForgotPasswordEvent, type ForgotPasswordMachine } from './forgotPassword.machine';
import { TAGS, type Send } from '../kit';
import type { SmsCountdownMachine } from './smsCountdown.machine';

export type RecoveryTab = 'email' | 'phone';

export interface EmailRecoveryValues {
  readonly username: string;
  readonly email: string;
}

export interface PhoneRecoveryValues {
  readonly countryDialingCode: string;
  readonly mobileNum: string;
  readonly verificationCode: string;
  readonly newPassword: string;
}

export interface ForgotPasswordView {
  /** CHNGPASSVERIF3: recovery by phone is offered (the tabs show). */
  readonly phoneRecovery: boolean;
  readonly tab: RecoveryTab;
  /** The shown way's call runs (the mail, or the reset and the sign-in after it). */
  readonly busy: boolean;
  /** Where the reset mail went (masked), once sent: the confirmation replaces the forms. */
  readonly mailSentTo: string | null;
  readonly errorKey: string | null;
  readonly errorText: string | null;
  /** The SMS code button of the recovery by phone (the chart's `sms` child). */
  readonly sms: ActorRefFrom<SmsCountdownMachine> | undefined;
  selectTab(tab: RecoveryTab): void;
  recoverByEmail(values: EmailRecoveryValues): void;
  recoverByPhone(values: PhoneRecoveryValues): void;
}

export function connectForgotPassword(snapshot: SnapshotFrom<ForgotPasswordMachine>, send: Send<ForgotPasswordEvent>): ForgotPasswordView {
  const { phoneRecovery, sentTo, errorKey, errorText } = snapshot.context;
  return {
    phoneRecovery,
    tab: snapshot.hasTag(FORGOT_PASSWORD_TAGS.byPhone) ? 'phone' : 'email',
    busy: snapshot.hasTag(TAGS.busy),
    mailSentTo: snapshot.hasTag(FORGOT_PASSWORD_TAGS.mailSent) ? (sentTo ?? '') : null,
    errorKey,
    errorText,
    sms: snapshot.children.sms,
    selectTab: (tab) => send({ type: tab === 'phone' ? 'USE_PHONE' : 'USE_EMAIL' }),
    recoverByEmail: ({ username, email }) => send({ type: 'RECOVER_BY_EMAIL', request: { username: username.trim(), email: email.trim() } }),
    recoverByPhone: (values) =>
      send({
        type: 'RECOVER_BY_PHONE',
        request: {
          mobileNum: values.mobileNum.trim(),
          countryDialingCode: values.countryDialingCode.trim().replace(/^\+/, ''),
          verificationCode: values.verificationCode.trim(),
          newPassword: values.newPassword.trim(),
        },
      }),
  };
}

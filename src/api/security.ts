/**
 * The security centre (API.md "Security centre"): the member's security items, codes sent to the
 * member's own mobile or e-mail, verifying them, the payment password's change and reset, the
 * authenticator app and unbinding a payout account (binding and the list are the withdraw area's
 * calls, so both pages share one list). Built by the security centre's lazy chunk only.
 */
import * as z from 'zod/mini';
import type { CallOptions, PlatformRequester } from './request';
import { flag, map, optionalNumber, scalarText, text } from './wire-values';

/** The security items the platform reports (API.md: `{ enabled, isComplete }` each). */
export const SECURITY_ITEMS = ['loginPassword', 'paymentPassword', 'mobileVerified', 'emailVerified', 'authenticator', 'payoutAccount'] as const;
export type SecurityItemId = (typeof SECURITY_ITEMS)[number];

const itemSchema = /* @__PURE__ */ z._default(/* @__PURE__ */ z.object({ enabled: flag, isComplete: flag }), { enabled: false, isComplete: false });

export const securityConfigSchema = /* @__PURE__ */ z.object({
  memberId: scalarText,
  account: text,
  nickname: text,
  /** The member's real name: a payout account must be held in it. */
  realName: text,
  /** Masked by the platform. */
  mobile: text,
  email: text,
  items: z.object({
    loginPassword: itemSchema,
    paymentPassword: itemSchema,
    mobileVerified: itemSchema,
    emailVerified: itemSchema,
    authenticator: itemSchema,
    payoutAccount: itemSchema,
  }),
});

/** A code sent: the countdown (expiredMinutes × 60 s) and where it went (masked). */
export const securityCodeSentSchema = /* @__PURE__ */ z.object({
  expiredMinutes: map(optionalNumber, (minutes) => (minutes && minutes > 0 ? minutes : null)),
  sentTo: text,
});

export const authenticatorSecretSchema = /* @__PURE__ */ z.object({
  /** Base32, shown as text for a manual entry. */
  secret: scalarText,
  /** otpauth://totp/… for the QR code. */
  otpauthUrl: scalarText,
});

export const securityDoneSchema = /* @__PURE__ */ z.object({ done: flag });

export type SecurityConfig = z.output<typeof securityConfigSchema>;
export type SecurityItems = SecurityConfig['items'];
export type SecurityCodeSent = z.output<typeof securityCodeSentSchema>;
export type AuthenticatorSecret = z.output<typeof authenticatorSecretSchema>;

export type SecurityCodeChannel = 'SMS' | 'EMAIL';
/** What the code is for: resetting the payment password (SMS) or verifying a contact. */
export type SecurityCodePurpose = 'PAYMENT_PASSWORD' | 'VERIFY_CONTACT';

export interface SecurityCodeRequest {
  readonly channel: SecurityCodeChannel;
  readonly purpose: SecurityCodePurpose;
}

export interface ChangePaymentPasswordPayload {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export interface ResetPaymentPasswordPayload {
  readonly verificationCode: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export function createSecurityApi({ request }: PlatformRequester) {
  return {
    /** GET /wps/v2/member/securityConfig: who the member is and each item done or to do. */
    getConfig(options: CallOptions = {}) {
      return request('securityConfig', { schema: securityConfigSchema, ...options });
    },
    /** POST: a code to the member's own mobile (SMS) or e-mail; TOO_MANY_REQUESTS within the window. */
    sendCode(payload: SecurityCodeRequest, options: CallOptions = {}) {
      return request('securityCode', { schema: securityCodeSentSchema, body: payload, ...options });
    },
    /** POST (encrypted): the code sent to the mobile or e-mail marks it verified. */
    verifyContact(payload: { channel: SecurityCodeChannel; verificationCode: string }, options: CallOptions = {}) {
      return request('verifyContact', { schema: securityDoneSchema, body: payload, ...options });
    },
    /** POST pw (encrypted): the old payment password and the new one twice. */
    changePaymentPassword(payload: ChangePaymentPasswordPayload, options: CallOptions = {}) {
      return request('changePaymentPassword', { schema: securityDoneSchema, body: payload, ...options });
    },
    /** POST pw (encrypted): the SMS code sent to the bound mobile and the new payment password twice. */
    resetPaymentPassword(payload: ResetPaymentPasswordPayload, options: CallOptions = {}) {
      return request('resetPaymentPassword', { schema: securityDoneSchema, body: payload, ...options });
    },
    /** POST: a new secret (replacing one not bound yet) and its otpauth:// URL. */
    issueAuthenticatorSecret(options: CallOptions = {}) {
      return request('authenticatorSecret', { schema: authenticatorSecretSchema, ...options });
    },
    /** POST (encrypted): the app's current 6-digit code binds the issued secret. */
    bindAuthenticator(code: string, options: CallOptions = {}) {
      return request('bindAuthenticator', { schema: securityDoneSchema, body: { code }, ...options });
    },
    /** POST (encrypted): the app's current code unbinds it. */
    unbindAuthenticator(code: string, options: CallOptions = {}) {
      return request('unbindAuthenticator', { schema: securityDoneSchema, body: { code }, ...options });
    },
    /** POST MCSFE_unbindWithdrawBankCard: the account is no longer offered for withdrawals. */
    unbindPayoutAccount(bankCardId: string, options: CallOptions = {}) {
      return request('unbindWithdrawAccount', { schema: z.object({ bankCardId: scalarText }), body: { bankCardId }, ...options });
    },
  };
}

export type SecurityApi = ReturnType<typeof createSecurityApi>;

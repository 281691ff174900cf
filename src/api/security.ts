/**
 * The security centre (API.md "Security centre"): the member's security items, codes sent to the
 * member's own mobile or e-mail, verifying them, the payment password's change and reset, the
 * authenticator app and unbinding a payout account (binding and the list are the withdraw area's
 * calls, so both pages share one list). Built by the security centre's lazy chunk only.
 */
import * as z from 'zod/mini';
import type { CallOptions, PlatformRequester } from './request';
import { commandAnswer, flag, flagOr, map, optionalNumber, optionalScalarText, optionalText, preprocess, scalarText, text } from './wire-values';

/** The security items the page shows (API.md names payment password, mobile verified and authenticator; the rest are ours). */
export const SECURITY_ITEMS = ['loginPassword', 'paymentPassword', 'mobileVerified', 'emailVerified', 'authenticator', 'payoutAccount'] as const;
export type SecurityItemId = (typeof SECURITY_ITEMS)[number];

/**
 * Where each item may be found: API.md lists payment password, security
 * questions, mobile verified, ID verification and authenticator, `{ enabled, isComplete, status? }`
 * each, and names neither a wrapper nor the keys. The items are read under `items` or at the top
 * level, in these spellings; security questions and ID verification are read (no page offers them).
 */
const ITEM_KEYS: Readonly<Record<SecurityItemId | 'securityQuestions' | 'idVerification', readonly string[]>> = {
  loginPassword: ['loginPassword', 'login_password', 'LOGIN_PASSWORD'],
  paymentPassword: ['paymentPassword', 'payment_password', 'PAYMENT_PASSWORD', 'paymentPwd'],
  mobileVerified: ['mobileVerified', 'mobile_verified', 'MOBILE_VERIFIED', 'mobileVerification'],
  emailVerified: ['emailVerified', 'email_verified', 'EMAIL_VERIFIED', 'emailVerification'],
  authenticator: ['authenticator', 'AUTHENTICATOR', 'googleAuthenticator'],
  payoutAccount: ['payoutAccount', 'payout_account', 'PAYOUT_ACCOUNT', 'bankCard'],
  securityQuestions: ['securityQuestions', 'securityQuestion', 'security_questions', 'SECURITY_QUESTIONS'],
  idVerification: ['idVerification', 'idVerified', 'id_verification', 'ID_VERIFICATION'],
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The items object, whatever the wrapper and spelling; an item given as a bare flag is offered, done when on. */
function itemsOf(answer: Record<string, unknown>): Record<string, unknown> {
  const source = isRecord(answer.items) ? answer.items : answer;
  return Object.fromEntries(
    Object.entries(ITEM_KEYS).map(([item, keys]) => {
      const found = keys.map((key) => source[key]).find((value) => value !== undefined && value !== null);
      return [item, isRecord(found) ? found : found === undefined ? undefined : { enabled: true, isComplete: found }];
    }).filter(([, found]) => found !== undefined),
  );
}

const itemFields = /* @__PURE__ */ z.object({ enabled: flag, isComplete: flag, status: optionalText });
const itemSchema = /* @__PURE__ */ z._default(itemFields, { enabled: false, isComplete: false, status: undefined });

const securityConfigFields = /* @__PURE__ */ z.object({
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
    /** API.md's, read when sent (no page offers them yet). */
    securityQuestions: z.optional(itemFields),
    idVerification: z.optional(itemFields),
  }),
});

/** The security config in any of those forms (#8); an answer that is not an object has every item off. */
export const securityConfigSchema = /* @__PURE__ */ preprocess(
  (value) => (isRecord(value) ? { ...value, items: itemsOf(value) } : { items: {} }),
  securityConfigFields,
);

/** A code sent: the countdown (expiredMinutes × 60 s) and where it went (masked). */
/** A code sent (ours): any answer form (null, `true`: #12) is a send, counted down by the flow's default. */
export const securityCodeSentSchema = /* @__PURE__ */ commandAnswer(
  z.object({
    expiredMinutes: map(optionalNumber, (minutes) => (minutes && minutes > 0 ? minutes : null)),
    sentTo: text,
  }),
);

const isOtpauthUrl = (value: string): boolean => /^otpauth:\/\//i.test(value);

/** The `secret` parameter of an otpauth:// URL (null when it has none). */
function secretOfUrl(url: string): string | null {
  const query = url.indexOf('?');
  if (query < 0) return null;
  const secret = new URLSearchParams(url.slice(query + 1)).get('secret');
  return secret ? secret.trim() : null;
}

/**
 * A new authenticator secret (ours: API.md names neither the call nor its answer). Read
 * from `{ secret, otpauthUrl }` (either may be left out: the secret is also read from the URL's
 * `secret=`), or a bare string (an otpauth:// URL, else the secret itself). The secret exists only
 * on the platform, so an answer that carries neither (null, `true`, an object without them) reads
 * as null: issued, not sent. The chart then says so and offers a new one; it never shows an empty
 * key. A secret without a URL has no QR code (`otpauthUrl` null): the key is entered by hand.
 */
export const authenticatorSecretSchema = /* @__PURE__ */ map(
  commandAnswer(z.object({ secret: optionalScalarText, otpauthUrl: optionalScalarText }), 'secret'),
  (answer): { readonly secret: string; readonly otpauthUrl: string | null } | null => {
    const secretField = answer.secret?.trim() || null;
    const urlField = answer.otpauthUrl?.trim() || null;
    const otpauthUrl = [urlField, secretField].find((value) => value !== null && isOtpauthUrl(value)) ?? null;
    const secret = (secretField !== null && !isOtpauthUrl(secretField) ? secretField : null) ?? (otpauthUrl !== null ? secretOfUrl(otpauthUrl) : null);
    return secret ? { secret, otpauthUrl } : null;
  },
);

/** A security command's answer (ours; any form: null or true reads as done, the call having succeeded). */
export const securityDoneSchema = /* @__PURE__ */ commandAnswer(z.object({ done: flagOr(true) }));

export type SecurityConfig = z.output<typeof securityConfigSchema>;
export type SecurityItems = SecurityConfig['items'];
export type SecurityCodeSent = z.output<typeof securityCodeSentSchema>;
/** An issued secret (null when the answer did not carry it: see authenticatorSecretSchema). */
export type AuthenticatorSecret = NonNullable<z.output<typeof authenticatorSecretSchema>>;

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
    /** POST: a new secret (replacing one not bound yet) and its otpauth:// URL; null when the answer does not carry the secret. */
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
      return request('unbindWithdrawAccount', { schema: commandAnswer(z.object({ bankCardId: scalarText })), body: { bankCardId }, ...options });
    },
  };
}

export type SecurityApi = ReturnType<typeof createSecurityApi>;

/**
 * The security centre on the REST façade: the security items, codes to the member's own mobile
 * (SMS) or e-mail, verifying them, changing and resetting the payment password, the authenticator
 * app (secret, bind, unbind; RFC 6238 codes) and unbinding a payout account. The state is
 * schema/domain/security.ts; the payout accounts and the payment password are the withdraw area's.
 */
import { z } from 'zod';
import {
  authenticatorCodeMatches,
  emailRecentlySent,
  issueEmailCode,
  issueSecret,
  maskEmail,
  maskMobile,
  securityConfig,
  securityOf,
  spendEmailCode,
} from '../domain/security.js';
import { accountsOf } from '../domain/withdraw.js';
import { checkSmsCode } from './session.js';
import { smsError } from './messages.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, requireRealMember, type MemberContext } from './http.js';
import { WITHDRAW_ERROR } from './withdraw.js';

/** Error codes of this area (ours). */
export const SECURITY_ERROR = {
  contactMissing: 'contact.missing',
  contactVerified: 'contact.already.verified',
  authenticatorCodeInvalid: 'authenticator.code.invalid',
  authenticatorState: 'authenticator.state.invalid',
  bankCardNotFound: 'bank.card.not.found',
} as const;

const PAYMENT_PASSWORD = /^\d{6}$/;

const channelField = () => z.enum(['SMS', 'EMAIL']);

/** Throws the e-mail-code refusal matching `spendEmailCode`'s verdict. */
function checkEmailCode(context: MemberContext, code: string): void {
  const verdict = spendEmailCode(context.scenario, context.member, code);
  if (verdict === 'missing') throw new PlatformError(ERROR.verificationMissing);
  if (verdict === 'expired') throw new PlatformError(ERROR.verificationExpired);
  if (verdict === 'invalid') throw new PlatformError(ERROR.verificationInvalid);
}

/** A new payment password: six digits, typed twice alike (the field named in the refusal). */
function checkNewPaymentPassword(newPassword: string, confirmPassword: string): void {
  if (!PAYMENT_PASSWORD.test(newPassword)) throw new PlatformError(WITHDRAW_ERROR.paymentPasswordInvalid, { value: { field: 'newPassword' } });
  if (newPassword !== confirmPassword) throw new PlatformError(WITHDRAW_ERROR.paymentPasswordInvalid, { value: { field: 'confirmPassword' } });
}

const codeField = () => z.string().trim().max(12);

export const securityHandlers = defineHandlers({
  securityConfig: (context) => {
    requireRealMember(context);
    return ok(securityConfig(context.scenario, context.member));
  },

  securityCode: (context) => {
    requireRealMember(context);
    const { scenario, member } = context;
    const fields = input(context, z.object({ channel: channelField(), purpose: z.enum(['PAYMENT_PASSWORD', 'VERIFY_CONTACT']) }));
    const minutes = scenario.settings.smsExpiredMinutes;
    const window = minutes > 0 ? { expiredMinutes: minutes } : {};
    if (fields.channel === 'SMS') {
      if (!member.mobileNum) throw smsError(context, SECURITY_ERROR.contactMissing);
      if (scenario.smsRecentlySent(member.mobileNum)) throw smsError(context, ERROR.tooManyRequests);
      scenario.issueSmsCode(member.mobileNum, 'SECURITY');
      return ok({ ...window, sentTo: maskMobile(member.mobileNum) });
    }
    if (fields.purpose === 'PAYMENT_PASSWORD') throw new PlatformError(ERROR.paramInvalid, { value: { field: 'channel' } });
    if (!member.email) throw smsError(context, SECURITY_ERROR.contactMissing);
    if (emailRecentlySent(scenario, member)) throw smsError(context, ERROR.tooManyRequests);
    issueEmailCode(scenario, member);
    return ok({ ...window, sentTo: maskEmail(member.email) });
  },

  verifyContact: (context) => {
    requireRealMember(context);
    const { scenario, member } = context;
    const fields = input(context, z.object({ channel: channelField(), verificationCode: codeField() }));
    const security = securityOf(scenario, member);
    const verified = fields.channel === 'SMS' ? security.mobileVerified : security.emailVerified;
    if (verified) throw new PlatformError(SECURITY_ERROR.contactVerified);
    if (fields.channel === 'SMS') {
      checkSmsCode(scenario, member.mobileNum, 'SECURITY', fields.verificationCode);
      security.mobileVerified = true;
    } else {
      checkEmailCode(context, fields.verificationCode);
      security.emailVerified = true;
    }
    return ok({ done: true });
  },

  changePaymentPassword: (context) => {
    requireRealMember(context);
    const { member } = context;
    const fields = input(context, z.object({ oldPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() }));
    if (member.paymentPassword === null) throw new PlatformError(WITHDRAW_ERROR.paymentPasswordMissing);
    if (fields.oldPassword !== member.paymentPassword) throw new PlatformError(WITHDRAW_ERROR.paymentPasswordIncorrect, { value: { field: 'oldPassword' } });
    checkNewPaymentPassword(fields.newPassword, fields.confirmPassword);
    member.paymentPassword = fields.newPassword;
    return ok({ done: true });
  },

  resetPaymentPassword: (context) => {
    requireRealMember(context);
    const { scenario, member } = context;
    const fields = input(context, z.object({ verificationCode: codeField(), newPassword: z.string(), confirmPassword: z.string() }));
    // the form is checked before the code is spent, so a typo does not cost a new SMS
    checkNewPaymentPassword(fields.newPassword, fields.confirmPassword);
    checkSmsCode(scenario, member.mobileNum, 'SECURITY', fields.verificationCode);
    member.paymentPassword = fields.newPassword;
    return ok({ done: true });
  },

  authenticatorSecret: (context) => {
    requireRealMember(context);
    if (securityOf(context.scenario, context.member).boundSecret !== null) throw new PlatformError(SECURITY_ERROR.authenticatorState);
    return ok(issueSecret(context.scenario, context.member));
  },

  bindAuthenticator: (context) => {
    requireRealMember(context);
    const { scenario, member } = context;
    const fields = input(context, z.object({ code: codeField() }));
    const security = securityOf(scenario, member);
    if (security.boundSecret !== null || security.pendingSecret === null) throw new PlatformError(SECURITY_ERROR.authenticatorState);
    if (!authenticatorCodeMatches(scenario, security.pendingSecret, fields.code)) throw new PlatformError(SECURITY_ERROR.authenticatorCodeInvalid, { value: { field: 'code' } });
    security.boundSecret = security.pendingSecret;
    security.pendingSecret = null;
    return ok({ done: true });
  },

  unbindAuthenticator: (context) => {
    requireRealMember(context);
    const { scenario, member } = context;
    const fields = input(context, z.object({ code: codeField() }));
    const security = securityOf(scenario, member);
    if (security.boundSecret === null) throw new PlatformError(SECURITY_ERROR.authenticatorState);
    if (!authenticatorCodeMatches(scenario, security.boundSecret, fields.code)) throw new PlatformError(SECURITY_ERROR.authenticatorCodeInvalid, { value: { field: 'code' } });
    security.boundSecret = null;
    return ok({ done: true });
  },

  unbindWithdrawAccount: (context) => {
    requireRealMember(context);
    const fields = input(context, z.object({ bankCardId: field.text() }));
    const accounts = accountsOf(context.scenario, context.member);
    const index = accounts.findIndex((account) => account.bankCardId === fields.bankCardId);
    if (index < 0) throw new PlatformError(SECURITY_ERROR.bankCardNotFound);
    accounts.splice(index, 1);
    return ok({ bankCardId: fields.bankCardId });
  },
});

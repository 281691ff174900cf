/**
 * Member area: profile, avatar, registration (by username and by mobile) under the scenario's
 * register rules, passwords (change, reset by email, reset by phone), first-login action,
 * language, unread messages, affiliate codes and feedback.
 */
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { imagePath } from '../media/image-paths.js';
import { downlineAgentType, isAgentType, TRIAL_TYPE } from '../seed/accounts.js';
import { registerFieldProblem, type RegisterFieldSetting } from '../seed/settings.js';
import type { Member, Scenario } from '../state/scenario.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, requireFlag, requireRealMember, type RouteContext } from './http.js';
import { FEEDBACK_SETTINGS, feedbackImageBytes } from './account.js';
import { countWords } from '../../machines/inbox/feedbackWords.js';
import { checkCaptcha, checkSmsCode, loginResult } from './session.js';
import { unreadCount } from '../domain/inbox.js';
import { recordReferral } from '../domain/promotions.js';

export const CURRENCY = 'USD';
export const CURRENCY_SYMBOL = '$';

/** "me***@rp01.example" */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return email ? `${name.slice(0, 2)}***@${domain}` : '';
}

/** "55******01" */
export function maskMobile(mobileNum: string): string {
  return mobileNum.length > 4 ? `${mobileNum.slice(0, 2)}${'*'.repeat(mobileNum.length - 4)}${mobileNum.slice(-2)}` : mobileNum;
}

export function memberInfo(scenario: Scenario, member: Member) {
  const hasVip = scenario.flag('VIP3') && member.vipLevel > 0;
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    currency: CURRENCY,
    currencySymbol: CURRENCY_SYMBOL,
    vipLevel: member.vipLevel,
    vipRankLevel: member.vipLevel,
    hasVip,
    vipLabelName: hasVip ? `VIP ${member.vipLevel}` : '',
    unreadMessage: unreadCount(scenario, member),
    availablePromoCount: member.type === TRIAL_TYPE ? 0 : scenario.catalogue.promotions.length - member.claimedRaffles.size,
    email: maskEmail(member.email),
    mobileNum: maskMobile(member.mobileNum),
    payeeName: member.payeeName,
    registerTime: member.registerTime,
    lastLoginTime: member.lastLoginTime,
    language: member.language,
    affiliateCode: member.affiliateCode,
    upline: member.uplineUsername,
  };
}

/** Fields the register forms may send (SPEC.md §3 "Register user payload"); others pass through unchecked. */
const registerInput = z.looseObject({
  username: field.optionalText(),
  password: z.string().optional(),
  confirmPassword: z.string().optional(),
  mobileNum: field.optionalText(),
  countryDialingCode: field.optionalText(),
  verificationCode: field.optionalText(),
  captcha: field.optionalText(),
  affiliateCode: field.optionalText(),
  referralCode: field.optionalText(),
  payeeName: field.optionalText(),
  email: field.optionalText(),
  nickname: field.optionalText(),
  /** Log the new member in right away (the client sends true). */
  login: field.flag(),
});

type RegisterInput = z.infer<typeof registerInput>;

/** Register settings that are checkboxes: 18 and 21 years (SPEC.md §9). */
const AGE_CONFIRMATIONS: readonly string[] = ['age18', 'age21'];

function textOf(fields: Record<string, unknown>, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

function fieldError(name: string, problem: string, setting: RegisterFieldSetting | undefined): PlatformError {
  return new PlatformError(ERROR.registerFieldInvalid, {
    value: { field: name, problem, patternId: setting?.patternId ?? null, minLength: setting?.minLength ?? null, maxLength: setting?.maxLength ?? null },
  });
}

/** Checks a new password against the scenario's `password` rule. */
export function checkNewPassword(scenario: Scenario, password: string | undefined, confirmation: string | undefined): string {
  const setting = scenario.registerFields.get('password');
  if (!password) throw new PlatformError(ERROR.passwordInvalid, { value: { problem: 'required' } });
  const problem = setting ? registerFieldProblem({ ...setting, show: true, required: true }, password) : undefined;
  if (problem) throw new PlatformError(ERROR.passwordInvalid, { value: { problem, patternId: setting?.patternId ?? null } });
  if (confirmation !== undefined && confirmation !== password) throw new PlatformError(ERROR.passwordMismatch);
  return password;
}

/**
 * Registration shared by both forms: the scenario's field rules, captcha and SMS code when
 * configured, unique username and mobile, a valid affiliate code; then the member exists and,
 * with `login`, is logged in.
 */
function register(context: RouteContext, fields: RegisterInput, byMobile: boolean) {
  const { scenario } = context;
  const mobileNum = fields.mobileNum;
  const username = fields.username || (byMobile && mobileNum ? `m${mobileNum.replace(/\D/g, '')}` : undefined);

  for (const [name, setting] of scenario.registerFields) {
    if (!setting.show || ['captcha', 'verificationCode', 'confirmPassword'].includes(name)) continue;
    // Age confirmations are ticks, not text: shown means they must be ticked (SPEC.md §5, §9).
    if (AGE_CONFIRMATIONS.includes(name)) {
      if (fields[name] !== true && fields[name] !== 'true') throw fieldError(name, 'required', setting);
      continue;
    }
    if (name === 'username' && byMobile && !fields.username) continue;
    if (name === 'password' && byMobile && !scenario.flag('MOBILENUMPASSREG3')) continue;
    const problem = registerFieldProblem(setting, textOf(fields, name));
    if (problem) throw fieldError(name, problem, setting);
  }
  if (byMobile && !mobileNum) throw fieldError('mobileNum', 'required', scenario.registerFields.get('mobileNum'));
  const password = byMobile && !scenario.flag('MOBILENUMPASSREG3') ? String(randomInt(10_000_000, 99_999_999)) : (fields.password ?? '');
  const confirmRule = scenario.registerFields.get('confirmPassword');
  const passwordTyped = !byMobile || scenario.flag('MOBILENUMPASSREG3');
  if (passwordTyped && fields.confirmPassword === undefined && confirmRule?.show && confirmRule.required) throw fieldError('confirmPassword', 'required', confirmRule);
  if (passwordTyped && fields.confirmPassword !== undefined && fields.confirmPassword !== password) throw new PlatformError(ERROR.passwordMismatch);

  const captchaRule = scenario.registerFields.get('captcha');
  if (captchaRule?.show && captchaRule.required) checkCaptcha(scenario, fields.captcha);
  const smsRule = scenario.registerFields.get('verificationCode');
  const needsSms = byMobile ? scenario.flag('REGMOBVERF3') : Boolean(smsRule?.show && smsRule.required);
  if (needsSms) {
    if (!mobileNum) throw fieldError('mobileNum', 'required', scenario.registerFields.get('mobileNum'));
    checkSmsCode(scenario, mobileNum, 'REGISTER', fields.verificationCode);
  }

  if (!username) throw fieldError('username', 'required', scenario.registerFields.get('username'));
  if (scenario.member(username)) throw new PlatformError(ERROR.usernameExists);
  if (mobileNum && scenario.memberByMobile(mobileNum)) throw new PlatformError(ERROR.mobileExists);
  let upline: Member | undefined;
  if (fields.affiliateCode) {
    upline = scenario.memberByAffiliateCode(fields.affiliateCode);
    if (!upline) throw new PlatformError(ERROR.affiliateInvalid);
  }

  // An agent's link for agents (MCSFE_createAffiliateUrl memberType AGENT) signs up an agent below it.
  const link = fields.affiliateCode ? scenario.affiliateLinks.find((candidate) => candidate.code === fields.affiliateCode?.trim().toUpperCase()) : undefined;
  const member = scenario.createMember({
    username,
    password,
    type: link?.memberType === 'AGENT' && upline ? downlineAgentType(upline.type) : 0,
    nickname: fields.nickname || username,
    payeeName: fields.payeeName ?? '',
    email: fields.email ?? '',
    countryDialingCode: fields.countryDialingCode ?? '52',
    mobileNum: mobileNum ?? '',
    uplineUsername: upline?.username ?? null,
  });
  if (isAgentType(member.type)) member.affiliateCode = `AG${member.id}`;
  // an invite link's code (SPEC.md §3 referralCode): its owner gains a friend (schema/domain/promotions.ts)
  if (fields.referralCode) recordReferral(scenario, fields.referralCode, member);
  if (fields.login === false) return ok({ account: member.username });
  return ok(loginResult(member, scenario.openSession(member, context.clientIp).token));
}

export const memberHandlers = defineHandlers({
  memberInfo: (context) => ok(memberInfo(context.scenario, context.member)),

  memberIcon: (context) => ok({ iconUrl: imagePath('avatar', context.member.username) }),

  register: (context) => {
    requireFlag(context, 'USERNAMEREG3');
    return register(context, input(context, registerInput), false);
  },

  registerMobile: (context) => {
    requireFlag(context, 'MOBILENUMREG3');
    return register(context, input(context, registerInput), true);
  },

  changePassword: (context) => {
    requireRealMember(context);
    const fields = input(context, z.object({ oldPassword: z.string().optional(), newPassword: z.string().optional(), confirmNewPassword: z.string().optional() }));
    if (fields.oldPassword !== context.member.password) throw new PlatformError(ERROR.oldPasswordInvalid);
    const password = checkNewPassword(context.scenario, fields.newPassword, fields.confirmNewPassword);
    if (password === context.member.password) throw new PlatformError(ERROR.passwordInvalid, { value: { problem: 'unchanged' } });
    context.member.password = password;
    context.member.passwordExpired = false;
    return ok(null);
  },

  forgotPasswordEmail: (context) => {
    const fields = input(context, z.object({ username: field.text(), email: field.text() }));
    const member = context.scenario.member(fields.username);
    if (!member || member.email === '' || member.email.toLowerCase() !== fields.email.toLowerCase()) throw new PlatformError(ERROR.userEmailNotFound);
    return ok({ sent: true, email: maskEmail(member.email) });
  },

  setPasswordByPhone: (context) => {
    requireFlag(context, 'CHNGPASSVERIF3');
    const { scenario } = context;
    const fields = input(
      context,
      z.object({ mobileNum: field.optionalText(), verificationCode: field.optionalText(), newPassword: z.string().optional(), confirmPassword: z.string().optional() }),
    );
    if (!fields.mobileNum) throw new PlatformError(ERROR.phoneRequired);
    const member = scenario.memberByMobile(fields.mobileNum);
    if (!member) throw new PlatformError(ERROR.mobileNotFound);
    const password = checkNewPassword(scenario, fields.newPassword, fields.confirmPassword);
    checkSmsCode(scenario, member.mobileNum, 'NO_LOGIN', fields.verificationCode);
    member.password = password;
    member.passwordExpired = false;
    // SPEC.md §4: a reset by phone logs the member in.
    return ok(loginResult(member, scenario.openSession(member, context.clientIp).token));
  },

  firstLoginAction: (context) => {
    context.member.firstTimeLogin = false;
    return ok(null);
  },

  updateLanguage: (context) => {
    const fields = input(context, z.object({ language: z.string().trim().min(2).max(10) }));
    context.member.language = fields.language;
    return ok({ language: fields.language });
  },

  unreadMessageCount: (context) => ok({ count: unreadCount(context.scenario, context.member) }),

  affiliate: (context) => {
    const fields = input(context, z.object({ code: field.text(), domain: field.optionalText() }));
    const agent = context.scenario.memberByAffiliateCode(fields.code);
    if (!agent || !isAgentType(agent.type)) throw new PlatformError(ERROR.affiliateInvalid);
    return ok({ valid: true, code: agent.affiliateCode, agent: agent.username });
  },

  feedback: (context) => {
    const fields = input(context, z.object({ content: z.string().trim(), images: z.array(z.string()).optional() }));
    const words = countWords(fields.content);
    if (words < FEEDBACK_SETTINGS.minWords || words > FEEDBACK_SETTINGS.maxWords) throw new PlatformError(ERROR.feedbackInvalid, { value: { minWords: FEEDBACK_SETTINGS.minWords, maxWords: FEEDBACK_SETTINGS.maxWords, words } });
    const images = fields.images ?? [];
    if (images.length > FEEDBACK_SETTINGS.maxImages || images.some((image) => (feedbackImageBytes(image) ?? Infinity) > FEEDBACK_SETTINGS.maxImageBytes)) {
      throw new PlatformError(ERROR.feedbackImageInvalid, { value: { maxImages: FEEDBACK_SETTINGS.maxImages, maxImageBytes: FEEDBACK_SETTINGS.maxImageBytes } });
    }
    const record = {
      id: context.scenario.nextId('feedback'),
      username: context.member?.username ?? null,
      content: fields.content,
      images: fields.images ?? [],
      createdTime: new Date(context.now).toISOString(),
    };
    context.scenario.feedback.push(record);
    return ok({ id: record.id });
  },
});

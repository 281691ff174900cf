/** The member's own account: info, registration, passwords, messages, feedback. */
import type { CallOptions, PlatformRequester } from './request';
import {
  affiliateSchema,
  ignoredValueSchema,
  passwordMailSentSchema,
  memberIconSchema,
  memberInfoSchema,
  optionalLoginResultSchema,
  unreadCountSchema,
} from './schemas';

/** SPEC.md §3 "Register user payload"; which optional fields are shown comes from the register settings. */
export interface RegisterPayload {
  readonly username: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly payeeName?: string;
  readonly email?: string;
  readonly qqNum?: string;
  readonly mobileNum?: string;
  readonly countryDialingCode?: string;
  readonly recommenderId?: string;
  readonly captcha?: string;
  readonly verificationCode?: string;
  readonly affiliateCode?: string;
  readonly referralCode?: string;
  readonly paymentPassword?: string;
  readonly line?: string;
  readonly whatsapp?: string;
  readonly facebook?: string;
  readonly wechat?: string;
  readonly telegram?: string;
  readonly zalo?: string;
  readonly idNumber?: string;
  readonly nickname?: string;
  readonly birthday?: string;
  readonly address?: string;
  readonly nationality?: string;
  readonly occupation?: string;
  readonly sourceOfIncome?: string;
  readonly placeOfBirth?: string;
  readonly domain?: string;
  /** Defaults to the current page's URL when there is one. */
  readonly registerUrl?: string;
  readonly firebaseChannel?: string;
  readonly firebaseIdToken?: string;
}

export interface MobileRegisterPayload extends RegisterPayload {
  readonly mobileNum: string;
  readonly countryDialingCode: string;
}

export interface ChangePasswordPayload {
  /** Omitted when the account has no password yet (SPEC.md §5). */
  readonly oldPassword?: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

export interface SetPasswordByPhonePayload {
  readonly mobileNum: string;
  readonly countryDialingCode?: string;
  readonly verificationCode: string;
  readonly newPassword: string;
}

export interface FeedbackPayload {
  readonly content: string;
  /** Uploaded image URLs or data URLs (png/jpg, ≤ 5 MB, ≤ 3). */
  readonly images?: readonly string[];
  readonly type?: string;
}

const currentPage = (): { url?: string; domain?: string } => {
  const location = (globalThis as { location?: { href: string; hostname: string } }).location;
  return location ? { url: location.href, domain: location.hostname } : {};
};

export function createMemberApi({ request, getDeviceId }: PlatformRequester) {
  const registerBody = (payload: RegisterPayload) => {
    const page = currentPage();
    return {
      domain: page.domain,
      registerUrl: page.url,
      ...payload,
      // The platform logs the new member in straight away (SPEC.md §4 "Register").
      login: true,
      registerMethod: 'WEB',
      loginDeviceId: getDeviceId(),
    };
  };

  return {
    /** GET /wps/member/info: logged in means this succeeds with an account. */
    getInfo(options: CallOptions = {}) {
      return request('memberInfo', { schema: memberInfoSchema, ...options });
    },

    /** GET /wps/member/info/icon: the avatar URL ('' when none). */
    getIcon(options: CallOptions = {}) {
      return request('memberIcon', { schema: memberIconSchema, ...options });
    },

    /** PUT /wps/member/register (encrypted): register by username; value.token when logged in at once. */
    register(payload: RegisterPayload, options: CallOptions = {}) {
      return request('register', { schema: optionalLoginResultSchema, body: registerBody(payload), ...options });
    },

    /** PUT /wps/member/register/mobile (encrypted). */
    registerByMobile(payload: MobileRegisterPayload, options: CallOptions = {}) {
      return request('registerMobile', { schema: optionalLoginResultSchema, body: registerBody(payload), ...options });
    },

    /** POST /wps/member/password (encrypted). */
    async changePassword(payload: ChangePasswordPayload, options: CallOptions = {}): Promise<void> {
      await request('changePassword', { schema: ignoredValueSchema, body: payload, ...options });
    },

    /** POST /wps/member/password/email (form-encoded): mails a reset link; resolves with where it went (masked), or ''. */
    async forgotPasswordByEmail(payload: { username: string; email: string }, options: CallOptions = {}): Promise<string> {
      const sent = await request('forgotPasswordEmail', { schema: passwordMailSentSchema, body: payload, ...options });
      return sent.email ?? '';
    },

    /** POST /wps/member/password/verification (encrypted): success logs in (value.token when sent). */
    setPasswordByPhone(payload: SetPasswordByPhonePayload, options: CallOptions = {}) {
      return request('setPasswordByPhone', {
        schema: optionalLoginResultSchema,
        body: { ...payload, loginDeviceId: getDeviceId() },
        ...options,
      });
    },

    /** POST /wps/member/firstLogin: the first-login action after `firstTimeLogin`. */
    async firstLoginAction(options: CallOptions = {}): Promise<void> {
      await request('firstLoginAction', { schema: ignoredValueSchema, body: {}, ...options });
    },

    /** PUT /wps/member/language: remembers the member's language. */
    async updateLanguage(language: string, options: CallOptions = {}): Promise<void> {
      await request('updateLanguage', { schema: ignoredValueSchema, body: { language }, ...options });
    },

    /** GET /wps/relay/CSP_unreadCount (API.md "Messages"): the unread messages, the header's and menu's count. */
    getUnreadMessageCount(options: CallOptions = {}) {
      return request('unreadMessageCount', { schema: unreadCountSchema, ...options });
    },

    /** GET /wps/agent/affiliate: checks an affiliate code; an invalid one fails (affiliate.code.invalid). */
    checkAffiliate(params: { code: string; domain?: string }, options: CallOptions = {}) {
      return request('affiliate', {
        schema: affiliateSchema,
        query: { code: params.code, domain: params.domain ?? currentPage().domain },
        ...options,
      });
    },

    /** PUT /wps/feedback. */
    async sendFeedback(payload: FeedbackPayload, options: CallOptions = {}): Promise<void> {
      await request('feedback', { schema: ignoredValueSchema, body: payload, ...options });
    },
  };
}

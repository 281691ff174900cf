/**
 * Which register fields a tab shows and how each is checked (SPEC.md §3, §5 "Register"), from the
 * register settings the platform sends: pure, so the form, the chart's tests and the property
 * tests share it. Messages are `register` namespace keys with their interpolation values.
 */
import { fieldProblem, problemMessage, type FieldRule, type RuleMessage } from './patterns';
import { smsCodeProblem, smsCodeRule } from './sms-code';

export type RegisterTab = 'username' | 'mobile';

/** Text fields of the payload, in the order the form shows them (SPEC.md §3). */
export const TEXT_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'nickname',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
  'captcha',
] as const;

export type RegisterTextField = (typeof TEXT_FIELDS)[number];

/** Age confirmations a brand may switch on through the settings (SPEC.md §5, §9: 18 and 21). */
export const AGE_FIELDS = ['age18', 'age21'] as const;
export type AgeField = (typeof AGE_FIELDS)[number];

export type RegisterSettingsMap = Readonly<Record<string, FieldRule | undefined>>;

export interface RegisterFieldSpec {
  readonly name: RegisterTextField;
  readonly required: boolean;
  readonly rule: FieldRule | null;
  /** Masked input. */
  readonly secret: boolean;
}

export interface RegisterFormShape {
  readonly fields: readonly RegisterFieldSpec[];
  readonly ages: readonly AgeField[];
}

export interface FormOptions {
  readonly tab: RegisterTab;
  /** REGMOBVERF3: the mobile tab sends an SMS code. */
  readonly mobileVerification: boolean;
  /** MOBILENUMPASSREG3: the mobile tab asks for a password (else the platform makes one). */
  readonly mobilePassword: boolean;
}

const SECRET: ReadonlySet<string> = new Set(['password', 'confirmPassword', 'paymentPassword']);

function shown(settings: RegisterSettingsMap, name: string): boolean {
  return settings[name]?.show === true;
}

/** The fields of a tab, each with its rule and whether it must be filled. */
export function registerFormShape(settings: RegisterSettingsMap, options: FormOptions): RegisterFormShape {
  const mobileTab = options.tab === 'mobile';
  const passwordTyped = !mobileTab || options.mobilePassword;
  const smsCode = mobileTab ? options.mobileVerification : shown(settings, 'verificationCode');
  const fields: RegisterFieldSpec[] = [];
  for (const name of TEXT_FIELDS) {
    const rule = settings[name] ?? null;
    let visible: boolean;
    let required: boolean;
    switch (name) {
      case 'username':
        visible = !mobileTab;
        required = true;
        break;
      case 'password':
      case 'confirmPassword':
        visible = passwordTyped;
        required = true;
        break;
      case 'mobileNum':
        // Required for mobile registration, for an SMS code, or when the settings say so (§5).
        visible = mobileTab || smsCode || shown(settings, name);
        required = mobileTab || smsCode || rule?.required === true;
        break;
      case 'verificationCode':
        visible = smsCode;
        required = true;
        break;
      case 'paymentPassword':
        visible = shown(settings, name);
        required = visible;
        break;
      default:
        visible = shown(settings, name);
        required = rule?.required === true;
    }
    if (visible) fields.push({ name, required, rule, secret: SECRET.has(name) });
  }
  const ages = AGE_FIELDS.filter((name) => shown(settings, name));
  return { fields, ages };
}

/** SPEC.md §5 names its own text for an empty code and an empty captcha. */
const EMPTY_MESSAGE: Readonly<Record<string, string>> = { verificationCode: 'validation.codeRequired', captcha: 'validation.captchaRequired' };

/** Checks one field; undefined when it is fine. `password` is the password typed, for the confirmation. */
export function checkRegisterField(spec: RegisterFieldSpec, value: string, password: string): RuleMessage | undefined {
  const text = value.trim();
  if (text === '') return spec.required ? { key: EMPTY_MESSAGE[spec.name] ?? 'validation.required' } : undefined;
  if (spec.name === 'confirmPassword') return value === password ? undefined : { key: 'validation.confirmMismatch' };
  if (spec.name === 'verificationCode') {
    // the SMS code's rule is shared with every form that takes one (six digits when none is sent)
    const problem = smsCodeProblem(text, spec.rule);
    return problem ? problemMessage(smsCodeRule(spec.rule), problem) : undefined;
  }
  if (!spec.rule) return undefined;
  const problem = fieldProblem({ ...spec.rule, show: true, required: spec.required }, text);
  return problem ? problemMessage(spec.rule, problem) : undefined;
}

/** The age confirmation's message when it is not ticked. */
export function ageMessage(field: AgeField): RuleMessage {
  return { key: field === 'age18' ? 'validation.age18' : 'validation.age21' };
}

/**
 * Failures of the register call that belong to one field (the platform's answer, API.md and
 * schema/README.md): the field and its message, so the form shows it there and keeps the values.
 */
export interface FieldFailure {
  readonly field: string;
  readonly message: RuleMessage;
}

const CODE_FIELDS: Readonly<Record<string, FieldFailure>> = {
  'username.exists': { field: 'username', message: { key: 'server.usernameTaken' } },
  'mobile.exists': { field: 'mobileNum', message: { key: 'server.mobileTaken' } },
  'phone.invalid': { field: 'mobileNum', message: { key: 'server.phoneInvalid' } },
  'phone.required': { field: 'mobileNum', message: { key: 'validation.required' } },
  'verification.code.invalid': { field: 'verificationCode', message: { key: 'server.codeInvalid' } },
  'verification.code.expired': { field: 'verificationCode', message: { key: 'server.codeExpired' } },
  'verification.code.required': { field: 'verificationCode', message: { key: 'validation.codeRequired' } },
  'password.confirm.mismatch': { field: 'confirmPassword', message: { key: 'validation.confirmMismatch' } },
  'password.invalid': { field: 'password', message: { key: 'server.passwordFormat' } },
  'affiliate.code.invalid': { field: 'affiliateCode', message: { key: 'server.invitationInvalid' } },
  'captcha.required': { field: 'captcha', message: { key: 'validation.captchaRequired' } },
  'captcha.invalid': { field: 'captcha', message: { key: 'server.captchaInvalid' } },
};

/** The field a failed register call names, from its error code and value (`register.field.invalid`). */
export function fieldFailureOf(errorCode: string | null | undefined, value: unknown): FieldFailure | null {
  if (!errorCode) return null;
  if (errorCode === 'register.field.invalid' && typeof value === 'object' && value !== null) {
    const detail = value as { field?: unknown; problem?: unknown; patternId?: unknown; minLength?: unknown; maxLength?: unknown };
    if (typeof detail.field !== 'string') return null;
    const problem = detail.problem === 'required' ? 'required' : detail.problem === 'length' ? 'length' : 'pattern';
    const rule: FieldRule = {
      acceptedPattern: '*',
      patternId: typeof detail.patternId === 'number' || typeof detail.patternId === 'string' ? detail.patternId : null,
      minLength: typeof detail.minLength === 'number' ? detail.minLength : null,
      maxLength: typeof detail.maxLength === 'number' ? detail.maxLength : null,
      show: true,
      required: true,
    };
    return { field: detail.field, message: problemMessage(rule, problem) };
  }
  return CODE_FIELDS[errorCode] ?? null;
}

/** The codes a register link carries (SPEC.md §3: "affiliate and referral codes from the URL"). */
export function codesFromUrl(search: string): { affiliateCode: string; referralCode: string } {
  const query = new URLSearchParams(search);
  const first = (...names: string[]) => names.map((name) => query.get(name)?.trim() ?? '').find((value) => value !== '') ?? '';
  return { affiliateCode: first('affiliateCode', 'aff', 'code'), referralCode: first('referralCode', 'ref', 'referral') };
}

/** What the form hands the chart: the tab and its fields (passwords included, never stored). */
export interface RegisterFormRequest {
  readonly tab: RegisterTab;
  readonly fields: Readonly<Record<string, string | boolean>>;
}

/**
 * The payload of SPEC.md §3 from the form's fields: empty fields left out, text trimmed (passwords
 * as typed), ticks as true, the URL's affiliate code when none was typed and its referral code.
 * The adapter adds registerUrl, registerMethod WEB, domain, login and the device id.
 */
export function payloadOf(request: RegisterFormRequest, search: string): { username: string; password: string; confirmPassword: string } & Record<string, string | boolean> {
  const fields: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(request.fields)) {
    if (typeof value === 'string' && value.trim() !== '') fields[name] = /password/i.test(name) ? value : value.trim();
    if (value === true) fields[name] = true;
  }
  const fromUrl = codesFromUrl(search);
  if (!fields.affiliateCode && fromUrl.affiliateCode) fields.affiliateCode = fromUrl.affiliateCode;
  if (fromUrl.referralCode) fields.referralCode = fromUrl.referralCode;
  return { username: '', password: '', confirmPassword: '', ...fields } as { username: string; password: string; confirmPassword: string } & Record<string, string | boolean>;
}

/**
 * Default site settings every scenario starts from: the whitelabel feature tree and the
 * registration field rules. Both are mutable per scenario through the control endpoint.
 */
import { REGISTER_PATTERNS, fieldProblem, type FieldProblem, type PatternId } from '../../src/validation/patterns.js';


/** Feature flags API.md names, grouped the way the platform's module tree groups them. */
export const WHITELABEL_GROUPS = {
  REGISTER: ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3'],
  LOGIN: ['FREEPLAY3', 'PWDEXPFORCECHANGE3', 'MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3', 'FBLOGIN3', 'GGLOGIN3'],
  AGENT: ['AGENTPOLICY3', 'AGEINFO3', 'REGCEN', 'DOWNMAN', 'AGETEAMPNL3', 'AGEREV3', 'AGEDOWNTRANS3', 'AGETRANSFERUP3'],
  CONTRACT: ['DIVIDEND', 'DAYSAL', 'HOURSAL3', 'RTSALARY3'],
  MEMBER: ['REFERRAL3', 'POINTMALL3', 'VIP3', 'CHATROOM3'],
} as const satisfies Record<string, readonly string[]>;


/** Social login needs third-party sites, which the embedded platform cannot reach. */
const FLAGS_OFF_BY_DEFAULT: readonly string[] = ['FBLOGIN3', 'GGLOGIN3'];

export interface WhitelabelNode {
  readonly modId: string;
  /** The platform's wire form: "1" on, "0" off. */
  readonly enabled: '1' | '0';
  readonly childrenNodes: readonly WhitelabelNode[];
}

/** Every module id of the tree (groups and flags) with its default state. */
export function defaultFlags(): Map<string, boolean> {
  const flags = new Map<string, boolean>();
  for (const [group, children] of Object.entries(WHITELABEL_GROUPS)) {
    flags.set(group, true);
    for (const modId of children) flags.set(modId, !FLAGS_OFF_BY_DEFAULT.includes(modId));
  }
  return flags;
}

/** Builds the wire tree from a scenario's flag states. */
export function whitelabelTree(flags: ReadonlyMap<string, boolean>): WhitelabelNode[] {
  const wire = (modId: string): '1' | '0' => (flags.get(modId) ? '1' : '0');
  return Object.entries(WHITELABEL_GROUPS).map(([group, children]) => ({
    modId: group,
    enabled: wire(group),
    childrenNodes: children.map((modId) => ({ modId, enabled: wire(modId), childrenNodes: [] })),
  }));
}

/**
 * The pattern vocabulary lives in the module the client shares (src/validation/patterns.ts), so
 * the form and these handlers judge a value the same way.
 */
export { REGISTER_PATTERNS, type PatternId };

export interface RegisterFieldSetting {
  readonly acceptedPattern: string;
  readonly minLength: number;
  readonly maxLength: number;
  readonly patternId: number;
  /** (ours) The form shows the field. */
  readonly show: boolean;
  /** (ours) The form requires the field when shown. */
  readonly required: boolean;
}

function field(patternId: PatternId, minLength: number, maxLength: number, show: boolean, required: boolean): RegisterFieldSetting {
  return { acceptedPattern: REGISTER_PATTERNS[patternId].pattern, patternId, minLength, maxLength, show, required };
}

/** Registration fields of SPEC.md §3 and §5 with the defaults of a typical brand. */
export function defaultRegisterFields(): Map<string, RegisterFieldSetting> {
  return new Map<string, RegisterFieldSetting>([
    ['username', field(2, 6, 12, true, true)],
    ['password', field(6, 6, 20, true, true)],
    ['confirmPassword', field(0, 6, 20, true, true)],
    ['payeeName', field(17, 3, 50, true, false)],
    ['email', field(4, 5, 50, true, false)],
    ['mobileNum', field(7, 7, 15, true, false)],
    ['affiliateCode', field(5, 4, 12, true, false)],
    ['captcha', field(7, 4, 4, false, false)],
    ['verificationCode', field(7, 6, 6, false, false)],
    ['paymentPassword', field(7, 6, 6, false, false)],
    ['recommenderId', field(5, 4, 20, false, false)],
    ['qqNum', field(7, 5, 12, false, false)],
    ['line', field(10, 3, 30, false, false)],
    ['whatsapp', field(7, 7, 15, false, false)],
    ['facebook', field(10, 3, 50, false, false)],
    ['wechat', field(10, 3, 30, false, false)],
    ['telegram', field(10, 3, 32, false, false)],
    ['zalo', field(7, 7, 15, false, false)],
    ['idNumber', field(5, 6, 20, false, false)],
    ['nickname', field(0, 2, 20, false, false)],
    ['birthday', field(12, 10, 10, false, false)],
    ['address', field(0, 5, 120, false, false)],
    ['nationality', field(0, 2, 40, false, false)],
    ['occupation', field(0, 2, 60, false, false)],
    ['sourceOfIncome', field(0, 2, 60, false, false)],
    ['placeOfBirth', field(0, 2, 60, false, false)],
    // (ours) age confirmations: a tick each when shown, always required then.
    ['age18', field(0, 0, 0, false, true)],
    ['age21', field(0, 0, 0, false, true)],
  ]);
}

/** Checks a value against a field rule; returns what is wrong or undefined (the shared check). */
export function registerFieldProblem(setting: RegisterFieldSetting, value: string | undefined): FieldProblem | undefined {
  return fieldProblem(setting, value);
}

/**
 * The accounts every scenario of the embedded platform starts with (README documents them).
 *
 * | username       | password          | type | what it is for                                             |
 * | -------------- | ----------------- | ---- | ---------------------------------------------------------- |
 * | `member01`     | `Member2024`      | 0    | normal member: balance, favourites, recent games, points   |
 * | `trial01`      | `Trial2024`       | 4    | trial account (free-play credit, no member centre)         |
 * | `agent01`      | `Agent2024`       | 1    | top agent of the seeded tree (seed/team.ts); offers contracts |
 * | `agent02`      | `Agent2024`       | 2    | agent under agent01; has an offered daily-salary contract  |
 * | `agent41`      | `Agent2024`       | 41   | agent under agent02                                        |
 * | `agent42`      | `Agent2024`       | 42   | agent under agent41                                        |
 * | `expired01`    | `Expired2024`     | 0    | member whose password has expired (`passwordExpired`)      |
 * | `firstlogin01` | `Welcome2024`     | 0    | member logging in for the first time (`firstTimeLogin`)    |
 * | `weak01`       | `123456`          | 0    | member still on the weak default password                  |
 * | `admin01`      | `Admin2024`       | 3    | a back-office (non-member) account: it cannot log in       |
 *
 * Type 0 is a plain member; API.md's agent types are 1, 2, 41, 42 and the trial type is 4; type 3
 * stands for the platform's non-member (admin) accounts, which SPEC.md §6 keeps out of the site.
 * Every member has a unique mobile number (for SMS login and reset by phone) and an email.
 * Free play (`/wps/session/login/freeplay`) creates further trial accounts on demand.
 */
import { AGENT_TYPES, TRIAL_TYPE } from '../../machines/auth/accountTypes.js';
import { WEAK_DEFAULT_PASSWORD } from '../../src/validation/password.js';

export type AccountType = 0 | 1 | 2 | 3 | 4 | 41 | 42;
/** A back-office account: not a member, so it cannot log in to the site (SPEC.md §6). */
export const NON_MEMBER_TYPE: AccountType = 3;
/** Defined with the charts that read them; the platform's files take them from here. */
export { AGENT_TYPES, TRIAL_TYPE };

/** Wallet ids of `balance[].accountTypeId`. */
export const MAIN_WALLET = 1;
export const BONUS_WALLET = 2;

/**
 * The game vendors' wallets every account holds beside main and bonus (balance[].accountTypeId):
 * money moves between main and these with GCS_walletTransfer; they start empty.
 */
export const GAME_WALLETS: readonly { readonly accountTypeId: number; readonly name: string }[] = [
  { accountTypeId: 11, name: 'PG' },
  { accountTypeId: 12, name: 'EVO' },
  { accountTypeId: 13, name: 'SABA' },
];

/** Every wallet an account starts with: main, bonus, then the game wallets (all empty but main and bonus). */
export function openingWallets(mainBalance: number, bonusBalance: number): Map<number, number> {
  return new Map([[MAIN_WALLET, mainBalance], [BONUS_WALLET, bonusBalance], ...GAME_WALLETS.map((wallet): [number, number] => [wallet.accountTypeId, 0])]);
}

export interface AccountSeed {
  readonly username: string;
  readonly password: string;
  readonly type: AccountType;
  readonly nickname: string;
  /** Real name, also the answer to the BANK_NAME login verification. */
  readonly payeeName: string;
  readonly email: string;
  readonly countryDialingCode: string;
  readonly mobileNum: string;
  readonly passwordExpired: boolean;
  readonly firstTimeLogin: boolean;
  readonly mainBalance: number;
  readonly bonusBalance: number;
  readonly points: number;
  readonly vipLevel: number;
  readonly unreadMessages: number;
  readonly uplineUsername: string | null;
  /** Agents hand this code out; registering with it makes them the upline. */
  readonly affiliateCode: string | null;
  /** The payment password withdrawals and upline transfers ask for; null: none set yet. */
  readonly paymentPassword: string | null;
  readonly purpose: string;
}

/** The payment password of the seeded members and agents that have one (weak01 and firstlogin01 have none). */
export const SEEDED_PAYMENT_PASSWORD = '246810';

const base = {
  countryDialingCode: '52',
  passwordExpired: false,
  firstTimeLogin: false,
  bonusBalance: 0,
  points: 0,
  vipLevel: 0,
  unreadMessages: 0,
  uplineUsername: null,
  affiliateCode: null,
  paymentPassword: SEEDED_PAYMENT_PASSWORD,
} as const;

export const SEEDED_ACCOUNTS: readonly AccountSeed[] = [
  {
    ...base,
    username: 'member01',
    password: 'Member2024',
    type: 0,
    nickname: 'Lucky Member',
    payeeName: 'Juan Perez',
    email: 'member01@rp01.example',
    mobileNum: '5512345601',
    mainBalance: 1520.75,
    bonusBalance: 35,
    points: 12_500,
    vipLevel: 3,
    unreadMessages: 3,
    uplineUsername: 'agent02',
    purpose: 'normal member',
  },
  {
    ...base,
    username: 'trial01',
    password: 'Trial2024',
    type: TRIAL_TYPE,
    nickname: 'Trial Player',
    payeeName: 'Prueba Demo',
    email: 'trial01@rp01.example',
    mobileNum: '5512345602',
    mainBalance: 2000,
    purpose: 'trial account',
  },
  {
    ...base,
    username: 'agent01',
    password: 'Agent2024',
    type: 1,
    nickname: 'Top Agent',
    payeeName: 'Maria Lopez',
    email: 'agent01@rp01.example',
    mobileNum: '5512345603',
    mainBalance: 58_230.4,
    points: 3_000,
    vipLevel: 5,
    unreadMessages: 1,
    affiliateCode: 'AG0001',
    purpose: 'agent type 1',
  },
  {
    ...base,
    username: 'agent02',
    password: 'Agent2024',
    type: 2,
    nickname: 'Agent Two',
    payeeName: 'Carlos Gomez',
    email: 'agent02@rp01.example',
    mobileNum: '5512345604',
    mainBalance: 12_045.1,
    uplineUsername: 'agent01',
    affiliateCode: 'AG0002',
    purpose: 'agent type 2',
  },
  {
    ...base,
    username: 'agent41',
    password: 'Agent2024',
    type: 41,
    nickname: 'Agent 41',
    payeeName: 'Ana Torres',
    email: 'agent41@rp01.example',
    mobileNum: '5512345605',
    mainBalance: 4_310,
    uplineUsername: 'agent02',
    affiliateCode: 'AG0041',
    purpose: 'agent type 41',
  },
  {
    ...base,
    username: 'agent42',
    password: 'Agent2024',
    type: 42,
    nickname: 'Agent 42',
    payeeName: 'Luis Ramirez',
    email: 'agent42@rp01.example',
    mobileNum: '5512345606',
    mainBalance: 980.5,
    uplineUsername: 'agent41',
    affiliateCode: 'AG0042',
    purpose: 'agent type 42',
  },
  {
    ...base,
    username: 'expired01',
    password: 'Expired2024',
    type: 0,
    nickname: 'Old Timer',
    payeeName: 'Sofia Diaz',
    email: 'expired01@rp01.example',
    mobileNum: '5512345607',
    passwordExpired: true,
    mainBalance: 250,
    purpose: 'password expired',
  },
  {
    ...base,
    username: 'firstlogin01',
    password: 'Welcome2024',
    type: 0,
    nickname: 'Newcomer',
    payeeName: 'Diego Morales',
    email: 'firstlogin01@rp01.example',
    mobileNum: '5512345608',
    firstTimeLogin: true,
    mainBalance: 0,
    paymentPassword: null,
    purpose: 'first-time login',
  },
  {
    ...base,
    username: 'weak01',
    password: WEAK_DEFAULT_PASSWORD,
    type: 0,
    nickname: 'Default Pass',
    payeeName: 'Elena Castro',
    email: 'weak01@rp01.example',
    mobileNum: '5512345609',
    mainBalance: 75.3,
    paymentPassword: null,
    purpose: 'weak default password',
  },
  {
    ...base,
    username: 'admin01',
    password: 'Admin2024',
    type: 3,
    nickname: 'Back Office',
    payeeName: 'Admin Operador',
    email: 'admin01@rp01.example',
    mobileNum: '5512345610',
    mainBalance: 0,
    purpose: 'non-member account (cannot log in)',
  },
];

export function isAgentType(type: number): boolean {
  return AGENT_TYPES.includes(type);
}

/** The type of a new agent below an agent: type 1 agents make type 2 agents, the others their own type. */
export function downlineAgentType(upline: AccountType): AccountType {
  return upline === 1 ? 2 : upline;
}

/**
 * The records a scenario keeps: accounts with their wallets and histories, sessions, codes,
 * injected faults, contracts and feedback.
 */
import type { AccountType } from '../seed/accounts.js';
import type { ContractGameType } from '../seed/team.js';

export interface Session {
  readonly token: string;
  readonly username: string;
  readonly createdAt: number;
  readonly clientIp: string;
}

export type SmsPurpose = 'NO_LOGIN' | 'REGISTER' | 'SECURITY';

export interface SmsCode {
  readonly mobileNum: string;
  readonly code: string;
  readonly purpose: SmsPurpose;
  readonly sentAt: number;
  readonly expiresAt: number;
}

/**
 * How an injected fault answers (control.graphql `FailureKind`): ENVELOPE a failure envelope (the
 * handler does not run); MALFORMED_BODY a body that is not JSON; WRONG_SHAPE JSON that is not the
 * envelope (neither runs the handler); DROP_CONNECTION the handler runs, then the connection is
 * destroyed halfway through the body; SLOW the handler runs and answers after `delayMs`.
 */
/**
 * One REST call the pipeline answered (control.graphql `CallRecord`): the scenario's call log,
 * which tests read to count how often a control reached the platform.
 */
export interface CallRecord {
  /** The RouteId of src/api/routes.ts; null when no route matched (404, 405). */
  readonly route: string | null;
  readonly method: string;
  readonly path: string;
  /** When the call arrived, in ms since the epoch on the scenario's clock. */
  readonly at: number;
  /** The HTTP status it was answered with. */
  readonly status: number;
  /** The envelope's errorCode; null on success. */
  readonly errorCode: string | null;
}

export type FailureKind = 'ENVELOPE' | 'MALFORMED_BODY' | 'WRONG_SHAPE' | 'DROP_CONNECTION' | 'SLOW';
export const FAILURE_KINDS: readonly FailureKind[] = ['ENVELOPE', 'MALFORMED_BODY', 'WRONG_SHAPE', 'DROP_CONNECTION', 'SLOW'];

export interface FailureRule {
  /** A RouteId or a path. */
  readonly route: string;
  remaining: number;
  readonly kind: FailureKind;
  readonly httpStatus: number | null;
  readonly errorCode: string;
  /** SLOW only: how long the answer is held back. */
  readonly delayMs: number | null;
}

export interface LoginChallenge {
  readonly emailCode: string;
  readonly issuedAt: number;
}

export type RedeemStatus = 'PROCESS' | 'REJECTED' | 'APPROVED';

export interface RedeemRecord {
  readonly id: string;
  readonly itemId: string;
  readonly itemName: string;
  readonly quantity: number;
  readonly points: number;
  status: RedeemStatus;
  readonly receivingAddress: string | null;
  readonly createdTime: string;
}

/** What moved the money (the ledger helper maps these onto API.md's codeTypes). */
export type TransactionType = 'DEPOSIT' | 'WITHDRAW' | 'BET' | 'PAYOUT' | 'BONUS' | 'REBATE' | 'DIVIDEND' | 'SALARY' | 'TRANSFER' | 'POINTS' | 'RAFFLE' | 'OTHER';

export interface TransactionRecord {
  readonly id: string;
  readonly type: TransactionType;
  /** Signed: what the movement added to (or took from) the member's total balance. */
  readonly amount: number;
  /** The member's total balance (every wallet) right after this movement. */
  readonly balanceAfter: number;
  readonly remark: string;
  readonly createdTime: string;
  /** The order the movement belongs to (a deposit, a withdrawal, a bet …), when there is one. */
  readonly orderNo?: string;
}

/** One money movement for Scenario.postMovement. */
export interface Movement {
  readonly type: TransactionType;
  /** Signed amount added to `wallet` (negative takes money out). */
  readonly amount: number;
  /** Defaults to the main wallet. */
  readonly wallet?: number;
  readonly remark: string;
  readonly orderNo?: string;
}

/**
 * What the platform tells a signed-in member's open pages as it happens (pushed over the account
 * WebSocket). Each order event carries the order number and amount the notice names.
 */
export type AccountEvent =
  | { readonly kind: 'depositCredited' | 'depositRejected' | 'depositFailed'; readonly orderNo: string; readonly amount: number }
  | { readonly kind: 'withdrawalApproved' | 'withdrawalRejected' | 'withdrawalFailed' | 'withdrawalPaid'; readonly orderNo: string; readonly amount: number }
  | { readonly kind: 'confirmationWaiting'; readonly orderNo: string; readonly amount: number }
  | { readonly kind: 'balanceChanged'; readonly balance: number }
  | { readonly kind: 'newMessage'; readonly unread: number }
  | { readonly kind: 'redEnvelope' };

export type ContractKind = 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';
/**
 * A contract row's status as the platform spells it (API.md "Contracts"): P a new offer and E a
 * changed offer (replacing the active contract) wait for the downline, who answers A (accept) or
 * R (reject); A active; V a termination the upline asked for, answered C (agree, terminated) or
 * A (keep); C terminated (also an offer withdrawn by a newer one).
 */
export type ContractStatus = 'P' | 'E' | 'A' | 'R' | 'V' | 'C';
export type ContractPeriod = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';
/** P: the rate is a percentage (of net loss for dividends, of valid bets for salaries); F: a fixed amount. */
export type ContractRateType = 'P' | 'F';

/**
 * One tier, kind-neutral: the wire spells it per kind (dividend { minimumBet, netLoss,
 * activeMember, contractRate }, daily { betVolume, activeMember, rateType, rate }, hourly and
 * real-time { minimumBet, activeMember, rateType, rate }); `minimumBet` is the daily betVolume.
 */
export interface ContractTier {
  readonly minimumBet: number;
  /** Dividend only: the team's net loss (bets minus wins) the period must reach. */
  readonly netLoss: number;
  readonly activeMember: number;
  readonly rateType: ContractRateType;
  readonly rate: number;
}

export interface Contract {
  readonly id: string;
  readonly kind: ContractKind;
  readonly gameType: ContractGameType;
  readonly upline: string;
  readonly downline: string;
  status: ContractStatus;
  readonly period: ContractPeriod;
  readonly tiers: readonly ContractTier[];
  readonly createdTime: string;
  /** When the downline last answered (or the upline withdrew it); null while it waits. */
  answeredTime: string | null;
  /** Payouts are settled up to here (ms); null until the contract is active. */
  settledUntil: number | null;
}

export type PayoutStatus = 'PENDING' | 'SETTLED';

/** What one period of an active contract pays its holder (the downline agent), from the team's bets. */
export interface ContractPayout {
  readonly id: string;
  readonly contractId: string;
  readonly kind: ContractKind;
  readonly gameType: ContractGameType;
  readonly upline: string;
  readonly downline: string;
  readonly periodStart: number;
  readonly periodEnd: number;
  /** The downline's team in the period (cents): valid bets, net loss (bets minus wins), bettors. */
  readonly validBet: number;
  readonly netLoss: number;
  readonly activeMembers: number;
  /** The tier reached; null when none was. */
  readonly tier: ContractTier | null;
  /** Cents. */
  readonly amount: number;
  readonly status: PayoutStatus;
  readonly settledTime: number | null;
  /** The ledger row's order number, when money was posted. */
  readonly orderNo: string | null;
}

/** An agent's affiliate (invitation) link: registering with its code makes the agent the upline. */
export interface AffiliateLink {
  readonly id: string;
  readonly owner: string;
  readonly code: string;
  /** What the link signs up: plain members or agents (the register form reads it, ours). */
  readonly memberType: 'MEMBER' | 'AGENT';
  readonly remark: string;
  readonly createdTime: string;
}

export interface FeedbackRecord {
  readonly id: string;
  readonly username: string | null;
  readonly content: string;
  readonly images: readonly string[];
  readonly createdTime: string;
}

export interface Member {
  readonly id: string;
  readonly username: string;
  password: string;
  /** Asked for by withdrawals and upline transfers; null until the member sets one. Never sent back. */
  paymentPassword: string | null;
  readonly type: AccountType;
  nickname: string;
  payeeName: string;
  email: string;
  countryDialingCode: string;
  mobileNum: string;
  passwordExpired: boolean;
  firstTimeLogin: boolean;
  /** accountTypeId → available balance. */
  readonly wallets: Map<number, number>;
  points: number;
  vipLevel: number;
  unreadMessages: number;
  uplineUsername: string | null;
  affiliateCode: string | null;
  /** nodeIds, most recently added first. */
  favourites: string[];
  /** nodeIds, most recently launched first. */
  recentGames: string[];
  readonly knownIps: Set<string>;
  /** Set by the control endpoint: challenge the next login even from a known IP. */
  verifyNextLogin: boolean;
  /** Interface language code the member chose (any of the ~35 codes). */
  language: string;
  readonly registerTime: string;
  lastLoginTime: string | null;
  readonly redeems: RedeemRecord[];
  readonly transactions: TransactionRecord[];
  readonly claimedRaffles: Set<string>;
}

export interface NewMember {
  readonly username: string;
  readonly password: string;
  readonly type: AccountType;
  readonly nickname?: string;
  readonly payeeName?: string;
  readonly email?: string;
  readonly countryDialingCode?: string;
  readonly mobileNum?: string;
  readonly uplineUsername?: string | null;
  readonly mainBalance?: number;
}

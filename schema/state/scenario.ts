/**
 * One isolated platform state. A scenario shares the immutable catalogue of its seed and owns
 * only what calls can change: settings, feature flags, register rules, accounts, sessions,
 * codes, favourites, contracts. Creating one copies the nine seeded accounts and a handful of
 * records, so a test can afford a fresh scenario each.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Catalogue } from './catalogue.js';
import type { AccountEvent, AffiliateLink, CallRecord, Contract, FailureRule, FeedbackRecord, LoginChallenge, Member, Movement, NewMember, Session, SmsCode, SmsPurpose, TransactionRecord } from './records.js';
import { MAIN_WALLET, openingWallets, TRIAL_TYPE } from '../seed/accounts.js';
import { seededContracts, seededMembers } from '../seed/members.js';
import { defaultFlags, defaultRegisterFields, type RegisterFieldSetting } from '../seed/settings.js';
import { DEFAULT_LANGUAGE } from '../seed/text.js';
import { digitsOf, roundMoney } from '../infra/units.js';

export type * from './records.js';

export type SystemStatus = 0 | 1 | 2;

export interface ScenarioSettings {
  systemStatus: SystemStatus;
  latencyMs: number;
  blockedIp: boolean;
  newIpVerification: boolean;
  smsExpiredMinutes: number;
  smsCodeTtlSeconds: number;
  clockOffsetMs: number;
  /** GCS_merchantWallet isSingle: one wallet per member, no transfers between wallets (setSingleWallet). */
  singleWallet: boolean;
  /** The platform's domain routing lists the host the app is served on (setHostAllowed); false: the domain check refuses it. */
  hostAllowed: boolean;
  /**
   * How the platform spells its answers. 'rich': everything the app can use, fields of
   * ours included. 'strict': only what API.md names, in the plainest form it allows (schema/strict),
   * the way a real platform that follows API.md to the letter answers (setAnswerProfile, or
   * PLATFORM_PROFILE=strict for `npm start`).
   */
  answerProfile: AnswerProfile;
}

export type AnswerProfile = 'rich' | 'strict';

/** The profile new scenarios start with: PLATFORM_PROFILE=strict (QA's `npm start`), else rich. */
export function defaultAnswerProfile(): AnswerProfile {
  const wanted = typeof process === 'undefined' ? undefined : process.env.PLATFORM_PROFILE;
  return wanted?.trim().toLowerCase() === 'strict' ? 'strict' : 'rich';
}

export const DEFAULT_SETTINGS: Readonly<ScenarioSettings> = {
  systemStatus: 0,
  latencyMs: 0,
  blockedIp: false,
  newIpVerification: false,
  smsExpiredMinutes: 1,
  smsCodeTtlSeconds: 300,
  clockOffsetMs: 0,
  singleWallet: false,
  hostAllowed: true,
  answerProfile: 'rich',
};

/** Content resources whose items the control endpoint can replace (setContent). */
export const CONTENT_RESOURCES = ['NOTICE', 'HEADLINE', 'POPUP', 'PROMOTION', 'ANNOUNCEMENT', 'HELP_ARTICLE', 'BLOG', 'NEWS'] as const;
export type ContentResource = (typeof CONTENT_RESOURCES)[number];

/** One replacement item: the same text in every language (`content` is HTML, `title` plain text). */
export interface ContentItemOverride {
  readonly title: string;
  readonly content: string;
  /** Popups: the audience (A signed in, B anonymous, F first login); without one, every audience. */
  readonly execution?: string;
  /** Announcements: the promotion the item leads to (the go-to-promotion button). */
  readonly promotionType?: string;
}

const RECENT_GAMES_KEPT = 50;
/** The call log keeps the latest calls only, so a long-lived dev scenario does not grow without bound. */
export const CALL_LOG_LIMIT = 5_000;
const CAPTCHA_TTL_MS = 5 * 60_000;

/** An authenticator code's time step (TOTP). */

export class Scenario {
  settings: ScenarioSettings = { ...DEFAULT_SETTINGS, answerProfile: defaultAnswerProfile() };
  readonly flags = defaultFlags();
  readonly registerFields: Map<string, RegisterFieldSetting> = defaultRegisterFields();
  readonly failures: FailureRule[] = [];
  /** Every /wps and /lgw call answered, oldest first (at most CALL_LOG_LIMIT). */
  readonly calls: CallRecord[] = [];
  readonly members = new Map<string, Member>();
  readonly sessions = new Map<string, Session>();
  /**
   * Tokens a newer login of the same account replaced (one session per account): a call with one
   * is answered 401 `login.elsewhere` (ours, API.md), not `login.not.session`.
   */
  readonly replacedTokens = new Set<string>();
  /** The captcha issued last; any check consumes it. */
  captcha: { readonly answer: string; readonly issuedAt: number } | null = null;
  /** Usernames (lower case) whose next login must carry a captcha. */
  readonly captchaRequired = new Set<string>();
  /** mobileNum → the code sent last. */
  readonly smsCodes = new Map<string, SmsCode>();
  /** username (lower case) → the outstanding unregistered-IP challenge. */
  readonly loginChallenges = new Map<string, LoginChallenge>();
  readonly vendorMaintenance = new Set<string>();
  readonly contracts: Contract[];
  readonly feedback: FeedbackRecord[] = [];
  /** Affiliate links agents created (MCSFE_createAffiliateUrl); their codes work like an agent's own. */
  readonly affiliateLinks: AffiliateLink[] = [];
  /** Items that replace the catalogue's for this scenario (setContent), e.g. an XSS corpus. */
  readonly content = new Map<ContentResource, readonly ContentItemOverride[]>();
  /** The permission info's resources for this scenario (setResources); null: the seeded ones. */
  resources: readonly { readonly labelNameEn: string; readonly url: string }[] | null = null;
  /** Points-mall items redeemed in this scenario, by item id. */
  readonly rewardsRedeemed = new Map<string, number>();
  private sequence = 0;
  /** When the scenario began (its clock): the seeded activity lies before it, live activity after (schema/domain/team.ts). */
  readonly startedAt: number;

  constructor(
    readonly id: string,
    readonly catalogue: Catalogue,
    private readonly realNow: () => number,
  ) {
    this.startedAt = this.now();
    for (const member of seededMembers(catalogue, this.now())) this.addMember(member);
    this.contracts = seededContracts(this.now());
  }

  /** The scenario's clock: the platform clock plus advanceClock offsets. */
  now(): number {
    return this.realNow() + this.settings.clockOffsetMs;
  }

  flag(modId: string): boolean {
    return this.flags.get(modId) ?? false;
  }

  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${this.sequence}`;
  }

  member(username: string | undefined | null): Member | undefined {
    return username ? this.members.get(username.trim().toLowerCase()) : undefined;
  }

  memberByMobile(mobileNum: string): Member | undefined {
    const digits = digitsOf(mobileNum);
    for (const member of this.members.values()) if (member.mobileNum === digits) return member;
    return undefined;
  }

  memberByAffiliateCode(code: string): Member | undefined {
    const wanted = code.trim().toUpperCase();
    for (const member of this.members.values()) if (member.affiliateCode === wanted) return member;
    const link = this.affiliateLinks.find((candidate) => candidate.code === wanted);
    return link ? this.member(link.owner) : undefined;
  }

  addMember(member: Member): Member {
    this.members.set(member.username.toLowerCase(), member);
    return member;
  }

  createMember(input: NewMember): Member {
    const id = String(200000 + this.members.size + 1);
    const main = input.mainBalance ?? 0;
    return this.addMember({
      id,
      username: input.username,
      password: input.password,
      type: input.type,
      nickname: input.nickname ?? input.username,
      payeeName: input.payeeName ?? '',
      email: input.email ?? '',
      countryDialingCode: input.countryDialingCode ?? '52',
      mobileNum: digitsOf(input.mobileNum ?? ''),
      passwordExpired: false,
      firstTimeLogin: input.type !== TRIAL_TYPE,
      wallets: openingWallets(main, 0),
      points: 0,
      vipLevel: 0,
      unreadMessages: input.type === TRIAL_TYPE ? 0 : 1,
      uplineUsername: input.uplineUsername ?? null,
      affiliateCode: null,
      favourites: [],
      recentGames: [],
      knownIps: new Set(),
      verifyNextLogin: false,
      language: DEFAULT_LANGUAGE,
      registerTime: new Date(this.now()).toISOString(),
      lastLoginTime: null,
      redeems: [],
      transactions: [],
      claimedRaffles: new Set(),
      paymentPassword: null,
    });
  }

  /** Starts a session; an account has one session at a time, so older tokens stop working. */
  openSession(member: Member, clientIp: string): Session {
    for (const [token, session] of this.sessions) {
      if (session.username.toLowerCase() === member.username.toLowerCase()) this.replacedTokens.add(token);
    }
    this.endSessions(member.username);
    const session: Session = { token: randomUUID().replaceAll('-', ''), username: member.username, createdAt: this.now(), clientIp };
    this.sessions.set(session.token, session);
    member.knownIps.add(clientIp);
    member.verifyNextLogin = false;
    member.lastLoginTime = new Date(this.now()).toISOString();
    this.captchaRequired.delete(member.username.toLowerCase());
    this.loginChallenges.delete(member.username.toLowerCase());
    return session;
  }

  /** Ends the sessions of one account, or all sessions; answers how many ended. */
  endSessions(username?: string | null): number {
    let ended = 0;
    for (const [token, session] of this.sessions) {
      if (!username || session.username.toLowerCase() === username.toLowerCase()) {
        this.sessions.delete(token);
        ended += 1;
      }
    }
    return ended;
  }

  issueCaptcha(): string {
    const answer = String(randomInt(0, 10_000)).padStart(4, '0');
    this.captcha = { answer, issuedAt: this.now() };
    return answer;
  }

  /** The outstanding captcha answer, or null when none is valid. */
  currentCaptchaAnswer(): string | null {
    if (!this.captcha || this.now() - this.captcha.issuedAt > CAPTCHA_TTL_MS) return null;
    return this.captcha.answer;
  }

  /** Checks and consumes the outstanding captcha. */
  consumeCaptcha(answer: string | undefined): boolean {
    const expected = this.currentCaptchaAnswer();
    this.captcha = null;
    return expected !== null && answer?.trim() === expected;
  }

  issueSmsCode(mobileNum: string, purpose: SmsPurpose): SmsCode {
    const now = this.now();
    const sms: SmsCode = {
      mobileNum: digitsOf(mobileNum),
      code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      purpose,
      sentAt: now,
      expiresAt: now + this.settings.smsCodeTtlSeconds * 1000,
    };
    this.smsCodes.set(sms.mobileNum, sms);
    return sms;
  }

  /** Within the resend window of the last SMS to this number. */
  smsRecentlySent(mobileNum: string): boolean {
    const last = this.smsCodes.get(digitsOf(mobileNum));
    return last !== undefined && this.now() - last.sentAt < (this.settings.smsExpiredMinutes || 1) * 60_000;
  }

  /** 'ok' consumes the code; otherwise tells why it was refused. */
  useSmsCode(mobileNum: string, purpose: SmsPurpose, code: string | undefined): 'ok' | 'missing' | 'expired' | 'invalid' {
    if (!code?.trim()) return 'missing';
    const sms = this.smsCodes.get(digitsOf(mobileNum));
    if (!sms || sms.purpose !== purpose || sms.code !== code.trim()) return 'invalid';
    if (sms.expiresAt <= this.now()) return 'expired';
    this.smsCodes.delete(sms.mobileNum);
    return 'ok';
  }

  /** Appends a call to the log, dropping the oldest beyond CALL_LOG_LIMIT. */
  recordCall(call: CallRecord): void {
    this.calls.push(call);
    if (this.calls.length > CALL_LOG_LIMIT) this.calls.splice(0, this.calls.length - CALL_LOG_LIMIT);
  }

  balanceOf(member: Member): number {
    let sum = 0;
    for (const amount of member.wallets.values()) sum += amount;
    return roundMoney(sum);
  }

  /**
   * Moves money on one of a member's wallets and writes its ledger row in the same step, so the
   * header balance, the wallets and the history always agree. Refuses (returns null, nothing
   * changed) a movement that would take a wallet below zero. Tells the member's open pages that
   * the balance changed.
   */
  postMovement(member: Member, movement: Movement): TransactionRecord | null {
    const wallet = movement.wallet ?? MAIN_WALLET;
    const before = member.wallets.get(wallet) ?? 0;
    const after = roundMoney(before + movement.amount);
    if (after < 0) return null;
    member.wallets.set(wallet, after);
    const record: TransactionRecord = {
      id: this.nextId('tx'),
      type: movement.type,
      amount: roundMoney(movement.amount),
      balanceAfter: this.balanceOf(member),
      remark: movement.remark,
      createdTime: new Date(this.now()).toISOString(),
      ...(movement.orderNo ? { orderNo: movement.orderNo } : {}),
    };
    member.transactions.unshift(record);
    this.publishAccountEvent(member.username, { kind: 'balanceChanged', balance: record.balanceAfter });
    return record;
  }

  private readonly accountListeners = new Set<(username: string, event: AccountEvent) => void>();

  /** Pushes an event to the member's open pages (the account WebSocket listens here). */
  publishAccountEvent(username: string, event: AccountEvent): void {
    for (const listener of this.accountListeners) listener(username, event);
  }

  /** Listens to every member's account events; returns the function that stops listening. */
  onAccountEvent(listener: (username: string, event: AccountEvent) => void): () => void {
    this.accountListeners.add(listener);
    return () => this.accountListeners.delete(listener);
  }

  recordRecentGame(member: Member, nodeId: string): void {
    member.recentGames = [nodeId, ...member.recentGames.filter((id) => id !== nodeId)].slice(0, RECENT_GAMES_KEPT);
  }
}

/**
 * On the embedded platform: missions and their leaderboard, the red envelope and the VIP
 * rank progress (SPEC.md §2 missionLeaderboard, "red envelope", VIP; API.md
 * MCSFE_getPlayerRankProgress). State lives beside the scenario (a WeakMap), so a reset scenario
 * starts from the seed again.
 *
 * - Missions: a target per period (day, week from Monday 00:00 UTC, month). The betting missions
 *   count the member's bets of the period by game type (slots, live casino, sports): the bets its
 *   betting record lists (domain/team.ts); the deposit mission counts the ledger's deposits; the
 *   others keep a stored progress. A
 *   mission at its target is claimable once: the reward goes to the bonus wallet through
 *   `postMovement` (balanceChanged is pushed, so the member-centre badge, whose missions count is
 *   the claimable missions here, is asked again). Control `setMissionProgress` overrides a
 *   mission's progress (QA makes one claimable).
 * - Leaderboard: this week's valid bets; nineteen players drawn from the seed around the member's
 *   own score, usernames masked here (the member's own row too, marked `self`).
 * - Red envelope: at most one waiting per member (control `dropRedEnvelope`), with an expiry;
 *   opening it reveals and credits its amount once (main wallet); an expired or opened one is refused.
 * - VIP: ten levels with a monthly turnover each; the member's level is `member.vipLevel`, this
 *   month's turnover its bets of the month (the same bets as the missions and the betting record of
 *   those days), and six months of turnover history.
 */
import { hashString } from '../infra/prng.js';
import type { Member, Scenario } from '../state/scenario.js';
import { TRIAL_TYPE } from '../seed/accounts.js';
import type { LocalizedText } from '../seed/text.js';
import { roundMoney } from '../infra/units.js';
import { BONUS_WALLET_ID } from './inbox.js';
import { teamOf } from './team.js';
import type { ContractGameType } from '../seed/team.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const pick = (key: string, modulo: number) => hashString(key) % modulo;

// ------------------------------------------------------------------------------------- missions

export type MissionKind = 'BET_SLOTS' | 'BET_LIVE' | 'BET_SPORTS' | 'DEPOSIT' | 'LOGIN_STREAK' | 'PROFILE';
export type MissionPeriod = 'DAY' | 'WEEK' | 'MONTH';
export type MissionStatus = 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED';

interface MissionRecord {
  readonly missionId: string;
  readonly kind: MissionKind;
  readonly period: MissionPeriod;
  readonly title: LocalizedText;
  readonly target: number;
  readonly reward: number;
  /** Stored progress (kinds not read from the ledger) or a control override (any kind). */
  progress: number | null;
  claimedTime: number | null;
}

export interface MissionView {
  readonly missionId: string;
  readonly kind: MissionKind;
  readonly period: MissionPeriod;
  readonly title: LocalizedText;
  readonly target: number;
  readonly progress: number;
  readonly reward: number;
  readonly status: MissionStatus;
  readonly endsTime: number;
  readonly claimedTime: number | null;
}

/**
 * An amount in a title as the site writes money in both languages ($20,000: the Spanish pages'
 * es-MX groups like English), not Spanish's own "20.000" over the card's "$20,000.00".
 */
const money = (amount: number): string => `$${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount)}`;

const MISSION_TITLES: Readonly<Record<MissionKind, (target: number) => LocalizedText>> = {
  BET_SLOTS: (target) => ({ es: `Apuesta ${money(target)} en tragamonedas esta semana`, en: `Bet ${money(target)} on slots this week` }),
  BET_LIVE: (target) => ({ es: `Apuesta ${money(target)} en casino en vivo esta semana`, en: `Bet ${money(target)} on live casino this week` }),
  BET_SPORTS: (target) => ({ es: `Apuesta ${money(target)} en deportes hoy`, en: `Bet ${money(target)} on sports today` }),
  DEPOSIT: (target) => ({ es: `Deposita ${money(target)} este mes`, en: `Deposit ${money(target)} this month` }),
  LOGIN_STREAK: (target) => ({ es: `Entra ${target} días seguidos`, en: `Log in ${target} days in a row` }),
  PROFILE: () => ({ es: 'Completa tu perfil', en: 'Complete your profile' }),
};

/** The game type a betting mission counts (its title's slots, live casino, sports). */
const GAME_TYPE_OF: Partial<Record<MissionKind, ContractGameType>> = { BET_SLOTS: 'RNG', BET_LIVE: 'LIVE', BET_SPORTS: 'SPORTS' };

/**
 * What the member bet from `from` until now (of one game type or all): the bets its betting record
 * lists for those days, so a mission, VIP's month and the record never disagree.
 */
function betsSince(scenario: Scenario, member: Member, from: number, gameType?: ContractGameType): number {
  const now = scenario.now();
  const username = member.username.toLowerCase();
  let cents = 0;
  for (const order of teamOf(scenario).ordersIn({ from, to: now + 1, gameType }, now)) if (order.username.toLowerCase() === username) cents += order.bet;
  return roundMoney(cents / 100);
}

/** Where the period that contains `now` began and ends (UTC). */
export function periodBounds(period: MissionPeriod, now: number): { from: number; to: number } {
  const date = new Date(now);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  if (period === 'DAY') return { from: day, to: day + DAY_MS };
  if (period === 'WEEK') {
    const from = day - ((date.getUTCDay() + 6) % 7) * DAY_MS;
    return { from, to: from + 7 * DAY_MS };
  }
  return { from: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1), to: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) };
}

/** The sum of the member's ledger rows of a type (and vendor) since `from`, as a positive amount. */
function ledgerSum(member: Member, type: 'BET' | 'DEPOSIT', from: number, vendor?: string): number {
  let sum = 0;
  for (const row of member.transactions) {
    if (row.type !== type || (vendor && row.remark !== vendor)) continue;
    if (Date.parse(row.createdTime) >= from) sum += Math.abs(row.amount);
  }
  return roundMoney(sum);
}

interface MemberMissions {
  readonly missions: MissionRecord[];
}

const missionState = new WeakMap<Scenario, Map<string, MemberMissions>>();

const mission = (name: string, kind: MissionKind, period: MissionPeriod, target: number, reward: number, progress: number | null = null, claimedTime: number | null = null): MissionRecord => ({
  missionId: `msn-${name}-${kind.toLowerCase().replace('_', '-')}`,
  kind,
  period,
  title: MISSION_TITLES[kind](target),
  target,
  reward,
  progress,
  claimedTime,
});

function seedMissions(scenario: Scenario, member: Member): MemberMissions {
  const name = member.username.toLowerCase();
  if (member.type === TRIAL_TYPE) return { missions: [] };
  const now = scenario.startedAt;
  if (name !== 'member01') return { missions: [mission(name, 'BET_SLOTS', 'WEEK', 5_000, 50), mission(name, 'LOGIN_STREAK', 'WEEK', 7, 10, 1)] };
  // member01: three in progress (its bets of the week and its deposits of the month), two complete and waiting, one claimed
  return {
    missions: [
      mission(name, 'BET_SLOTS', 'WEEK', 5_000, 50),
      mission(name, 'BET_LIVE', 'WEEK', 3_000, 30),
      mission(name, 'DEPOSIT', 'MONTH', 20_000, 120),
      mission(name, 'LOGIN_STREAK', 'WEEK', 7, 15, 7),
      mission(name, 'PROFILE', 'MONTH', 1, 8, 1),
      mission(name, 'BET_SPORTS', 'DAY', 100, 5, 100, now - 2 * HOUR_MS),
    ],
  };
}

function missionsOf(scenario: Scenario, member: Member): MemberMissions {
  let byMember = missionState.get(scenario);
  if (!byMember) missionState.set(scenario, (byMember = new Map()));
  const key = member.username.toLowerCase();
  let state = byMember.get(key);
  if (!state) byMember.set(key, (state = seedMissions(scenario, member)));
  return state;
}

function viewOf(scenario: Scenario, member: Member, record: MissionRecord): MissionView {
  const { from, to } = periodBounds(record.period, scenario.now());
  const gameType = GAME_TYPE_OF[record.kind];
  const counted = gameType ? betsSince(scenario, member, from, gameType) : record.kind === 'DEPOSIT' ? ledgerSum(member, 'DEPOSIT', from) : 0;
  const progress = record.progress ?? counted;
  const status: MissionStatus = record.claimedTime !== null ? 'CLAIMED' : progress >= record.target ? 'CLAIMABLE' : 'IN_PROGRESS';
  return { missionId: record.missionId, kind: record.kind, period: record.period, title: record.title, target: record.target, progress: roundMoney(progress), reward: record.reward, status, endsTime: to, claimedTime: record.claimedTime };
}

/** The member's missions: claimable first, then in progress, then claimed. */
export function missionList(scenario: Scenario, member: Member): MissionView[] {
  const order: Record<MissionStatus, number> = { CLAIMABLE: 0, IN_PROGRESS: 1, CLAIMED: 2 };
  return missionsOf(scenario, member)
    .missions.map((record) => viewOf(scenario, member, record))
    .sort((left, right) => order[left.status] - order[right.status]);
}

/** How many missions wait to be claimed (the member-centre badge). */
export function claimableMissionCount(scenario: Scenario, member: Member): number {
  if (member.type === TRIAL_TYPE) return 0;
  return missionList(scenario, member).filter((entry) => entry.status === 'CLAIMABLE').length;
}

export type MissionClaimOutcome = { readonly mission: MissionView } | { readonly refused: 'unknown' | 'claimed' | 'incomplete' };

/** Claims a complete mission once: its reward to the bonus wallet. */
export function claimMission(scenario: Scenario, member: Member, missionId: string): MissionClaimOutcome {
  const record = missionsOf(scenario, member).missions.find((candidate) => candidate.missionId === missionId);
  if (!record) return { refused: 'unknown' };
  const view = viewOf(scenario, member, record);
  if (view.status === 'CLAIMED') return { refused: 'claimed' };
  if (view.status !== 'CLAIMABLE') return { refused: 'incomplete' };
  record.claimedTime = scenario.now();
  // the progress reached is kept with the claim (a ledger-read mission would otherwise move on)
  record.progress = view.progress;
  scenario.postMovement(member, { type: 'BONUS', amount: record.reward, wallet: BONUS_WALLET_ID, remark: `mission ${record.kind}`, orderNo: missionId });
  return { mission: viewOf(scenario, member, record) };
}

/** Control setMissionProgress: a mission's progress from now on (null: back to the ledger's count). */
export function setMissionProgress(scenario: Scenario, member: Member, missionId: string, progress: number | null): MissionView | null {
  const record = missionsOf(scenario, member).missions.find((candidate) => candidate.missionId === missionId);
  if (!record) return null;
  record.progress = progress;
  return viewOf(scenario, member, record);
}

/** Control setBadgeCounts(missions): exactly `count` claimable (in-progress ones completed, extra ones set back). */
export function setClaimableMissionCount(scenario: Scenario, member: Member, count: number): void {
  const records = missionsOf(scenario, member).missions;
  let claimable = records.filter((record) => viewOf(scenario, member, record).status === 'CLAIMABLE');
  for (const record of claimable.slice(count)) record.progress = 0;
  claimable = claimable.slice(0, count);
  for (const record of records) {
    if (claimable.length >= count) break;
    if (viewOf(scenario, member, record).status === 'IN_PROGRESS') {
      record.progress = record.target;
      claimable.push(record);
    }
  }
}

// ---------------------------------------------------------------------------------- leaderboard

/** A username as others see it: the first two characters, three stars, the last two. */
export function maskUsername(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

const PLAYER_NAMES = ['luckystar', 'rodrigo88', 'mariposa', 'tigerking', 'sofia2020', 'elgato', 'jackpotjoe', 'lunallena', 'pedro777', 'goldfish', 'carmen_v', 'diego_r', 'nightowl', 'andrea99', 'ruleta', 'piratapp', 'valeria', 'zorro', 'camila_b'];

export interface LeaderboardEntry {
  readonly rank: number;
  readonly username: string;
  readonly score: number;
  readonly self: boolean;
}

/** This week's leaderboard (valid bets of the week): twenty rows, the member among them. */
export function missionLeaderboard(scenario: Scenario, member: Member): { entries: LeaderboardEntry[]; endsTime: number } {
  const { from, to } = periodBounds('WEEK', scenario.now());
  const week = new Date(from).toISOString().slice(0, 10);
  const own = ledgerSum(member, 'BET', from);
  const base = Math.max(own, 500);
  const others = PLAYER_NAMES.map((name) => ({ username: name, score: roundMoney((base * (20 + pick(`${week}:${name}`, 380))) / 100), self: false }));
  const rows = [...others, { username: member.username, score: own, self: true }].sort((left, right) => right.score - left.score || Number(right.self) - Number(left.self));
  return { entries: rows.map((row, index) => ({ rank: index + 1, username: maskUsername(row.username), score: row.score, self: row.self })), endsTime: to };
}

// ---------------------------------------------------------------------------------- red envelope

export interface RedEnvelope {
  readonly envelopeId: string;
  readonly amount: number;
  readonly createdTime: number;
  readonly expiresTime: number;
  openedTime: number | null;
}

const envelopeState = new WeakMap<Scenario, Map<string, RedEnvelope[]>>();

function envelopesOf(scenario: Scenario, member: Member): RedEnvelope[] {
  let byMember = envelopeState.get(scenario);
  if (!byMember) envelopeState.set(scenario, (byMember = new Map()));
  const key = member.username.toLowerCase();
  let list = byMember.get(key);
  // seeded: none (QA and tests drop one through the control endpoint)
  if (!list) byMember.set(key, (list = []));
  return list;
}

/** The envelope waiting for the member (not opened, not expired), if any. */
export function availableEnvelope(scenario: Scenario, member: Member): RedEnvelope | null {
  if (member.type === TRIAL_TYPE) return null;
  const now = scenario.now();
  return envelopesOf(scenario, member).find((envelope) => envelope.openedTime === null && envelope.expiresTime > now) ?? null;
}

/** Control dropRedEnvelope: a new envelope for the member (amount and lifetime chosen or defaulted). */
export function dropRedEnvelope(scenario: Scenario, member: Member, options: { amount?: number | null; expiresInSeconds?: number | null } = {}): RedEnvelope {
  const list = envelopesOf(scenario, member);
  const envelopeId = scenario.nextId('ENV');
  const amount = roundMoney(options.amount ?? 1 + pick(`${member.username}:${envelopeId}`, 8800) / 100);
  const envelope: RedEnvelope = { envelopeId, amount, createdTime: scenario.now(), expiresTime: scenario.now() + (options.expiresInSeconds ?? 30 * 60) * 1000, openedTime: null };
  list.unshift(envelope);
  // the member's open pages hear of it at once (their chart checks instead of waiting for its poll)
  scenario.publishAccountEvent(member.username, { kind: 'redEnvelope' });
  return envelope;
}

export type EnvelopeOutcome = { readonly envelope: RedEnvelope } | { readonly refused: 'unknown' | 'opened' | 'expired' };

/** Opens an envelope once: its amount credited to the main wallet. */
export function openRedEnvelope(scenario: Scenario, member: Member, envelopeId: string): EnvelopeOutcome {
  const envelope = envelopesOf(scenario, member).find((candidate) => candidate.envelopeId === envelopeId);
  if (!envelope) return { refused: 'unknown' };
  if (envelope.openedTime !== null) return { refused: 'opened' };
  if (envelope.expiresTime <= scenario.now()) return { refused: 'expired' };
  envelope.openedTime = scenario.now();
  scenario.postMovement(member, { type: 'BONUS', amount: envelope.amount, remark: 'red envelope', orderNo: envelope.envelopeId });
  return { envelope };
}

export function envelopeList(scenario: Scenario, member: Member): readonly RedEnvelope[] {
  return envelopesOf(scenario, member);
}

// ------------------------------------------------------------------------------------------ VIP

export interface VipLevel {
  readonly level: number;
  readonly name: string;
  /** The monthly turnover that keeps (or reaches) the level. */
  readonly monthlyTurnover: number;
  readonly rebateRate: number;
  readonly birthdayBonus: number;
  readonly dailyWithdrawals: number;
}

export const VIP_LEVELS: readonly VipLevel[] = Array.from({ length: 10 }, (_, index) => {
  const level = index + 1;
  return {
    level,
    name: `VIP ${level}`,
    monthlyTurnover: level === 1 ? 0 : 1_000 * 2 ** (level - 2),
    rebateRate: roundMoney(0.3 + index * 0.1),
    birthdayBonus: [10, 20, 38, 58, 88, 128, 188, 288, 488, 888][index] ?? 0,
    dailyWithdrawals: 3 + index,
  };
});

/** The member's rank progress (MCSFE_getPlayerRankProgress) and six months of turnover. */
export function vipProgress(scenario: Scenario, member: Member) {
  const level = Math.min(Math.max(member.vipLevel, 1), VIP_LEVELS.length);
  const current = VIP_LEVELS[level - 1] ?? VIP_LEVELS[0];
  const next = VIP_LEVELS[level] ?? null;
  const now = scenario.now();
  const months: { month: string; turnover: number }[] = [];
  for (let back = 5; back >= 0; back -= 1) {
    const date = new Date(now);
    const from = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1);
    const to = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back + 1, 1);
    const month = new Date(from).toISOString().slice(0, 7);
    if (back === 0) {
      // this month: its bets, as the betting record and the missions of those days count them
      months.push({ month, turnover: betsSince(scenario, member, from) });
      continue;
    }
    let turnover = 0;
    for (const row of member.transactions) {
      const time = Date.parse(row.createdTime);
      if (row.type === 'BET' && time >= from && time < to) turnover += Math.abs(row.amount);
    }
    // the seeded ledger is thin: the seed's monthly play on top of it (stable per month)
    const seeded = (current?.monthlyTurnover ?? 1_000) * (0.6 + pick(`${member.username}:vip:${month}`, 90) / 100);
    months.push({ month, turnover: roundMoney(turnover + seeded) });
  }
  const actual = months.at(-1)?.turnover ?? 0;
  return {
    playerRankName: current?.name ?? 'VIP 1',
    nextRankName: next?.name ?? null,
    level,
    monthlyTurnover: { actual, expected: next?.monthlyTurnover ?? current?.monthlyTurnover ?? 0 },
    levels: VIP_LEVELS,
    months,
  };
}

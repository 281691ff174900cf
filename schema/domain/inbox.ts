/**
 * On the embedded platform: a member's inbox (platform messages), the reward centre
 * (rewards waiting to be claimed, the claims made, the raffles) and the manual rebate.
 *
 * - Messages: newest first, each read or unread; the member's unread count (`member.unreadMessages`,
 *   which the member info, the unread-count route and the member-centre badges read) is always the
 *   number of unread messages here. Every change of it (a message read, deleted, sent) is pushed to
 *   the member's open pages as a `newMessage` account event with the new count.
 * - Rewards: each waiting reward is claimed once (money to the bonus wallet through
 *   `postMovement`, which also pushes balanceChanged); the member-centre reward badge is the
 *   number waiting. Claims are kept newest first.
 * - Raffles: the monthly raffle (drawn at the month's start) is claimed through the existing
 *   raffleClaim route (member.claimedRaffles); the prize read back from the RAFFLE ledger row.
 * - Rebate: a rate per game type on the valid bets (the ledger's BET rows, vendor → game type)
 *   placed since the last claim; a claim pays the whole amount once and starts a new period.
 *
 * member01 is seeded with four months of each. State lives beside the scenario (a WeakMap), so a
 * reset scenario starts from the seed again.
 */
import { hashString } from '../infra/prng.js';
import type { Member, Scenario } from '../state/scenario.js';
import { TRIAL_TYPE } from '../seed/accounts.js';
import type { LocalizedText } from '../seed/text.js';
import { roundMoney } from '../infra/units.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
export const BONUS_WALLET_ID = 2;

export interface InboxMessage {
  readonly id: string;
  readonly title: LocalizedText;
  /** HTML (the client shows it through its sanitiser only). */
  readonly content: LocalizedText;
  readonly sentTime: number;
  read: boolean;
}

export type RewardKind = 'DEPOSIT_BONUS' | 'BIRTHDAY' | 'WEEKLY_BONUS' | 'LOYALTY' | 'COMPENSATION';

export interface Reward {
  readonly rewardId: string;
  readonly kind: RewardKind;
  readonly title: LocalizedText;
  readonly amount: number;
  readonly createdTime: number;
  readonly expiresTime: number;
}

export interface RewardClaim {
  readonly claimId: string;
  readonly rewardId: string;
  /** PROMOTION: a promotion's bonus claimed on /promotions (schema/domain/promotions.ts). */
  readonly kind: RewardKind | 'PROMOTION';
  readonly title: LocalizedText;
  readonly amount: number;
  readonly claimedTime: number;
}

export interface RebateClaim {
  readonly claimId: string;
  readonly amount: number;
  readonly validBet: number;
  /** The period the claim paid: from the claim before it to this one. */
  readonly from: number;
  readonly claimedTime: number;
}

interface MemberInbox {
  readonly messages: InboxMessage[];
  readonly rewards: Reward[];
  readonly claims: RewardClaim[];
  readonly rebateClaims: RebateClaim[];
  serial: number;
}

/** The id of member01's seeded message with hostile HTML (tests open it). */
export const HOSTILE_MESSAGE_ID = 'msg-member01-hostile';

/** The rebate rate per game type (percent of the valid bet), and the ledger's vendors behind each. */
export const REBATE_RATES: Readonly<Record<string, number>> = { RNG: 0.8, LIVE: 0.6, SPORTS: 0.5, FISH: 0.7 };
const VENDOR_GAME_TYPE: Readonly<Record<string, string>> = { PG: 'RNG', EVO: 'LIVE', SABA: 'SPORTS', JILI: 'FISH' };

const MESSAGE_TEMPLATES: readonly { readonly title: LocalizedText; readonly content: LocalizedText }[] = [
  {
    title: { es: 'Tu depósito fue acreditado', en: 'Your deposit was credited' },
    content: { es: '<p>Tu depósito ya está en tu <strong>billetera principal</strong>. ¡Buena suerte!</p>', en: '<p>Your deposit is now in your <strong>main wallet</strong>. Good luck!</p>' },
  },
  {
    title: { es: 'Bono semanal disponible', en: 'Weekly bonus available' },
    content: { es: '<p>Tu bono semanal te espera en el <em>centro de recompensas</em>.</p>', en: '<p>Your weekly bonus is waiting in the <em>reward centre</em>.</p>' },
  },
  {
    title: { es: 'Mantenimiento programado', en: 'Scheduled maintenance' },
    content: { es: '<p>El martes de 02:00 a 04:00 algunos juegos no estarán disponibles.</p>', en: '<p>On Tuesday from 02:00 to 04:00 some games will be unavailable.</p>' },
  },
  {
    title: { es: 'Nuevos juegos en vivo', en: 'New live games' },
    content: { es: '<p>Descubre las nuevas mesas en vivo:</p><ul><li>Ruleta relámpago</li><li>Baccarat rápido</li></ul>', en: '<p>Discover the new live tables:</p><ul><li>Lightning roulette</li><li>Speed baccarat</li></ul>' },
  },
  {
    title: { es: 'Tu reembolso está listo', en: 'Your rebate is ready' },
    content: { es: '<p>Reclama tu reembolso en <strong>Reembolso manual</strong>.</p>', en: '<p>Claim your rebate under <strong>Manual rebate</strong>.</p>' },
  },
  {
    title: { es: 'Juego responsable', en: 'Responsible gaming' },
    content: { es: '<p>Puedes fijar límites de depósito desde el centro de seguridad.</p>', en: '<p>You can set deposit limits in the security centre.</p>' },
  },
];

const HOSTILE_MESSAGE = {
  title: { es: 'Verifica tu cuenta', en: 'Verify your account' },
  content: {
    es: '<p>Nunca compartas tu contraseña.</p><img src="x" onerror="window.__xss && window.__xss(\'msg-img\')" alt=""><script>window.__xss && window.__xss(\'msg-script\')</script><p><a href="javascript:window.__xss(\'msg-link\')">Verificar ahora</a></p>',
    en: '<p>Never share your password.</p><img src="x" onerror="window.__xss && window.__xss(\'msg-img\')" alt=""><script>window.__xss && window.__xss(\'msg-script\')</script><p><a href="javascript:window.__xss(\'msg-link\')">Verify now</a></p>',
  },
};

const WELCOME = {
  title: { es: '¡Bienvenido!', en: 'Welcome!' },
  content: { es: '<p>Gracias por unirte. Revisa tus recompensas en el centro de recompensas.</p>', en: '<p>Thanks for joining. Check your rewards in the reward centre.</p>' },
};

const REWARD_TITLES: Readonly<Record<RewardKind, LocalizedText>> = {
  DEPOSIT_BONUS: { es: 'Bono de depósito', en: 'Deposit bonus' },
  BIRTHDAY: { es: 'Regalo de cumpleaños', en: 'Birthday gift' },
  WEEKLY_BONUS: { es: 'Bono semanal', en: 'Weekly bonus' },
  LOYALTY: { es: 'Premio de fidelidad', en: 'Loyalty award' },
  COMPENSATION: { es: 'Compensación', en: 'Compensation' },
};
const REWARD_KINDS = Object.keys(REWARD_TITLES) as RewardKind[];

const inboxes = new WeakMap<Scenario, Map<string, MemberInbox>>();

/** A deterministic number in [0, modulo) for a key. */
const pick = (key: string, modulo: number) => hashString(key) % modulo;

function seedInbox(scenario: Scenario, member: Member): MemberInbox {
  const now = scenario.startedAt;
  const name = member.username.toLowerCase();
  const inbox: MemberInbox = { messages: [], rewards: [], claims: [], rebateClaims: [], serial: 0 };
  if (member.type === TRIAL_TYPE) return inbox;
  const rich = name === 'member01';
  // messages: member01 four months (about two a week), others a few in the last month
  const count = rich ? 34 : 6;
  for (let index = 0; index < count; index += 1) {
    const template = MESSAGE_TEMPLATES[pick(`${name}:msg:${index}`, MESSAGE_TEMPLATES.length)] ?? MESSAGE_TEMPLATES[0];
    const age = (rich ? index * 3.5 * DAY_MS : index * 5 * DAY_MS) + (pick(`${name}:age:${index}`, 20) + 1) * HOUR_MS;
    inbox.messages.push({ id: `msg-${name}-${index + 1}`, title: template?.title ?? WELCOME.title, content: template?.content ?? WELCOME.content, sentTime: now - age, read: true });
  }
  if (rich) {
    // the hostile one, a week old and read
    inbox.messages.splice(2, 0, { id: HOSTILE_MESSAGE_ID, ...HOSTILE_MESSAGE, sentTime: now - 7 * DAY_MS + HOUR_MS, read: true });
  }
  // the newest `unreadMessages` are unread
  inbox.messages.slice(0, member.unreadMessages).forEach((message) => (message.read = false));
  for (let index = inbox.messages.length; index < member.unreadMessages; index += 1) {
    inbox.messages.push({ id: `msg-${name}-w${index}`, ...WELCOME, sentTime: now - index * HOUR_MS, read: false });
  }
  if (rich) {
    // two rewards waiting; four months of claims (about one a week) and rebate claims (weekly)
    inbox.rewards.push(
      { rewardId: 'rwd-member01-weekly', kind: 'WEEKLY_BONUS', title: REWARD_TITLES.WEEKLY_BONUS, amount: 25, createdTime: now - 2 * DAY_MS, expiresTime: now + 5 * DAY_MS },
      { rewardId: 'rwd-member01-loyalty', kind: 'LOYALTY', title: REWARD_TITLES.LOYALTY, amount: 88.5, createdTime: now - 6 * HOUR_MS, expiresTime: now + 14 * DAY_MS },
    );
    for (let week = 1; week <= 17; week += 1) {
      const kind = REWARD_KINDS[pick(`member01:claim:${week}`, REWARD_KINDS.length)] ?? 'WEEKLY_BONUS';
      inbox.claims.push({
        claimId: `clm-member01-${week}`,
        rewardId: `rwd-member01-old-${week}`,
        kind,
        title: REWARD_TITLES[kind],
        amount: roundMoney(10 + pick(`member01:claimAmount:${week}`, 9000) / 100),
        claimedTime: now - week * 7 * DAY_MS + pick(`member01:claimAge:${week}`, 48) * HOUR_MS,
      });
    }
    // rebate claims every week from 17 weeks ago until 9 days ago (the current period began then)
    for (let week = 16; week >= 0; week -= 1) {
      const claimedTime = now - 9 * DAY_MS - week * 7 * DAY_MS;
      const validBet = roundMoney(400 + pick(`member01:rebate:${week}`, 300000) / 100);
      inbox.rebateClaims.unshift({ claimId: `rbc-member01-${17 - week}`, amount: roundMoney(validBet * 0.0065), validBet, from: claimedTime - 7 * DAY_MS, claimedTime });
    }
  }
  return inbox;
}

export function inboxOf(scenario: Scenario, member: Member): MemberInbox {
  let byMember = inboxes.get(scenario);
  if (!byMember) inboxes.set(scenario, (byMember = new Map()));
  const key = member.username.toLowerCase();
  let inbox = byMember.get(key);
  if (!inbox) byMember.set(key, (inbox = seedInbox(scenario, member)));
  return inbox;
}

const unreadOf = (inbox: MemberInbox) => inbox.messages.filter((message) => !message.read).length;

/** Writes the unread count back to the member and tells its open pages when it changed. */
function syncUnread(scenario: Scenario, member: Member, inbox: MemberInbox): number {
  const unread = unreadOf(inbox);
  if (unread !== member.unreadMessages) {
    member.unreadMessages = unread;
    scenario.publishAccountEvent(member.username, { kind: 'newMessage', unread });
  }
  return unread;
}

export function unreadCount(scenario: Scenario, member: Member): number {
  return member.type === TRIAL_TYPE ? 0 : unreadOf(inboxOf(scenario, member));
}

/** One page of messages, unread first then newest first, with the unread count. */
export function messagePage(scenario: Scenario, member: Member, pageNo: number, pageSize: number) {
  const inbox = inboxOf(scenario, member);
  // unread first, each group newest first
  const sorted = [...inbox.messages].sort((a, b) => Number(a.read) - Number(b.read) || b.sentTime - a.sentTime);
  const totalCount = sorted.length;
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  const page = Math.min(Math.max(1, pageNo), totalPages);
  return { items: sorted.slice((page - 1) * pageSize, page * pageSize), pageNum: page, totalPages, totalCount, unread: unreadOf(inbox) };
}

/** Marks a message read; null when the member has no such message. */
export function readMessage(scenario: Scenario, member: Member, id: string): { id: string; unread: number } | null {
  const inbox = inboxOf(scenario, member);
  const message = inbox.messages.find((candidate) => candidate.id === id);
  if (!message) return null;
  message.read = true;
  return { id, unread: syncUnread(scenario, member, inbox) };
}

/** Deletes the member's messages among `ids` (others ignored); how many went. */
export function deleteMessages(scenario: Scenario, member: Member, ids: readonly string[]): { deleted: number; unread: number } {
  const inbox = inboxOf(scenario, member);
  const before = inbox.messages.length;
  const wanted = new Set(ids);
  for (let index = inbox.messages.length - 1; index >= 0; index -= 1) if (wanted.has(inbox.messages[index]?.id ?? '')) inbox.messages.splice(index, 1);
  return { deleted: before - inbox.messages.length, unread: syncUnread(scenario, member, inbox) };
}

/** The control endpoint's setBadgeCounts: makes exactly `count` messages unread (reading the oldest unread, or sending new ones). */
export function setUnreadCount(scenario: Scenario, member: Member, count: number): void {
  const inbox = inboxOf(scenario, member);
  const unread = [...inbox.messages].filter((message) => !message.read).sort((a, b) => a.sentTime - b.sentTime);
  for (const message of unread.slice(0, Math.max(0, unread.length - count))) message.read = true;
  for (let index = unread.length; index < count; index += 1) {
    inbox.serial += 1;
    inbox.messages.unshift({ id: `msg-${member.username.toLowerCase()}-new-${inbox.serial}`, ...WELCOME, sentTime: scenario.now(), read: false });
  }
  syncUnread(scenario, member, inbox);
}

// ------------------------------------------------------------------------------------- rewards

/** Rewards waiting (not expired), newest first. */
export function availableRewards(scenario: Scenario, member: Member): Reward[] {
  if (member.type === TRIAL_TYPE) return [];
  const now = scenario.now();
  return inboxOf(scenario, member)
    .rewards.filter((reward) => reward.expiresTime > now)
    .sort((a, b) => b.createdTime - a.createdTime);
}

/** Grants a reward (control grantReward, setBadgeCounts). */
export function grantReward(scenario: Scenario, member: Member, grant: { kind?: RewardKind; amount?: number } = {}): Reward {
  const inbox = inboxOf(scenario, member);
  inbox.serial += 1;
  const kind = grant.kind ?? 'COMPENSATION';
  const reward: Reward = {
    rewardId: `rwd-${member.username.toLowerCase()}-new-${inbox.serial}`,
    kind,
    title: REWARD_TITLES[kind],
    amount: roundMoney(grant.amount ?? 10 + inbox.serial),
    createdTime: scenario.now(),
    expiresTime: scenario.now() + 7 * DAY_MS,
  };
  inbox.rewards.push(reward);
  return reward;
}

/** The control endpoint's setBadgeCounts: exactly `count` rewards waiting (the newest kept). */
export function setAvailableRewardCount(scenario: Scenario, member: Member, count: number): void {
  const inbox = inboxOf(scenario, member);
  const waiting = availableRewards(scenario, member);
  for (const reward of waiting.slice(count)) inbox.rewards.splice(inbox.rewards.indexOf(reward), 1);
  for (let index = waiting.length; index < count; index += 1) grantReward(scenario, member);
}

export type ClaimOutcome = { readonly claim: RewardClaim } | { readonly refused: 'unknown' | 'claimed' };

/** Claims a waiting reward once: the bonus wallet is credited and the claim recorded. */
export function claimReward(scenario: Scenario, member: Member, rewardId: string): ClaimOutcome {
  const inbox = inboxOf(scenario, member);
  if (inbox.claims.some((claim) => claim.rewardId === rewardId)) return { refused: 'claimed' };
  const reward = availableRewards(scenario, member).find((candidate) => candidate.rewardId === rewardId);
  if (!reward) return { refused: 'unknown' };
  inbox.rewards.splice(inbox.rewards.indexOf(reward), 1);
  const claim: RewardClaim = { claimId: scenario.nextId('CLM'), rewardId, kind: reward.kind, title: reward.title, amount: reward.amount, claimedTime: scenario.now() };
  inbox.claims.unshift(claim);
  scenario.postMovement(member, { type: 'BONUS', amount: reward.amount, wallet: BONUS_WALLET_ID, remark: reward.kind, orderNo: claim.claimId });
  return { claim };
}

/** A claim made elsewhere (a promotion's bonus on /promotions) joins the reward centre's history. */
export function recordRewardClaim(scenario: Scenario, member: Member, claim: Omit<RewardClaim, 'kind'>): void {
  inboxOf(scenario, member).claims.unshift({ ...claim, kind: 'PROMOTION' });
}

export function rewardClaims(scenario: Scenario, member: Member): readonly RewardClaim[] {
  return inboxOf(scenario, member).claims;
}

/** The raffles of the member: this month's (drawn, claimable once) and the last three months' (claimed). */
export function raffles(scenario: Scenario, member: Member) {
  if (member.type === TRIAL_TYPE) return [];
  const now = new Date(scenario.now());
  const list: { raffleId: string; month: string; claimed: boolean; prize: number | null }[] = [];
  for (let back = 0; back < 4; back += 1) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
    const raffleId = `raffle-${month}`;
    // the seeded past raffles were claimed; this month's is waiting until the member claims it
    const claimed = back > 0 || member.claimedRaffles.has(raffleId);
    const row = member.transactions.find((transaction) => transaction.type === 'RAFFLE' && transaction.remark === raffleId);
    const seededPrize = roundMoney(5 + pick(`${member.username}:${raffleId}:seeded`, 9500) / 100);
    list.push({ raffleId, month, claimed, prize: row ? row.amount : back > 0 ? seededPrize : null });
  }
  return list;
}

// -------------------------------------------------------------------------------------- rebate

function lastRebateClaim(scenario: Scenario, member: Member): number {
  return inboxOf(scenario, member).rebateClaims[0]?.claimedTime ?? 0;
}

/** The rebate per game type on the valid bets since the last claim (the ledger's BET rows). */
export function rebateAvailable(scenario: Scenario, member: Member) {
  const since = lastRebateClaim(scenario, member);
  const bets = new Map<string, number>(Object.keys(REBATE_RATES).map((gameType) => [gameType, 0]));
  if (member.type !== TRIAL_TYPE) {
    for (const row of member.transactions) {
      const time = Date.parse(row.createdTime);
      if (row.type !== 'BET' || !(time > since)) continue;
      const gameType = VENDOR_GAME_TYPE[row.remark] ?? 'RNG';
      bets.set(gameType, (bets.get(gameType) ?? 0) + Math.abs(row.amount));
    }
  }
  const list = [...bets].map(([gameType, validBet]) => {
    const rate = REBATE_RATES[gameType] ?? 0;
    return { gameType, validBet: roundMoney(validBet), rate, amount: roundMoney((validBet * rate) / 100) };
  });
  const total = roundMoney(list.reduce((sum, row) => sum + row.amount, 0));
  return { list, total, since: since || null };
}

export type RebateOutcome = { readonly claim: RebateClaim } | { readonly refused: 'nothing' };

/** Pays the whole rebate once (main wallet) and starts a new period. */
export function claimRebate(scenario: Scenario, member: Member): RebateOutcome {
  const { list, total, since } = rebateAvailable(scenario, member);
  if (total <= 0) return { refused: 'nothing' };
  const claim: RebateClaim = { claimId: scenario.nextId('RBC'), amount: total, validBet: roundMoney(list.reduce((sum, row) => sum + row.validBet, 0)), from: since ?? 0, claimedTime: scenario.now() };
  inboxOf(scenario, member).rebateClaims.unshift(claim);
  scenario.postMovement(member, { type: 'REBATE', amount: total, remark: 'MANUAL', orderNo: claim.claimId });
  return { claim };
}

export function rebateClaims(scenario: Scenario, member: Member): readonly RebateClaim[] {
  return inboxOf(scenario, member).rebateClaims;
}

/** A page of a list (1-based page, clamped). */
export function pageOf<T>(items: readonly T[], pageNo: number, pageSize: number) {
  const totalCount = items.length;
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  const page = Math.min(Math.max(1, pageNo), totalPages);
  return { list: items.slice((page - 1) * pageSize, page * pageSize), pageNum: page, totalPages, totalCount };
}

/**
 * Promotions and referral on the embedded platform.
 *
 * - Promotions (/promotions): a catalogue of promotions in the categories of the content seed's
 *   PROMOTION_TYPES, each with a period, an image, HTML details and terms, and per member an
 *   activity status of SPEC.md §4 (JOIN, APPLYING, REJECTED, ISSUED, CLAIMED, PROCESS, JOINED,
 *   COMING_SOON). A visitor sees JOIN (or COMING_SOON before the start). member01 is seeded with
 *   every status. Applying (JOIN only, a comment of at most 140 characters) → APPLYING; the
 *   control endpoint's setPromotionStatus reviews it (ISSUED or REJECTED); claiming (ISSUED only)
 *   credits the bonus wallet once (postMovement: balanceChanged is pushed) and writes the claim
 *   into the reward centre's claim history (schema/domain/inbox.ts recordRewardClaim), so both pages agree.
 * - Referral: the member's referral code (the invite link carries it, never a token), the rules,
 *   and the friends who registered with it (seeded over five months for member01; a registration
 *   with the code adds one). Off (function.not.available) unless REFERRAL3 is on.
 *
 * State lives beside the scenario (a WeakMap): a reset scenario starts from the seed again.
 */
import { recordRewardClaim, BONUS_WALLET_ID } from './inbox.js';
import { hashString } from '../infra/prng.js';
import type { Member, Scenario } from '../state/scenario.js';
import { TRIAL_TYPE } from '../seed/accounts.js';
import { imagePath } from '../media/image-paths.js';
import type { LocalizedText } from '../seed/text.js';
import { roundMoney } from '../infra/units.js';

const DAY_MS = 86_400_000;

/** SPEC.md §5 / §9: an activity comment is at most 140 characters. */
export const PROMOTION_COMMENT_MAX = 140;

export const PROMOTION_STATUSES = ['JOIN', 'APPLYING', 'REJECTED', 'ISSUED', 'CLAIMED', 'PROCESS', 'JOINED', 'COMING_SOON'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_CATEGORIES = ['DEPOSIT_BONUS', 'REBATE', 'RAFFLE', 'TOURNAMENT', 'VIP', 'REFERRAL'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

export interface PromotionDefinition {
  readonly id: string;
  readonly category: PromotionCategory;
  readonly title: LocalizedText;
  readonly summary: LocalizedText;
  /** HTML (the client shows it through its sanitiser only). */
  readonly content: LocalizedText;
  /** HTML. */
  readonly terms: LocalizedText;
  readonly bonus: number;
  /** Days from the scenario's start (negative: already begun). */
  readonly startDay: number;
  readonly endDay: number;
  /** member01's seeded status (others: JOIN, or COMING_SOON before the start). */
  readonly seeded: PromotionStatus;
}

const html = (es: string, en: string): LocalizedText => ({ es, en });

const TERMS = html(
  '<ul><li>Una participación por cuenta.</li><li>El bono se acredita en la cartera de bonos y requiere 5× de apuesta válida.</li><li>La casa puede anular bonos obtenidos de forma abusiva.</li></ul>',
  '<ul><li>One entry per account.</li><li>The bonus goes to the bonus wallet and needs 5× valid bets.</li><li>The house may void bonuses obtained abusively.</li></ul>',
);

/** The promotions, ids promo-1…6 being the content seed's (banners and announcements link to them). */
export const PROMOTIONS: readonly PromotionDefinition[] = [
  {
    id: 'promo-1', category: 'DEPOSIT_BONUS', bonus: 50, startDay: -40, endDay: 50, seeded: 'ISSUED',
    title: { es: 'Bono de depósito', en: 'Deposit bonus' },
    summary: { es: '50% de tu depósito hasta $50.', en: '50% of your deposit up to $50.' },
    content: html('<p>Deposita al menos <strong>$20</strong> y recibe el <em>50%</em> como bono.</p>', '<p>Deposit at least <strong>$20</strong> and get <em>50%</em> as a bonus.</p>'),
    terms: TERMS,
  },
  {
    id: 'promo-2', category: 'REBATE', bonus: 0, startDay: -120, endDay: 245, seeded: 'JOINED',
    title: { es: 'Reembolso semanal', en: 'Weekly rebate' },
    summary: { es: 'Hasta 0.8% de tus apuestas cada semana.', en: 'Up to 0.8% of your bets every week.' },
    content: html('<p>Te inscribimos automáticamente: reclama el reembolso en <strong>Reembolso manual</strong>.</p>', '<p>You are enrolled automatically: claim the rebate under <strong>Manual rebate</strong>.</p>'),
    terms: TERMS,
  },
  {
    id: 'promo-3', category: 'RAFFLE', bonus: 30, startDay: -10, endDay: 20, seeded: 'PROCESS',
    title: { es: 'Rifa del mes', en: 'Monthly raffle' },
    summary: { es: 'Cada $100 apostados, un boleto.', en: 'One ticket for every $100 bet.' },
    content: html('<p>El sorteo se celebra el último día del mes. Tus boletos se están contando.</p>', '<p>The draw is on the last day of the month. Your tickets are being counted.</p>'),
    terms: TERMS,
  },
  {
    id: 'promo-4', category: 'TOURNAMENT', bonus: 100, startDay: -5, endDay: 25, seeded: 'JOIN',
    title: { es: 'Torneo de campeones', en: 'Champions tournament' },
    summary: { es: 'Compite en tragamonedas por $100 en bonos.', en: 'Compete on slots for $100 in bonuses.' },
    content: html('<p>Los 10 mejores multiplicadores de la semana ganan. <a href="/rng">Ver juegos</a></p>', '<p>The week’s 10 best multipliers win. <a href="/rng">See games</a></p>'),
    terms: TERMS,
  },
  {
    id: 'promo-5', category: 'VIP', bonus: 80, startDay: -90, endDay: 90, seeded: 'CLAIMED',
    title: { es: 'Club VIP', en: 'VIP club' },
    summary: { es: 'Regalo de ascenso de nivel.', en: 'A level-up gift.' },
    content: html('<p>Cada nuevo nivel VIP trae un regalo.</p>', '<p>Every new VIP level brings a gift.</p>'),
    terms: TERMS,
  },
  {
    id: 'promo-6', category: 'REFERRAL', bonus: 0, startDay: -150, endDay: 215, seeded: 'JOINED',
    title: { es: 'Invita a un amigo', en: 'Invite a friend' },
    summary: { es: '$15 por cada amigo que deposite.', en: '$15 for every friend who deposits.' },
    content: html('<p>Comparte tu enlace de invitación desde <strong>Invitar amigos</strong>.</p>', '<p>Share your invite link from <strong>Invite friends</strong>.</p>'),
    terms: TERMS,
  },
  {
    id: 'promo-7', category: 'DEPOSIT_BONUS', bonus: 25, startDay: -3, endDay: 4, seeded: 'APPLYING',
    title: { es: 'Recarga de fin de semana', en: 'Weekend reload' },
    summary: { es: '$25 extra al recargar el sábado.', en: '$25 extra when you reload on Saturday.' },
    content: html('<p>Solicítalo y nuestro equipo lo revisará en 24 horas.</p>', '<p>Apply and our team reviews it within 24 hours.</p>'),
    terms: TERMS,
  },
  {
    id: 'promo-8', category: 'DEPOSIT_BONUS', bonus: 100, startDay: -60, endDay: 30, seeded: 'REJECTED',
    title: { es: 'Primer depósito 100%', en: 'First deposit 100%' },
    summary: { es: 'Duplicamos tu primer depósito.', en: 'We double your first deposit.' },
    content: html('<p>Solo para el primer depósito de la cuenta.</p>', '<p>Only for the account’s first deposit.</p>'),
    terms: TERMS,
  },
  {
    id: 'promo-9', category: 'TOURNAMENT', bonus: 200, startDay: 10, endDay: 40, seeded: 'COMING_SOON',
    title: { es: 'Copa de verano', en: 'Summer cup' },
    summary: { es: 'Pronto: $200 para los mejores.', en: 'Soon: $200 for the best players.' },
    content: html('<p>Empieza muy pronto. ¡Prepárate!</p>', '<p>Starting very soon. Get ready!</p>'),
    terms: TERMS,
  },
  {
    id: 'promo-10', category: 'VIP', bonus: 40, startDay: -15, endDay: 45, seeded: 'JOIN',
    title: { es: 'Cumpleaños VIP', en: 'VIP birthday' },
    summary: { es: 'Un bono en el mes de tu cumpleaños.', en: 'A bonus in your birthday month.' },
    content: html('<p>Solicítalo durante el mes de tu cumpleaños.</p>', '<p>Apply during your birthday month.</p>'),
    terms: TERMS,
  },
];

const REJECTION: LocalizedText = { es: 'La cuenta ya recibió un bono de primer depósito.', en: 'The account already received a first-deposit bonus.' };

interface MemberPromotion {
  status: PromotionStatus;
  comment: string;
  reason: LocalizedText | null;
}

interface Friend {
  readonly username: string;
  readonly registeredTime: number;
  status: 'REGISTERED' | 'DEPOSITED' | 'QUALIFIED';
  reward: number;
}

interface PromotionState {
  readonly members: Map<string, Map<string, MemberPromotion>>;
  readonly friends: Map<string, Friend[]>;
}

const states = new WeakMap<Scenario, PromotionState>();

function stateOf(scenario: Scenario): PromotionState {
  let state = states.get(scenario);
  if (!state) {
    state = { members: new Map(), friends: new Map() };
    states.set(scenario, state);
  }
  return state;
}

const keyOf = (member: Member) => member.username.toLowerCase();
const startOf = (scenario: Scenario, promotion: PromotionDefinition) => scenario.startedAt + promotion.startDay * DAY_MS;
const endOf = (scenario: Scenario, promotion: PromotionDefinition) => scenario.startedAt + promotion.endDay * DAY_MS;

function memberPromotions(scenario: Scenario, member: Member): Map<string, MemberPromotion> {
  const state = stateOf(scenario);
  let map = state.members.get(keyOf(member));
  if (!map) {
    const rich = keyOf(member) === 'member01';
    map = new Map(
      PROMOTIONS.map((promotion) => [
        promotion.id,
        {
          status: rich ? promotion.seeded : promotion.seeded === 'COMING_SOON' ? 'COMING_SOON' : 'JOIN',
          comment: rich && promotion.seeded === 'APPLYING' ? 'Recargué el sábado por la mañana.' : '',
          reason: rich && promotion.seeded === 'REJECTED' ? REJECTION : null,
        } satisfies MemberPromotion,
      ]),
    );
    state.members.set(keyOf(member), map);
  }
  return map;
}

/** The member's promotions as seeded again (QA, and the chart-level fault cases that repeat a command). */
export function resetMemberPromotions(scenario: Scenario, member: Member): void {
  stateOf(scenario).members.delete(keyOf(member));
}

/** A promotion's status for a member (or a visitor): before its start it is coming soon. */
function statusOf(scenario: Scenario, promotion: PromotionDefinition, member: Member | undefined): MemberPromotion {
  const visitor: MemberPromotion = { status: startOf(scenario, promotion) > scenario.now() ? 'COMING_SOON' : 'JOIN', comment: '', reason: null };
  if (!member || member.type === TRIAL_TYPE) return visitor;
  const own = memberPromotions(scenario, member).get(promotion.id);
  if (!own) return visitor;
  if (own.status === 'COMING_SOON' && startOf(scenario, promotion) <= scenario.now()) own.status = 'JOIN';
  return own;
}

export interface PromotionView {
  readonly promotionId: string;
  readonly category: string;
  readonly title: string;
  readonly summary: string;
  readonly content: string;
  readonly terms: string;
  readonly imageUrl: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly bonus: number;
  readonly status: PromotionStatus;
  readonly comment: string;
  readonly reason: string | null;
}

export function promotionView(scenario: Scenario, promotion: PromotionDefinition, member: Member | undefined, language: keyof LocalizedText): PromotionView {
  const own = statusOf(scenario, promotion, member);
  return {
    promotionId: promotion.id,
    category: promotion.category,
    title: promotion.title[language],
    summary: promotion.summary[language],
    content: promotion.content[language],
    terms: promotion.terms[language],
    // drawn with its title in the reader's language
    imageUrl: `${imagePath('promotion', promotion.id)}?lang=${language}`,
    startTime: new Date(startOf(scenario, promotion)).toISOString(),
    endTime: new Date(endOf(scenario, promotion)).toISOString(),
    bonus: promotion.bonus,
    status: own.status,
    comment: own.comment,
    reason: own.reason ? own.reason[language] : null,
  };
}

/** The list as the reader sees it; `member` says the statuses are a signed-in account's (a visitor's are JOIN and COMING_SOON). */
export function promotionList(scenario: Scenario, member: Member | undefined, language: keyof LocalizedText): { categories: string[]; member: boolean; list: PromotionView[] } {
  return { categories: [...PROMOTION_CATEGORIES], member: member !== undefined, list: PROMOTIONS.map((promotion) => promotionView(scenario, promotion, member, language)) };
}

export type PromotionRefusal = 'unknown' | 'notApplicable' | 'comment' | 'claimed';

/** Applies for a JOIN promotion with a comment (at most 140 characters): APPLYING. */
export function applyPromotion(scenario: Scenario, member: Member, promotionId: string, comment: string): { readonly promotion: PromotionDefinition } | { readonly refused: PromotionRefusal } {
  const promotion = PROMOTIONS.find((candidate) => candidate.id === promotionId);
  if (!promotion) return { refused: 'unknown' };
  const text = comment.trim();
  if ([...text].length > PROMOTION_COMMENT_MAX) return { refused: 'comment' };
  const own = statusOf(scenario, promotion, member);
  if (own.status !== 'JOIN') return { refused: 'notApplicable' };
  own.status = 'APPLYING';
  own.comment = text;
  own.reason = null;
  return { promotion };
}

export interface PromotionClaim {
  readonly promotionId: string;
  readonly claimId: string;
  readonly amount: number;
  readonly claimedTime: number;
}

/** Claims an ISSUED promotion's bonus once: the bonus wallet is credited, the reward centre's history records it. */
export function claimPromotion(scenario: Scenario, member: Member, promotionId: string): { readonly claim: PromotionClaim } | { readonly refused: PromotionRefusal } {
  const promotion = PROMOTIONS.find((candidate) => candidate.id === promotionId);
  if (!promotion) return { refused: 'unknown' };
  const own = statusOf(scenario, promotion, member);
  if (own.status === 'CLAIMED') return { refused: 'claimed' };
  if (own.status !== 'ISSUED') return { refused: 'notApplicable' };
  own.status = 'CLAIMED';
  const claimId = scenario.nextId('PRM');
  const claimedTime = scenario.now();
  scenario.postMovement(member, { type: 'BONUS', amount: promotion.bonus, wallet: BONUS_WALLET_ID, remark: 'PROMOTION', orderNo: claimId });
  recordRewardClaim(scenario, member, { claimId, rewardId: promotion.id, title: promotion.title, amount: promotion.bonus, claimedTime });
  return { claim: { promotionId, claimId, amount: promotion.bonus, claimedTime } };
}

/** The statuses the control endpoint may move an application to, from each status. */
const REVIEW: Readonly<Partial<Record<PromotionStatus, readonly PromotionStatus[]>>> = {
  APPLYING: ['ISSUED', 'REJECTED'],
  PROCESS: ['ISSUED', 'REJECTED'],
  JOIN: ['APPLYING', 'PROCESS', 'JOINED'],
};

/** The control endpoint's setPromotionStatus: the review of an application (APPLYING → ISSUED | REJECTED, …). */
export function setPromotionStatus(scenario: Scenario, member: Member, promotionId: string, status: string): PromotionStatus | string {
  const promotion = PROMOTIONS.find((candidate) => candidate.id === promotionId);
  if (!promotion) return `no promotion "${promotionId}"`;
  const own = statusOf(scenario, promotion, member);
  const next = PROMOTION_STATUSES.find((candidate) => candidate === status.toUpperCase());
  if (!next || !(REVIEW[own.status] ?? []).includes(next)) return `promotion ${promotionId} is ${own.status}; it may move to ${(REVIEW[own.status] ?? []).join(', ') || 'nothing'}`;
  own.status = next;
  own.reason = next === 'REJECTED' ? REJECTION : null;
  return next;
}

export function promotionStatusOf(scenario: Scenario, member: Member, promotionId: string): PromotionStatus | null {
  const promotion = PROMOTIONS.find((candidate) => candidate.id === promotionId);
  return promotion ? statusOf(scenario, promotion, member).status : null;
}

// ------------------------------------------------------------------------------------ referral

/** What a friend earns the member once they qualify (first deposit of 20 or more). */
export const REFERRAL_REWARD = 15;

const REFERRAL_RULES: LocalizedText = html(
  '<ol><li>Comparte tu enlace o tu código QR.</li><li>Tu amigo se registra con él y hace su primer depósito de al menos $20.</li><li>Recibes <strong>$15</strong> en la cartera de bonos por cada amigo que califique.</li></ol>',
  '<ol><li>Share your link or your QR code.</li><li>Your friend registers with it and makes a first deposit of at least $20.</li><li>You receive <strong>$15</strong> in the bonus wallet for every friend who qualifies.</li></ol>',
);

/** The member's referral code (the invite link carries it; never a token). */
export function referralCodeOf(member: Member): string {
  return `RF${(hashString(`referral:${member.username.toLowerCase()}`) % 36 ** 6).toString(36).toUpperCase().padStart(6, '0')}`;
}

const FRIEND_NAMES = ['lucia88', 'mateo_v', 'sofi.r', 'diegoplay', 'valen77', 'camila_mx', 'andresg', 'paula.t', 'javi2024', 'martina_b', 'hugo.s'];

function friendsOf(scenario: Scenario, member: Member): Friend[] {
  const state = stateOf(scenario);
  let friends = state.friends.get(keyOf(member));
  if (!friends) {
    friends = [];
    if (keyOf(member) === 'member01') {
      // eleven friends over five months: the older ones qualified, the newest still registering
      FRIEND_NAMES.forEach((username, index) => {
        const registeredTime = scenario.startedAt - (150 - index * 13) * DAY_MS - (hashString(username) % 20) * 3_600_000;
        const status: Friend['status'] = index < 6 ? 'QUALIFIED' : index < 8 ? 'DEPOSITED' : 'REGISTERED';
        friends?.push({ username, registeredTime, status, reward: status === 'QUALIFIED' ? REFERRAL_REWARD : 0 });
      });
      friends.reverse();
    }
    state.friends.set(keyOf(member), friends);
  }
  return friends;
}

/** Masks a friend's username (first two and last characters shown). */
const masked = (username: string) => (username.length <= 3 ? `${username[0] ?? ''}**` : `${username.slice(0, 2)}${'*'.repeat(Math.min(4, username.length - 3))}${username.slice(-1)}`);

/** A registration that carried a referral code: the code's owner gains a friend. */
export function recordReferral(scenario: Scenario, referralCode: string, friend: Member): boolean {
  const code = referralCode.trim().toUpperCase();
  const owner = [...scenario.members.values()].find((member) => member !== friend && referralCodeOf(member) === code);
  if (!owner) return false;
  friendsOf(scenario, owner).unshift({ username: friend.username, registeredTime: scenario.now(), status: 'REGISTERED', reward: 0 });
  return true;
}

export function referralDetails(scenario: Scenario, member: Member, language: keyof LocalizedText) {
  const friends = friendsOf(scenario, member);
  return {
    enabled: true,
    referralCode: referralCodeOf(member),
    rewardPerFriend: REFERRAL_REWARD,
    rules: REFERRAL_RULES[language],
    friends: friends.map((friend) => ({ username: masked(friend.username), registeredTime: new Date(friend.registeredTime).toISOString(), status: friend.status, reward: friend.reward })),
    totalFriends: friends.length,
    qualifiedFriends: friends.filter((friend) => friend.status === 'QUALIFIED').length,
    totalReward: roundMoney(friends.reduce((sum, friend) => sum + friend.reward, 0)),
  };
}

/** The referral promotion is on: the REFERRAL3 flag and the REFERRAL promotion running. */
export function referralEnabled(scenario: Scenario): boolean {
  const promotion = PROMOTIONS.find((candidate) => candidate.category === 'REFERRAL');
  return scenario.flag('REFERRAL3') && promotion !== undefined && startOf(scenario, promotion) <= scenario.now() && endOf(scenario, promotion) > scenario.now();
}

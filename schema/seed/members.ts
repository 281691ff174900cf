/**
 * The starting state of every scenario: the seeded accounts as live members (with favourites,
 * recent games, transactions and redeems drawn from the seed) and the agents' contracts.
 */
import type { Catalogue } from '../state/catalogue.js';
import { createRandom } from '../infra/prng.js';
import type { Contract, ContractTier, Member, TransactionRecord } from '../state/records.js';
import type { GameRecord } from './games.js';
import { openingWallets, SEEDED_ACCOUNTS, TRIAL_TYPE, type AccountSeed } from './accounts.js';
import { MEMBER01_HISTORY_DAYS, seededLedger, TRANSACTION_TYPES } from './ledger.js';
import { seededRedeems } from './redeems.js';
import { DEFAULT_LANGUAGE } from './text.js';
import { roundMoney } from '../infra/units.js';
import { periodBounds } from '../domain/periods.js';

/** The seeded accounts as fresh members of a new scenario. */
export function seededMembers(catalogue: Catalogue, now: number): Member[] {
  const hotSlots = catalogue.hotGames.filter((game) => game.gameType === 'RNG');
  const playable = catalogue.games.filter((game) => game.isGame === 'GAME' && game.gameType !== 'SPORTS');
  return SEEDED_ACCOUNTS.map((seed) => memberFromSeed(seed, catalogue.seed, hotSlots, playable, now));
}

function memberFromSeed(seed: AccountSeed, catalogueSeed: number, hotSlots: readonly GameRecord[], playable: readonly GameRecord[], now: number): Member {
  const random = createRandom(catalogueSeed, `account:${seed.username}`);
  const favouriteCount = seed.username === 'member01' ? 8 : seed.type === TRIAL_TYPE || seed.firstTimeLogin ? 0 : 2;
  const recentCount = seed.username === 'member01' ? 6 : seed.firstTimeLogin ? 0 : 1;
  return {
    id: String(100000 + SEEDED_ACCOUNTS.indexOf(seed) + 1),
    username: seed.username,
    password: seed.password,
    type: seed.type,
    nickname: seed.nickname,
    payeeName: seed.payeeName,
    email: seed.email,
    countryDialingCode: seed.countryDialingCode,
    mobileNum: seed.mobileNum,
    passwordExpired: seed.passwordExpired,
    firstTimeLogin: seed.firstTimeLogin,
    wallets: openingWallets(seed.mainBalance, seed.bonusBalance),
    points: seed.points,
    vipLevel: seed.vipLevel,
    unreadMessages: seed.unreadMessages,
    uplineUsername: seed.uplineUsername,
    affiliateCode: seed.affiliateCode,
    favourites: random.sample(hotSlots, favouriteCount).map((game) => game.nodeId),
    recentGames: random.sample(playable, recentCount).map((game) => game.nodeId),
    knownIps: new Set(),
    verifyNextLogin: false,
    language: DEFAULT_LANGUAGE,
    registerTime: new Date(seededRegisterTime(SEEDED_ACCOUNTS.indexOf(seed), now)).toISOString(),
    lastLoginTime: null,
    redeems: seed.username === 'member01' ? seededRedeems(now) : [],
    transactions: seededTransactions(catalogueSeed, seed, now),
    claimedRaffles: new Set(),
    paymentPassword: seed.paymentPassword,
  };
}

const DAY_MS = 86_400_000;
/** The first seeded account registered this many days before the scenario's day: long-standing accounts. */
const SEEDED_ACCOUNTS_REGISTERED_DAYS_AGO = 503;
const REGISTERED_AT_HOUR_MS = 10 * 3_600_000;

/**
 * A seeded account's registration, counted back from the scenario's clock (never a calendar date:
 * the team tree gives only accounts registered before the scenario's start a bet history): the
 * accounts registered a day apart in table order, at 10:00 UTC, the last still well over a year ago.
 */
function seededRegisterTime(tableIndex: number, now: number): number {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return today - (SEEDED_ACCOUNTS_REGISTERED_DAYS_AGO - tableIndex) * DAY_MS + REGISTERED_AT_HOUR_MS;
}

/**
 * The account's ledger, ending at its seeded total balance (schema/seed/ledger.ts): 120 days with
 * every type for member01, a dozen movements over the last month for the others, none for an
 * account that has never logged in.
 */
function seededTransactions(catalogueSeed: number, seed: AccountSeed, now: number): TransactionRecord[] {
  if (seed.firstTimeLogin) return [];
  const total = roundMoney(seed.mainBalance + seed.bonusBalance);
  const stream = `ledger:${seed.username}`;
  const random = () => createRandom(catalogueSeed, stream);
  const key = `${catalogueSeed}:${stream}`;
  if (seed.username === 'member01') return seededLedger(random, key, seed.username, total, now, { days: MEMBER01_HISTORY_DAYS, today: 4, forced: TRANSACTION_TYPES });
  return seededLedger(random, key, seed.username, total, now, { days: 30, today: 1, forced: [] }).slice(0, 12);
}

/**
 * The agents' seeded contracts (ids contract-1 … contract-7). agent02 holds a daily salary of up to
 * 1 % with agent41 (contract-6) while agent01 offers agent02 one of up to 0.8 % (contract-2): that
 * offer is the lower-rate case, accepted only with consent, which ends contract-6 (SPEC.md §4).
 * Active contracts are settled from the period running at the scenario's start (`settledUntil`).
 * The top agent, agent01, is paid by the operator itself (upline HOUSE_UPLINE, contract-8 and
 * contract-9, running for months), so its "my income" and "my contract" pages have real figures.
 */
/** Who pays the top agent's contracts: the operator, shown as the upline's name (never an account). */
export const HOUSE_UPLINE = 'Royal Play';

export function seededContracts(now: number): Contract[] {
  const created = new Date(now - 7 * 86_400_000).toISOString();
  const longAgo = new Date(now - 120 * 86_400_000).toISOString();
  const tier = (rate: number, extra: Partial<ContractTier> = {}): ContractTier => ({ minimumBet: 0, netLoss: 0, activeMember: 0, rateType: 'P', rate, ...extra });
  const row = (id: number, contract: Pick<Contract, 'kind' | 'gameType' | 'upline' | 'downline' | 'status' | 'period' | 'tiers'>, since = created): Contract => ({
    id: `contract-${id}`,
    ...contract,
    createdTime: since,
    answeredTime: contract.status === 'A' ? since : null,
    // Active from the seed: the period running at the start is paid whole (payout history covers the ones before).
    settledUntil: contract.status === 'A' ? periodBounds(contract.kind, contract.period, now)[0] : null,
  });
  return [
    row(1, { kind: 'DIVIDEND', gameType: 'LIVE', upline: 'agent01', downline: 'agent02', status: 'A', period: 'SEMIMONTHLY', tiers: [tier(20, { netLoss: 10_000, activeMember: 5 }), tier(30, { netLoss: 50_000, activeMember: 15 })] }),
    row(2, { kind: 'DAILY_SALARY', gameType: 'RNG', upline: 'agent01', downline: 'agent02', status: 'P', period: 'DAILY', tiers: [tier(0.5, { minimumBet: 10_000, activeMember: 3 }), tier(0.8, { minimumBet: 50_000, activeMember: 10 })] }),
    row(3, { kind: 'DIVIDEND', gameType: 'LIVE', upline: 'agent02', downline: 'agent41', status: 'A', period: 'SEMIMONTHLY', tiers: [tier(15, { netLoss: 5_000, activeMember: 3 })] }),
    row(4, { kind: 'HOURLY_SALARY', gameType: 'SPORTS', upline: 'agent02', downline: 'agent41', status: 'A', period: 'DAILY', tiers: [tier(0.2, { minimumBet: 1_000, activeMember: 1 })] }),
    row(5, { kind: 'REALTIME_SALARY', gameType: 'RNG', upline: 'agent41', downline: 'agent42', status: 'P', period: 'DAILY', tiers: [tier(0.1, { minimumBet: 500 })] }),
    row(6, { kind: 'DAILY_SALARY', gameType: 'RNG', upline: 'agent02', downline: 'agent41', status: 'A', period: 'DAILY', tiers: [tier(1, { minimumBet: 5_000, activeMember: 2 })] }),
    row(7, { kind: 'REALTIME_SALARY', gameType: 'LIVE', upline: 'agent02', downline: 'agent41', status: 'A', period: 'DAILY', tiers: [tier(0.3)] }),
    row(8, { kind: 'DIVIDEND', gameType: 'LIVE', upline: HOUSE_UPLINE, downline: 'agent01', status: 'A', period: 'SEMIMONTHLY', tiers: [tier(25, { netLoss: 10_000, activeMember: 10 }), tier(35, { netLoss: 100_000, activeMember: 50 })] }, longAgo),
    row(9, { kind: 'DAILY_SALARY', gameType: 'RNG', upline: HOUSE_UPLINE, downline: 'agent01', status: 'A', period: 'DAILY', tiers: [tier(0.6, { minimumBet: 20_000, activeMember: 10 }), tier(1, { minimumBet: 100_000, activeMember: 40 })] }, longAgo),
  ];
}

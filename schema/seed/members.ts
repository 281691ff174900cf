/**
 * The starting state of every scenario: the seeded accounts as live members (with favourites,
 * recent games, transactions and redeems drawn from the seed) and the agents' contracts.
 */
import type { Catalogue } from '../catalogue.js';
import { createRandom } from '../prng.js';
import type { Contract, ContractRule, Member, RedeemRecord, TransactionRecord } from '../records.js';
import type { GameRecord } from './games.js';
import { openingWallets, SEEDED_ACCOUNTS, TRIAL_TYPE, type AccountSeed } from './accounts.js';
import { MEMBER01_HISTORY_DAYS, seededLedger, TRANSACTION_TYPES } from './ledger.js';
import { DEFAULT_LANGUAGE } from './text.js';
import { roundMoney } from '../units.js';

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
    registerTime: new Date(Date.parse('2024-01-15T10:00:00Z') + SEEDED_ACCOUNTS.indexOf(seed) * 86_400_000).toISOString(),
    lastLoginTime: null,
    redeems: seed.username === 'member01' ? seededRedeems() : [],
    transactions: seededTransactions(catalogueSeed, seed, now),
    claimedRaffles: new Set(),
    paymentPassword: seed.paymentPassword,
  };
}

function seededRedeems(): RedeemRecord[] {
  return [
    { id: 'redeem-3', itemId: 'reward-2', itemName: 'Crédito de $10', quantity: 1, points: 1_000, status: 'PROCESS', receivingAddress: null, createdTime: '2025-05-30T15:20:00.000Z' },
    { id: 'redeem-2', itemId: 'reward-5', itemName: 'Taza de la casa', quantity: 1, points: 2_000, status: 'REJECTED', receivingAddress: 'Av. Reforma 100, CDMX', createdTime: '2025-05-12T09:05:00.000Z' },
    { id: 'redeem-1', itemId: 'reward-1', itemName: 'Crédito de $5', quantity: 2, points: 1_000, status: 'APPROVED', receivingAddress: null, createdTime: '2025-04-28T18:45:00.000Z' },
  ];
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

export function seededContracts(now: number): Contract[] {
  const created = new Date(now - 7 * 86_400_000).toISOString();
  const rule = (rate: number, extra: Partial<ContractRule> = {}): ContractRule => ({
    rate,
    periodValidBet: 0,
    periodProfitLoss: 0,
    activeMembers: 0,
    betAmount: 0,
    ...extra,
  });
  return [
    {
      id: 'contract-1',
      kind: 'DIVIDEND',
      upline: 'agent01',
      downline: 'agent02',
      status: 'ACTIVE',
      period: 'SEMIMONTHLY',
      rules: [rule(20, { periodProfitLoss: -10_000, activeMembers: 5 }), rule(30, { periodProfitLoss: -50_000, activeMembers: 15 })],
      createdTime: created,
    },
    {
      id: 'contract-2',
      kind: 'DAILY_SALARY',
      upline: 'agent01',
      downline: 'agent02',
      status: 'PENDING',
      period: 'DAILY',
      rules: [rule(0.5, { betAmount: 10_000, activeMembers: 3 }), rule(0.8, { betAmount: 50_000, activeMembers: 10 })],
      createdTime: created,
    },
    {
      id: 'contract-3',
      kind: 'DIVIDEND',
      upline: 'agent02',
      downline: 'agent41',
      status: 'ACTIVE',
      period: 'SEMIMONTHLY',
      rules: [rule(15, { periodProfitLoss: -5_000, activeMembers: 3 })],
      createdTime: created,
    },
    {
      id: 'contract-4',
      kind: 'HOURLY_SALARY',
      upline: 'agent02',
      downline: 'agent41',
      status: 'ACTIVE',
      period: 'DAILY',
      rules: [rule(0.2, { betAmount: 1_000, activeMembers: 1 })],
      createdTime: created,
    },
    {
      id: 'contract-5',
      kind: 'REALTIME_SALARY',
      upline: 'agent41',
      downline: 'agent42',
      status: 'PENDING',
      period: 'DAILY',
      rules: [rule(0.1, { periodValidBet: 500 })],
      createdTime: created,
    },
  ];
}

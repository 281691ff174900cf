/** Sample platform answers the points mall's path models and UI maps share (the UI maps serve them as the calls' answers). */
import type { PointsRedeemRecord } from '../../../src/api';
import type { PointsMallLoad } from '../../../machines/points/pointsRedeem.machine';

export const MALL_REWARDS = [
  { id: 'reward-1', name: 'Crédito de $5', points: 500, amount: 5, category: 'VIRTUAL', availableQuantity: 40, imageUrl: '/__platform/img/reward/reward-1.webp' },
  { id: 'reward-5', name: 'Taza de la casa', points: 2_000, amount: undefined, category: 'PHYSICAL', availableQuantity: 3, imageUrl: '/__platform/img/reward/reward-5.webp' },
  { id: 'reward-9', name: 'Consola de videojuegos', points: 150_000, amount: undefined, category: 'PHYSICAL', availableQuantity: 0, imageUrl: '/__platform/img/reward/reward-9.webp' },
] as const;

export const MALL_SAMPLE = {
  points: 12_500,
  ratio: 100,
  units: 'pts',
  minConvertPoints: 100,
  rewards: MALL_REWARDS.map((reward) => ({ ...reward })),
  walletBalance: 1555.75,
} satisfies PointsMallLoad;

export const REDEEM_PAGE = {
  redeems: [
    { id: 'redeem-10', itemId: 'reward-2', itemName: 'Crédito de $10', quantity: 1, points: 1_000, status: 'PROCESS', receivingAddress: undefined, createdTime: '2026-11-22T10:00:00.000Z' },
    { id: 'redeem-6', itemId: 'reward-5', itemName: 'Taza de la casa', quantity: 1, points: 2_000, status: 'REJECTED', receivingAddress: 'Av. Reforma 100, CDMX', createdTime: '2026-10-17T10:00:00.000Z' },
    { id: 'redeem-5', itemId: 'reward-2', itemName: 'Crédito de $10', quantity: 2, points: 2_000, status: 'APPROVED', receivingAddress: undefined, createdTime: '2026-10-03T10:00:00.000Z' },
  ] satisfies PointsRedeemRecord[],
  entries: [],
  totalPages: 3,
  totalCount: 25,
};

export const RECORDS_EMPTY = { redeems: [], entries: [], totalPages: 0, totalCount: 0 };

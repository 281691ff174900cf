/**
 * member01's seeded points-mall redeems, part of its starting member (members.ts). The points
 * ledger (schema/domain/points.ts) reads them from the member; it imports the scenario, which imports the
 * seeded members, so the redeems live here rather than beside the ledger.
 */
import type { RedeemRecord } from '../state/records.js';

const DAY_MS = 86_400_000;

/**
 * member01's redeems over the last four months (newest first): every status, physical rewards
 * with an address. Drawn relative to the scenario's start.
 */
export function seededRedeems(now: number): RedeemRecord[] {
  const at = (days: number, hour: number) => new Date(Math.floor((now - days * DAY_MS) / DAY_MS) * DAY_MS + hour * 3_600_000).toISOString();
  const row = (n: number, itemId: string, itemName: string, quantity: number, points: number, status: RedeemRecord['status'], days: number, address: string | null = null): RedeemRecord => ({
    id: `redeem-${n}`,
    itemId,
    itemName,
    quantity,
    points,
    status,
    receivingAddress: address,
    createdTime: at(days, 10 + (n % 10)),
  });
  return [
    row(10, 'reward-2', 'Crédito de $10', 1, 1_000, 'PROCESS', 2),
    row(9, 'reward-6', 'Camiseta oficial', 1, 4_000, 'PROCESS', 6, 'Av. Insurgentes Sur 1602, CDMX'),
    row(8, 'reward-1', 'Crédito de $5', 3, 1_500, 'APPROVED', 15),
    row(7, 'reward-4', '20 giros gratis', 1, 1_500, 'APPROVED', 27),
    row(6, 'reward-5', 'Taza de la casa', 1, 2_000, 'REJECTED', 38, 'Av. Reforma 100, CDMX'),
    row(5, 'reward-2', 'Crédito de $10', 2, 2_000, 'APPROVED', 52),
    row(4, 'reward-3', 'Crédito de $50', 1, 5_000, 'APPROVED', 66),
    row(3, 'reward-1', 'Crédito de $5', 1, 500, 'REJECTED', 80),
    row(2, 'reward-5', 'Taza de la casa', 2, 4_000, 'APPROVED', 97, 'Calle Madero 12, CDMX'),
    row(1, 'reward-1', 'Crédito de $5', 2, 1_000, 'APPROVED', 113),
  ];
}

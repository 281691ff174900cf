/** Sample answers of the inbox, reward centre and rebate calls shared by the path models, the connect tests and the UI maps. */
import type { UntrustedHtml } from '../../../src/api/schemas';
import type { InboxPage, RebateAvailable, RebateClaimPage, Reward, RewardClaimPage, RaffleStatus } from '../../../src/api/inbox';
import { runNow } from '../../today';

/** An instant `days` days from the run's now (negative: ago), ISO: a sample never lies a year behind the app's today, nor an open reward already expired. */
const daysFromNow = (days: number) => new Date(runNow() + days * 86_400_000).toISOString();

const message = (index: number, read: boolean) => ({
  id: `m-${index}`,
  title: `Mensaje ${index}`,
  content: `<p>Contenido ${index}</p>` as UntrustedHtml,
  sentTime: daysFromNow(-index),
  read,
});

/** Page 1 of 2: the first two unread. */
export const INBOX_PAGE_1: InboxPage = { items: Array.from({ length: 10 }, (_, index) => message(index + 1, index >= 2)), pageNum: 1, totalPages: 2, totalCount: 12, unread: 2 };
export const INBOX_PAGE_2: InboxPage = { items: [message(11, true), message(12, true)], pageNum: 2, totalPages: 2, totalCount: 12, unread: 2 };
export const INBOX_NONE: InboxPage = { items: [], pageNum: 1, totalPages: 1, totalCount: 0, unread: 0 };

export const REWARDS: readonly Reward[] = [
  { rewardId: 'r-1', kind: 'WEEKLY_BONUS', title: 'Bono semanal', amount: 25, createdTime: daysFromNow(-3), expiresTime: daysFromNow(4) },
  { rewardId: 'r-2', kind: 'LOYALTY', title: 'Premio de fidelidad', amount: 88.5, createdTime: daysFromNow(-2), expiresTime: daysFromNow(11) },
];

export const REWARD_CLAIMS: RewardClaimPage = {
  items: [{ claimId: 'c-1', rewardId: 'r-0', kind: 'BIRTHDAY', title: 'Regalo de cumpleaños', amount: 50, claimedTime: '2025-06-01T10:00:00Z' }],
  pageNum: 1,
  totalPages: 1,
  totalCount: 1,
};

export const RAFFLES: readonly RaffleStatus[] = [
  { raffleId: 'raffle-2025-06', month: '2025-06', claimed: false, prize: undefined },
  { raffleId: 'raffle-2025-05', month: '2025-05', claimed: true, prize: 12.5 },
];

export const REBATE: RebateAvailable = {
  list: [
    { gameType: 'RNG', validBet: 1000, rate: 0.8, amount: 8 },
    { gameType: 'LIVE', validBet: 500, rate: 0.6, amount: 3 },
  ],
  total: 11,
  since: '2025-06-20T00:00:00Z',
};
export const REBATE_NONE: RebateAvailable = { list: REBATE.list.map((row) => ({ ...row, validBet: 0, amount: 0 })), total: 0, since: '2025-06-30T00:00:00Z' };

export const REBATE_CLAIMS: RebateClaimPage = {
  items: [{ claimId: 'b-1', amount: 9.2, validBet: 1400, from: '2025-06-13T00:00:00Z', claimedTime: '2025-06-20T00:00:00Z' }],
  pageNum: 1,
  totalPages: 1,
  totalCount: 1,
};

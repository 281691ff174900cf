/**
 * The member centre's pages (SPEC.md §2), named as SPEC.md names them: each is the deep link
 * /member/<name>. A built page registers its lazily loaded view in MEMBER_PAGE_VIEWS (one line,
 * `lazyChunk(() => import('./<area>/<Page>'))`); a page without one shows the shell's placeholder
 * until a later issue builds it. Labels: layout:memberPages.<name>.
 */
import type { ChunkComponent } from '../../ui/loadChunk';
import { lazyChunk } from '../../ui/loadChunk';

export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'appDownload',
  // account group (issue 15)
  'responsibleGaming',
  'feedback',
  'domainList',
  // VIP (issue 15; shown only with hasVip)
  'vip',
] as const;

export type MemberPageName = (typeof MEMBER_PAGES)[number];

/** The page /member opens on (SPEC.md: the security centre). */
export const DEFAULT_MEMBER_PAGE: MemberPageName = 'securityCenter';

export const MEMBER_PAGE_VIEWS: Partial<Record<MemberPageName, ChunkComponent>> = {
  // ledger: transaction history and transfers
  transactionHistory: lazyChunk(() => import('./ledger/TransactionHistoryPage'), { texts: ['ledger'] }),
  transferFund: lazyChunk(() => import('./ledger/TransferFundPage'), { texts: ['ledger'] }),
  transferUpline: lazyChunk(() => import('./ledger/TransferUplinePage'), { texts: ['ledger'] }),
  depositv2: lazyChunk(() => import('./deposit/DepositPage'), { texts: ['deposit'] }),
  withdraw: lazyChunk(() => import('./withdraw/WithdrawPage'), { texts: ['withdraw'] }),
  securityCenter: lazyChunk(() => import('./security/SecurityCentrePage'), { texts: ['security'] }),
  // records: betting record, personal profit, bonus details (one chunk, the chart's uPlot in its own)
  personalHistoryCopy: lazyChunk(() => import('./records/RecordsPage').then((module) => ({ default: module.BettingRecordPage })), { texts: ['records'] }),
  personalProfit: lazyChunk(() => import('./records/RecordsPage').then((module) => ({ default: module.PersonalProfitPage })), { texts: ['records'] }),
  bonusDetails: lazyChunk(() => import('./records/RecordsPage').then((module) => ({ default: module.BonusDetailsPage })), { texts: ['records'] }),
  messageV2: lazyChunk(() => import('./inbox/InboxPage'), { texts: ['inbox'] }),
  rewardCenter: lazyChunk(() => import('./rewards/RewardCentrePage'), { texts: ['rewards'] }),
  manualRebate: lazyChunk(() => import('./rewards/ManualRebatePage'), { texts: ['rewards'] }),
  // account group (issue 15)
  responsibleGaming: lazyChunk(() => import('./account/ResponsibleGamingPage'), { texts: ['account'] }),
  feedback: lazyChunk(() => import('./account/FeedbackPage'), { texts: ['account'] }),
  appDownload: lazyChunk(() => import('./account/AppDownloadPage'), { texts: ['account'] }),
  domainList: lazyChunk(() => import('./account/DomainListPage'), { texts: ['account'] }),
  referral: lazyChunk(() => import('./referral/ReferralPage'), { texts: ['promotions'] }),
  missionLeaderboard: lazyChunk(() => import('./missions/MissionLeaderboardPage'), { texts: ['missions'] }),
  vip: lazyChunk(() => import('./missions/VipPage'), { texts: ['missions'] }),
};

export function isMemberPage(name: string | null | undefined): name is MemberPageName {
  return MEMBER_PAGES.some((page) => page === name);
}

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
  // account group
  'responsibleGaming',
  'feedback',
  'domainList',
  // VIP (shown only with hasVip)
  'vip',
] as const;

export type MemberPageName = (typeof MEMBER_PAGES)[number];

/** The page /member opens on (SPEC.md: the security centre). */
export const DEFAULT_MEMBER_PAGE: MemberPageName = 'securityCenter';

export const MEMBER_PAGE_VIEWS: Partial<Record<MemberPageName, ChunkComponent>> = {
  // ledger: transaction history and transfers
  transactionHistory: lazyChunk(() => import('./ledger/TransactionHistoryPage')),
  transferFund: lazyChunk(() => import('./ledger/TransferFundPage')),
  transferUpline: lazyChunk(() => import('./ledger/TransferUplinePage')),
  depositv2: lazyChunk(() => import('./deposit/DepositPage')),
  withdraw: lazyChunk(() => import('./withdraw/WithdrawPage')),
  securityCenter: lazyChunk(() => import('./security/SecurityCentrePage')),
  // records: betting record, personal profit, bonus details (one chunk, the chart's uPlot in its own)
  personalHistoryCopy: lazyChunk(() => import('./records/RecordsPage').then((module) => ({ default: module.BettingRecordPage }))),
  personalProfit: lazyChunk(() => import('./records/RecordsPage').then((module) => ({ default: module.PersonalProfitPage }))),
  bonusDetails: lazyChunk(() => import('./records/RecordsPage').then((module) => ({ default: module.BonusDetailsPage }))),
  messageV2: lazyChunk(() => import('./inbox/InboxPage')),
  rewardCenter: lazyChunk(() => import('./rewards/RewardCentrePage')),
  manualRebate: lazyChunk(() => import('./rewards/ManualRebatePage')),
  // account group
  responsibleGaming: lazyChunk(() => import('./account/ResponsibleGamingPage')),
  feedback: lazyChunk(() => import('./account/FeedbackPage')),
  appDownload: lazyChunk(() => import('./account/AppDownloadPage')),
  domainList: lazyChunk(() => import('./account/DomainListPage')),
  referral: lazyChunk(() => import('./referral/ReferralPage')),
  missionLeaderboard: lazyChunk(() => import('./missions/MissionLeaderboardPage')),
  vip: lazyChunk(() => import('./missions/VipPage')),
};

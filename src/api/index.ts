/**
 * The adapter's public face: `createPlatformApi(config)` returns every platform call grouped by
 * area; machines depend on the `PlatformApi` type only, tests and the wiring build the object.
 */
import { createAgentApi } from './agent';
import { createCoreApi } from './core';
import { createLedgerApi } from './ledger';
import { createDepositApi } from './deposit';
import { createLotteryApi } from './lottery';
import { createMemberCentreApi } from './memberCentre';
import { createPointsApi } from './points';
import { createRequester, type RequesterConfig } from './request';
import { createWithdrawApi } from './withdraw';
import { createSecurityApi } from './security';
import { createRecordsApi } from './records';
import { createInboxApi } from './inbox';
import { createAccountApi } from './account';
import { createPromotionsApi } from './promotions';
import { createMissionsApi } from './missions';
import { createArticlesApi } from './articles';

export type PlatformApiConfig = RequesterConfig;

export function createPlatformApi(config: PlatformApiConfig) {
  const requester = createRequester(config);
  return {
    ...createCoreApi(requester),
    agent: createAgentApi(requester),
    points: createPointsApi(requester),
    lottery: createLotteryApi(requester),
    memberCentre: createMemberCentreApi(requester),
    // ledger: transaction record and transfers (member centre)
    ledger: createLedgerApi(requester),
    deposit: createDepositApi(requester),
    withdraw: createWithdrawApi(requester),
    security: createSecurityApi(requester),
    // member records: betting record, personal profit, bonus details
    records: createRecordsApi(requester),
    // inbox, reward centre and manual rebate
    inbox: createInboxApi(requester),
    // member centre, account group
    account: createAccountApi(requester),
    // promotions and referral
    promotions: createPromotionsApi(requester),
    // missions, red envelope and VIP
    missions: createMissionsApi(requester),
    // blog and news
    articles: createArticlesApi(requester),
  };
}

export type PlatformApi = ReturnType<typeof createPlatformApi>;

export {
  PlatformError,
  errorKey,
  isKnownErrorCode,
  PROTOCOL_ERROR_CODES,
  messageKeyForCode,
  type ErrorMessageId,
  type ErrorMessageKey,
  type PlatformErrorKind,
} from './errors';
export { DEFAULT_RETRY } from './request';
export type { CallOptions, PlatformRequester, QueryParams, Requester, RequesterConfig, RetryPolicy } from './request';
export { createRsaAesGcmCipher, type PayloadCipher, type SealedPayload } from './crypto';
export type { SystemStatus } from './system';
export type { LoginPayload, LoginVerification, RegisterSmsRequest, SmsLoginPayload, SmsRequest, UsernameLoginPayload } from './session';
export type { ChangePasswordPayload, FeedbackPayload, MobileRegisterPayload, RegisterPayload, SetPasswordByPhonePayload } from './member';
export type { TransactionQuery, WalletTransferPayload } from './wallet';
export type { FavouriteGame, FavouriteListQuery, GameListQuery, GamePlatform, HotGamesQuery, LaunchGameQuery, RecentGamesQuery } from './games';
export type { AnnouncementQuery, NoticeType } from './content';
export type { ContractCommand, ContractPayoutQuery, ContractTierInput, DownlineListQuery, DownlineSort, DownlineTransactionQuery, NewAffiliateLink, NewDownline, ReportRange, TeamOverviewQuery, TeamReportQuery } from './agent';
export * from './agentSchemas';
export type { ConvertPayload, PageQuery, RedeemPayload } from './points';
export type { LotteryLobbyLaunch, PrizeMode } from './lottery';
export type { DepositApi, DepositChannel, DepositKind, DepositOrder, DepositOrderPage, DepositPayload, DepositPromotion, DepositSettings, DepositStatus } from './deposit';
export * from './schemas';
export * from './failures';
// ledger: transaction record and transfers (member centre)
export type { AccountTransferPayload, DownlineTransferPayload, TransactionCodeType, TransactionRecordQuery } from './ledger';
export * from './withdraw';
export * from './security';
// member records: betting record, personal profit, bonus details
export * from './records';
export type * from './inbox';
export type * from './promotions';
export type { Article, ArticleKind, ArticleListQuery, ArticlePage, ArticleQuery, ArticlesApi } from './articles';
// member centre, account group
export type { AccountApi, DepositLimit, DepositLimitChange, FeedbackSettings, LimitPeriod, PendingLimit, ResponsibleGaming } from './account';

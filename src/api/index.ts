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
    // member records: betting record, personal profit, bonus details (issue 15)
    records: createRecordsApi(requester),
    // inbox, reward centre and manual rebate (issue 15)
    inbox: createInboxApi(requester),
    // member centre, account group (issue 15)
    account: createAccountApi(requester),
    // promotions and referral (issue 15)
    promotions: createPromotionsApi(requester),
    // missions, red envelope and VIP (issue 15)
    missions: createMissionsApi(requester),
    // blog and news (issue 16)
    articles: createArticlesApi(requester),
  };
}

export type PlatformApi = ReturnType<typeof createPlatformApi>;

export {
  PlatformError,
  ERROR_MESSAGE_IDS,
  errorKey,
  isKnownErrorCode,
  PROTOCOL_ERROR_CODES,
  messageKeyForCode,
  normaliseErrorCode,
  toPlatformError,
  type ErrorMessageId,
  type ErrorMessageKey,
  type PlatformErrorKind,
} from './errors';
export { createRequester, DEFAULT_RETRY, DEFAULT_TIMEOUT_MS } from './request';
export type { CallOptions, PlatformRequester, QueryParams, Requester, RequesterConfig, RetryPolicy } from './request';
export { createRsaAesGcmCipher, RSA_AES_GCM_ALG, type PayloadCipher, type SealedPayload } from './crypto';
export { deriveStatusCode, type SystemStatus } from './system';
export type { LoginPayload, LoginVerification, RegisterSmsRequest, SmsLoginPayload, SmsRequest, UsernameLoginPayload } from './session';
export type { ChangePasswordPayload, FeedbackPayload, MobileRegisterPayload, RegisterPayload, SetPasswordByPhonePayload } from './member';
export type { TransactionQuery, WalletTransferPayload } from './wallet';
export { CLIENT_TYPE, DEFAULT_GAME_PLATFORM } from './games';
export type { FavouriteGame, FavouriteListQuery, GameListQuery, GamePlatform, HotGamesQuery, LaunchGameQuery, RecentGamesQuery } from './games';
export { ALL_NOTICE_TYPES, type AnnouncementQuery, type NoticeType } from './content';
export type { ContractCommand, ContractPayoutQuery, ContractTierInput, DownlineListQuery, DownlineSort, DownlineTransactionQuery, NewAffiliateLink, NewDownline, ReportRange, TeamOverviewQuery, TeamReportQuery } from './agent';
export * from './agentSchemas';
export type { ConvertPayload, PageQuery, RedeemPayload } from './points';
export type { LotteryLobbyLaunch, PrizeMode } from './lottery';
export type { DepositApi, DepositChannel, DepositKind, DepositOrder, DepositOrderPage, DepositPayload, DepositPromotion, DepositSettings, DepositStatus } from './deposit';
export * from './schemas';
export * from './failures';
// ledger: transaction record and transfers (member centre)
export { TRANSACTION_CODE_TYPES, TRANSACTION_RANGE_MAX_DAYS, type AccountTransferPayload, type DownlineTransferPayload, type TransactionCodeType, type TransactionRecordQuery } from './ledger';
export * from './withdraw';
export * from './security';
// member records: betting record, personal profit, bonus details (issue 15)
export * from './records';
export type * from './inbox';
export type * from './promotions';
export { ARTICLE_KINDS, ARTICLE_PAGE_SIZE, type Article, type ArticleKind, type ArticleListQuery, type ArticlePage, type ArticleQuery, type ArticlesApi } from './articles';
// member centre, account group (issue 15)
export { LIMIT_PERIODS, type AccountApi, type DepositLimit, type DepositLimitChange, type FeedbackSettings, type LimitPeriod, type PendingLimit, type ResponsibleGaming } from './account';

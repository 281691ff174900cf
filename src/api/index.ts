/**
 * The adapter's public face: its errors, types and schemas. The app builds the areas from one
 * requester (src/app/wiring/platform.ts: the first page's areas, and `lazyArea` for each other
 * one); machines depend on the adapter's types only.
 */

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

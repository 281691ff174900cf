/**
 * Every adapter area over one requester: the adapter as the tests call it (the app builds the first
 * page's areas in src/app/wiring/platform.ts and each other area with `lazyArea`, in the part
 * that calls it).
 */
import { createAccountApi } from '../../../src/api/account';
import { createAgentApi } from '../../../src/api/agent';
import { createArticlesApi } from '../../../src/api/articles';
import { createCoreApi, type CoreApi, type LazyAreas } from '../../../src/api/core';
import { createDepositApi } from '../../../src/api/deposit';
import { createInboxApi } from '../../../src/api/inbox';
import { createLedgerApi } from '../../../src/api/ledger';
import { createLotteryApi } from '../../../src/api/lottery';
import { createMemberCentreApi } from '../../../src/api/memberCentre';
import { createMissionsApi } from '../../../src/api/missions';
import { createPointsApi } from '../../../src/api/points';
import { createPromotionsApi } from '../../../src/api/promotions';
import { createRecordsApi } from '../../../src/api/records';
import { createRequester, type RequesterConfig } from '../../../src/api/request';
import { createSecurityApi } from '../../../src/api/security';
import { createWithdrawApi } from '../../../src/api/withdraw';

export type PlatformApiConfig = RequesterConfig;
export type PlatformApi = CoreApi & LazyAreas;

export function createPlatformApi(config: PlatformApiConfig): PlatformApi {
  const requester = createRequester(config);
  return {
    ...createCoreApi(requester),
    account: createAccountApi(requester),
    agent: createAgentApi(requester),
    articles: createArticlesApi(requester),
    deposit: createDepositApi(requester),
    inbox: createInboxApi(requester),
    ledger: createLedgerApi(requester),
    lottery: createLotteryApi(requester),
    memberCentre: createMemberCentreApi(requester),
    missions: createMissionsApi(requester),
    points: createPointsApi(requester),
    promotions: createPromotionsApi(requester),
    records: createRecordsApi(requester),
    security: createSecurityApi(requester),
    withdraw: createWithdrawApi(requester),
  };
}

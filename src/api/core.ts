/**
 * The adapter areas the first page calls. The app builds these from its requester at start
 * (src/app/wiring/platform.ts); every other area is built by the lazily loaded part that calls it
 * (`lazyArea` there). A module of its own, apart from index.ts, so importing it does not pull the
 * payload cipher or those other areas into the first route's JavaScript.
 */
import type { createAccountApi } from './account';
import type { createAgentApi } from './agent';
import type { createArticlesApi } from './articles';
import { createContentApi } from './content';
import type { createDepositApi } from './deposit';
import { createGamesApi } from './games';
import type { createInboxApi } from './inbox';
import type { createLedgerApi } from './ledger';
import type { createLotteryApi } from './lottery';
import { createMemberApi } from './member';
import type { createMemberCentreApi } from './memberCentre';
import type { createMissionsApi } from './missions';
import type { createPointsApi } from './points';
import type { createPromotionsApi } from './promotions';
import type { createRecordsApi } from './records';
import type { PlatformRequester } from './request';
import type { createSecurityApi } from './security';
import { createSessionApi } from './session';
import { createSystemApi } from './system';
import { createWalletApi } from './wallet';
import type { createWithdrawApi } from './withdraw';

export function createCoreApi(requester: PlatformRequester) {
  return {
    system: createSystemApi(requester),
    session: createSessionApi(requester),
    member: createMemberApi(requester),
    wallet: createWalletApi(requester),
    games: createGamesApi(requester),
    content: createContentApi(requester),
  };
}

export type CoreApi = ReturnType<typeof createCoreApi>;

/** The areas only lazily loaded parts call, by name (types only: none of their code is imported here). */
export interface LazyAreas {
  readonly account: ReturnType<typeof createAccountApi>;
  readonly agent: ReturnType<typeof createAgentApi>;
  readonly articles: ReturnType<typeof createArticlesApi>;
  readonly deposit: ReturnType<typeof createDepositApi>;
  readonly inbox: ReturnType<typeof createInboxApi>;
  /** transaction record and transfers (member centre) */
  readonly ledger: ReturnType<typeof createLedgerApi>;
  readonly lottery: ReturnType<typeof createLotteryApi>;
  readonly memberCentre: ReturnType<typeof createMemberCentreApi>;
  /** missions, red envelope and VIP */
  readonly missions: ReturnType<typeof createMissionsApi>;
  readonly points: ReturnType<typeof createPointsApi>;
  /** promotions and referral */
  readonly promotions: ReturnType<typeof createPromotionsApi>;
  /** member records: betting record, personal profit, bonus details */
  readonly records: ReturnType<typeof createRecordsApi>;
  readonly security: ReturnType<typeof createSecurityApi>;
  readonly withdraw: ReturnType<typeof createWithdrawApi>;
}

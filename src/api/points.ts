/**
 * The points mall: balance, rewards, redeeming and converting (points never expire). The calls are
 * API.md's "Points mall" names (src/api/routes.ts); the details and the balance history are ours.
 */
import type { CallOptions, PlatformRequester } from './request';
import {
  pointsBalanceSchema,
  pointsConfigSchema,
  pointsConvertResultSchema,
  pointsDetailsSchema,
  pointsBalanceHistorySchema,
  pointsRedeemListSchema,
  pointsRedeemResultSchema,
  pointsRewardsSchema,
} from './schemas';

export interface PageQuery {
  readonly pageNo?: number;
  readonly pageSize?: number;
}

/** Field names as the redeem list echoes them (itemId, receivingAddress; SPEC.md §3 "receiving address"). */
export interface RedeemPayload {
  /** The reward's id (PointsReward.id). */
  readonly itemId: string;
  readonly quantity: number;
  /** Where a physical reward is sent (required for PHYSICAL rewards). */
  readonly receivingAddress?: string;
  /** The payment password, checked by the platform; the body is encrypted. */
  readonly password: string;
  /**
   * (ours; API.md is silent) One key per intent, made when the member confirms and kept across
   * retries: a platform that honours it applies a repeat once. One that ignores it is covered by
   * the chart's outcome check (machines/outcome.ts). Travels inside the encrypted payload.
   */
  readonly idempotencyKey?: string;
}

export interface ConvertPayload {
  readonly points: number;
  readonly password: string;
  /**
   * (ours; API.md is silent) One key per intent, made when the member confirms and kept across
   * retries: a platform that honours it applies a repeat once. One that ignores it is covered by
   * the chart's outcome check (machines/outcome.ts). Travels inside the encrypted payload.
   */
  readonly idempotencyKey?: string;
}

export function createPointsApi({ request, getLanguage }: PlatformRequester) {
  return {
    /** GET /wps/relay/MCSFE_getPointBalance. */
    getBalance(options: CallOptions = {}) {
      return request('pointsBalance', { schema: pointsBalanceSchema, ...options });
    },

    /** GET /wps/relay/MCSFE_getPointReward: a page of rewards. */
    getRewards(query: PageQuery = {}, options: CallOptions = {}) {
      return request('pointsReward', { schema: pointsRewardsSchema, query: { ...query, language: getLanguage() }, ...options });
    },

    /** GET /wps/relay/MCSFE_getPointConfig: points ratio and limits. */
    getConfig(options: CallOptions = {}) {
      return request('pointsConfig', { schema: pointsConfigSchema, ...options });
    },

    /** POST /wps/relay/passwordCheck/MCSFE_redeemPointReward (pw: encrypted, password checked). */
    redeem(payload: RedeemPayload, options: CallOptions = {}) {
      return request('pointsRedeem', { schema: pointsRedeemResultSchema, body: payload, ...options });
    },

    /** GET /wps/relay/MCSFE_getRedeemPointList: the member's redemptions (in process, rejected, approved). */
    getRedeemList(query: PageQuery = {}, options: CallOptions = {}) {
      return request('pointsRedeemList', { schema: pointsRedeemListSchema, query: { ...query }, ...options });
    },

    /** POST /wps/relay/passwordCheck/MCSFE_convertPoint (pw: encrypted, password checked): points into balance. */
    convert(payload: ConvertPayload, options: CallOptions = {}) {
      return request('pointsConvert', { schema: pointsConvertResultSchema, body: payload, ...options });
    },

    /** GET /wps/points/details (ours): the ledger of points earned and spent, newest first. */
    getDetails(query: PageQuery = {}, options: CallOptions = {}) {
      return request('pointsDetails', { schema: pointsDetailsSchema, query: { ...query }, ...options });
    },

    /** GET /wps/points/details/balance (ours): the points balance at the end of each day it moved, oldest first. */
    getBalanceHistory(options: CallOptions = {}) {
      return request('pointsBalanceHistory', { schema: pointsBalanceHistorySchema, ...options });
    },
  };
}

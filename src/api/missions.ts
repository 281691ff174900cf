/**
 * Missions and their leaderboard, the red envelope and the VIP rank progress (issue 15; routes in
 * routes.ts). Schemas live here with the calls: only lazily loaded parts build this area, so none
 * of it reaches the first route. Claiming a mission and opening an envelope move money: POSTs,
 * never retried.
 */
import * as z from 'zod/mini';
import type { CallOptions, PlatformRequester } from './request';
import { amount, flag, listOf, map, optionalFilledText, optionalNumber, preprocess, text } from './wire-values';

const id = /* @__PURE__ */ z.coerce.string();
/** Milliseconds left, as the platform counts them (never negative). */
const remainingMs = /* @__PURE__ */ map(amount, (value) => Math.max(0, value));

export const MISSION_STATUSES = ['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];
/** An unknown status (a newer platform) reads as in progress: never claimable by mistake. */
const missionStatus = /* @__PURE__ */ map(text, (value): MissionStatus => MISSION_STATUSES.find((status) => status === value) ?? 'IN_PROGRESS');

export const missionSchema = /* @__PURE__ */ z.object({
  missionId: id,
  kind: text,
  period: text,
  title: text,
  target: amount,
  progress: amount,
  reward: amount,
  status: missionStatus,
  endsTime: text,
  endsInMs: remainingMs,
  claimedTime: optionalFilledText,
});
export const missionListSchema = /* @__PURE__ */ preprocess(
  (value) => (Array.isArray(value) ? { list: value } : (value ?? {})),
  map(z.object({ list: listOf(missionSchema) }), (value) => value.list),
);
export const missionClaimSchema = /* @__PURE__ */ z.object({ missionId: id, reward: amount, claimedTime: text });

export const leaderboardEntrySchema = /* @__PURE__ */ z.object({ rank: amount, username: text, score: amount, self: flag });
export const leaderboardSchema = /* @__PURE__ */ preprocess((value) => value ?? {}, z.object({ entries: listOf(leaderboardEntrySchema), endsTime: text, endsInMs: remainingMs }));

export const redEnvelopeSchema = /* @__PURE__ */ z.object({ envelopeId: id, expiresTime: text, expiresInMs: remainingMs });
/** The envelope waiting, or null for none. */
export const redEnvelopeAvailableSchema = /* @__PURE__ */ preprocess(
  (value) => value ?? {},
  map(z.object({ envelope: z.optional(z.nullable(redEnvelopeSchema)) }), (value) => value.envelope ?? null),
);
export const redEnvelopeOpenedSchema = /* @__PURE__ */ z.object({ envelopeId: id, amount, openedTime: text });

export const vipLevelSchema = /* @__PURE__ */ z.object({ level: amount, name: text, monthlyTurnover: amount, rebateRate: amount, birthdayBonus: amount, dailyWithdrawals: amount });
export const vipProgressSchema = /* @__PURE__ */ z.object({
  playerRankName: text,
  nextRankName: optionalFilledText,
  level: optionalNumber,
  monthlyTurnover: preprocess((value) => value ?? {}, z.object({ actual: amount, expected: amount })),
  levels: listOf(vipLevelSchema),
  months: listOf(z.object({ month: text, turnover: amount })),
});

export type Mission = z.output<typeof missionSchema>;
export type MissionClaim = z.output<typeof missionClaimSchema>;
export type LeaderboardEntry = z.output<typeof leaderboardEntrySchema>;
export type Leaderboard = z.output<typeof leaderboardSchema>;
export type RedEnvelope = z.output<typeof redEnvelopeSchema>;
export type RedEnvelopeOpened = z.output<typeof redEnvelopeOpenedSchema>;
export type VipLevel = z.output<typeof vipLevelSchema>;
export type VipProgress = z.output<typeof vipProgressSchema>;

export function createMissionsApi({ request }: PlatformRequester) {
  return {
    /** GET MCSFE_getMissionList: the member's missions, claimable first. */
    getMissions(options: CallOptions = {}) {
      return request('missionList', { schema: missionListSchema, ...options });
    },
    /**
     * POST MCSFE_claimMission: claims a complete mission once (its reward to the bonus wallet).
     * `idempotencyKey` (ours, routes.ts): one key per intent, in the body.
     */
    claimMission(missionId: string, options: CallOptions = {}, idempotencyKey?: string) {
      return request('missionClaim', { schema: missionClaimSchema, body: idempotencyKey ? { missionId, idempotencyKey } : { missionId }, idempotent: false, ...options });
    },
    /** GET MCSFE_getMissionLeaderboard: this week's ranking, usernames masked, the member's row marked. */
    getLeaderboard(options: CallOptions = {}) {
      return request('missionLeaderboard', { schema: leaderboardSchema, ...options });
    },
    /** GET MCSFE_getRedEnvelope: the envelope waiting for the member, or null. */
    getRedEnvelope(options: CallOptions = {}) {
      return request('redEnvelope', { schema: redEnvelopeAvailableSchema, ...options });
    },
    /**
     * POST MCSFE_openRedEnvelope: opens the envelope once, its amount credited to the main wallet.
     * `idempotencyKey` (ours, routes.ts): one key per intent, in the JSON body; a repeat with it is
     * answered as the first and opens nothing again.
     */
    openRedEnvelope(envelopeId: string, options: CallOptions = {}, idempotencyKey?: string) {
      return request('redEnvelopeOpen', { schema: redEnvelopeOpenedSchema, body: idempotencyKey ? { envelopeId, idempotencyKey } : { envelopeId }, idempotent: false, ...options });
    },
    /** GET MCSFE_getPlayerRankProgress: the VIP level, the next, this month's turnover, the levels and the months. */
    getVipProgress(options: CallOptions = {}) {
      return request('vipProgress', { schema: vipProgressSchema, ...options });
    },
  };
}

export type MissionsApi = ReturnType<typeof createMissionsApi>;

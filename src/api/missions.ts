/**
 * Missions and their leaderboard, the red envelope and the VIP rank progress (routes in
 * routes.ts). Schemas live here with the calls: only lazily loaded parts build this area, so none
 * of it reaches the first route. Claiming a mission and opening an envelope move money: POSTs,
 * never retried.
 */
import * as z from 'zod/mini';
import type { CallOptions, PlatformRequester } from './request';
import { amount, commandAnswer, flag, keptListOf, keptOne, listOf, map, numberOrNull, optionalFilledText, optionalNumber, optionalTime, preprocess, rowsOf, scalarText, text, time } from './wire-values';

/** A row's id (ours): a string or a number; a row without one is dropped from its list. */
const id = /* @__PURE__ */ preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().check(z.minLength(1)));
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
  endsTime: time,
  endsInMs: remainingMs,
  claimedTime: optionalTime,
});
export const missionListSchema = /* @__PURE__ */ preprocess((value) => rowsOf(value), keptListOf(missionSchema));
/**
 * The claim's answer, which API.md does not describe (#12): any form (null, true, …), no id
 * required; the mission is the request's when the answer does not name it (claimMission). The
 * reward absent (or null, or "") is null, not 0: the reward was credited, only the
 * answer leaves it out, so the notice says claimed without an amount, never "claimed 0".
 */
export const missionClaimSchema = /* @__PURE__ */ commandAnswer(z.object({ missionId: scalarText, reward: numberOrNull, claimedTime: time }));

export const leaderboardEntrySchema = /* @__PURE__ */ z.object({ rank: amount, username: text, score: amount, self: flag });
export const leaderboardSchema = /* @__PURE__ */ commandAnswer(z.object({ entries: keptListOf(leaderboardEntrySchema), endsTime: time, endsInMs: remainingMs }));

export const redEnvelopeSchema = /* @__PURE__ */ z.object({ envelopeId: id, expiresTime: time, expiresInMs: remainingMs });
/** The envelope waiting, or null for none (also when it comes without its envelopeId: it could not be opened). */
export const redEnvelopeAvailableSchema = /* @__PURE__ */ preprocess(
  (value) => value ?? {},
  map(z.object({ envelope: keptOne(redEnvelopeSchema) }), (value) => value.envelope ?? null),
);
/**
 * The opening's answer (#12): any form, no id required; the envelope is the request's when not
 * named. The amount absent (or null, or "") is null, not 0: the envelope was opened and
 * credited, only the answer leaves the amount out, so the dialog never says "you won 0".
 */
export const redEnvelopeOpenedSchema = /* @__PURE__ */ commandAnswer(z.object({ envelopeId: scalarText, amount: numberOrNull, openedTime: time }));

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
    async claimMission(missionId: string, options: CallOptions = {}, idempotencyKey?: string): Promise<MissionClaim> {
      const claim = await request('missionClaim', { schema: missionClaimSchema, body: idempotencyKey ? { missionId, idempotencyKey } : { missionId }, idempotent: false, ...options });
      return { ...claim, missionId: claim.missionId || missionId };
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
    async openRedEnvelope(envelopeId: string, options: CallOptions = {}, idempotencyKey?: string): Promise<RedEnvelopeOpened> {
      const opened = await request('redEnvelopeOpen', { schema: redEnvelopeOpenedSchema, body: idempotencyKey ? { envelopeId, idempotencyKey } : { envelopeId }, idempotent: false, ...options });
      return { ...opened, envelopeId: opened.envelopeId || envelopeId };
    },
    /** GET MCSFE_getPlayerRankProgress: the VIP level, the next, this month's turnover, the levels and the months. */
    getVipProgress(options: CallOptions = {}) {
      return request('vipProgress', { schema: vipProgressSchema, ...options });
    },
  };
}

export type MissionsApi = ReturnType<typeof createMissionsApi>;

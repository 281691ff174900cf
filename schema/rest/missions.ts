/**
 * The routes of missions (list, claim, leaderboard), the red envelope (waiting, open) and the
 * VIP rank progress. State and rules in schema/domain/missions.ts. A trial account has none of it
 * (SPEC.md §6); VIP answers function.not.available without hasVip (flag VIP3 and a VIP level).
 */
import { z } from 'zod';
import { availableEnvelope, claimMission, missionLeaderboard, missionList, openRedEnvelope, vipProgress } from '../domain/missions.js';
import { ERROR, PlatformError, defineHandlers, input, ok, requireRealMember } from './http.js';

const iso = (time: number) => new Date(time).toISOString();

export const missionHandlers = defineHandlers({
  missionList: (context) => {
    requireRealMember(context);
    const now = context.scenario.now();
    return ok({
      list: missionList(context.scenario, context.member).map((mission) => ({
        missionId: mission.missionId,
        kind: mission.kind,
        period: mission.period,
        title: mission.title[context.language],
        target: mission.target,
        progress: mission.progress,
        reward: mission.reward,
        status: mission.status,
        endsTime: iso(mission.endsTime),
        endsInMs: Math.max(0, mission.endsTime - now),
        claimedTime: mission.claimedTime === null ? null : iso(mission.claimedTime),
      })),
    });
  },

  missionClaim: (context) => {
    requireRealMember(context);
    const { missionId } = input(context, z.object({ missionId: z.string().trim().min(1) }));
    const outcome = claimMission(context.scenario, context.member, missionId);
    if ('refused' in outcome) throw new PlatformError(outcome.refused === 'claimed' ? ERROR.missionClaimed : ERROR.missionNotClaimable);
    return ok({ missionId, reward: outcome.mission.reward, claimedTime: iso(outcome.mission.claimedTime ?? context.scenario.now()) });
  },

  missionLeaderboard: (context) => {
    requireRealMember(context);
    const { entries, endsTime } = missionLeaderboard(context.scenario, context.member);
    return ok({ entries, endsTime: iso(endsTime), endsInMs: Math.max(0, endsTime - context.scenario.now()) });
  },

  redEnvelope: (context) => {
    requireRealMember(context);
    const envelope = availableEnvelope(context.scenario, context.member);
    return ok({
      envelope: envelope ? { envelopeId: envelope.envelopeId, expiresTime: iso(envelope.expiresTime), expiresInMs: Math.max(0, envelope.expiresTime - context.scenario.now()) } : null,
    });
  },

  redEnvelopeOpen: (context) => {
    requireRealMember(context);
    const { envelopeId } = input(context, z.object({ envelopeId: z.string().trim().min(1) }));
    const outcome = openRedEnvelope(context.scenario, context.member, envelopeId);
    if ('refused' in outcome) throw new PlatformError(outcome.refused === 'opened' ? ERROR.envelopeOpened : ERROR.envelopeUnavailable);
    return ok({ envelopeId, amount: outcome.envelope.amount, openedTime: iso(outcome.envelope.openedTime ?? context.scenario.now()) });
  },

  vipProgress: (context) => {
    requireRealMember(context);
    if (!(context.scenario.flag('VIP3') && context.member.vipLevel > 0)) throw new PlatformError(ERROR.functionNotAvailable, { value: { modId: 'VIP3' } });
    return ok(vipProgress(context.scenario, context.member));
  },
});

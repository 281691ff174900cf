/**
 * The control endpoint's missions and red-envelope fields (control.graphql, "missions, red
 * envelope"): a member's missions and the progress QA sets (one made claimable), and a red
 * envelope dropped for a member.
 */
import { GraphQLError } from '../infra/graphql-runtime.js';
import { dropRedEnvelope, envelopeList, missionList, setMissionProgress, type MissionView, type RedEnvelope } from '../domain/missions.js';
import type { Scenario } from '../state/scenario.js';
import { TRIAL_TYPE } from '../seed/accounts.js';

interface MissionsControlContext {
  readonly scenario: () => Scenario;
}

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

const missionView = (mission: MissionView) => ({ ...mission, title: mission.title.en, endsTime: new Date(mission.endsTime).toISOString(), claimedTime: mission.claimedTime === null ? null : new Date(mission.claimedTime).toISOString() });
const envelopeView = (scenario: Scenario, envelope: RedEnvelope) => ({
  envelopeId: envelope.envelopeId,
  amount: envelope.amount,
  expiresTime: new Date(envelope.expiresTime).toISOString(),
  opened: envelope.openedTime !== null,
  expired: envelope.openedTime === null && envelope.expiresTime <= scenario.now(),
});

export function missionsControlResolvers() {
  const withScenario =
    <Args, Result>(body: (scenario: Scenario, args: Args) => Result) =>
    (_root: unknown, args: Args, context: MissionsControlContext): Result =>
      body(context.scenario(), args);
  const memberOf = (scenario: Scenario, username: string) => {
    const member = scenario.member(username);
    if (!member) throw badInput(`no account "${username}" in scenario "${scenario.id}"`);
    return member;
  };
  return {
    Query: {
      missions: withScenario((scenario, args: { username: string }) => missionList(scenario, memberOf(scenario, args.username)).map(missionView)),
      redEnvelopes: withScenario((scenario, args: { username: string }) => envelopeList(scenario, memberOf(scenario, args.username)).map((envelope) => envelopeView(scenario, envelope))),
    },
    Mutation: {
      setMissionProgress: withScenario((scenario, args: { username: string; missionId: string; progress?: number | null }) => {
        if (args.progress != null && !(args.progress >= 0)) throw badInput('progress is not negative');
        const mission = setMissionProgress(scenario, memberOf(scenario, args.username), args.missionId, args.progress ?? null);
        if (!mission) throw badInput(`no mission "${args.missionId}" for "${args.username}"`);
        return missionView(mission);
      }),
      dropRedEnvelope: withScenario((scenario, args: { username: string; amount?: number | null; expiresInSeconds?: number | null }) => {
        if (args.amount != null && !(args.amount > 0)) throw badInput('amount is above 0');
        if (args.expiresInSeconds != null && !(args.expiresInSeconds > 0)) throw badInput('expiresInSeconds is above 0');
        const member = memberOf(scenario, args.username);
        if (member.type === TRIAL_TYPE) throw badInput('a trial account gets no red envelope');
        return envelopeView(scenario, dropRedEnvelope(scenario, member, args));
      }),
    },
  };
}

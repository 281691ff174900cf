/**
 * The control endpoint's points-mall fields (control.graphql, "points mall"): a member's redeems
 * and the redeem life cycle QA steers (in process → approved or rejected).
 */
import { GraphQLError } from '../infra/graphql-runtime.js';
import { decideRedeem, type RedeemDecision } from '../domain/points.js';
import type { Member, RedeemRecord } from '../state/records.js';
import type { Scenario } from '../state/scenario.js';

interface PointsControlContext {
  readonly scenario: () => Scenario;
}

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

const DECISIONS: readonly RedeemDecision[] = ['APPROVED', 'REJECTED'];

export function pointsControlResolvers() {
  const withScenario =
    <Args, Result>(body: (scenario: Scenario, args: Args) => Result) =>
    (_root: unknown, args: Args, context: PointsControlContext): Result =>
      body(context.scenario(), args);
  const memberOf = (scenario: Scenario, username: string) => {
    const member = scenario.member(username);
    if (!member) throw badInput(`no account "${username}" in scenario "${scenario.id}"`);
    return member;
  };
  const view = (scenario: Scenario, member: Member, redeem: RedeemRecord) => ({ ...redeem, memberPoints: member.points, memberBalance: scenario.balanceOf(member) });
  return {
    Query: {
      pointsRedeems: withScenario((scenario, args: { username: string }) => {
        const member = memberOf(scenario, args.username);
        return member.redeems.map((redeem) => view(scenario, member, redeem));
      }),
    },
    Mutation: {
      setRedeemStatus: withScenario((scenario, args: { username: string; id: string; status: string }) => {
        const member = memberOf(scenario, args.username);
        const decision = DECISIONS.find((candidate) => candidate === args.status.toUpperCase());
        if (!decision) throw badInput(`status is one of ${DECISIONS.join(', ')}`);
        const redeem = member.redeems.find((candidate) => candidate.id === args.id);
        if (!redeem) throw badInput(`no redeem "${args.id}" for "${args.username}"`);
        const item = scenario.catalogue.rewardItems.find((candidate) => candidate.id === redeem.itemId);
        if (!decideRedeem(scenario, member, redeem, decision, item?.category === 'VIRTUAL' ? item.amount : null)) throw badInput(`redeem ${args.id} is ${redeem.status}`);
        return view(scenario, member, redeem);
      }),
    },
  };
}

/**
 * The control endpoint's promotion fields (control.graphql, "Promotions"): a member's status of a
 * promotion, and the review QA steers (an application APPLYING → ISSUED or REJECTED).
 */
import { GraphQLError } from '../infra/graphql-runtime.js';
import { BONUS_WALLET_ID } from '../domain/inbox.js';
import { promotionStatusOf, setPromotionStatus } from '../domain/promotions.js';
import type { Member } from '../state/records.js';
import type { Scenario } from '../state/scenario.js';

interface PromotionsControlContext {
  readonly scenario: () => Scenario;
}

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

export function promotionsControlResolvers() {
  const withScenario =
    <Args, Result>(body: (scenario: Scenario, args: Args) => Result) =>
    (_root: unknown, args: Args, context: PromotionsControlContext): Result =>
      body(context.scenario(), args);
  const memberOf = (scenario: Scenario, username: string) => {
    const member = scenario.member(username);
    if (!member) throw badInput(`no account "${username}" in scenario "${scenario.id}"`);
    return member;
  };
  const view = (scenario: Scenario, member: Member, promotionId: string) => {
    const status = promotionStatusOf(scenario, member, promotionId);
    if (!status) throw badInput(`no promotion "${promotionId}"`);
    return { promotionId, status, bonusBalance: member.wallets.get(BONUS_WALLET_ID) ?? 0 };
  };
  return {
    Query: {
      promotionStatus: withScenario((scenario, args: { username: string; promotionId: string }) => view(scenario, memberOf(scenario, args.username), args.promotionId)),
    },
    Mutation: {
      setPromotionStatus: withScenario((scenario, args: { username: string; promotionId: string; status: string }) => {
        const member = memberOf(scenario, args.username);
        const outcome = setPromotionStatus(scenario, member, args.promotionId, args.status);
        if (outcome !== args.status.toUpperCase()) throw badInput(outcome);
        return view(scenario, member, args.promotionId);
      }),
    },
  };
}

/**
 * The control endpoint's responsible-gaming fields (control.graphql, "Responsible gaming"): a
 * member's limits, cool-off and self-exclusion as the member sees them, and lifting them (QA).
 */
import { GraphQLError } from '../infra/graphql-runtime.js';
import { liftResponsibleGaming, responsibleView } from '../domain/responsible.js';
import type { Scenario } from '../state/scenario.js';

interface AccountControlContext {
  readonly scenario: () => Scenario;
}

function memberOf(scenario: Scenario, username: string) {
  const member = scenario.member(username);
  if (!member) throw new GraphQLError(`no account "${username}" in scenario "${scenario.id}"`, { extensions: { code: 'BAD_USER_INPUT' } });
  return member;
}

export function accountControlResolvers() {
  return {
    Query: {
      responsibleGaming: (_root: unknown, args: { username: string }, context: AccountControlContext) => {
        const scenario = context.scenario();
        return responsibleView(scenario, memberOf(scenario, args.username));
      },
    },
    Mutation: {
      liftResponsibleGaming: (_root: unknown, args: { username: string }, context: AccountControlContext) => {
        const scenario = context.scenario();
        const member = memberOf(scenario, args.username);
        liftResponsibleGaming(scenario, member);
        return responsibleView(scenario, member);
      },
    },
  };
}

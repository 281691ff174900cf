/**
 * The control endpoint's security-centre fields (control.graphql "Security centre"): the code a
 * member's authenticator app shows now, the last e-mailed code, and the verified marks.
 */
import { GraphQLError } from '../infra/graphql-runtime.js';
import type { Scenario } from '../state/scenario.js';
import { bindAuthenticator, currentAuthenticatorCode, securityOf } from '../domain/security.js';

interface SecurityControlContext {
  readonly scenario: () => Scenario;
}

export function securityControlResolvers() {
  const withScenario =
    <Args, Result>(body: (scenario: Scenario, args: Args) => Result) =>
    (_root: unknown, args: Args, context: SecurityControlContext): Result =>
      body(context.scenario(), args);
  const memberOf = (scenario: Scenario, username: string) => {
    const member = scenario.member(username);
    if (!member) throw new GraphQLError(`no account "${username}" in scenario "${scenario.id}"`, { extensions: { code: 'BAD_USER_INPUT' } });
    return member;
  };
  return {
    Query: {
      memberAuthenticatorCode: withScenario((scenario, args: { username: string }) => currentAuthenticatorCode(scenario, memberOf(scenario, args.username))),
      securityEmailCode: withScenario((scenario, args: { username: string }) => {
        const sent = securityOf(scenario, memberOf(scenario, args.username)).emailCode;
        return sent && sent.expiresAt > scenario.now() ? sent.code : null;
      }),
    },
    Mutation: {
      setContactsVerified: withScenario((scenario, args: { username: string; mobile?: boolean | null; email?: boolean | null }) => {
        const security = securityOf(scenario, memberOf(scenario, args.username));
        if (args.mobile != null) security.mobileVerified = args.mobile;
        if (args.email != null) security.emailVerified = args.email;
        return true;
      }),
      bindAuthenticator: withScenario((scenario, args: { username: string }) => bindAuthenticator(scenario, memberOf(scenario, args.username))),
    },
  };
}

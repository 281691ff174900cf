/**
 * What the shell needs to know about the session. The session actor arrives with the login
 * issue; until then everybody is a visitor and the referral promotion is off, so sign-out and
 * invite-friends stay hidden. Replace the body of this hook, not its callers.
 */
export interface SessionView {
  readonly loggedIn: boolean;
  readonly referralEnabled: boolean;
}

const VISITOR: SessionView = { loggedIn: false, referralEnabled: false };

export function useSessionView(): SessionView {
  return VISITOR;
}

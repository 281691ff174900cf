/**
 * How a session starts once the platform answered a token, the same for every way in:
 * a login (username, SMS code, the new-IP check, free play), a registration's automatic login and
 * a reset by phone's automatic login (SPEC.md §4 "Register", "Forgot by phone success"). Each of
 * those charts (login, register, forgotPassword) runs these steps with the rules below, and their
 * wiring shares one implementation of each call and each hand-over (src/app/wiring/auth/sessionStart.ts):
 *
 * 1. A password that must change first (the weak default was typed, or the answer says expired
 *    and PWDEXPFORCECHANGE3 is on; never after an SMS code, which proves the phone) is handed to
 *    the session chart, which holds it (not a member session) — no member info before the change.
 *    But when the answer already names an account type the site refuses (a member on the agent
 *    site), the sign-in is refused first: its platform session is ended and no one is made to
 *    change a password for a site that will not let them in.
 * 2. Otherwise member info is read with the answer's token (not stored yet) and checked against
 *    the site's rule (`refusalOf`); a refusal, or member info failing, ends that platform session
 *    (the logout call, with that token) before saying why, and nothing is stored.
 * 3. Only then is the token stored and the session set (`signedIn`).
 *
 * Member info stays the authority on the account type: the answer's own `type` (the embedded
 * platform names it; API.md does not promise it) only refuses early, in step 1. A platform whose
 * answer names no type gets the same check from the session chart once the password changed.
 */
import { refusalOf, type SessionSite } from './session.machine';

export type { SessionSite };

/** Why a sign-in must change its password before it is a member session (SPEC.md §4). */
export type PasswordChangeReason = 'weak' | 'expired';

/** What a call that opens a session answered (its token is not stored yet: the chart decides when). */
export interface SessionStartAnswer {
  /** The platform's session token. */
  readonly token: string;
  readonly firstTimeLogin: boolean;
  readonly passwordExpired: boolean;
  /** The password typed is the weak default (SPEC.md §9). */
  readonly weakPassword: boolean;
  /** The account type the answer names, or null when it names none (member info decides then). */
  readonly type: number | null;
}

/** A registration's or a reset's automatic login: its answer, and the password just typed (memory only). */
export interface AutoLogin extends SessionStartAnswer {
  /** The password the form sent, the forced change's old password (so it is not asked again). */
  readonly heldPassword: string | null;
}

/** The site's rules for one sign-in. */
export interface SessionStartRules {
  readonly site: SessionSite;
  /** PWDEXPFORCECHANGE3: an expired password must be changed. */
  readonly forceChange: boolean;
  /** Signed in by an SMS code: never a forced change (SPEC.md §4). */
  readonly byCode: boolean;
}

/** The hand-over of a sign-in whose password must change first, to the session chart. */
export interface PasswordChangeDue {
  readonly token: string;
  readonly reason: PasswordChangeReason;
  readonly site: SessionSite;
  /** The password just typed (memory only): the forced change does not ask for it again. */
  readonly heldPassword: string | null;
}

/** The password must change before this is a member session (SPEC.md §4). */
export function mustChangePassword(answer: SessionStartAnswer | null, rules: SessionStartRules): boolean {
  if (!answer || rules.byCode) return false;
  return answer.weakPassword || (answer.passwordExpired && rules.forceChange);
}

/**
 * The refusal to say at once, before any forced change: the password must change and the answer
 * already names an account type the site refuses. Null when there is none to say yet.
 */
export function refusalBeforeChange(answer: SessionStartAnswer | null, rules: SessionStartRules): string | null {
  // (an answer built without the field counts as naming none)
  const type = answer?.type ?? null;
  if (!answer || type === null || !mustChangePassword(answer, rules)) return null;
  return refusalOf(rules.site, { type });
}

export function passwordChangeDueOf(answer: SessionStartAnswer | null, site: SessionSite, heldPassword: string | null): PasswordChangeDue {
  return { token: answer?.token ?? '', reason: answer?.weakPassword ? 'weak' : 'expired', site, heldPassword };
}

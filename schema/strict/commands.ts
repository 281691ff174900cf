/**
 * The strict profile's answers for the command routes whose answer API.md does not describe
 * (schema/strict/index.ts, docs/api-audit.md #12, #22).
 *
 * API.md names these calls (a path or a call name) but says nothing of what they answer, so a
 * platform that follows it to the letter may answer anything in `value`. The plainest forms are
 * chosen here, one per route, so the strict profile exercises the adapter's tolerance
 * (src/api/wire-values.ts `commandAnswer`):
 * - the wallet transfer (GCS_walletTransfer): `null` — the app then reads the balance;
 * - the affiliate check (/wps/agent/affiliate): `true` — valid; an invalid code is a refusal;
 * - the reset mail (/wps/member/password/email): `true` — sent, the masked address not said;
 * - register, register by mobile and set-password-by-phone: the login result's fields only
 *   (API.md: "`value.token` of a successful login"; SPEC.md §3 "Login result": firstTimeLogin,
 *   passwordExpired), never the account or type (ours);
 * The points mall's redeem and convert (pw routes) are not projected yet: their pages read the
 * redeemed order and the points left from the answer (the adapter reads `true` there too).
 * Commands on routes of ours (claims, the red envelope, promotions, transfers between accounts,
 * the recall) are not projected: a deployment maps those itself; the adapter reads them in any
 * form all the same (tests/unit/api/generic-answers.test.ts).
 */
import { pick, type StrictAnswers } from './projection.js';

const LOGIN_RESULT = ['token', 'firstTimeLogin', 'passwordExpired'] as const;

export const commandStrictAnswers: StrictAnswers = {
  walletTransfer: () => null,
  affiliate: () => true,
  forgotPasswordEmail: () => true,
  register: (value) => pick(value, LOGIN_RESULT),
  registerMobile: (value) => pick(value, LOGIN_RESULT),
  setPasswordByPhone: (value) => pick(value, LOGIN_RESULT),
};

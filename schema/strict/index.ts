/**
 * The strict answer profile: how a platform that follows ../shared/API.md to the letter
 * answers. Each area's file maps a route's rich answer (what our handlers build, fields of ours
 * included) to the answer such a platform gives: only the fields API.md names, in the plainest form
 * it allows (a map keyed by game type where API.md says "keyed by", no status or kind it does not
 * name, ...). The pipeline applies it to successful answers of a scenario whose answerProfile is
 * 'strict'. A route without a projection answers as in the rich profile: its answer is either all
 * named or it is a route of ours, which a deployment maps itself.
 *
 * Behaviour that is not a projection (a missing payment password signalled the API.md way, keys
 * not honoured) lives in the handlers, behind `scenario.settings.answerProfile === 'strict'`.
 */
import type { RouteId } from '../../src/api/routes.js';
import type { RouteContext } from '../rest/http.js';
import { commandStrictAnswers } from './commands.js';
import { contractStrictAnswers } from './contracts.js';
import { depositStrictAnswers } from './deposit.js';
import { memberStrictAnswers } from './member.js';
import type { StrictAnswers } from './projection.js';
import { withdrawStrictAnswers } from './withdraw.js';

const STRICT_ANSWERS: StrictAnswers = {
  ...commandStrictAnswers,
  ...memberStrictAnswers,
  ...depositStrictAnswers,
  ...withdrawStrictAnswers,
  ...contractStrictAnswers,
};

/** The strict answer of a route's successful value (the value itself when the route has no projection). */
export function strictAnswer(routeId: RouteId, value: unknown, context: RouteContext): unknown {
  const project = STRICT_ANSWERS[routeId];
  return project ? project(value, context) : value;
}

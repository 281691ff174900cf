/** Every route of src/api/routes.ts with its handler; the type makes a missing route a compile error. */
import type { RouteHandlers } from './http.js';
import { agentHandlers } from './agent.js';
import { contentHandlers } from './content.js';
import { contractHandlers } from './contracts.js';
import { depositHandlers } from './deposit.js';
import { gameHandlers } from './games.js';
import { ledgerHandlers } from './ledger.js';
import { lotteryHandlers } from './lottery.js';
import { memberHandlers } from './member.js';
import { memberCentreHandlers } from './memberCentre.js';
import { pointsHandlers } from './points.js';
import { sessionHandlers } from './session.js';
import { systemHandlers } from './system.js';
import { walletHandlers } from './wallet.js';
import { withdrawHandlers } from './withdraw.js';
import { securityHandlers } from './security.js';
import { recordsHandlers } from './records.js';
import { inboxHandlers } from './inbox.js';
import { accountHandlers } from './account.js';
import { promotionHandlers } from './promotions.js';
import { missionHandlers } from './missions.js';
import { articleHandlers } from './articles.js';
import { honourIdempotencyKeys } from './idempotency.js';

/** The money commands answer a repeated `idempotencyKey` with their first answer (schema/rest/idempotency.ts). */
export const ROUTE_HANDLERS: RouteHandlers = honourIdempotencyKeys({
  ...sessionHandlers,
  ...memberHandlers,
  ...systemHandlers,
  ...walletHandlers,
  ...gameHandlers,
  ...contentHandlers,
  ...pointsHandlers,
  ...contractHandlers,
  ...agentHandlers,
  ...lotteryHandlers,
  ...memberCentreHandlers,
  ...ledgerHandlers,
  ...depositHandlers,
  ...withdrawHandlers,
  ...securityHandlers,
  ...recordsHandlers,
  ...inboxHandlers,
  ...accountHandlers,
  ...promotionHandlers,
  ...missionHandlers,
  ...articleHandlers,
});

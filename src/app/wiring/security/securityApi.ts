/**
 * The security centre's adapter areas, built from the app's requester by its lazily loaded page
 * only (their schemas stay out of the first route): its own area and the withdraw area (the
 * payout accounts and setting the payment password are the withdraw page's calls). Each reads the
 * shared `api` first, so a test that swaps the adapter under src/app/wiring/platform (the
 * chart-level fault matrix) reaches these calls too.
 */
import { createSecurityApi, type SecurityApi } from '@api/security';
import type { WithdrawApi } from '@api/withdraw';
import * as platform from '../platform';
import { api as withdrawArea } from '../withdraw/withdrawApi';

const own = createSecurityApi(platform.requester);

export const api = {
  get security(): SecurityApi {
    const shared: object = platform.api;
    return 'security' in shared ? (shared as { security: SecurityApi }).security : own;
  },
  get withdraw(): WithdrawApi {
    return withdrawArea.withdraw;
  },
  get member() {
    return platform.api.member;
  },
};

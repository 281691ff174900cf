/**
 * The withdraw area of the adapter, built from the app's requester by the lazily loaded withdraw
 * code only (its schemas stay out of the first route). `api.withdraw` reads the shared `api` first,
 * so a test that swaps the adapter under src/app/wiring/platform (the chart-level fault matrix)
 * reaches these calls too.
 */
import { createWithdrawApi, type WithdrawApi } from '@api/withdraw';
import * as platform from '../platform';

const own = createWithdrawApi(platform.requester);

export const api = {
  get withdraw(): WithdrawApi {
    const shared: object = platform.api;
    return 'withdraw' in shared ? (shared as { withdraw: WithdrawApi }).withdraw : own;
  },
};

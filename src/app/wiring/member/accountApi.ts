/**
 * The account area of the adapter (responsible gaming, the feedback form's rules), built from the
 * app's requester by the lazily loaded account pages only. `api.account` reads the shared `api`
 * first, so a test that swaps the adapter under src/app/wiring/platform (the chart-level fault
 * matrix) reaches these calls too; `api.system` and `api.member` are the shared adapter's.
 */
import { createAccountApi, type AccountApi } from '@api/account';
import * as platform from '../platform';

const own = createAccountApi(platform.requester);

export const api = {
  get account(): AccountApi {
    const shared: object = platform.api;
    return 'account' in shared ? (shared as { account: AccountApi }).account : own;
  },
  get system() {
    return platform.api.system;
  },
  get member() {
    return platform.api.member;
  },
};

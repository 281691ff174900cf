/**
 * The promotions area of the adapter (promotions page, referral page), built from the
 * app's requester by those lazily loaded pages only. `api.promotions` reads the shared `api`
 * first, so a test that swaps the adapter under src/app/wiring/platform (the chart-level fault
 * matrix) reaches these calls too.
 */
import { createPromotionsApi, type PromotionsApi } from '@api/promotions';
import * as platform from '../platform';

const own = createPromotionsApi(platform.requester);

export const api = {
  get promotions(): PromotionsApi {
    const shared: object = platform.api;
    return 'promotions' in shared ? (shared as { promotions: PromotionsApi }).promotions : own;
  },
};

/** Wiring of the header's category menu chart with the session-cached vendor call. */
import { fromPromise } from 'xstate';
import type { VendorLane } from '@api/index';
import { headerVendorsMachine } from '@machines/headerVendors.machine';
import { cachedVendors } from './games-services';

export const headerVendorsLogic = headerVendorsMachine.provide({
  // cachedVendors shares the home lobby's call (and later pages' sessionStorage copy): no extra request
  actors: { loadVendors: fromPromise<readonly VendorLane[]>(() => cachedVendors()) },
});

/** Wiring of the header's category menu chart with the session-cached vendor call. */
import type { VendorLane } from '@api/index';
import { headerVendorsMachine } from '@machines/home/headerVendors.machine';
import { platformCall } from '../platform';
import { cachedVendors } from '../session-cache';

export const headerVendorsLogic = headerVendorsMachine.provide({
  // cachedVendors shares the home lobby's call (and later pages' sessionStorage copy): no extra request
  actors: { loadVendors: platformCall<readonly VendorLane[]>(() => cachedVendors()) },
});

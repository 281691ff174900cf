/** The register centre's two flows: the new-downline form and the affiliate links, open while the page is. */
import { connectAffiliateLinks, type AffiliateLinksView } from '@machines/agent/affiliateLinks.connect';
import { connectRegisterDownline, type RegisterDownlineView } from '@machines/agent/registerDownline.connect';
import { useFlow } from '../../../app/actors';
import { affiliateLinksLogic, registerDownlineLogic } from '../../../app/wiring/agent/registerCentre';
import { FLOW } from '../../../app/flowKeys';

export const useRegisterDownline = (): RegisterDownlineView => useFlow(FLOW.registerDownline, registerDownlineLogic, connectRegisterDownline);
export const useAffiliateLinks = (): AffiliateLinksView => useFlow(FLOW.affiliateLinks, affiliateLinksLogic, connectAffiliateLinks);

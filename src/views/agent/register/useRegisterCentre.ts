/** The register centre's two flows: the new-downline form and the affiliate links, open while the page is. */
import { connectAffiliateLinks, type AffiliateLinksApi } from '@machines/agent/affiliateLinks.connect';
import { connectRegisterDownline, type RegisterDownlineApi } from '@machines/agent/registerDownline.connect';
import { useFlow } from '../../../app/actors';
import { affiliateLinksLogic, registerDownlineLogic } from '../../../app/wiring/agent/registerCentre';
import { FLOW } from '../../../app/flowKeys';

export const useRegisterDownline = (): RegisterDownlineApi => useFlow(FLOW.registerDownline, registerDownlineLogic, connectRegisterDownline);
export const useAffiliateLinks = (): AffiliateLinksApi => useFlow(FLOW.affiliateLinks, affiliateLinksLogic, connectAffiliateLinks);

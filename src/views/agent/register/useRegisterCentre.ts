/** The register centre's two flows: the new-downline form and the affiliate links, open while the page is. */
import { connectAffiliateLinks, type AffiliateLinksApi } from '@machines/agent/affiliateLinks.connect';
import { connectRegisterDownline, type RegisterDownlineApi } from '@machines/agent/registerDownline.connect';
import { useFlow } from '../../../app/actors';
import { affiliateLinksLogic, registerDownlineLogic } from '../../../app/wiring/agent/registerCentre';

export const useRegisterDownline = (): RegisterDownlineApi => useFlow('registerDownline', registerDownlineLogic, connectRegisterDownline);
export const useAffiliateLinks = (): AffiliateLinksApi => useFlow('affiliateLinks', affiliateLinksLogic, connectAffiliateLinks);

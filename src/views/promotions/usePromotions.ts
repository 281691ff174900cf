/**
 * The promotions page's flow, open while the page is; a visitor and a member have their own (the
 * statuses differ). It is told the page's language: the list is asked again in another one, the
 * category, the promotion open and the comment typed kept.
 */
import { connectPromotions, type PromotionsView } from '@machines/rewards/promotions.connect';
import { useFlow } from '../../app/actors';
import { promotionsLogic } from '../../app/wiring/rewards/promotions';
import { FLOW } from '../../app/flowKeys';
import { useLanguage } from '../../ui/useLanguage';

export function usePromotions(signedIn: boolean): PromotionsView {
  const language = useLanguage();
  return useFlow(`${FLOW.promotions}:${signedIn ? 'member' : 'visitor'}`, promotionsLogic, connectPromotions, { input: { language }, props: { type: 'LANGUAGE', language } });
}

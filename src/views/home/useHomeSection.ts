/** A home category section's chart: its flow is open from when the section comes near the viewport until the home lobby goes. */
import { connectHomeSection, type HomeSectionView } from '@machines/home/homeSection.connect';
import { useFlow } from '../../app/actors';
import { homeSectionLogic } from '../../app/wiring/home/homeSection';
import { FLOW } from '../../app/flowKeys';
import { useLanguage } from '../../ui/useLanguage';

/** The page's language is told as LANGUAGE: the section's games are asked for again in another one. */
export function useHomeSection(gameType: string): HomeSectionView {
  const language = useLanguage();
  return useFlow(`${FLOW.homeSection}:${gameType}`, homeSectionLogic, connectHomeSection, { input: { gameType, language }, props: { type: 'LANGUAGE', language }, drawn: 'inTransition' });
}

/** The players' announcement popup's flow, open while the popup is; told the page's language, it asks again in another one. */
import { connectAgentAnnouncements, type AgentAnnouncementsView } from '@machines/agent/agentAnnouncements.connect';
import { useFlow } from '../../app/actors';
import { announcementsLogic } from '../../app/wiring/app/announcements';
import { FLOW } from '../../app/flowKeys';
import { useLanguage } from '../../ui/useLanguage';

export function useAnnouncements(): AgentAnnouncementsView {
  const language = useLanguage();
  return useFlow(FLOW.announcements, announcementsLogic, connectAgentAnnouncements, { input: { language }, props: { type: 'LANGUAGE', language } });
}

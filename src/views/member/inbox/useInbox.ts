/**
 * The messages page's flow, open while the page is; it hears newMessage (the unread count) and every
 * resync, and is told the page's language (the messages asked again in another one, the ticks and
 * the message read kept).
 */
import { connectInbox, type InboxView } from '@machines/inbox/inbox.connect';
import { inboxHearsAccount } from '@machines/inbox/inbox.machine';
import { useFlow } from '../../../app/actors';
import { inboxLogic } from '../../../app/wiring/inbox/inbox';
import { FLOW } from '../../../app/flowKeys';
import { useLanguage } from '../../../ui/useLanguage';

export function useInbox(): InboxView {
  const language = useLanguage();
  return useFlow(FLOW.inbox, inboxLogic, connectInbox, { input: { language }, props: { type: 'LANGUAGE', language }, onAccountEvent: inboxHearsAccount });
}

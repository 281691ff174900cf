/** The messages page's flow, open while the page is; it hears newMessage (the unread count) and every resync. */
import { connectInbox, type InboxView } from '@machines/inbox/inbox.connect';
import { inboxHearsAccount } from '@machines/inbox/inbox.machine';
import { useFlow } from '../../../app/actors';
import { inboxLogic } from '../../../app/wiring/inbox/inbox';
import { FLOW } from '../../../app/flowKeys';

export const useInbox = (): InboxView => useFlow(FLOW.inbox, inboxLogic, connectInbox, { onAccountEvent: inboxHearsAccount });

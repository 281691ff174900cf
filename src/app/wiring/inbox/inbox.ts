/** Wiring of the messages page: a page of the inbox, marking one read, deleting some. */
import { createInboxApi, type InboxDeleted, type InboxPage, type InboxRead } from '@api/inbox';
import { inboxMachine, INBOX_PAGE_SIZE } from '@machines/inbox/inbox.machine';
import { lazyArea, platformCall } from '../platform';

const inboxArea = lazyArea('inbox', createInboxApi);

export const inboxLogic = inboxMachine.provide({
  actors: {
    loadMessages: platformCall<InboxPage, { page: number }>(({ page }, { signal }) => inboxArea().getMessages({ pageNo: page, pageSize: INBOX_PAGE_SIZE }, { signal })),
    markRead: platformCall<InboxRead, { id: string }>(({ id }, { signal }) => inboxArea().markRead(id, { signal })),
    deleteMessages: platformCall<InboxDeleted, { ids: readonly string[] }>(({ ids }, { signal }) => inboxArea().deleteMessages(ids, { signal })),
  },
});

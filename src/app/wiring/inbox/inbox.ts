/** Wiring of the messages page: a page of the inbox, marking one read, deleting some. */
import type { InboxDeleted, InboxPage, InboxRead } from '@api/inbox';
import { inboxMachine, INBOX_PAGE_SIZE } from '@machines/inbox/inbox.machine';
import { api } from './inbox-api';
import { platformCall } from '../platform';

export const inboxLogic = inboxMachine.provide({
  actors: {
    loadMessages: platformCall<InboxPage, { page: number }>(({ page }, { signal }) => api.inbox.getMessages({ pageNo: page, pageSize: INBOX_PAGE_SIZE }, { signal })),
    markRead: platformCall<InboxRead, { id: string }>(({ id }, { signal }) => api.inbox.markRead(id, { signal })),
    deleteMessages: platformCall<InboxDeleted, { ids: readonly string[] }>(({ ids }, { signal }) => api.inbox.deleteMessages(ids, { signal })),
  },
});

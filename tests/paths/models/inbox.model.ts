/** The path model of the messages page: pages of 10, an empty inbox, failures; open (marking read), tick, delete after a confirmation, the live unread count, a switch of language. */
import type { PathModel } from '../registry';
import type { InboxMachine } from '../../../machines/inbox/inbox.machine';
import { INBOX_NONE, INBOX_PAGE_1 } from './inbox-samples';

const LOAD_DONE = 'xstate.done.actor.loadMessages';
const LOAD_ERROR = 'xstate.error.actor.loadMessages';
const READ_DONE = 'xstate.done.actor.markRead';
const READ_ERROR = 'xstate.error.actor.markRead';
const DELETE_DONE = 'xstate.done.actor.deleteMessages';
const DELETE_ERROR = 'xstate.error.actor.deleteMessages';
const failure = { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' };

const events = {
  // two answers keep the Chromium run short: page 2 of two (paging back), and none (the empty inbox)
  [LOAD_DONE]: [
    { type: LOAD_DONE, output: INBOX_PAGE_1 },
    { type: LOAD_DONE, output: INBOX_NONE },
  ],
  [LOAD_ERROR]: [{ type: LOAD_ERROR, error: failure }],
  [READ_DONE]: [{ type: READ_DONE, output: { id: 'm-1', unread: 1 } }],
  [READ_ERROR]: [{ type: READ_ERROR, error: failure }],
  [DELETE_DONE]: [{ type: DELETE_DONE, output: { deleted: 1, unread: 1 } }],
  [DELETE_ERROR]: [{ type: DELETE_ERROR, error: failure }],
  SET_PAGE: [{ type: 'SET_PAGE', page: 2 }],
  // m-1 is unread (marked when opened), m-3 read
  OPEN: [
    { type: 'OPEN', id: 'm-1' },
    { type: 'OPEN', id: 'm-3' },
  ],
  CLOSE: [{ type: 'CLOSE' }],
  TOGGLE: [{ type: 'TOGGLE', id: 'm-3' }],
  CLEAR: [{ type: 'CLEAR' }],
  DELETE: [{ type: 'DELETE' }],
  DELETE_SELECTED: [{ type: 'DELETE_SELECTED' }],
  CONFIRM: [{ type: 'CONFIRM' }],
  CANCEL: [{ type: 'CANCEL' }],
  RETRY: [{ type: 'RETRY' }],
  UNREAD_CHANGED: [{ type: 'UNREAD_CHANGED', unread: 7 }],
  // a switch of language asks the page again, the ticks and the message read kept (the vertex leaves the language out)
  LANGUAGE: [{ type: 'LANGUAGE', language: 'en' }],
};

export const inboxModel: PathModel<InboxMachine> = {
  events,
  input: { language: 'es' },
  stitchTours: true,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      page: snapshot.context.page,
      shown: snapshot.context.result?.pageNum ?? null,
      open: snapshot.context.openId,
      selected: snapshot.context.selected.length,
      notice: snapshot.context.deleted !== null || snapshot.context.actionFailureKey !== null,
    }),
  describeEvent: (event) => (event.type === LOAD_DONE ? `${LOAD_DONE} (page ${(event as { output?: { pageNum: number } }).output?.pageNum}, ${(event as { output?: { items: unknown[] } }).output?.items.length} items)` : JSON.stringify(event)),
};

/** The path model of the agent announcements: a first page of two, an empty list, a failure; the next page, an item opened and closed, retry, a switch of language. */
import type { PathModel } from '../registry';
import type { AgentAnnouncementsMachine } from '../../../machines/agent/agentAnnouncements.machine';
import { ANNOUNCEMENTS_NONE, ANNOUNCEMENTS_PAGE_1, ANNOUNCEMENTS_PAGE_2 } from './register-samples';

const DONE = 'xstate.done.actor.loadAnnouncements';
const ERROR = 'xstate.error.actor.loadAnnouncements';

const events = {
  [DONE]: [
    { type: DONE, output: ANNOUNCEMENTS_PAGE_1 },
    { type: DONE, output: ANNOUNCEMENTS_PAGE_2 },
    { type: DONE, output: ANNOUNCEMENTS_NONE },
  ],
  [ERROR]: [{ type: ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  SET_PAGE: [
    { type: 'SET_PAGE', page: 2 },
    { type: 'SET_PAGE', page: 1 },
  ],
  OPEN: [{ type: 'OPEN', id: 'a-1' }],
  CLOSE: [{ type: 'CLOSE' }],
  RETRY: [{ type: 'RETRY' }],
  // a switch of language asks the page again (the vertex leaves the language out)
  LANGUAGE: [{ type: 'LANGUAGE', language: 'en' }],
};

export const agentAnnouncementsModel: PathModel<AgentAnnouncementsMachine> = {
  events,
  input: { language: 'es' },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      page: snapshot.context.page,
      shown: snapshot.context.result?.pageNum ?? null,
    }),
  describeEvent: (event) => (event.type === DONE ? `${DONE} (page ${(event as { output?: { pageNum: number; items: unknown[] } }).output?.pageNum}, ${(event as { output?: { items: unknown[] } }).output?.items.length} items)` : JSON.stringify(event)),
  stitchTours: true,
};

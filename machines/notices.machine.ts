/**
 * The shell's banners and notices (SPEC.md §2: the banner carousel on every route that shows a
 * banner, the notice marquee on the home lobby): one load per page, a failure with a retry. Kept
 * apart from the home chart so a route other than the home lobby loads these and nothing of the
 * lobby's sections.
 */
import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import type { Banner, Notice } from '../src/api';

export interface NoticesData {
  readonly banners: readonly Banner[];
  readonly notices: readonly Notice[];
}

export interface NoticesContext {
  readonly data: NoticesData | null;
  readonly failureKey: string | null;
}

export type NoticesEvent = { type: 'RETRY' };

export const noticesMachine = setup({
  types: { context: {} as NoticesContext, events: {} as NoticesEvent },
  actors: {
    /** Provided by the wiring (src/app/notices-services.ts). */
    loadNotices: fromPromise<NoticesData>(async () => {
      throw new Error('loadNotices is not provided');
    }),
  },
  actions: {
    storeData: assign((_, data: NoticesData) => ({ data, failureKey: null })),
    storeFailure: assign((_, error: unknown) => ({
      failureKey: (typeof error === 'object' && error !== null ? (error as { messageKey?: string }).messageKey : undefined) ?? 'errors:unknown',
    })),
  },
}).createMachine({
  id: 'notices',
  context: { data: null, failureKey: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadNotices',
        src: 'loadNotices',
        onDone: { target: 'ready', actions: { type: 'storeData', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'storeFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    ready: {},
    failure: { on: { RETRY: 'loading' } },
  },
});

export type NoticesMachine = typeof noticesMachine;

/** Wiring of the notices chart (the shell's banners and notice marquee) with the adapter. */
import { fromPromise } from 'xstate';
import { noticesMachine, type NoticesData } from '@machines/notices.machine';
import { api } from './wiring/platform';

export const noticesLogic = noticesMachine.provide({
  actors: {
    load: fromPromise<NoticesData>(async ({ signal }) => {
      const { banners, notices } = await api.content.getNotices({ types: ['B', 'PL'] }, { signal });
      return { banners, notices };
    }),
  },
});

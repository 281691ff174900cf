/** Wiring of the notices chart (the shell's banners and notice marquee) with the adapter. */
import { noticesMachine, type NoticesData } from '@machines/notices.machine';
import { api, platformCall } from './platform';

export const noticesLogic = noticesMachine.provide({
  actors: {
    load: platformCall<NoticesData>(async (_, { signal }) => {
      const { banners, notices } = await api.content.getNotices({ types: ['B', 'PL'] }, { signal });
      return { banners, notices };
    }),
  },
});

/** Wiring of the notices chart (the shell's banners and notice marquee) with the adapter. */
import { noticesMachine, type NoticesData } from '@machines/app/notices.machine';
import { SHELL_NOTICE_TYPES } from '@api/content';
import { noteBanners } from '../home/firstBanner';
import { api, platformCall } from '../platform';

export const noticesLogic = noticesMachine.provide({
  actors: {
    load: platformCall<NoticesData>(async (_, { signal }) => {
      const { banners, notices } = await api.content.getNotices({ types: SHELL_NOTICE_TYPES }, { signal });
      noteBanners(banners);
      return { banners, notices };
    }),
  },
});

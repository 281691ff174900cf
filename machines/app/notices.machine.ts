/**
 * The shell's banners and notices (SPEC.md §2: the banner carousel on every route that shows a
 * banner, the notice marquee on the home lobby): one load per page, a failure with a retry. Kept
 * apart from the home chart so a route other than the home lobby loads these and nothing of the
 * lobby's sections.
 */
import type { Banner, Notice } from '../../src/api';
import { createLoadRetryMachine } from '../kit';

export interface NoticesData {
  readonly banners: readonly Banner[];
  readonly notices: readonly Notice[];
}

/** loading (busy) → ready | failure (failed, RETRY), LANGUAGE loads again (the root tells it a switch): the kit's load-and-retry chart. */
export const noticesMachine = createLoadRetryMachine<NoticesData>({ id: 'notices', loadActorId: 'loadNotices' });

export type NoticesMachine = typeof noticesMachine;

/**
 * The notices chart as the shell sees it: the banner slot's banners and the home lobby's notice
 * marquee, the load's status and the retry. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { Banner, Notice } from '../../src/api';
import { loadStatusOf, TAGS, type LoadRetryEvent, type LoadStatus, type Send } from '../kit';
import type { NoticesMachine } from './notices.machine';

/** The banner group the home carousel shows (a banner without a group shows everywhere). */
export const HOME_BANNER_GROUP = 'w_home';

export interface NoticesView {
  readonly status: LoadStatus;
  readonly failed: boolean;
  /** The carousel's banners (the home group's and ungrouped ones); null until loaded. */
  readonly banners: readonly Banner[] | null;
  /** The marquee's notices: null while loading, none after a failure (the banner slot offers the retry). */
  readonly notices: readonly Notice[] | null;
  /** Why the load failed (i18n key, SPEC.md §8), while it has. */
  readonly failureKey: string | null;
  retry(): void;
}

/** The banners the carousel shows, in order: the home group's and ungrouped ones. */
export function carouselBanners(banners: readonly Banner[]): readonly Banner[] {
  return banners.filter((banner) => !banner.groupName || banner.groupName === HOME_BANNER_GROUP);
}

export function connectNotices(snapshot: SnapshotFrom<NoticesMachine>, send: Send<LoadRetryEvent>): NoticesView {
  const failed = snapshot.hasTag(TAGS.failed);
  const data = snapshot.context.data;
  return {
    status: loadStatusOf(snapshot),
    failed,
    banners: data ? carouselBanners(data.banners) : null,
    notices: failed ? [] : (data?.notices ?? null),
    failureKey: failed ? snapshot.context.failureKey : null,
    retry: () => send({ type: 'RETRY' }),
  };
}

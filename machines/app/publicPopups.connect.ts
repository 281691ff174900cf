/**
 * The public popups as the page sees them: the popup on screen (if any), how many wait behind it,
 * the close intent, and the intent that tells the chart who reads the page. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { Announcement } from '../../src/api';
import { TAGS, type Send } from '../kit';
import { POPUP_TAGS, type PopupViewer, type PublicPopupsEvent, type PublicPopupsMachine } from './publicPopups.machine';

export type PublicPopupsStatus = 'waiting' | 'loading' | 'showing' | 'none' | 'failed' | 'closed';

export interface PublicPopupsView {
  readonly status: PublicPopupsStatus;
  /** The popup on screen (its HTML goes through SafeHtml), or null. */
  readonly current: Announcement | null;
  /** How many popups follow the one on screen. */
  readonly waiting: number;
  /** Who the chart last heard reads the page (null until told). */
  readonly viewer: PopupViewer | null;
  close(): void;
}

function statusOf(snapshot: SnapshotFrom<PublicPopupsMachine>): PublicPopupsStatus {
  if (snapshot.hasTag(POPUP_TAGS.showing)) return 'showing';
  if (snapshot.hasTag(TAGS.busy)) return 'loading';
  if (snapshot.hasTag(TAGS.failed)) return 'failed';
  if (snapshot.hasTag(TAGS.empty)) return 'none';
  if (snapshot.hasTag(TAGS.done)) return 'closed';
  return 'waiting';
}

export function connectPublicPopups(snapshot: SnapshotFrom<PublicPopupsMachine>, send: Send<PublicPopupsEvent>): PublicPopupsView {
  const status = statusOf(snapshot);
  const { queue } = snapshot.context;
  return {
    status,
    current: status === 'showing' ? (queue[0] ?? null) : null,
    waiting: status === 'showing' ? Math.max(0, queue.length - 1) : 0,
    viewer: snapshot.context.viewer,
    close: () => send({ type: 'CLOSE' }),
  };
}

/** The agent centre's announcements as their page sees them. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { Announcement } from '../../src/api';
import { type ListStatus, listStatusOf, type Send } from '../kit';
import { ANNOUNCEMENT_TAGS, type AgentAnnouncementsEvent, type AgentAnnouncementsMachine } from './agentAnnouncements.machine';

export interface AgentAnnouncementsView {
  readonly status: ListStatus;
  readonly busy: boolean;
  readonly items: readonly Announcement[];
  readonly page: number;
  readonly totalPages: number;
  /** The announcement open for reading (its HTML goes through SafeHtml). */
  readonly open: Announcement | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  setPage(page: number): void;
  openItem(id: string): void;
  close(): void;
  retry(): void;
}

export function connectAgentAnnouncements(snapshot: SnapshotFrom<AgentAnnouncementsMachine>, send: Send<AgentAnnouncementsEvent>): AgentAnnouncementsView {
  const { page, result, openId, failureKey, failureText } = snapshot.context;
  const status = listStatusOf(snapshot);
  const items = status === 'ready' ? (result?.items ?? []) : [];
  return {
    status,
    busy: status === 'loading',
    items,
    page,
    totalPages: status === 'ready' ? (result?.totalPages ?? 1) : 0,
    open: snapshot.hasTag(ANNOUNCEMENT_TAGS.reading) ? (items.find((item) => item.id === openId) ?? null) : null,
    failureKey: status === 'failed' ? failureKey : null,
    failureText: status === 'failed' ? failureText : null,
    setPage: (next) => send({ type: 'SET_PAGE', page: next }),
    openItem: (id) => send({ type: 'OPEN', id }),
    close: () => send({ type: 'CLOSE' }),
    retry: () => send({ type: 'RETRY' }),
  };
}

/** The help centre as its modal sees it: the topics (searched), the one open, the intents. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { HelpCenterEntry } from '../../src/api';
import { type ListStatus, listStatusOf, type Send } from '../kit';
import { searchArticles, termOf, type HelpCentreEvent, type HelpCentreMachine } from './helpCentre.machine';

export interface HelpTopic {
  readonly term: string;
  readonly title: string;
}

export interface HelpCentreView {
  readonly status: ListStatus;
  readonly busy: boolean;
  /** The topics that match the search (all without one). */
  readonly topics: readonly HelpTopic[];
  /** The article open: the term's, else the first topic's; null when nothing matches. */
  readonly article: HelpCenterEntry | null;
  readonly term: string | null;
  readonly query: string;
  /** A search that matches nothing. */
  readonly noMatch: boolean;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  search(query: string): void;
  retry(): void;
}

export function connectHelpCentre(snapshot: SnapshotFrom<HelpCentreMachine>, send: Send<HelpCentreEvent>): HelpCentreView {
  const status = listStatusOf(snapshot);
  const { articles, term, query, failureKey, failureText } = snapshot.context;
  const matches = status === 'ready' ? searchArticles(articles, query) : [];
  const article = matches.find((entry) => termOf(entry) === term) ?? matches[0] ?? null;
  return {
    status,
    busy: status === 'loading',
    topics: matches.map((entry) => ({ term: termOf(entry), title: entry.title ?? termOf(entry) })),
    article,
    term: article ? termOf(article) : null,
    query,
    noMatch: status === 'ready' && matches.length === 0,
    failureKey: status === 'failed' ? failureKey : null,
    failureText: status === 'failed' ? failureText : null,
    search: (next) => send({ type: 'SEARCH', query: next }),
    retry: () => send({ type: 'RETRY' }),
  };
}

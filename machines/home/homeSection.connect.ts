/**
 * A home category section's chart as the section sees it: its games once loaded, the load's
 * status, the failure's message and the retry. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { Game } from '../../src/api';
import type { HomeSectionMachine } from './homeSection.machine';
import { loadStatusOf, TAGS, type LoadRetryEvent, type LoadStatus, type Send } from '../kit';

export interface HomeSectionView {
  readonly status: LoadStatus;
  readonly busy: boolean;
  /** The category's games once loaded ([] while loading, after a failure, or when it has none). */
  readonly games: readonly Game[];
  /** Loaded, and the category has no game to show. */
  readonly empty: boolean;
  /** The failure's i18n key (null unless failed). */
  readonly failureKey: string | null;
  retry(): void;
}

const NO_GAMES: readonly Game[] = [];

export function connectHomeSection(snapshot: SnapshotFrom<HomeSectionMachine>, send: Send<LoadRetryEvent>): HomeSectionView {
  const busy = snapshot.hasTag(TAGS.busy);
  const failed = snapshot.hasTag(TAGS.failed);
  const games = snapshot.hasTag(TAGS.ready) ? (snapshot.context.data ?? NO_GAMES) : NO_GAMES;
  return {
    status: loadStatusOf(snapshot),
    busy,
    games,
    empty: snapshot.hasTag(TAGS.ready) && games.length === 0,
    failureKey: failed ? (snapshot.context.failureKey ?? 'errors:unknown') : null,
    retry: () => send({ type: 'RETRY' }),
  };
}

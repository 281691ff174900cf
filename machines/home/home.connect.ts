/**
 * The home chart as the home lobby sees it: the load's status, the lobby's data once loaded, the
 * failure's message and the retry. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { VendorLane } from '../../src/api';
import type { HomeData, HomeEvent, HomeMachine } from './home.machine';
import { loadStatusOf, TAGS, type LoadStatus, type Send } from '../kit';

export interface HomeView {
  readonly status: LoadStatus;
  readonly busy: boolean;
  /** The lobby's data, shown once the load answered (null while loading or after a failure). */
  readonly data: HomeData | null;
  /** The categories for the menu; null until loaded (the menu shows skeletons). */
  readonly lanes: readonly VendorLane[] | null;
  /** The failure's i18n key (null unless failed). */
  readonly failureKey: string | null;
  retry(): void;
}

export function connectHome(snapshot: SnapshotFrom<HomeMachine>, send: Send<HomeEvent>): HomeView {
  const busy = snapshot.hasTag(TAGS.busy);
  const failed = snapshot.hasTag(TAGS.failed);
  const ready = snapshot.hasTag(TAGS.ready);
  const data = ready ? snapshot.context.data : null;
  return {
    status: loadStatusOf(snapshot),
    busy,
    data,
    lanes: snapshot.context.data?.lanes ?? null,
    failureKey: failed ? (snapshot.context.failureKey ?? 'errors:unknown') : null,
    retry: () => send({ type: 'RETRY' }),
  };
}

/** The new-version offer as its view sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import { firstTagOf, type Send } from '../kit';
import { APP_UPDATE_TAGS, type AppUpdateEvent, type AppUpdateMachine } from './appUpdate.machine';

export interface AppUpdateView {
  /** What the offer says: nothing, a new version to load, loading it, or in use since another tab updated. */
  readonly offer: 'none' | 'ready' | 'activating' | 'replaced';
  reload(): void;
  later(): void;
}

export function connectAppUpdate(snapshot: SnapshotFrom<AppUpdateMachine>, send: Send<AppUpdateEvent>): AppUpdateView {
  const offer = firstTagOf(snapshot, [[APP_UPDATE_TAGS.offered, 'ready'], [APP_UPDATE_TAGS.activating, 'activating'], [APP_UPDATE_TAGS.replaced, 'replaced']], 'none');
  return {
    offer,
    reload: () => send({ type: 'RELOAD' }),
    later: () => send({ type: 'LATER' }),
  };
}

/** The language sync as its (invisible) view drives it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import { TAGS, type Send } from '../kit';
import { LANGUAGE_SYNC_TAGS, type LanguageSyncEvent, type LanguageSyncMachine } from './languageSync.machine';

export interface LanguageSyncView {
  /** The chart waits for the sign-in (the view tells it until it has it). */
  readonly waiting: boolean;
  /** The language the chart knows the page shows. */
  readonly language: string;
  /** A send runs. */
  readonly sending: boolean;
  /** The language the platform holds, as far as the chart knows (null: unknown). */
  readonly stored: string | null;
  /** The last send failed (nothing is shown; it is sent again at the next switch or sign-in). */
  readonly failed: boolean;
}

export function connectLanguageSync(snapshot: SnapshotFrom<LanguageSyncMachine>, _send: Send<LanguageSyncEvent>): LanguageSyncView {
  return {
    waiting: snapshot.hasTag(LANGUAGE_SYNC_TAGS.waiting),
    language: snapshot.context.language,
    sending: snapshot.hasTag(TAGS.busy),
    stored: snapshot.context.stored,
    failed: snapshot.context.failed,
  };
}

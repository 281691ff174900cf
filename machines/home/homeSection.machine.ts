/**
 * One category section of the home lobby (SPEC.md §2 "Home lobby": a 12-game list per category).
 * The home lobby opens a section's flow only when the section comes near the viewport, so the first
 * frame builds the sections on screen and nothing else, and a section's games are fetched only then.
 * The kit's load-and-retry chart: a failure is said inside the section and retried
 * there, while the rest of the lobby stays.
 */
import type { Game } from '../../src/api';
import { createLoadRetryMachine } from '../kit';

export interface HomeSectionInput {
  /** The category whose games the section lists (RNG, LIVE, ...). */
  readonly gameType: string;
  /** The page's language when the section opens (LANGUAGE tells it another one). */
  readonly language: string;
}

/** loading (busy) → ready | failure (failed, RETRY), LANGUAGE loads again: the kit's load-and-retry chart, the load given the game type. */
export const homeSectionMachine = createLoadRetryMachine<readonly Game[], HomeSectionInput>({ id: 'homeSection', loadActorId: 'loadSection' });

export type HomeSectionMachine = typeof homeSectionMachine;

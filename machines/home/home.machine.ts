/**
 * The home lobby (SPEC.md §2 "Home lobby"): one load of what frames the page (categories with
 * their vendors, hot games, recent games for a member, the winners board), a failure state with a
 * retry, and nothing else. Each category's 12-game list is its section's own chart
 * (homeSection.machine.ts), opened as the section comes near the viewport. Category and vendor
 * choices are links to the game lobbies, where the lobby chart takes over. Banners and notices are the shell's
 * (notices.machine.ts): this chart runs only while the home lobby is shown.
 */
import type { Game, VendorLane, Winner } from '../../src/api';
import { createLoadRetryMachine } from '../kit';

/** SPEC.md §9: 12 hot games and 12 games per category list on the home lobby. */
export const HOME_LIST_SIZE = 12;
/** SPEC.md §9: sports-type categories show at most 5 vendors on the home lobby. */
export const HOME_SPORTS_VENDORS = 5;

export interface HomeData {
  readonly lanes: readonly VendorLane[];
  readonly hot: readonly Game[];
  /** Empty for a visitor, or when the member has played nothing yet. */
  readonly recent: readonly Game[];
  /** Null when the board could not be loaded (the section says so; the rest of the page stays). */
  readonly winners: readonly Winner[] | null;
}

/** loading (busy) → ready | failure (failed, RETRY): the kit's load-and-retry chart. */
export const homeMachine = createLoadRetryMachine<HomeData>({ id: 'home', loadActorId: 'loadHome' });

export type HomeMachine = typeof homeMachine;

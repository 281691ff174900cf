/**
 * The lobby chart as a game lobby sees it: the status of the lane and of the page, the query (vendor,
 * classification, search, filter, page), the games and the paging, and the intents. The domain rules
 * a view would otherwise restate live here or in the chart: which classifications a vendor offers,
 * the name search only while the vendor is All, load more only below the last page. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { Game, GameClassification, VendorCard, VendorLane } from '../../src/api';
import { TAGS, type Send } from '../kit';
import { ALL, LOBBY_TAGS, searchesByName, type FilterType, type LobbyEvent, type LobbyMachine } from './lobby.machine';

export { filterNeedsSession } from './lobby.machine';

/** loadingLane / laneFailed before the lobby browses; then the page: loading, ready, empty, failed. */
export type LobbyStatus = 'loadingLane' | 'laneFailed' | 'loading' | 'ready' | 'empty' | 'failed';

export interface LobbyView {
  readonly status: LobbyStatus;
  /** A call runs (the lane or a page). */
  readonly busy: boolean;
  /** The lane is loaded: the vendor menu and the controls are shown. */
  readonly browsing: boolean;
  /** The page being loaded goes below the games shown (load more): they stay on screen. */
  readonly appending: boolean;
  /** The games to show: the page's (while appending, the pages already there). */
  readonly games: readonly Game[];
  /** The failure's i18n key (of the lane or of the page), null unless failed. */
  readonly failureKey: string | null;
  readonly lane: VendorLane | null;
  readonly vendors: readonly VendorCard[];
  /** The classifications the chosen vendor offers (all of them while the vendor is All). */
  readonly classifications: readonly GameClassification[];
  readonly vendor: string;
  readonly classify: string;
  readonly filter: FilterType;
  /** The name search box is offered: only while the vendor is All. */
  readonly searchable: boolean;
  readonly page: number;
  readonly totalPages: number;
  /** Paging is shown: a loaded list of more than one page. */
  readonly paged: boolean;
  /** A page below the last one shown exists (load more). */
  readonly hasMore: boolean;
  selectVendor(vendor: string): void;
  selectClassify(classify: string): void;
  search(query: string): void;
  setFilter(filter: FilterType): void;
  goToPage(page: number): void;
  loadMore(): void;
  retry(): void;
}

export function connectLobby(snapshot: SnapshotFrom<LobbyMachine>, send: Send<LobbyEvent>): LobbyView {
  const { context } = snapshot;
  const busy = snapshot.hasTag(TAGS.busy);
  const failed = snapshot.hasTag(TAGS.failed);
  const laneStage = snapshot.hasTag(LOBBY_TAGS.lane);
  const status: LobbyStatus = laneStage
    ? busy
      ? 'loadingLane'
      : 'laneFailed'
    : busy
      ? 'loading'
      : failed
        ? 'failed'
        : snapshot.hasTag(TAGS.empty)
          ? 'empty'
          : 'ready';
  const ready = status === 'ready';
  const vendor = context.vendor;
  return {
    status,
    busy,
    browsing: !laneStage,
    appending: status === 'loading' && context.append,
    games: context.games,
    failureKey: failed ? (context.failureKey ?? 'errors:unknown') : null,
    lane: context.lane,
    vendors: context.lane?.cards ?? [],
    classifications: (context.lane?.gameClassify ?? []).filter(
      (classification) => vendor === ALL || classification.vendors.length === 0 || classification.vendors.includes(vendor),
    ),
    vendor,
    classify: context.classify,
    filter: context.filter,
    searchable: searchesByName(vendor),
    page: context.page,
    totalPages: context.totalPages,
    paged: ready && context.totalPages > 1,
    hasMore: ready && context.page < context.totalPages,
    selectVendor: (code) => send({ type: 'SELECT_VENDOR', vendor: code }),
    selectClassify: (classify) => send({ type: 'SELECT_CLASSIFY', classify }),
    search: (query) => send({ type: 'SEARCH', query }),
    setFilter: (filter) => send({ type: 'SET_FILTER', filter }),
    goToPage: (page) => send({ type: 'GO_TO_PAGE', page }),
    loadMore: () => send({ type: 'LOAD_MORE' }),
    retry: () => send({ type: 'RETRY' }),
  };
}

/**
 * The games a lobby shows given the member's favourite ids: in the Favourite filter a removal
 * shows at once, before any reload (null ids: a visitor, or the favourites not there yet).
 */
export function gamesShown(api: Pick<LobbyView, 'games' | 'filter'>, favouriteIds: readonly string[] | null): readonly Game[] {
  return api.filter === 'FAV' && favouriteIds ? api.games.filter((game) => favouriteIds.includes(game.nodeId)) : api.games;
}

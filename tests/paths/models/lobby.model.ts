/**
 * The path model of the lobby chart: one case per choice the view offers (a vendor, a
 * classification, a name search, the HOT filter, page 2, load more, retry), a page with games
 * (three pages in all) or without, and a failed call. The state is the chart's value: the query
 * and the games are free data.
 */
import type { EventObject } from 'xstate';
import type { Game } from '../../../src/api';
import type { PathModel } from '../registry';
import type { LobbyMachine, LobbyPage } from '../../../machines/games/lobby.machine';

const LANE_DONE = 'xstate.done.actor.loadLane';
const LANE_ERROR = 'xstate.error.actor.loadLane';
const PAGE_DONE = 'xstate.done.actor.loadPage';
const PAGE_ERROR = 'xstate.error.actor.loadPage';

/** The vendor, classification and search the model picks: they exist in the FISH category of the embedded platform. */
export const LOBBY_CASES = { gameType: 'FISH', vendor: 'JDB', classify: 'FISHING', search: 'fish' } as const;

export function sampleGame(index: number): Game {
  return {
    nodeId: `9${String(index).padStart(4, '0')}`,
    vassalage: LOBBY_CASES.vendor,
    gameCode: `sample_${index}`,
    gameType: LOBBY_CASES.gameType,
    gameClassify: LOBBY_CASES.classify,
    isGame: 'GAME',
    isHot: index % 2 === 0,
    supportPlay: index % 3 === 0 ? 0 : 1,
    displayName: `Sample Fishing ${index}`,
    isNew: false,
  } as Game;
}

const withGames: LobbyPage = { games: [sampleGame(1), sampleGame(2), sampleGame(3)], totalPages: 3 };
const noGames: LobbyPage = { games: [], totalPages: 0 };

export const lobbyModel: PathModel<LobbyMachine> = {
  input: { gameType: LOBBY_CASES.gameType, language: 'es' },
  events: {
    // the reader switches language: what was read in the other one is asked again where it shows. The
    // vertex leaves the language out (every state would have a twin per language), so a switch lands
    // on a vertex already seen
    LANGUAGE: [{ type: 'LANGUAGE', language: 'en' } as EventObject],
    SELECT_VENDOR: [{ type: 'SELECT_VENDOR', vendor: LOBBY_CASES.vendor } as EventObject],
    SELECT_CLASSIFY: [{ type: 'SELECT_CLASSIFY', classify: LOBBY_CASES.classify } as EventObject],
    SEARCH: [{ type: 'SEARCH', query: LOBBY_CASES.search } as EventObject],
    SET_FILTER: [{ type: 'SET_FILTER', filter: 'HOT' } as EventObject],
    GO_TO_PAGE: [{ type: 'GO_TO_PAGE', page: 2 } as EventObject],
    LOAD_MORE: [{ type: 'LOAD_MORE' }],
    RETRY: [{ type: 'RETRY' }],
    [LANE_DONE]: [{ type: LANE_DONE, output: null } as EventObject],
    [LANE_ERROR]: [{ type: LANE_ERROR, error: { messageKey: 'errors:systemBusy' } } as EventObject],
    [PAGE_DONE]: [{ type: PAGE_DONE, output: withGames } as EventObject, { type: PAGE_DONE, output: noGames } as EventObject],
    [PAGE_ERROR]: [{ type: PAGE_ERROR, error: { messageKey: 'errors:systemBusy' } } as EventObject],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  describeEvent(event) {
    if (event.type === 'LANGUAGE') return `LANGUAGE ${(event as { language?: string }).language ?? ''}`;
    if (event.type === PAGE_DONE) return `${PAGE_DONE} (${(event as EventObject & { output: LobbyPage }).output.games.length > 0 ? 'games' : 'none'})`;
    const { type, ...payload } = event as EventObject & Record<string, unknown>;
    const values = Object.values(payload).filter((value) => typeof value === 'string' || typeof value === 'number');
    return values.length > 0 && !type.startsWith('xstate.') ? `${type} ${values.join(' ')}` : type;
  },
};

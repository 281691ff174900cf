/**
 * Generates the game catalogue: every vendor's games with classification, hot/new flags, free
 * trial support, bet limits and generated icons, plus one vendor-lobby entry (isGame VASSALAGE)
 * per vendor and game type.
 */
import { createRandom, type Random } from '../infra/prng.js';
import { imagePath } from '../media/image-paths.js';
import { DAY_MS } from './content-day.js';
import { GameNamer, slugOf } from './names.js';
import { CLASSIFICATIONS, VENDOR_LOBBY_CLASSIFY, VENDORS, type GameType, type VendorDefinition } from './vendors.js';

/** A game released this many days before the content day, or fewer, carries the new flag. */
const NEW_GAME_DAYS = 45;

export type IsGame = 'GAME' | 'VASSALAGE';

export interface GameRecord {
  readonly nodeId: string;
  readonly gameCode: string;
  readonly vassalage: string;
  readonly vendorName: string;
  readonly gameType: GameType;
  readonly gameClassify: string;
  /** VASSALAGE: the entry stands for the vendor's lobby and opens its game list. */
  readonly isGame: IsGame;
  /** 1 shows the hot tag. */
  readonly isHot: 0 | 1;
  /** Position in the hot list; null when not hot. */
  readonly hotRank: number | null;
  /** 1 when released within NEW_GAME_DAYS before the content day. */
  readonly isNew: 0 | 1;
  /** 0 means a free trial is offered (SPEC.md §3). */
  readonly supportPlay: 0 | 1;
  readonly displayName: string;
  readonly gameName: string;
  readonly nodeName: string;
  readonly showIcon: string;
  readonly iconUrl: string;
  readonly lagerIcon: string;
  readonly minBet: number;
  readonly minLineNum: number;
  /** Lobby order within the game type, 1 first. */
  readonly sortOrder: number;
  /** yyyy-mm-dd (UTC), on or before the content day. */
  readonly releaseDate: string;
  /** Return to player in percent; slots and fishing only. */
  readonly rtp: number | null;
}

const FIRST_NODE_ID = 10001;

const MIN_BETS: Record<GameType, readonly number[]> = {
  RNG: [0.1, 0.2, 0.25, 0.5, 1],
  LIVE: [1, 2, 5, 10, 25, 50],
  FISH: [0.1, 0.5, 1],
  PVP: [0.5, 1, 2, 5, 10],
  SPORTS: [1],
  ESPORTS: [1],
  COCKFIGHT: [5, 10],
  ELOTT: [0.5, 1],
  LOTT: [0.5, 1, 2],
};

const SLOT_LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50, 100] as const;

interface Draft {
  readonly vendor: VendorDefinition;
  readonly gameType: GameType;
  readonly classify: string;
  readonly name: string;
  readonly isGame: IsGame;
  readonly popularity: number;
  readonly random: Random;
}

/**
 * The games of a seed as of the content day (content-day.ts, the platform's today): a game's age is
 * drawn from the seed, its release date is that many days before the content day, and the new flag
 * follows the same age, so both agree on every date the platform lives.
 */
export function generateGames(seed: number, contentDay: number): GameRecord[] {
  const random = createRandom(seed, 'games');
  const namer = new GameNamer(createRandom(seed, 'game-names'));
  const drafts: Draft[] = [];

  for (const vendor of VENDORS) {
    for (const [gameType, baseCount] of Object.entries(vendor.games) as [GameType, number][]) {
      drafts.push({ vendor, gameType, classify: VENDOR_LOBBY_CLASSIFY, name: vendor.name, isGame: 'VASSALAGE', popularity: 2, random });
      const count = Math.max(1, Math.round(baseCount * random.float(0.88, 1.12, 3)));
      const classifications = CLASSIFICATIONS[gameType].map((item) => [item.code, item.weight] as const);
      for (let index = 0; index < count; index += 1) {
        // The first sports entry is always the vendor's sportsbook.
        const classify = gameType === 'SPORTS' && index === 0 ? 'SPORTSBOOK' : random.weighted(classifications);
        drafts.push({
          vendor,
          gameType,
          classify,
          name: namer.name(gameType, classify, vendor.name),
          isGame: 'GAME',
          popularity: random.next(),
          random,
        });
      }
    }
  }

  const sortOrders = lobbyOrder(drafts);
  const games = drafts.map((draft, index): GameRecord => {
    const nodeId = String(FIRST_NODE_ID + index);
    const vendorLobby = draft.isGame === 'VASSALAGE';
    const ageDays = vendorLobby ? 900 : random.weighted([[random.int(0, NEW_GAME_DAYS - 1), 8], [random.int(NEW_GAME_DAYS, 1100), 92]]);
    const hasLines = draft.gameType === 'RNG' && draft.classify !== 'TABLE' && draft.classify !== 'ARCADE';
    const freeTrial = !vendorLobby && (draft.gameType === 'RNG' || draft.gameType === 'FISH') && random.chance(0.7);
    const displayName = draft.name;
    return {
      nodeId,
      gameCode: vendorLobby ? `${draft.vendor.code}_LOBBY_${draft.gameType}` : `${draft.vendor.code.toLowerCase()}_${slugOf(draft.name)}`,
      vassalage: draft.vendor.code,
      vendorName: draft.vendor.name,
      gameType: draft.gameType,
      gameClassify: draft.classify,
      isGame: draft.isGame,
      isHot: 0,
      hotRank: null,
      isNew: ageDays < NEW_GAME_DAYS ? 1 : 0,
      supportPlay: freeTrial ? 0 : 1,
      displayName,
      gameName: displayName,
      nodeName: displayName,
      showIcon: vendorLobby ? imagePath('vendor', draft.vendor.code) : imagePath('game', nodeId),
      iconUrl: vendorLobby ? imagePath('vendor', draft.vendor.code) : imagePath('game', nodeId),
      lagerIcon: vendorLobby ? imagePath('vendor-large', draft.vendor.code) : imagePath('game-large', nodeId),
      minBet: random.pick(MIN_BETS[draft.gameType]),
      minLineNum: hasLines ? random.pick(SLOT_LINES) : 1,
      sortOrder: sortOrders[index] ?? 0,
      releaseDate: new Date(contentDay - ageDays * DAY_MS).toISOString().slice(0, 10),
      rtp: draft.gameType === 'RNG' || draft.gameType === 'FISH' ? random.float(94, 97.8, 2) : null,
    };
  });
  return markHotGames(games, createRandom(seed, 'hot-games'));
}

/** Orders each game type's lobby: vendor lobbies first, then by popularity. */
function lobbyOrder(drafts: readonly Draft[]): number[] {
  const orders = new Array<number>(drafts.length).fill(0);
  const byType = new Map<GameType, number[]>();
  drafts.forEach((draft, index) => {
    const list = byType.get(draft.gameType) ?? [];
    list.push(index);
    byType.set(draft.gameType, list);
  });
  for (const indexes of byType.values()) {
    indexes
      .sort((left, right) => (drafts[right]?.popularity ?? 0) - (drafts[left]?.popularity ?? 0))
      .forEach((draftIndex, position) => {
        orders[draftIndex] = position + 1;
      });
  }
  return orders;
}

/** About three hot games per slot vendor and one or two per vendor elsewhere. */
function markHotGames(games: GameRecord[], random: Random): GameRecord[] {
  const candidatesByVendorType = new Map<string, GameRecord[]>();
  for (const game of games) {
    if (game.isGame !== 'GAME' || game.gameType === 'SPORTS' || game.gameType === 'LOTT') continue;
    const key = `${game.vassalage}:${game.gameType}`;
    candidatesByVendorType.set(key, [...(candidatesByVendorType.get(key) ?? []), game]);
  }
  const hotIds: string[] = [];
  for (const candidates of candidatesByVendorType.values()) {
    const first = candidates[0];
    if (!first) continue;
    const count = first.gameType === 'RNG' ? 3 : first.gameType === 'LIVE' || first.gameType === 'PVP' ? 2 : 1;
    hotIds.push(...random.sample(candidates, count).map((game) => game.nodeId));
  }
  const rankById = new Map(random.shuffle(hotIds).map((nodeId, index) => [nodeId, index + 1]));
  return games.map((game) => {
    const hotRank = rankById.get(game.nodeId);
    return hotRank === undefined ? game : { ...game, isHot: 1, hotRank };
  });
}

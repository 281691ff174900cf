/**
 * The lobby structure derived from the games: one lane per lobby category with its vendor
 * cards and classifications (API.md "vendors → value.data.lanes[]"), and the game-type menu.
 */
import { imagePath } from '../media/image-paths.js';
import type { GameRecord } from './games.js';
import type { LocalizedText } from './text.js';
import { CLASSIFICATIONS, GAME_TYPE_NAMES, GAME_TYPES, LOBBY_CATEGORIES, VENDORS, laneOf, type GameType, type LobbyCategory } from './vendors.js';

export interface VendorCardRecord {
  readonly vassalage: string;
  readonly displayName: string;
  readonly smallIcon: string;
  readonly lagerIcon: string;
  readonly gameType: GameType;
  /** VASSALAGE (slots): the tile opens the vendor's game list; GAME: it launches the lobby. */
  readonly isGame: 'GAME' | 'VASSALAGE';
  /** The vendor-lobby entry the tile launches. */
  readonly nodeId: string;
  readonly gameCode: string;
  readonly gameCount: number;
}

export interface ClassificationRecord {
  readonly code: string;
  readonly name: LocalizedText;
  readonly vendors: readonly string[];
}

export interface VendorLaneRecord {
  readonly gameCategory: LobbyCategory;
  readonly title: LobbyCategory;
  readonly name: LocalizedText;
  readonly icon: string;
  readonly cards: readonly VendorCardRecord[];
  readonly gameClassify: readonly ClassificationRecord[];
}

export interface GameTypeRecord {
  readonly gameType: GameType;
  readonly name: LocalizedText;
  readonly icon: string;
  readonly sort: number;
  readonly gameCount: number;
}

export function buildLanes(games: readonly GameRecord[]): VendorLaneRecord[] {
  const vendorOrder = new Map(VENDORS.map((vendor, index) => [vendor.code, index]));
  return LOBBY_CATEGORIES.map((category) => {
    const laneGames = games.filter((game) => laneOf(game.gameType) === category);
    const lobbies = laneGames
      .filter((game) => game.isGame === 'VASSALAGE')
      .sort((left, right) => (vendorOrder.get(left.vassalage) ?? 0) - (vendorOrder.get(right.vassalage) ?? 0));
    const cards = lobbies.map((lobby): VendorCardRecord => ({
      vassalage: lobby.vassalage,
      displayName: lobby.vendorName,
      smallIcon: lobby.iconUrl,
      lagerIcon: lobby.lagerIcon,
      gameType: lobby.gameType,
      isGame: lobby.gameType === 'RNG' ? 'VASSALAGE' : 'GAME',
      nodeId: lobby.nodeId,
      gameCode: lobby.gameCode,
      gameCount: laneGames.filter((game) => game.isGame === 'GAME' && game.vassalage === lobby.vassalage && game.gameType === lobby.gameType).length,
    }));
    const classifications = [...CLASSIFICATIONS[category], ...(category === 'ELOTT' ? CLASSIFICATIONS.LOTT : [])];
    const gameClassify = classifications
      .map((classification): ClassificationRecord => ({
        code: classification.code,
        name: classification.name,
        vendors: [...new Set(laneGames.filter((game) => game.gameClassify === classification.code).map((game) => game.vassalage))],
      }))
      .filter((classification) => classification.vendors.length > 0);
    return {
      gameCategory: category,
      title: category,
      name: GAME_TYPE_NAMES[category],
      icon: imagePath('category', category),
      cards,
      gameClassify,
    };
  });
}

export function buildGameTypes(games: readonly GameRecord[]): GameTypeRecord[] {
  return GAME_TYPES.map((gameType, index) => ({
    gameType,
    name: GAME_TYPE_NAMES[gameType],
    icon: imagePath('category', gameType),
    sort: index + 1,
    gameCount: games.filter((game) => game.gameType === gameType && game.isGame === 'GAME').length,
  }));
}

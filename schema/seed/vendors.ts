/**
 * The vendor (vassalage) table and the game-type vocabulary of the catalogue. Every vendor code
 * SPEC.md names is here: the footer logos (§2), the vendor images (§9) and the lottery vendors
 * the prize-mode rule looks for (TCG_LOTTO_VN).
 */
import type { LocalizedText } from './text.js';

export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** The categories the lobby menu shows, in menu order (SPEC.md §2 "Home lobby"). */
export const LOBBY_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT'] as const satisfies readonly GameType[];
export type LobbyCategory = (typeof LOBBY_CATEGORIES)[number];

/** LOTT vendors are listed in the ELOTT lane (SPEC.md §9: "LOTT under ELOTT"). */
export function laneOf(gameType: GameType): LobbyCategory {
  return gameType === 'LOTT' ? 'ELOTT' : gameType;
}

export function isGameType(value: string): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value);
}

export const GAME_TYPE_NAMES: Record<GameType, LocalizedText> = {
  RNG: { es: 'Tragamonedas', en: 'Slots' },
  LIVE: { es: 'Casino en vivo', en: 'Live casino' },
  FISH: { es: 'Pesca', en: 'Fishing' },
  PVP: { es: 'Juegos de cartas', en: 'Card games' },
  SPORTS: { es: 'Deportes', en: 'Sports' },
  ESPORTS: { es: 'eSports', en: 'eSports' },
  COCKFIGHT: { es: 'Peleas de gallos', en: 'Cockfight' },
  ELOTT: { es: 'Lotería', en: 'Lottery' },
  LOTT: { es: 'Lotería clásica', en: 'Classic lottery' },
};

export interface Classification {
  readonly code: string;
  readonly name: LocalizedText;
  /** Relative frequency among the generated games of the type. */
  readonly weight: number;
}

/** gameClassify codes per game type; vendor-lobby entries use VENDOR_LOBBY_CLASSIFY. */
export const CLASSIFICATIONS: Record<GameType, readonly Classification[]> = {
  RNG: [
    { code: 'SLOT', name: { es: 'Tragamonedas', en: 'Video slots' }, weight: 60 },
    { code: 'MEGAWAYS', name: { es: 'Megaways', en: 'Megaways' }, weight: 10 },
    { code: 'JACKPOT', name: { es: 'Jackpot', en: 'Jackpot' }, weight: 10 },
    { code: 'TABLE', name: { es: 'Juegos de mesa', en: 'Table games' }, weight: 8 },
    { code: 'ARCADE', name: { es: 'Arcade', en: 'Arcade' }, weight: 6 },
    { code: 'BINGO', name: { es: 'Bingo', en: 'Bingo' }, weight: 3 },
    { code: 'CRASH', name: { es: 'Crash', en: 'Crash' }, weight: 3 },
  ],
  LIVE: [
    { code: 'BACCARAT', name: { es: 'Baccarat', en: 'Baccarat' }, weight: 35 },
    { code: 'ROULETTE', name: { es: 'Ruleta', en: 'Roulette' }, weight: 20 },
    { code: 'BLACKJACK', name: { es: 'Blackjack', en: 'Blackjack' }, weight: 18 },
    { code: 'SICBO', name: { es: 'Sic Bo', en: 'Sic Bo' }, weight: 9 },
    { code: 'DRAGON_TIGER', name: { es: 'Dragón y Tigre', en: 'Dragon Tiger' }, weight: 9 },
    { code: 'GAME_SHOW', name: { es: 'Concursos', en: 'Game shows' }, weight: 9 },
  ],
  FISH: [
    { code: 'FISHING', name: { es: 'Pesca', en: 'Fishing' }, weight: 80 },
    { code: 'SHOOTING', name: { es: 'Disparos', en: 'Shooting' }, weight: 20 },
  ],
  PVP: [
    { code: 'POKER', name: { es: 'Póker', en: 'Poker' }, weight: 25 },
    { code: 'NIUNIU', name: { es: 'Niu Niu', en: 'Niu Niu' }, weight: 15 },
    { code: 'MAHJONG', name: { es: 'Mahjong', en: 'Mahjong' }, weight: 15 },
    { code: 'RUMMY', name: { es: 'Rummy', en: 'Rummy' }, weight: 15 },
    { code: 'TEEN_PATTI', name: { es: 'Teen Patti', en: 'Teen Patti' }, weight: 10 },
    { code: 'LATIN_CARDS', name: { es: 'Cartas latinas', en: 'Latin card games' }, weight: 20 },
  ],
  SPORTS: [
    { code: 'SPORTSBOOK', name: { es: 'Apuestas deportivas', en: 'Sportsbook' }, weight: 40 },
    { code: 'VIRTUAL', name: { es: 'Deportes virtuales', en: 'Virtual sports' }, weight: 60 },
  ],
  ESPORTS: [{ code: 'ESPORTSBOOK', name: { es: 'Apuestas eSports', en: 'eSports betting' }, weight: 100 }],
  COCKFIGHT: [{ code: 'SABONG', name: { es: 'Sabong', en: 'Sabong' }, weight: 100 }],
  ELOTT: [
    { code: 'VN_LOTTERY', name: { es: 'Lotería VN', en: 'VN lottery' }, weight: 45 },
    { code: 'SEA_LOTTERY', name: { es: 'Lotería SEA', en: 'SEA lottery' }, weight: 25 },
    { code: 'KENO', name: { es: 'Keno', en: 'Keno' }, weight: 15 },
    { code: 'QUICK_DRAW', name: { es: 'Sorteos rápidos', en: 'Quick draws' }, weight: 15 },
  ],
  LOTT: [
    { code: 'LOTTO', name: { es: 'Lotto', en: 'Lotto' }, weight: 30 },
    { code: 'PK10', name: { es: 'PK10', en: 'PK10' }, weight: 25 },
    { code: 'SSC', name: { es: 'SSC', en: 'SSC' }, weight: 25 },
    { code: 'K3', name: { es: 'Dados K3', en: 'K3 dice' }, weight: 20 },
  ],
};

export const VENDOR_LOBBY_CLASSIFY = 'LOBBY';

export interface VendorDefinition {
  readonly code: string;
  readonly name: string;
  /** How many games of each type the vendor offers, before the seeded ±12 % jitter. */
  readonly games: Partial<Record<GameType, number>>;
  /** Gradient of the generated logo. */
  readonly colors: readonly [string, string];
}

/**
 * Vendor sizes keep the catalogue above 1,500 games for every seed (the jitter never takes
 * more than 12 % off any count).
 */
export const VENDORS: readonly VendorDefinition[] = [
  // Footer logos (SPEC.md §2).
  { code: 'PG', name: 'PG Soft', games: { RNG: 96 }, colors: ['#ff9a1f', '#e6398b'] },
  { code: 'EG2', name: 'EG Gaming', games: { RNG: 80 }, colors: ['#00b4d8', '#3a0ca3'] },
  { code: 'PT', name: 'Playtech', games: { RNG: 92, LIVE: 22 }, colors: ['#1d3557', '#e63946'] },
  { code: 'JDB', name: 'JDB Gaming', games: { RNG: 84, FISH: 12 }, colors: ['#f72585', '#7209b7'] },
  { code: 'CQ9', name: 'CQ9 Gaming', games: { RNG: 90, FISH: 10 }, colors: ['#ffb703', '#fb8500'] },
  { code: 'FC', name: 'Fa Chai', games: { RNG: 78, FISH: 10 }, colors: ['#d00000', '#ffba08'] },
  { code: 'JL', name: 'JILI', games: { RNG: 94, FISH: 14, PVP: 24 }, colors: ['#ff006e', '#8338ec'] },
  { code: 'BGS', name: 'BGaming', games: { RNG: 82 }, colors: ['#06d6a0', '#118ab2'] },
  // Vendor images (SPEC.md §9).
  { code: 'AG', name: 'Asia Gaming', games: { LIVE: 24, FISH: 8 }, colors: ['#14213d', '#fca311'] },
  { code: 'BBIN', name: 'BBIN', games: { RNG: 80, LIVE: 20, LOTT: 16 }, colors: ['#9d0208', '#f48c06'] },
  { code: 'GG', name: 'GG Gaming', games: { FISH: 12 }, colors: ['#0077b6', '#90e0ef'] },
  { code: 'RTG', name: 'RealTime Gaming', games: { RNG: 86 }, colors: ['#2b2d42', '#ef233c'] },
  { code: 'BG', name: 'Big Gaming', games: { LIVE: 18, FISH: 8 }, colors: ['#3c096c', '#ff9e00'] },
  { code: 'DG', name: 'Dream Gaming', games: { LIVE: 20 }, colors: ['#5a189a', '#e0aaff'] },
  { code: 'EA', name: 'Entertainment Asia', games: { LIVE: 16 }, colors: ['#004b23', '#70e000'] },
  { code: 'LOTUS', name: 'Lotus Live', games: { LIVE: 16 }, colors: ['#ff4d6d', '#ffccd5'] },
  { code: 'OG', name: 'Oriental Game', games: { LIVE: 18 }, colors: ['#6a040f', '#dc2f02'] },
  { code: 'TGP', name: 'TG Esports', games: { ESPORTS: 4 }, colors: ['#03045e', '#00b4d8'] },
  { code: 'KX', name: 'KX Gaming', games: { PVP: 26 }, colors: ['#283618', '#dda15e'] },
  { code: 'KY', name: 'Kaiyuan Gaming', games: { PVP: 30 }, colors: ['#7f4f24', '#ffe8d6'] },
  { code: 'TH', name: 'TH Gaming', games: { PVP: 22 }, colors: ['#0b525b', '#99e2b4'] },
  { code: 'WS', name: 'WS168', games: { COCKFIGHT: 4 }, colors: ['#370617', '#f48c06'] },
  { code: 'XY', name: 'XY Gaming', games: { PVP: 24 }, colors: ['#10002b', '#c77dff'] },
  { code: 'AE', name: 'AE Sexy', games: { LIVE: 18 }, colors: ['#c9184a', '#ff8fa3'] },
  { code: 'ISB', name: 'iSoftBet', games: { RNG: 80 }, colors: ['#023e8a', '#48cae4'] },
  { code: 'MG', name: 'Microgaming', games: { RNG: 94, LIVE: 16 }, colors: ['#1b4332', '#52b788'] },
  { code: 'MGS', name: 'MG Slots', games: { RNG: 76 }, colors: ['#081c15', '#95d5b2'] },
  { code: 'PNG', name: "Play'n GO", games: { RNG: 90 }, colors: ['#3d0066', '#ffbd00'] },
  { code: 'TTG', name: 'TopTrend Gaming', games: { RNG: 78 }, colors: ['#540b0e', '#e09f3e'] },
  { code: 'WD', name: 'WD Sabong', games: { COCKFIGHT: 3 }, colors: ['#582f0e', '#ffc300'] },
  { code: 'IBC', name: 'IBC Sports', games: { SPORTS: 4 }, colors: ['#001d3d', '#ffc300'] },
  { code: 'SBT', name: 'SBO Top', games: { SPORTS: 5 }, colors: ['#003566', '#4cc9f0'] },
  { code: 'UG', name: 'United Gaming', games: { SPORTS: 4 }, colors: ['#2d6a4f', '#b7e4c7'] },
  // Further vendors so that every category has a choice.
  { code: 'IA', name: 'IA Esports', games: { ESPORTS: 3 }, colors: ['#240046', '#ff6d00'] },
  // Lottery vendors (SPEC.md §9: the prize mode becomes ELOTT when TCG_LOTTO_VN is present).
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', games: { ELOTT: 14 }, colors: ['#d62828', '#fcbf49'] },
  { code: 'TCG_LOTTO_SEA', name: 'TCG Lotto SEA', games: { ELOTT: 10 }, colors: ['#003049', '#fcbf49'] },
  { code: 'TCG_LOTTO', name: 'TCG Lottery', games: { LOTT: 16 }, colors: ['#780000', '#fdf0d5'] },
];

export const VENDOR_CODES: readonly string[] = VENDORS.map((vendor) => vendor.code);

/**
 * Lottery games and their draws. Draws follow the clock (a draw every interval, numbered per
 * day) and results are a pure function of seed, game and draw number, so every scenario and
 * every restart agrees on past results without storing them.
 */
import { createRandom, hashString } from '../infra/prng.js';
import { imagePath } from '../media/image-paths.js';
import type { GameRecord } from './games.js';
import type { LocalizedText } from './text.js';

/** Prize modes of SPEC.md §9; the lobby launch sends one of them. */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export interface LotteryGameRecord {
  readonly gameCode: string;
  readonly nodeId: string;
  readonly vassalage: string;
  readonly prizeMode: PrizeMode;
  /** lottoArea of the lobby launch. */
  readonly area: 'VN' | 'SEA' | 'INTL';
  readonly gameClassify: string;
  readonly name: string;
  readonly drawIntervalSeconds: number;
  /** Seconds before the draw when betting closes. */
  readonly closeBeforeSeconds: number;
  readonly iconUrl: string;
}

export interface LotteryMenuGroup {
  readonly groupCode: string;
  readonly groupName: LocalizedText;
  readonly games: readonly LotteryGameRecord[];
}

const DAY_SECONDS = 86_400;

const PRIZE_MODE_BY_VENDOR: Record<string, PrizeMode> = {
  TCG_LOTTO_VN: 'ELOTT',
  TCG_LOTTO_SEA: 'SEA',
  TCG_LOTTO: 'LOTT',
  BBIN: 'ZY',
};

export function lotteryGamesFrom(games: readonly GameRecord[]): LotteryGameRecord[] {
  return games
    .filter((game) => (game.gameType === 'ELOTT' || game.gameType === 'LOTT') && game.isGame === 'GAME')
    .map((game) => {
      const prizeMode = PRIZE_MODE_BY_VENDOR[game.vassalage] ?? (game.gameType === 'ELOTT' ? 'ELOTT' : 'LOTT');
      const interval = intervalFor(game);
      return {
        gameCode: game.gameCode,
        nodeId: game.nodeId,
        vassalage: game.vassalage,
        prizeMode,
        area: prizeMode === 'ELOTT' ? 'VN' : prizeMode === 'SEA' ? 'SEA' : 'INTL',
        gameClassify: game.gameClassify,
        name: game.displayName,
        drawIntervalSeconds: interval,
        closeBeforeSeconds: interval >= DAY_SECONDS ? 900 : Math.min(10, Math.floor(interval / 6)),
        iconUrl: imagePath('lottery', game.gameCode),
      };
    });
}

/** Names that state their pace ("Sorteo 3 Minutos", "VN 45 segundos") are believed. */
function intervalFor(game: GameRecord): number {
  const minutes = /(\d+)\s*(minuto|min)/i.exec(game.displayName);
  if (minutes?.[1]) return Number(minutes[1]) * 60;
  const seconds = /(\d+)\s*segundo/i.exec(game.displayName);
  if (seconds?.[1]) return Number(seconds[1]);
  if (['VN_LOTTERY', 'SEA_LOTTERY', 'LOTTO'].includes(game.gameClassify) && !/express|super|rápido/i.test(game.displayName)) return DAY_SECONDS;
  const choices = [60, 180, 300];
  return choices[hashString(game.gameCode) % choices.length] ?? 60;
}

const GROUP_NAMES: Record<string, LocalizedText> = {
  VN_LOTTERY: { es: 'Lotería de Vietnam', en: 'Vietnam lottery' },
  SEA_LOTTERY: { es: 'Lotería del Sudeste Asiático', en: 'Southeast Asia lottery' },
  KENO: { es: 'Keno', en: 'Keno' },
  QUICK_DRAW: { es: 'Sorteos rápidos', en: 'Quick draws' },
  LOTTO: { es: 'Lotto', en: 'Lotto' },
  PK10: { es: 'Carreras PK10', en: 'PK10 racing' },
  SSC: { es: 'SSC', en: 'SSC' },
  K3: { es: 'Dados K3', en: 'K3 dice' },
};

/** The lottery side menu for one prize mode, grouped by classification. */
export function lotteryMenu(games: readonly LotteryGameRecord[], prizeMode: PrizeMode): LotteryMenuGroup[] {
  const groups = new Map<string, LotteryGameRecord[]>();
  for (const game of games) {
    if (game.prizeMode !== prizeMode) continue;
    groups.set(game.gameClassify, [...(groups.get(game.gameClassify) ?? []), game]);
  }
  return [...groups.entries()].map(([groupCode, members]) => ({
    groupCode,
    groupName: GROUP_NAMES[groupCode] ?? { es: groupCode, en: groupCode },
    games: members,
  }));
}

export interface Draw {
  readonly gameCode: string;
  /** yyyyMMdd for daily draws, yyyyMMdd-NNNN for intraday ones. */
  readonly numero: string;
  readonly drawTime: string;
  readonly closeTime: string;
  /** Seconds until betting closes (0 when closed). */
  readonly remainingSeconds: number;
}

/** Daily draws happen at 18:15 Vietnam time (11:15 UTC), the usual VN schedule. */
const DAILY_DRAW_OFFSET_SECONDS = 11 * 3600 + 15 * 60;

export function drawAt(game: LotteryGameRecord, index: number, now: number): Draw {
  const interval = game.drawIntervalSeconds;
  const drawSeconds = interval >= DAY_SECONDS ? index * DAY_SECONDS + DAILY_DRAW_OFFSET_SECONDS : (index + 1) * interval;
  const drawMs = drawSeconds * 1000;
  const closeMs = drawMs - game.closeBeforeSeconds * 1000;
  // A draw at exactly midnight closes the previous day's series.
  const day = new Date(drawMs - 1000).toISOString().slice(0, 10).replaceAll('-', '');
  const numberInDay = Math.floor(((drawSeconds - 1) % DAY_SECONDS) / interval) + 1;
  const numero = interval >= DAY_SECONDS ? day : `${day}-${String(numberInDay).padStart(4, '0')}`;
  return {
    gameCode: game.gameCode,
    numero,
    drawTime: new Date(drawMs).toISOString(),
    closeTime: new Date(closeMs).toISOString(),
    remainingSeconds: Math.max(0, Math.ceil((closeMs - now) / 1000)),
  };
}

/** Index of the draw that is open for bets at `now`. */
export function openDrawIndex(game: LotteryGameRecord, now: number): number {
  const seconds = now / 1000;
  // The next draw after `now`, or the one after it when betting on it has already closed.
  const next =
    game.drawIntervalSeconds >= DAY_SECONDS
      ? Math.floor((seconds - DAILY_DRAW_OFFSET_SECONDS) / DAY_SECONDS) + 1
      : Math.floor(seconds / game.drawIntervalSeconds);
  return drawAt(game, next, now).remainingSeconds > 0 ? next : next + 1;
}

/** The winning numbers of a draw, as text (leading zeros kept). */
export function drawResult(seed: number, game: LotteryGameRecord, numero: string): string[] {
  const random = createRandom(seed, `draw:${game.gameCode}:${numero}`);
  const digits = (count: number) => Array.from({ length: count }, () => String(random.int(0, 9))).join('');
  const distinct = (count: number, max: number, width: number) =>
    random
      .sample(Array.from({ length: max }, (_, index) => index + 1), count)
      .sort((left, right) => left - right)
      .map((number) => String(number).padStart(width, '0'));
  switch (game.gameClassify) {
    case 'VN_LOTTERY':
      return Array.from({ length: 10 }, () => digits(5));
    case 'SEA_LOTTERY':
      return Array.from({ length: 3 }, () => digits(4));
    case 'KENO':
      return distinct(20, 80, 2);
    case 'LOTTO':
      return distinct(5, 36, 2);
    case 'PK10':
      return random.shuffle(Array.from({ length: 10 }, (_, index) => String(index + 1).padStart(2, '0')));
    case 'K3':
      return Array.from({ length: 3 }, () => String(random.int(1, 6)));
    default:
      return digits(5).split('');
  }
}

/**
 * The lottery chart as a lottery screen sees it: the load's status, the prize mode's game menu,
 * the chosen game and the lottery lobby's URL, the failure, and the intents. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { LotteryGame, PrizeMode } from '../../src/api';
import { loadStatusOf, TAGS, type LoadStatus, type Send } from '../kit';
import type { LotteryEvent, LotteryMachine } from './lottery.machine';

export interface LotteryView {
  readonly status: LoadStatus;
  readonly busy: boolean;
  /** The screen's prize mode, once loaded. */
  readonly prizeMode: PrizeMode | null;
  /** The game menu (null until the first load answered; kept while another game loads). */
  readonly games: readonly LotteryGame[] | null;
  /** The chosen game (the gameCode query, or the menu's first). */
  readonly gameCode: string | null;
  /** The lottery lobby to show, when loaded and not loading another game. */
  readonly url: string | null;
  readonly failureKey: string | null;
  isSelected(gameCode: string): boolean;
  select(gameCode: string): void;
  retry(): void;
}

export function connectLottery(snapshot: SnapshotFrom<LotteryMachine>, send: Send<LotteryEvent>): LotteryView {
  const busy = snapshot.hasTag(TAGS.busy);
  const failed = snapshot.hasTag(TAGS.failed);
  const { screen, gameCode, failureKey } = snapshot.context;
  return {
    status: loadStatusOf(snapshot),
    busy,
    prizeMode: screen?.prizeMode ?? null,
    games: screen?.games ?? null,
    gameCode,
    url: snapshot.hasTag(TAGS.ready) ? (screen?.url ?? null) : null,
    failureKey: failed ? (failureKey ?? 'errors:unknown') : null,
    isSelected: (code) => code === gameCode,
    select: (code) => send({ type: 'SELECT_GAME', gameCode: code }),
    retry: () => send({ type: 'RETRY' }),
  };
}

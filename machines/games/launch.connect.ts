/**
 * The launch chart as a launcher (a lobby's tiles, the /seamless page) sees it: whether its dialog
 * is up, progress, the failure with its retry, the blocked window's link, and the intents. The
 * request a game launches with is built here too (launchRequestOf). Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { Game } from '../../src/api';
import { TAGS, type Send } from '../kit';
import { LAUNCH_TAGS, MAINTENANCE_KEY, type LaunchEvent, type LaunchMachine, type LaunchRequest } from './launch.machine';

export type LaunchStatus = 'idle' | 'launching' | 'opening' | 'failed' | 'blocked';

export interface LaunchIntents {
  launch(request: LaunchRequest): void;
  retry(): void;
  dismiss(): void;
}

export interface LaunchView extends LaunchIntents {
  readonly status: LaunchStatus;
  /** A launch is under way or needs an answer: the launcher's dialog is up. */
  readonly active: boolean;
  /** The launch call or the window's opening runs. */
  readonly starting: boolean;
  readonly failed: boolean;
  /** A failure worth asking again (not a game the lobby marked as under maintenance). */
  readonly retryable: boolean;
  /** The browser refused the window: the game opens from `url`. */
  readonly blocked: boolean;
  /** The failure's i18n key (#543 maintenance, #734 previous game not finished, …), null unless failed. */
  readonly failureKey: string | null;
  /** The name of the game being launched ('' before the first launch). */
  readonly name: string;
  /** The launched game's URL, once the launch call answered. */
  readonly url: string | null;
  /** Launched and opened: in the page (/seamless) the game plays at `url`. */
  readonly played: boolean;
  /** Games (nodeId) the platform refused as under maintenance since the launcher opened: their tiles say so. */
  readonly maintenanceFound: readonly string[];
}

function launchIntents(send: Send<LaunchEvent>): LaunchIntents {
  return {
    launch: (request) => send({ type: 'LAUNCH', request }),
    retry: () => send({ type: 'RETRY' }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}

export function connectLaunch(snapshot: SnapshotFrom<LaunchMachine>, send: Send<LaunchEvent>): LaunchView {
  const busy = snapshot.hasTag(TAGS.busy);
  const failed = snapshot.hasTag(TAGS.failed);
  const blocked = snapshot.hasTag(LAUNCH_TAGS.blocked);
  const opening = snapshot.hasTag(LAUNCH_TAGS.opening);
  const maintenance = snapshot.hasTag(LAUNCH_TAGS.maintenance);
  const status: LaunchStatus = busy ? (opening ? 'opening' : 'launching') : failed ? 'failed' : blocked ? 'blocked' : 'idle';
  const { request, url, failureKey, maintenanceFound } = snapshot.context;
  return {
    status,
    active: status !== 'idle',
    starting: busy,
    failed,
    retryable: failed && !maintenance,
    blocked,
    failureKey: maintenance ? MAINTENANCE_KEY : failed ? (failureKey ?? 'errors:unknown') : null,
    name: request?.name ?? '',
    url,
    played: status === 'idle' && url !== null,
    maintenanceFound,
    ...launchIntents(send),
  };
}

/** The name a game is shown and launched under. */
export function gameName(game: Pick<Game, 'displayName' | 'gameName' | 'nodeName' | 'vassalage'>): string {
  return game.displayName ?? game.gameName ?? game.nodeName ?? game.vassalage;
}

/** A game under maintenance as far as its launcher knows: the lobby's mark, or a launch the platform refused for it. */
export function underMaintenance(game: Pick<Game, 'nodeId'> & Partial<Pick<Game, 'maintenance'>>, maintenanceFound: readonly string[]): boolean {
  return game.maintenance === true || maintenanceFound.includes(game.nodeId);
}

/** What launching a game asks: trial accounts play free (accountType 0) on one of the launch hosts. */
export function launchRequestOf(
  game: Pick<Game, 'nodeId' | 'gameType' | 'vassalage' | 'gameCode' | 'displayName' | 'gameName' | 'nodeName'> & Partial<Pick<Game, 'maintenance'>>,
  options: { readonly freePlay: boolean; readonly hosts: readonly string[]; readonly maintenanceFound?: readonly string[] },
): LaunchRequest {
  return {
    nodeId: game.nodeId,
    gameType: game.gameType,
    vassalage: game.vassalage,
    gameCode: game.gameCode,
    name: gameName(game),
    freePlay: options.freePlay,
    hosts: options.hosts,
    ...(underMaintenance(game, options.maintenanceFound ?? []) ? { maintenance: true } : {}),
  };
}

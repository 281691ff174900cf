/**
 * Wiring of the launch chart: the launch call moved onto a launch host, and the browser's window
 * for the game (or, on /seamless, nothing to open: the page shows the game in a frame).
 */
import { fromPromise } from 'xstate';
import { launchMachine, type LaunchRequest } from '@machines/games/launch.machine';
import { api, platformCall } from '../platform';

/** Picks one host at random from a server-provided list (SPEC.md §7: image and launch hosts). */
export function randomHost(hosts: readonly string[], random: () => number = Math.random): string | null {
  if (hosts.length === 0) return null;
  return hosts[Math.floor(random() * hosts.length)] ?? hosts[0] ?? null;
}

/** The launched URL moved onto a host from launchGameCDNs (its path and query kept). */
export function onLaunchHost(url: string, hosts: readonly string[], random?: () => number): string {
  const host = randomHost(hosts, random);
  if (!host) return url;
  try {
    const original = new URL(url, globalThis.location?.origin ?? 'http://localhost');
    const target = new URL(host.includes('://') ? host : `https://${host}`);
    return `${target.origin}${original.pathname}${original.search}${original.hash}`;
  } catch {
    return url;
  }
}

export const launchLogic = launchMachine.provide({
  actors: {
    // the player who left the game's page before its address came opens nothing: the call stops
    launchGame: platformCall<string, LaunchRequest>(async (request, { signal }) => {
      const url = await api.games.launchGame(
        {
          gameType: request.gameType,
          vassalage: request.vassalage,
          nodeId: request.nodeId,
          ...(request.gameCode ? { gameId: request.gameCode } : {}),
          freePlay: request.freePlay,
        },
        { signal },
      );
      return onLaunchHost(url, request.hosts);
    }),
    openGame: fromPromise<void, string>(async ({ input }) => {
      // no 'noopener' feature: its handle is always null and a block could not be told apart
      const opened = window.open(input, '_blank');
      if (!opened) throw new Error('popup.blocked');
      opened.opener = null;
    }),
  },
});

/** /seamless: "opening" the game is showing its URL in the page's frame, so nothing is opened. */
export const inPageLaunchLogic = launchLogic.provide({ actors: { openGame: fromPromise<void, string>(async () => undefined) } });

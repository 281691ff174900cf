/**
 * The session caches (SPEC.md §9: hot games, vendors, register settings and the merchant wallet are
 * fetched once per browser session, per language), shared by the charts' wiring: the home lobby,
 * the header's menu, the lobbies and the lottery read the one vendors answer.
 */
import type { Game, RegisterSettings, VendorLane } from '@api/index';
import { readItem, sessionCacheKey, sessionStore, writeItem } from '../../config/storage';
import { currentLanguage } from '../../i18n';
import { api } from './platform';

const inFlight = new Map<string, Promise<unknown>>();

/**
 * Keeps a call's answer in sessionStorage for the browser session, per language; callers that
 * ask while it loads share the one call (a failure is not kept, so a retry calls again).
 */
export function sessionCached<T>(name: string, load: () => Promise<T>): Promise<T> {
  const storageKey = sessionCacheKey(name, currentLanguage());
  const cached = readItem(sessionStore(), storageKey);
  if (cached !== null) {
    try {
      return Promise.resolve(JSON.parse(cached) as T);
    } catch {
      // corrupt: load again
    }
  }
  const pending = inFlight.get(storageKey);
  if (pending) return pending as Promise<T>;
  const call = load().then(
    (value) => {
      inFlight.delete(storageKey);
      // a full storage only costs a later call
      writeItem(sessionStore(), storageKey, JSON.stringify(value));
      return value;
    },
    (error: unknown) => {
      inFlight.delete(storageKey);
      throw error;
    },
  );
  inFlight.set(storageKey, call);
  return call;
}

export const cachedVendors = (): Promise<VendorLane[]> => sessionCached('vendors', () => api.games.getVendors());
export const cachedHotGames = (): Promise<Game[]> => sessionCached('hotGames', () => api.games.getHotGames());
export const cachedRegisterSettings = (): Promise<RegisterSettings> => sessionCached('registerSettings', () => api.system.getRegisterSettings());

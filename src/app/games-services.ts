/**
 * Moved: the game charts' wiring is one module per chart under src/app/wiring/ (home, notices,
 * headerVendors, lobby, launch, favourites, lottery) and the session caches are
 * src/app/wiring/session-cache.ts. This re-export keeps the register wiring's import working until
 * it imports `cachedRegisterSettings` from './wiring/session-cache' itself; then delete this file.
 */
export { cachedRegisterSettings } from './wiring/session-cache';

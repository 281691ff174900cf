/** Where each game category lives (SPEC.md §2 routes), the one map of category → path (lobbies, header, side menu, footer, banners); COCKFIGHT has no route of its own. */
export const CATEGORY_ROUTES: Readonly<Record<string, string>> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
  COCKFIGHT: '/sports?gameType=COCKFIGHT',
};

/** Sports-type categories show their vendors (at most 5 on the home lobby) rather than games. */
export const SPORTS_TYPES: ReadonlySet<string> = new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT']);

/** The lobby of a category, optionally with a vendor chosen. */
export function categoryHref(gameType: string, vendor?: string | null): string {
  const base = CATEGORY_ROUTES[gameType] ?? `/rng?gameType=${encodeURIComponent(gameType)}`;
  if (!vendor) return base;
  return `${base}${base.includes('?') ? '&' : '?'}vassalage=${encodeURIComponent(vendor)}`;
}

/**
 * Which parts of the shell a route shows (SPEC.md §2): game pages hide the side menu (and
 * /seamless also the footer); the agent pages have no header and no footer; every other route
 * shows side menu, header, banner, main content and footer. Paths match case-insensitively, as
 * the platform's own router does, and SPEC.md's spellings /lottert, /sealottery and /vnlottery
 * are all covered.
 */

export interface LayoutRules {
  readonly header: boolean;
  readonly sideMenu: boolean;
  readonly banner: boolean;
  readonly footer: boolean;
}

const GAME_PAGES = new Set(['/seamless', '/lottery', '/lottert', '/sealottery', '/vnlottery']);
const NO_FOOTER = new Set(['/seamless']);
const NO_CHROME = new Set(['/agent', '/agenthome']);

/** Lower case, no query or hash, no trailing slash (except the root). */
export function normalisePath(pathname: string): string {
  const bare = pathname.split(/[?#]/)[0] ?? '';
  const lower = bare.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower.startsWith('/') ? lower : `/${lower}`;
}

export function isGamePage(pathname: string): boolean {
  return GAME_PAGES.has(normalisePath(pathname));
}

/** /agent, /agentHome and every agent centre page (/agentHome/<page>). */
function hasNoChrome(path: string): boolean {
  return NO_CHROME.has(path) || path.startsWith('/agenthome/');
}

export interface LayoutOptions {
  /** The path matched no route: the 404 page gets the chrome but no banner. */
  readonly notFound?: boolean;
}

export function layoutFor(pathname: string, options: LayoutOptions = {}): LayoutRules {
  const path = normalisePath(pathname);
  if (hasNoChrome(path)) return { header: false, sideMenu: false, banner: false, footer: false };
  if (GAME_PAGES.has(path)) return { header: true, sideMenu: false, banner: false, footer: !NO_FOOTER.has(path) };
  return { header: true, sideMenu: true, banner: !options.notFound, footer: true };
}

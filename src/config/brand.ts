/**
 * Brand configuration: name, merchant code, social and help links, footer products and vendor
 * logos. A deployment changes these through VITE_* variables (see the comments), not code.
 */
import { DEFAULT_MERCHANT_CODE, IMAGE_PATH_PREFIX } from '../api/routes';
import { DEFAULT_BRAND_NAME } from './brandDefaults';

function env(name: string): string | undefined {
  const value = (import.meta.env as Record<string, string | boolean | undefined>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export const BRAND_NAME = env('VITE_BRAND_NAME') ?? DEFAULT_BRAND_NAME;

/** The merchant code sent in the `Merchant` header; fixed per brand (SPEC.md §9). */
export const MERCHANT_CODE = env('VITE_MERCHANT_CODE') ?? DEFAULT_MERCHANT_CODE;

/** The social networks the side menu and the footer link to, in their order. */
export const SOCIAL_NETWORKS = ['whatsapp', 'facebook', 'telegram', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  readonly network: SocialNetwork;
  readonly url: string;
}

/**
 * Social links, shown (side menu and footer) only when configured:
 * VITE_SOCIAL_WHATSAPP, VITE_SOCIAL_FACEBOOK, VITE_SOCIAL_TELEGRAM, VITE_SOCIAL_INSTAGRAM (full
 * URLs). The permission info's resources take their place once they arrive (resourceLinks.ts).
 */
export function socialLinksFrom(values: Partial<Record<SocialNetwork, string | undefined>>): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = values[network]?.trim();
    return url && /^https?:\/\//i.test(url) ? [{ network, url }] : [];
  });
}

export const SOCIAL_LINKS: readonly SocialLink[] = socialLinksFrom({
  whatsapp: env('VITE_SOCIAL_WHATSAPP'),
  facebook: env('VITE_SOCIAL_FACEBOOK'),
  telegram: env('VITE_SOCIAL_TELEGRAM'),
  instagram: env('VITE_SOCIAL_INSTAGRAM'),
});

export interface HelpLink {
  /** i18n key under layout:footer.help */
  readonly id: 'about' | 'terms' | 'privacy' | 'responsible' | 'helpCentre';
  readonly href: string;
}

/** Help links of the footer; /help opens the help centre over the lobby at the anchor's topic. */
export const HELP_LINKS: readonly HelpLink[] = [
  { id: 'about', href: '/help#about' },
  { id: 'terms', href: '/help#term' },
  { id: 'privacy', href: '/help#privacy' },
  { id: 'responsible', href: '/help#responsible' },
  { id: 'helpCentre', href: '/help' },
];

/** The game types of SPEC.md §3 (COCKFIGHT is a lobby category only). */
export type GameType = 'LIVE' | 'RNG' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT';

/** The footer's products: one per game type, linking its lobby (src/views/games/gameRoutes.ts). */
export const FOOTER_GAME_TYPES: readonly GameType[] = ['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT'];

/** Footer vendor logos, in SPEC.md §2 order. */
export const FOOTER_VENDORS: readonly string[] = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];

/** Vendor logo served by the platform (the embedded one draws them on request, as WebP). */
export function vendorLogoUrl(code: string): string {
  return `${IMAGE_PATH_PREFIX}/vendor/${encodeURIComponent(code)}.webp`;
}

/** Age limit of the responsible-gaming note in the footer. */
export const MINIMUM_AGE = 18;

/** The country dialling code mobile fields start with (VITE_DIALING_CODE, digits only; default 52). */
export const DEFAULT_DIALING_CODE = (env('VITE_DIALING_CODE') ?? '52').replace(/\D/g, '') || '52';

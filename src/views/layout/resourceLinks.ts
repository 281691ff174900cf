/**
 * The social links of the side menu and the footer, read from the permission info's resources
 * (labelNameEn, url; schema/seed/site.ts RESOURCES): WhatsApp, Facebook, Telegram and Instagram,
 * in that order, each once, only those the platform names with an http(s) address. Until the
 * permission info has arrived, the brand's configured links (VITE_SOCIAL_*) stand in.
 */
import { SOCIAL_LINKS, SOCIAL_NETWORKS, type SocialLink, type SocialNetwork } from '../../config/brand';

const NETWORK_OF: Readonly<Record<string, SocialNetwork>> = {
  whatsapp: 'whatsapp',
  'whats app': 'whatsapp',
  facebook: 'facebook',
  fb: 'facebook',
  telegram: 'telegram',
  instagram: 'instagram',
  ig: 'instagram',
};

type Resource = { readonly labelNameEn?: string | undefined; readonly url?: string | undefined };

export function socialLinksOf(resources: readonly Resource[] | undefined): SocialLink[] {
  if (resources === undefined) return [...SOCIAL_LINKS];
  const found = new Map<SocialNetwork, string>();
  for (const resource of resources) {
    const network = NETWORK_OF[(resource.labelNameEn ?? '').trim().toLowerCase()];
    const url = resource.url?.trim() ?? '';
    if (network && !found.has(network) && /^https?:\/\//i.test(url)) found.set(network, url);
  }
  return SOCIAL_NETWORKS.filter((network) => found.has(network)).map((network) => ({ network, url: found.get(network) ?? '' }));
}

import { describe, expect, it } from 'vitest';
import { FOOTER_VENDORS, HELP_LINKS, MERCHANT_CODE, socialLinksFrom, vendorLogoUrl } from '../../../src/config/brand';
import { DEFAULT_MERCHANT_CODE, IMAGE_PATH_PREFIX } from '../../../src/api/routes';

describe('brand configuration', () => {
  it('lists the footer vendors in SPEC.md order', () => {
    expect(FOOTER_VENDORS).toEqual(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']);
  });

  it('builds vendor logo URLs under the platform image prefix', () => {
    expect(vendorLogoUrl('PG')).toBe(`${IMAGE_PATH_PREFIX}/vendor/PG.webp`);
    expect(vendorLogoUrl('A B')).toBe(`${IMAGE_PATH_PREFIX}/vendor/A%20B.webp`);
  });

  it('uses the default merchant code when none is configured', () => {
    expect(MERCHANT_CODE).toBe(process.env.VITE_MERCHANT_CODE ?? DEFAULT_MERCHANT_CODE);
  });

  it('shows only configured http(s) social links, in a fixed order', () => {
    expect(socialLinksFrom({})).toEqual([]);
    expect(socialLinksFrom({ telegram: 'https://t.me/x', whatsapp: ' https://wa.me/1 ', facebook: '' })).toEqual([
      { network: 'whatsapp', url: 'https://wa.me/1' },
      { network: 'telegram', url: 'https://t.me/x' },
    ]);
    expect(socialLinksFrom({ facebook: 'javascript:alert(1)' })).toEqual([]);
  });

  it('points the terms link at the help anchor', () => {
    expect(HELP_LINKS.find((link) => link.id === 'terms')?.href).toBe('/help#term');
  });
});

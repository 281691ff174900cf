import { describe, expect, it } from 'vitest';
import { visiblePages } from '../../../src/ui/pagination';
import { categoryHref } from '../../../src/views/games/gameRoutes';
import { inLanguage } from '../../../src/views/games/imageUrl';

describe('pagination (margin 2, range 5)', () => {
  it('shows every page when there are few', () => {
    expect(visiblePages(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('shows the first and last two pages and five around the current one, with gaps', () => {
    expect(visiblePages(10, 30)).toEqual([1, 2, null, 8, 9, 10, 11, 12, null, 29, 30]);
    expect(visiblePages(1, 30)).toEqual([1, 2, 3, 4, 5, null, 29, 30]);
    expect(visiblePages(30, 30)).toEqual([1, 2, null, 26, 27, 28, 29, 30]);
  });
  it('has nothing to show without pages', () => {
    expect(visiblePages(1, 0)).toEqual([]);
  });
});

describe('category routes', () => {
  it('links each category to its lobby, with the vendor as the vassalage query', () => {
    expect(categoryHref('RNG')).toBe('/rng');
    expect(categoryHref('RNG', 'PG')).toBe('/rng?vassalage=PG');
    expect(categoryHref('COCKFIGHT', 'WS')).toBe('/sports?gameType=COCKFIGHT&vassalage=WS');
  });
});

describe('images with text', () => {
  it('ask for the reader\'s language in the query, once', () => {
    expect(inLanguage('/__platform/img/banner/w_home-1.svg', 'en')).toBe('/__platform/img/banner/w_home-1.svg?lang=en');
    expect(inLanguage('/img/b.svg?v=2', 'es')).toBe('/img/b.svg?v=2&lang=es');
    expect(inLanguage('/img/b.svg?lang=en', 'es')).toBe('/img/b.svg?lang=en');
    expect(inLanguage(undefined, 'es')).toBeNull();
  });
});

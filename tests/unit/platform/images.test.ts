/** Generated pictures (SVG art, sent as WebP) and the platform's own HTML pages. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BASE_URL, createTestPlatform } from './support';
import { BLANK_PICTURES_HEADER } from '../../../schema/host/platform-paths';

const { platform } = createTestPlatform();
const { catalogue } = platform;

const fetchPath = (path: string) => platform.handle(new Request(`${BASE_URL}${path}`));
/** The SVG art a picture's address is drawn from. */
const artOf = (path: string) => path.replace(/\.webp(\?|$)/, '.svg$1');
const sizeOfArt = (svg: string) => ({ width: Number(/^<svg\b[^>]*\swidth="(\d+)"/.exec(svg)?.[1]), height: Number(/^<svg\b[^>]*\sheight="(\d+)"/.exec(svg)?.[1]) });

/** Every image path the catalogue hands out. */
function referencedImages(): string[] {
  const paths = new Set<string>();
  for (const game of catalogue.games) [game.iconUrl, game.showIcon, game.lagerIcon].forEach((path) => paths.add(path));
  for (const lane of catalogue.lanes) {
    paths.add(lane.icon);
    for (const card of lane.cards) [card.smallIcon, card.lagerIcon].forEach((path) => paths.add(path));
  }
  for (const banner of catalogue.banners) paths.add(banner.url);
  for (const item of catalogue.announcements) item.announcementImages.forEach((path) => paths.add(path));
  for (const item of catalogue.promotions) paths.add(item.imageUrl);
  for (const item of catalogue.popups) if (item.imageUrl) paths.add(item.imageUrl);
  for (const item of catalogue.rewardItems) paths.add(item.imageUrl);
  for (const item of catalogue.lotteryGames) paths.add(item.iconUrl);
  for (const item of catalogue.liveCamModels) paths.add(item.avatarUrl);
  for (const item of catalogue.gameTypes) paths.add(item.icon);
  return [...paths];
}

describe('generated images', () => {
  it('draws the art of every picture the catalogue refers to, and the catalogue refers to WebP pictures', async () => {
    const paths = referencedImages();
    expect(paths.length).toBeGreaterThan(3000);
    for (const path of paths) {
      expect(path, path).toMatch(/\.webp$/);
      const response = await fetchPath(artOf(path));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      const body = await response.text();
      expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), path).toBe(true);
      expect(body.endsWith('</svg>'), path).toBe(true);
    }
  });

  it('sends each kind of picture as WebP of its art\'s size, the same bytes every time', async () => {
    const paths = referencedImages();
    const oneOfEachKind = [...new Map(paths.map((path) => [/\/img\/([a-z-]+)\//.exec(path)?.[1], path])).values()];
    expect(oneOfEachKind.length).toBeGreaterThanOrEqual(10);
    for (const path of oneOfEachKind) {
      const response = await fetchPath(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('image/webp');
      const bytes = new Uint8Array(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format, path).toBe('webp');
      const art = await (await fetchPath(artOf(path))).text();
      expect({ width: metadata.width, height: metadata.height }, path).toEqual(sizeOfArt(art));
      expect(new Uint8Array(await (await fetchPath(path)).arrayBuffer()), path).toEqual(bytes);
    }
  });

  it('puts the game name and vendor on the icon, escaped', async () => {
    const game = catalogue.games.find((candidate) => candidate.displayName.includes('&')) ?? catalogue.games[20];
    if (!game) throw new Error('no game');
    const body = await (await fetchPath(artOf(game.iconUrl))).text();
    expect(body).toContain(`>${game.vassalage}</text>`);
    const firstWord = game.displayName.split(' ')[0] ?? '';
    expect(body).toContain(firstWord.replace(/&/g, '&amp;'));
    expect(body).not.toMatch(/>[^<]*&(?!amp;|lt;|gt;|apos;|quot;)[^<]*</);
    expect(body).toContain('linearGradient');
  });

  it('draws vendor logos with the vendor code and banners in the requested language', async () => {
    expect(await (await fetchPath('/__platform/img/vendor/TCG_LOTTO_VN.svg')).text()).toContain('TCG LOTTO VN');
    const banner = catalogue.banners[0];
    if (!banner) throw new Error('no banner');
    expect(await (await fetchPath(`${artOf(banner.url)}?lang=en`)).text()).toContain('Play now');
    expect(await (await fetchPath(artOf(banner.url))).text()).toContain('Jugar ahora');
    // the pictures differ by language too
    const picture = async (path: string) => new Uint8Array(await (await fetchPath(path)).arrayBuffer());
    expect(await picture(`${banner.url}?lang=en`)).not.toEqual(await picture(banner.url));
  });

  it("draws each vendor's code whole inside its logo, the longest too (\"TCG LOTTO VN\", never \"G LOTTO\")", async () => {
    const codes = new Set(catalogue.lanes.flatMap((lane) => lane.cards.map((card) => card.vassalage)));
    expect(codes.has('TCG_LOTTO_VN')).toBe(true);
    for (const code of codes) {
      for (const [kind, width] of [['vendor', 240], ['vendor-large', 600]] as const) {
        const body = await (await fetchPath(`/__platform/img/${kind}/${code}.svg`)).text();
        const text = code.replace(/_/g, ' ');
        const size = Number(/font-size="([\d.]+)"[^>]*letter-spacing="2">/.exec(body)?.[1] ?? 'NaN');
        // a heavy capital's width (0.72 of the size, measured for the bold sans-serif stack) and the spacing
        expect(text.length * (0.72 * size + 2), `${kind} ${code}`).toBeLessThanOrEqual(width * 0.9);
      }
    }
  });

  it('draws avatars for any key and caches images', async () => {
    const response = await fetchPath('/__platform/img/avatar/member01.svg');
    expect(await response.text()).toContain('>ME</text>');
    expect(response.headers.get('cache-control')).toContain('max-age');
  });

  it('answers 404 for unknown images', async () => {
    for (const path of ['/__platform/img/game/1.svg', '/__platform/img/vendor/NOPE.svg', '/__platform/img/unknown/x.svg', '/__platform/img/game/10001.png']) {
      expect((await fetchPath(path)).status, path).toBe(404);
    }
  });

  it('answers a test that asks for blank pictures with an empty picture of the same size, and still 404 for an unknown one', async () => {
    const blank = (path: string) => platform.handle(new Request(`${BASE_URL}${path}`, { headers: { [BLANK_PICTURES_HEADER]: '1' } }));
    const banner = artOf(catalogue.banners[0]?.url ?? '');
    const drawn = await (await fetchPath(banner)).text();
    const response = await blank(banner);
    const empty = await response.text();
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('vary')).toBe(BLANK_PICTURES_HEADER);
    expect(empty).toMatch(/^<svg\b[^>]*\/>$/);
    const attribute = (svg: string, name: string) => new RegExp(`^<svg\\b[^>]*\\s${name}="([^"]+)"`).exec(svg)?.[1];
    for (const name of ['width', 'height', 'viewBox']) {
      expect(attribute(drawn, name), name).toBeDefined();
      expect(attribute(empty, name), name).toBe(attribute(drawn, name));
    }
    expect(drawn).not.toBe(empty);
    expect((await blank('/__platform/img/vendor/NOPE.svg')).status).toBe(404);
    expect((await blank('/__platform/img/vendor/NOPE.webp')).status).toBe(404);
    // the WebP picture a page shows: transparent, of the art's size
    const picture = await blank(catalogue.banners[0]?.url ?? '');
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const { data, info } = await sharp(new Uint8Array(await picture.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual(sizeOfArt(drawn));
    expect(data.every((value, index) => index % info.channels !== info.channels - 1 || value === 0)).toBe(true);
  });

  it('is deterministic', async () => {
    const path = artOf(catalogue.games[300]?.lagerIcon ?? '');
    expect(await (await fetchPath(path)).text()).toBe(await (await fetchPath(path)).text());
  });
});

describe('pages', () => {
  it('serves the support page, the lottery lobby and the index with the seeded accounts', async () => {
    expect(await (await fetchPath('/__platform/support?lang=en')).text()).toContain('Live support');
    const lottery = catalogue.lotteryGames[0];
    expect(await (await fetchPath(`/__platform/lottery?gameCode=${lottery?.gameCode ?? ''}`)).text()).toContain(lottery?.name ?? '?');
    const index = await (await fetchPath('/__platform')).text();
    expect(index).toContain('member01');
    expect(index).toContain('Member2024');
  });

  it('answers 404 for an unknown game page', async () => {
    expect((await fetchPath('/__platform/play/1')).status).toBe(404);
  });
});

/**
 * Games in the browser: the home lobby with the embedded platform's full catalogue,
 * the game lobbies (vendor menu, classification, search, filter types, load more, pagination),
 * tiles, launching, favourites and the account game pages, at 390 px and 1280 px.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expect, lookAt, presetLanguage, test, watchRequestOrder } from './fixtures';

const lobby = (page: Page, state = 'ready') => page.locator(`[data-testid="game-lobby"][data-state="${state}"]`);
const tiles = (page: Page) => page.locator('[data-testid="game-lobby"] [data-testid="game-tile"]');

test.describe('home lobby', () => {
  test('shows categories, banners, notices, hot, one section per category and the winners board', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-ready')).toBeVisible();
    const categories = page.getByRole('navigation', { name: /Categorías|Categories/ });
    const chips = categories.locator('[data-category]');
    await expect(chips.nth(0)).toHaveAttribute('data-category', 'HOME');
    await expect(chips.nth(1)).toHaveAttribute('data-category', 'FAV');
    await expect(chips.nth(2)).toHaveAttribute('data-category', 'RNG');
    expect(await chips.count()).toBeGreaterThanOrEqual(10);

    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    expect(await page.getByTestId('banner-slide').count()).toBeGreaterThan(1);
    await expect(page.getByTestId('notice-marquee')).not.toBeEmpty();

    // hot: 12, then all of them
    const hot = page.getByTestId('section-hot');
    await expect(hot.getByTestId('game-tile')).toHaveCount(12);
    await hot.getByRole('button', { name: /Ver todos|Show all/ }).click();
    await expect.poll(() => hot.getByTestId('game-tile').count()).toBeGreaterThan(12);

    // a category: 12 games (loaded as the section comes near), a vendor menu with All, 'more' goes to the category lobby
    const slots = page.getByTestId('section-RNG');
    await slots.scrollIntoViewIfNeeded();
    await expect(slots.getByTestId('game-tile')).toHaveCount(12);
    await expect(slots.getByRole('navigation').getByRole('link', { name: 'Todos', exact: true })).toBeVisible();
    // sports-type categories show at most 5 vendors
    expect(await page.getByTestId('vendors-SPORTS').getByRole('link').count()).toBeLessThanOrEqual(5);

    // winners: 20, largest first (drawn as the board comes near)
    await page.getByTestId('section-winners').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('winner')).toHaveCount(20);
    const amounts = await page.getByTestId('winner').locator('[data-amount]').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-amount'))));
    expect(amounts).toHaveLength(20);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    // written as every amount of the site is in Spanish (es-MX: $1,234.50), not as plain 'es' (1234,50)
    const first = amounts[0] ?? 0;
    await expect(page.getByTestId('winner').first().locator('[data-amount]')).toHaveText(`$${first.toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);

    await slots.getByRole('link', { name: /Más de|More/ }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(lobby(page)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a category section fetches its games only as it comes near the viewport, its place held without a shimmer until then', { tag: '@once' }, async ({ page }) => {
    // a reader whose device allows motion: the suite's default reduces it, which would stop every shimmer
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const listed: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/GCSGAME_gameList') && url.searchParams.get('pageSize') === '12') listed.push(url.searchParams.get('gameType') ?? '');
    });
    await page.goto('/');
    await expect(page.getByTestId('home-ready')).toBeVisible();
    const sectionGames = page.locator('[data-testid^="games-"]');
    // the first category is on the first screen: loaded; the last is far below: not even asked for
    await expect(sectionGames.first()).toHaveAttribute('data-state', 'ready');
    const last = sectionGames.last();
    await expect(last).toHaveAttribute('data-state', 'waiting');
    // nothing is loading there, so nothing shimmers: a shimmer animates every frame for as long as the page is open
    const runningIn = (section: typeof last) => section.evaluate((element) => element.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running').length);
    expect(await runningIn(last)).toBe(0);
    const lastType = (await last.getAttribute('data-testid'))?.replace('games-', '') ?? '';
    expect(listed).not.toContain(lastType);
    expect(listed.length).toBeLessThan(await sectionGames.count());

    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-state', 'ready');
    await expect(last.getByTestId('game-tile').first()).toBeVisible();
    expect(listed.filter((gameType) => gameType === lastType)).toEqual([lastType]);
  });

  test("the winners board's rows are drawn as it comes near, in a place already their height", { tag: '@once' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-ready')).toBeVisible();
    // five screens below on a phone: no rows (nor their pictures) with the lobby's first data
    const board = page.getByTestId('section-winners');
    const waiting = board.getByTestId('winners-waiting');
    await expect(waiting).toHaveCount(1);
    await expect(page.getByTestId('winner')).toHaveCount(0);
    const held = await waiting.evaluate((element) => element.getBoundingClientRect().height);

    await board.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('winner')).toHaveCount(20);
    await expect(waiting).toHaveCount(0);
    // the rows take the place held for them: nothing below moves as they arrive
    const drawn = await page.getByTestId('winners').evaluate((element) => element.getBoundingClientRect().height);
    expect(Math.abs(drawn - held)).toBeLessThanOrEqual(2);
  });

  test('a failed load says so in English and a retry brings the lobby', { tag: '@once' }, async ({ page, control }) => {
    await presetLanguage(page, 'en');
    await control.failNext('hotGames', 1, { errorCode: '#727' });
    await page.goto('/');
    await expect(page.getByTestId('home-error')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('home-ready')).toBeVisible();
  });

  test('a game lobby shows the banners without loading any home section; the home lobby loads them', { tag: '@once' }, async ({ page }) => {
    const homeCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const homeSection =
        url.pathname.endsWith('/GCSGAME_hotGamesV2') ||
        url.pathname.endsWith('/ODSFE2_getWinnerBoard') ||
        (url.pathname.endsWith('/GCSGAME_gameList') && url.searchParams.get('pageSize') === '12');
      if (homeSection) homeCalls.push(url.pathname);
    });
    await page.goto('/live');
    await expect(lobby(page)).toBeVisible();
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    expect(homeCalls).toEqual([]);
    await page.locator('header a[href="/"]').first().click();
    await expect(page.getByTestId('home-ready')).toBeVisible();
    expect(homeCalls.length).toBeGreaterThan(0);
  });

  test("the carousel's hidden slides fetch their pictures only once it comes next to them", { tag: '@once' }, async ({ page }) => {
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const name = /\/banner\/([^/]+)$/.exec(new URL(request.url()).pathname)?.[1];
      if (name) fetched.add(name);
    });
    await page.goto('/');
    const slides = page.getByTestId('banner-slide');
    const dots = page.getByRole('button', { name: /^Anuncio \d+ de \d+$/ });
    await expect(dots.first()).toBeVisible();
    const count = await slides.count();
    expect(count).toBeGreaterThan(4);
    // focus inside the carousel holds it still (no autoplay moves it under the test)
    await dots.first().focus();
    const drawn = (index: number) => slides.nth(index).locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    // the first picture, then its neighbours: the next and, the carousel being a loop, the last
    for (const index of [0, 1, count - 1]) await expect.poll(() => drawn(index)).toBe(true);
    for (let index = 2; index < count - 1; index += 1) await expect(slides.nth(index).locator('img')).not.toHaveAttribute('src');
    expect(fetched.size).toBe(3);

    // moving to the fourth slide brings its picture and its neighbours'
    await dots.nth(3).click();
    await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true');
    for (const index of [2, 3, 4]) await expect.poll(() => drawn(index)).toBe(true);
    expect(fetched.size).toBe(new Set([0, 1, count - 1, 2, 3, 4]).size);
  });

  test('vendors and hot games are fetched once per browser session: home, a lobby, home again, a reload', { tag: '@once' }, async ({ page }) => {
    const cachedCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('/GCSGAME_newGameVendor') || path.endsWith('/GCSGAME_hotGamesV2')) cachedCalls.push(path.replace(/^.*_/, ''));
    });
    await page.goto('/');
    await expect(page.getByTestId('home-ready')).toBeVisible();
    expect(cachedCalls.sort()).toEqual(['hotGamesV2', 'newGameVendor']);
    await page.locator('[data-category="LIVE"]').click();
    await expect(lobby(page)).toBeVisible();
    await page.locator('header a[href="/"]').first().click();
    await expect(page.getByTestId('home-ready')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('home-ready')).toBeVisible();
    expect(cachedCalls).toHaveLength(2);
  });

  test('banners that fail to load say so and come back with a retry', { tag: '@once' }, async ({ page }) => {
    await page.route('**/MCSFE_getNotices*', (route) => route.fulfill({ json: { success: false, value: null, message: null, errorCode: '#727' } }), { times: 1 });
    await page.goto('/');
    await expect(page.getByTestId('banner-slot').getByRole('alert')).toHaveText(/No se pudieron cargar los anuncios/);
    await page.getByTestId('banner-slot').getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
  });

  test.describe('banner pictures', () => {
    // the picture's own drawing is read: the platform's real one
    test.use({ pictures: 'real' });
    // English, not the site's default Spanish: a banner that ignored the reader's language would pass in Spanish
    for (const [language, call] of [['es', 'Jugar ahora'], ['en', 'Play now']] as const) {
      if (language === 'en') test(`banner pictures carry their text in the reader's language (${language})`, async ({ page }) => {
        await presetLanguage(page, language);
        await page.goto('/');
        const picture = page.getByTestId('banner-slide').first().locator('img');
        await expect(picture).toHaveAttribute('src', new RegExp(`[?&]lang=${language}$`));
        const src = (await picture.getAttribute('src')) ?? '';
        // the picture is WebP drawn from the art at the same path with .svg (the platform's images.test.ts)
        expect(src).toMatch(/\.webp\?/);
        const art = await (await page.request.get(src.replace(/\.webp\?/, '.svg?'))).text();
        expect(art).toContain(call);
        const bytes = async (url: string) => (await page.request.get(url)).body();
        expect((await bytes(src)).equals(await bytes(src.replace(/lang=\w+$/, 'lang=es')))).toBe(false);
      });
    }
  });

  test("the first banner's neighbours are asked for once it is in, and are ready while it is still shown", { tag: '@once' }, async ({ page }) => {
    const events = watchRequestOrder(page, (url) => /\/banner\/([\w-]+)\.\w+/.exec(url)?.[1]);
    await page.goto('/');
    const pictures = page.getByTestId('banner-slide').locator('img');
    await expect(pictures.first()).toBeVisible();
    const count = await pictures.count();
    expect(count).toBeGreaterThan(2);
    const dots = page.getByTestId('banner-slot').getByRole('button', { name: /^(Anuncio|Banner) \d+ (de|of) \d+$/ });
    // focus inside the carousel holds it on the first slide: what arrives now came without a move
    await dots.first().focus();
    // the next slide and, the carousel being a loop, the last arrive while the first is still shown
    // (neither is blank when it first slides in either way); the slides further on wait until the
    // carousel comes next to them (the test above)
    for (const index of [1, count - 1]) {
      await expect.poll(() => pictures.nth(index).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    const firstIn = events.indexOf('got w_home-1');
    expect(firstIn).toBeGreaterThanOrEqual(0);
    const others = events.filter((event) => event.startsWith('asked ') && event !== 'asked w_home-1');
    expect(others).toHaveLength(2);
    for (const asked of others) expect(events.indexOf(asked), `${asked} after the first was in: ${events.join(', ')}`).toBeGreaterThan(firstIn);
  });

  test('the first banner shows on its own before the slider arrives; a dot moves the carousel', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const slides = page.getByTestId('banner-slide');
    await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
    expect(await slides.count()).toBeGreaterThan(1);
    // painted without keen-slider: the second slide sits outside the frame, not beside the first
    await expect(slides.nth(1)).not.toBeInViewport({ ratio: 0.5 });
    // every painted frame's position of the second slide, from before the move to after it: read in
    // a task posted from the frame's animation callback, which runs once the frame is drawn (read in
    // the callback itself, it could see the slider's first layout that the slider's own callback of
    // that frame moves before anything is drawn)
    await slides.nth(1).evaluate((slide) => {
      const seen: number[] = [];
      (window as unknown as { __slideLefts: number[] }).__slideLefts = seen;
      const drawn = new MessageChannel();
      drawn.port1.onmessage = () => seen.push(Math.round(slide.getBoundingClientRect().left));
      const sample = () => {
        drawn.port2.postMessage(null);
        requestAnimationFrame(sample);
      };
      sample();
    });
    // a dot loads the slider on demand and moves to its slide
    const second = page.getByTestId('banner-slot').getByRole('button', { name: /^(Anuncio|Banner) 2 (de|of) \d+$/ });
    await second.click();
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
    // the tests' reader asks for reduced motion (playwright.config.ts): the slide is there at once,
    // never drawn part of the way (keen-slider moves it from script, beyond the theme's CSS rule)
    const lefts = await page.evaluate(() => (window as unknown as { __slideLefts: number[] }).__slideLefts);
    const [from, to] = [lefts[0] ?? 0, lefts.at(-1) ?? 0];
    expect(lefts.filter((left) => left !== from && left !== to), `positions drawn: ${[...new Set(lefts)].join(', ')}`).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('FAV while logged out opens the login popup', { tag: '@once' }, async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-category="FAV"]').click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('header vendor menu', () => {
  const texts = {
    es: { providers: /^Proveedores de /, all: /^Todo /, nav: 'Juegos por proveedor' },
    en: { providers: / providers$/, all: /^All /, nav: 'Games by provider' },
  } as const;

  // both languages, so both widths: the menu differs by width (fixtures.ts, presetLanguage)
  for (const language of ['es', 'en'] as const) {
    test(`desktop: large layout above 10 vendors, compact otherwise, links to the vendor's lobby, Escape and outside click close; phone: not in the header (${language})`, async ({ page, consoleErrors }, testInfo) => {
      await presetLanguage(page, language);
      await page.goto('/');
      await expect(page.getByTestId('home-ready')).toBeVisible();
      const menu = page.getByRole('navigation', { name: texts[language].nav });

      if (testInfo.project.name === 'phone') {
        // the side menu lists the categories on a phone: the header keeps only logo and account
        await expect(page.getByRole('button', { name: /Abrir menú|Open menu/ })).toBeVisible();
        await expect(page.getByTestId('header-vendors')).toHaveCount(0);
        await expect(page.getByTestId('header-vendor-panel')).toHaveCount(0);
        expect(consoleErrors).toEqual([]);
        return;
      }

      await expect(menu).toHaveAttribute('data-state', 'closed');
      const panel = page.getByTestId('header-vendor-panel');

      // slots: 15 vendors in the catalogue, so the large layout
      const slots = page.getByTestId('header-category-RNG');
      await expect(slots).toHaveAttribute('aria-expanded', 'false');
      await slots.click();
      await expect(slots).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toHaveAttribute('data-layout', 'large');
      await expect(panel).toHaveAccessibleName(texts[language].providers);
      expect(await panel.locator('[data-vendor]').count()).toBeGreaterThan(10);
      await expect(panel.getByRole('link', { name: texts[language].all })).toHaveAttribute('href', '/rng');
      // several columns, side by side
      const [first, second] = await panel.locator('[data-vendor]').evaluateAll((nodes) => nodes.slice(0, 2).map((node) => node.getBoundingClientRect().top));
      expect(first).toBe(second);

      // Escape closes and gives focus back to the category's button
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(slots).toBeFocused();
      await expect(slots).toHaveAttribute('aria-expanded', 'false');

      // live casino: exactly 10 vendors, not more than 10, so compact; by keyboard
      const live = page.getByTestId('header-category-LIVE');
      await live.focus();
      await page.keyboard.press('Enter');
      await expect(panel).toHaveAttribute('data-layout', 'compact');
      const liveVendors = await panel.locator('[data-vendor]').count();
      expect(liveVendors).toBeGreaterThan(0);
      expect(liveVendors).toBeLessThanOrEqual(10);

      // a press outside closes (the side column's corner: clear of the panel and of any link)
      await page.locator('aside').first().click({ position: { x: 4, y: 4 } });
      await expect(panel).toHaveCount(0);

      // a vendor link opens that vendor's lobby and closes the panel
      await live.click();
      const vendor = panel.locator('[data-vendor]').first();
      const code = await vendor.getAttribute('data-vendor');
      await expect(vendor).toHaveAttribute('href', `/live?vassalage=${code ?? ''}`);
      await vendor.click();
      await expect(page).toHaveURL(new RegExp(`/live\\?vassalage=${code ?? ''}$`));
      await expect(lobby(page)).toBeVisible();
      await expect(panel).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('header categories wider than the header', () => {
  // Spanish names at 1280 px do not all fit between the logo and the buttons; the "(es)" run
  // belongs to the phone project, so this block puts it on a desktop-sized window itself.
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the row fades where categories are hidden and a mouse wheel scrolls it sideways to the last one (es)', async ({ page }) => {
    await presetLanguage(page, 'es');
    await page.goto('/');
    await expect(page.getByTestId('home-ready')).toBeVisible();
    const row = page.getByTestId('header-vendors');
    await expect(row).toHaveAttribute('data-state', 'closed');
    const last = row.getByRole('button').last();
    await expect(row).toHaveAttribute('data-more-after', '');
    await expect(row).not.toHaveAttribute('data-more-before', '');
    await expect(last).not.toBeInViewport({ ratio: 1 });
    // and arrows say so: "more categories" at the end, "previous" spent at the start
    const on = page.getByRole('button', { name: 'Más categorías' });
    const back = page.getByRole('button', { name: 'Categorías anteriores' });
    await expect(on).toBeEnabled();
    await expect(back).toBeDisabled();

    await row.hover();
    await page.mouse.wheel(0, 600);
    await expect(row).toHaveAttribute('data-more-before', '');
    await expect(row).not.toHaveAttribute('data-more-after', '');
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(on).toBeDisabled();
    // the arrow takes the row back to its first category
    await back.click();
    await expect(row.getByRole('button').first()).toBeInViewport({ ratio: 1 });
    await expect(back).toBeDisabled();
    // the page itself did not scroll: the wheel went to the row
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('game lobby', () => {
  test('18 per page, load more, pagination, and every filter change back to page 1', async ({ page }) => {
    await page.goto('/rng');
    await expect(lobby(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tragamonedas');
    await expect(tiles(page)).toHaveCount(18);
    // a vendor's logo is its name: shown whole in its chip, never cropped to the chip's shape
    await expect(page.locator('button[data-vendor] img').first()).toHaveCSS('object-fit', 'contain');
    await page.getByTestId('load-more').click();
    await expect(tiles(page)).toHaveCount(36);
    await page.getByRole('button', { name: 'Página 5', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Página 5', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(tiles(page)).toHaveCount(18);

    // a vendor: page 1, only that vendor's games, no name search
    await page.locator('button[data-vendor="PG"]').click();
    await expect(lobby(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Página 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('searchbox')).toHaveCount(0);

    // classification, then back to All and a name search
    await page.getByLabel('Clasificación').selectOption('SLOT');
    await expect(lobby(page)).toBeVisible();
    await page.locator('button[data-vendor="ALL"]').click();
    await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('zzzz-nothing');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByTestId('lobby-empty')).toHaveText('No hay juegos que mostrar.');
  });

  test('a vendor, a name search, a filter and the next pages are answered without a call', async ({ page }) => {
    await page.goto('/rng');
    await expect(lobby(page)).toBeVisible();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/GCSGAME_gameList')) calls.push(request.url());
    });
    await page.locator('button[data-vendor="PG"]').click();
    await expect(page.locator('button[data-vendor="PG"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(lobby(page)).toBeVisible();
    await expect(tiles(page)).toHaveCount(18);
    await page.getByTestId('load-more').click();
    await expect(tiles(page)).toHaveCount(36);
    await page.locator('button[data-vendor="ALL"]').click();
    await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('dragon');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(lobby(page)).toBeVisible();
    // accents do not count: "dragón" is found by "dragon"
    for (const name of await tiles(page).locator('[data-testid="game-name"]').allTextContents()) expect(name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()).toContain('dragon');
    await page.locator('button[data-filter="HOT"]').click();
    await expect(page.locator('button[data-filter="HOT"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('game-lobby')).toHaveAttribute('data-state', /^(ready|empty)$/);
    expect(calls).toEqual([]);
  });

  test('the vendor menu shows five slides at a time, each vendor named whole', async ({ page }) => {
    await page.goto('/rng');
    await expect(lobby(page)).toBeVisible();
    const menu = page.getByRole('navigation', { name: /Proveedores/ });
    const box = await menu.boundingBox();
    const item = await menu.locator('li').first().boundingBox();
    expect(box && item ? Math.round(box.width / item.width) : 0).toBe(5);
    // a phone has no tooltip: a name cut in its slide could not be read anywhere
    const names = menu.locator('button[data-vendor] > span:last-child');
    await expect(names.nth(1)).toBeVisible();
    const cut = await names.evaluateAll((spans) =>
      spans.filter((span) => span.scrollWidth > span.clientWidth + 1 || span.scrollHeight > span.clientHeight + 1).map((span) => span.textContent),
    );
    expect(cut).toEqual([]);
  });

  test('Favourite and Recent while logged out open the login popup', { tag: '@once' }, async ({ page }) => {
    for (const filter of ['FAV', 'RECENT']) {
      await page.goto('/live');
      await expect(lobby(page)).toBeVisible();
      await page.locator(`button[data-filter="${filter}"]`).click();
      // the login leads back to this lobby
      await expect(page).toHaveURL(/\/login\?returnTo=%2Flive$/);
    }
  });

  test('a failed page says so and retries', { tag: '@once' }, async ({ page }) => {
    // the category's whole list (pages of 200) is refused, and the platform's own 18-game page
    // that answers instead fails once (the home sections ask 12)
    const failure = { json: { success: false, value: null, message: null, errorCode: '#727' } };
    await page.route((url) => url.pathname.endsWith('/GCSGAME_gameList') && url.searchParams.get('pageSize') === '200', (route) => route.fulfill(failure));
    await page.route((url) => url.pathname.endsWith('/GCSGAME_gameList') && url.searchParams.get('pageSize') === '18', (route) => route.fulfill(failure), { times: 1 });
    await page.goto('/fish');
    await expect(page.getByTestId('lobby-error')).toBeVisible();
    await page.getByTestId('lobby-error').getByRole('button', { name: 'Reintentar' }).click();
    await expect(lobby(page)).toBeVisible();
  });
});

test.describe('tiles', () => {
  test('hot tag, free-trial badge, vendor entries open the vendor list, no play button on RNG', { tag: '@once' }, async ({ page }) => {
    await page.goto('/rng');
    await expect(lobby(page)).toBeVisible();
    const vendorEntry = page.locator('[data-testid="game-tile"][data-vendor-entry="true"]').first();
    await expect(vendorEntry).toBeVisible();
    await vendorEntry.getByRole('link').click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
    await expect(lobby(page)).toBeVisible();
    await expect(page.locator('button[data-vendor="PG"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('play-now')).toHaveCount(0);

    await page.goto('/live');
    await expect(lobby(page)).toBeVisible();
    await expect(page.getByTestId('play-now').first()).toBeVisible();
    await page.locator('button[data-filter="HOT"]').click();
    await expect(lobby(page)).toBeVisible();
    await expect(tiles(page).first().getByTestId('hot-tag')).toBeVisible();
    await page.goto('/fish');
    await expect(lobby(page)).toBeVisible();
    await expect(page.getByTestId('trial-badge').first()).toBeVisible();
  });

  test('an image that fails is tried once more, then replaced by a fallback', { tag: '@once' }, async ({ page }) => {
    let requests = 0;
    await page.route('**/__platform/img/game/**', (route) => {
      requests += 1;
      return route.abort();
    });
    await page.goto('/fish?vassalage=JDB');
    await expect(lobby(page)).toBeVisible();
    await expect(tiles(page).first().getByTestId('image-fallback')).toBeVisible();
    const count = await tiles(page).count();
    await expect.poll(() => requests).toBe(count * 2);
  });
});

test.describe('launch', { tag: '@once' }, () => {
  test('a visitor is sent to the login popup', async ({ page }) => {
    await page.goto('/live');
    await expect(lobby(page)).toBeVisible();
    await page.getByTestId('play-now').first().click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Flive$/);
  });

  test('a member opens the game in a new window on a launch host; it then shows in Recent', async ({ page, context, baseURL }) => {
    await startSignedIn(page, ACCOUNTS.member, '/live');
    await expect(lobby(page)).toBeVisible();
    const popup = context.waitForEvent('page');
    const launch = page.waitForRequest((request) => request.url().includes('/wps/game/launchGame'));
    await page.getByTestId('play-now').first().click();
    expect(new URL((await launch).url()).searchParams.get('accountType')).toBe('1');
    const game = await popup;
    expect(new URL(game.url()).origin).toBe(new URL(baseURL ?? '').origin);
    await page.goto('/recent');
    await expect(lobby(page)).toBeVisible();
    // the lobby frame shows before its list: wait for the game to be listed, never count once
    await expect(tiles(page).first()).toBeVisible();
  });

  test('a trial account launches free play', async ({ page, context, baseURL }) => {
    await startSignedIn(page, ACCOUNTS.trial, '/fish?vassalage=JDB');
    await expect(lobby(page)).toBeVisible();
    // the game's window is waited for: one opening after the test ended raced the reset of the
    // worker's reused context for the next test (CI: that test timed out "setting up context")
    const opened = context.waitForEvent('page');
    const launch = page.waitForRequest((request) => request.url().includes('/wps/game/launchGame'));
    await page.locator('[data-testid="game-tile"]:has([data-testid="trial-badge"]) [data-testid="play-now"]').first().click();
    expect(new URL((await launch).url()).searchParams.get('accountType')).toBe('0');
    const game = await opened;
    expect(new URL(game.url()).origin).toBe(new URL(baseURL ?? '').origin);
    await game.close();
  });

  test('maintenance (known to the lobby, or refused by the platform after it loaded), previous game not finished (#734) and a blocked popup are shown clearly', async ({ page, control }) => {
    // a vendor the lobby already knows is under maintenance: its chip and its tiles say so in words, and a press says so without asking the platform
    await control.setVendorMaintenance('AG', true);
    let launches = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/wps/game/launchGame')) launches += 1;
    });
    await startSignedIn(page, ACCOUNTS.member, '/live?vassalage=AG');
    await expect(lobby(page)).toBeVisible();
    await expect(page.locator('button[data-vendor="AG"]')).toHaveAccessibleName(/\(en mantenimiento\)$/);
    await expect(page.locator('button[data-vendor="AG"]').getByTestId('vendor-maintenance-badge')).toBeVisible();
    const maintained = tiles(page).first();
    await expect(maintained.getByTestId('maintenance-badge')).toHaveText('En mantenimiento');
    await expect(maintained.getByTestId('play-now')).toHaveCount(0);
    await expect(maintained.getByRole('button').first()).toHaveAccessibleName(/\(en mantenimiento\)$/);
    await lookAt(page, test.info().outputPath('lobby-maintenance.png'));
    await maintained.getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByTestId('launch-error')).toHaveText('Este juego está en mantenimiento. Inténtalo más tarde.');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
    expect(launches).toBe(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // maintenance that starts after the lobby loaded (another vendor, its tiles unmarked): the platform's refusal says so
    await control.setVendorMaintenance('AG', false);
    const other = page.locator('button[data-vendor]:not([data-vendor="ALL"]):not([data-vendor="AG"])').first();
    const vendor = (await other.getAttribute('data-vendor')) ?? '';
    await other.click();
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page).first().getByTestId('maintenance-badge')).toHaveCount(0);
    await control.setVendorMaintenance(vendor, true);
    const refusedTile = tiles(page).filter({ has: page.getByTestId('play-now') }).first();
    const refusedId = (await refusedTile.getAttribute('data-node-id')) ?? '';
    await refusedTile.getByTestId('play-now').click();
    await expect(page.getByRole('dialog').getByTestId('launch-error')).toHaveText('Este juego está en mantenimiento. Inténtalo más tarde.');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // the refused game's tile now says so, without a reload; pressed again, the platform is not asked
    const refused = page.locator(`[data-testid="game-tile"][data-node-id="${refusedId}"]`);
    await expect(refused.getByTestId('maintenance-badge')).toHaveText('En mantenimiento');
    await expect(refused.getByTestId('play-now')).toHaveCount(0);
    const asked = launches;
    await refused.getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByTestId('launch-error')).toHaveText('Este juego está en mantenimiento. Inténtalo más tarde.');
    expect(launches).toBe(asked);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await control.setVendorMaintenance(vendor, false);
    await control.failNext('launchGame', 1, { errorCode: '#734' });
    await page.getByTestId('play-now').first().click();
    await expect(page.getByRole('dialog').getByTestId('launch-error')).toHaveText('La partida anterior aún no ha terminado. Inténtalo de nuevo cuando finalice.');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByTestId('play-now').first().click();
    await expect(page.getByRole('dialog').getByTestId('launch-blocked')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('link', { name: /ventana nueva/ })).toBeVisible();
  });
});

test.describe('favourites', { tag: '@once' }, () => {
  /**
   * A member's star says on its button what the favourites flow holds for it: data-state (the
   * favourites loaded), data-saving (its game's change unanswered), data-cooling-down (inside its throttle).
   */
  const starred = (page: Page) => tiles(page).filter({ has: page.getByTestId('favourite-toggle') });
  const flipped = (pressed: string | null) => (pressed === 'true' ? 'false' : 'true');

  test('a star adds at once; /favorite lists it and removing it there updates the list at once', async ({ page }) => {
    await startSignedIn(page, ACCOUNTS.member, '/pvp');
    await expect(lobby(page)).toBeVisible();
    const star = starred(page).first().getByTestId('favourite-toggle');
    await expect(star).toHaveAttribute('data-state', 'ready');
    const pressed = await star.getAttribute('aria-pressed');
    if (pressed === 'true') {
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      // the same star again only once its own 1000 ms throttle is over
      await expect(star).not.toHaveAttribute('data-cooling-down');
    }
    const nodeId = await starred(page).first().getAttribute('data-node-id');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    // the add has been answered before the page is left
    await expect(star).not.toHaveAttribute('data-saving');

    await page.goto('/favorite');
    await expect(lobby(page)).toBeVisible();
    const mine = page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`);
    await expect(mine).toBeVisible();
    await mine.getByTestId('favourite-toggle').click();
    await expect(mine).toHaveCount(0);
  });

  test('the throttle is per tile: a second game right after the first counts, the same star twice within 1000 ms once', async ({ page }) => {
    const saves: string[] = [];
    page.on('request', (request) => {
      if (/MCSFE_(add|remove)FavoriteGameV2/.test(request.url())) saves.push(request.method());
    });
    await startSignedIn(page, ACCOUNTS.member, '/pvp');
    await expect(lobby(page)).toBeVisible();
    const first = starred(page).nth(0).getByTestId('favourite-toggle');
    const second = starred(page).nth(1).getByTestId('favourite-toggle');
    await expect(first).toHaveAttribute('data-state', 'ready');
    const before = [await first.getAttribute('aria-pressed'), await second.getAttribute('aria-pressed')];

    // the second game while the first one cools down: both change
    await first.click();
    await second.click();
    await expect(first).toHaveAttribute('aria-pressed', flipped(before[0] ?? null));
    await expect(second).toHaveAttribute('aria-pressed', flipped(before[1] ?? null));
    await expect(first).not.toHaveAttribute('data-saving');
    await expect(second).not.toHaveAttribute('data-saving');
    await expect.poll(() => saves.length).toBe(2);

    // the same star twice in a row: the second press falls inside its tile's throttle
    await expect(first).not.toHaveAttribute('data-cooling-down');
    await first.dblclick();
    await expect(first).toHaveAttribute('aria-pressed', before[0] ?? 'false');
    await expect(first).not.toHaveAttribute('data-cooling-down');
    await expect(first).not.toHaveAttribute('data-saving');
    await expect(first).toHaveAttribute('aria-pressed', before[0] ?? 'false');
    expect(saves).toHaveLength(3);
  });

  test('a refused change is undone and says so; another tile\'s change sent after it stays', async ({ page, control }) => {
    await startSignedIn(page, ACCOUNTS.member, '/pvp');
    await expect(lobby(page)).toBeVisible();
    const first = starred(page).nth(0).getByTestId('favourite-toggle');
    const second = starred(page).nth(1).getByTestId('favourite-toggle');
    await expect(first).toHaveAttribute('data-state', 'ready');
    const before = [await first.getAttribute('aria-pressed'), await second.getAttribute('aria-pressed')];
    // changes are sent oldest first: the first tile's call is the one refused
    await control.failNext(before[0] === 'true' ? 'removeFavourite' : 'addFavourite', 1, { errorCode: '#727' });

    await first.click();
    await second.click();
    await expect(page.getByTestId('favourites-error')).toContainText('No se pudo guardar el favorito');
    await expect(first).not.toHaveAttribute('data-saving');
    await expect(second).not.toHaveAttribute('data-saving');
    await expect(first).toHaveAttribute('aria-pressed', before[0] ?? 'false');
    await expect(second).toHaveAttribute('aria-pressed', flipped(before[1] ?? null));
  });

  test('the account pages need a session', async ({ page }) => {
    await page.goto('/favorite');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/recent');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('lottery screens', { tag: '@once' }, () => {
  test('the VN screen: ELOTT prize mode from the vendor data, the gameCode query chooses the game, another game updates it', async ({ page }) => {
    await startSignedIn(page, ACCOUNTS.member, '/vnLottery?gameCode=tcg_lotto_vn_loteria_centro_vn');
    const screen = page.locator('[data-testid="lottery-screen"][data-state="ready"]');
    await expect(screen).toBeVisible();
    await expect(screen).toHaveAttribute('data-prize-mode', 'ELOTT');
    await expect(page.locator('button[data-game-code="tcg_lotto_vn_loteria_centro_vn"]')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('lottery-frame')).toHaveAttribute('src', /.+/);
    const other = page.locator('button[data-game-code]:not([aria-current])').first();
    const code = await other.getAttribute('data-game-code');
    await other.click();
    await expect(page).toHaveURL(new RegExp(`gameCode=${code ?? ''}`));
    await expect(screen).toBeVisible();
  });

  test('the SEA screen keeps the SEA prize mode', async ({ page }) => {
    await startSignedIn(page, ACCOUNTS.member, '/seaLottery');
    await expect(page.locator('[data-testid="lottery-screen"][data-state="ready"]')).toHaveAttribute('data-prize-mode', 'SEA');
  });
});

test.describe('the game page (/seamless)', () => {
  for (const language of ['es', 'en'] as const) {
    if (language === 'es') test(`plays the game of the query inside the page, without footer or side menu (${language})`, async ({ page }) => {
      await presetLanguage(page, language);
      await startSignedIn(page, ACCOUNTS.member, '/seamless?gameCode=jdb_fishing_war&vassalage=JDB&gameType=FISH');
      const frame = page.getByTestId('seamless-frame');
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute('src', /\/__platform\/play\/10379\?/);
      await expect(frame).toHaveAttribute('title', language === 'es' ? 'Juego jdb_fishing_war' : 'Game jdb_fishing_war');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'es' ? 'Juego' : 'Game');
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('complementary')).toHaveCount(0);
    });
  }

  test('says when no game was given', { tag: '@once' }, async ({ page }) => {
    await startSignedIn(page, ACCOUNTS.member, '/seamless');
    await expect(page.getByTestId('seamless')).toHaveAttribute('data-state', 'missing');
    await expect(page.getByText('No se indicó ningún juego.')).toBeVisible();
  });

  test('sends a visitor to the login popup', { tag: '@once' }, async ({ page }) => {
    await page.goto('/seamless?gameCode=jdb_fishing_war');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a game under maintenance (#543) says so with a retry', { tag: '@once' }, async ({ page, control }) => {
    await control.failNext('launchGame', 1, { errorCode: '#543' });
    await startSignedIn(page, ACCOUNTS.member, '/seamless?gameCode=jdb_fishing_war&vassalage=JDB');
    await expect(page.getByTestId('seamless-error')).toBeVisible();
    await page.getByTestId('seamless-error').getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByTestId('seamless-frame')).toBeVisible();
  });
});

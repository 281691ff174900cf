/**
 * One language at a time, as a reader sees it (docs/ARCHITECTURE.md "One language at a time"): a
 * walk through a handful of pages as a visitor, a member and an agent in English finds no text
 * that only Spanish has, and a member's walk in Spanish none that only English has. A switch is
 * made the way a reader makes it (the side menu's language select) on a page where something was
 * chosen: the page shows nothing of the old language and keeps the choice (its flow is told the
 * language, not opened anew).
 *
 * The texts of one language only: every value of locales/<lang>/*.json that differs from the same
 * key in the other language, and every text the embedded platform serves per language (the
 * `{ es, en }` pairs under schema/), split at their placeholders; a piece counts when it has at
 * least four letters and the other language has no text written the same (so shared words, brand
 * names and numbers never count). Names that are the same in every language (the brand, the
 * games', the accounts' nicknames: schema/seed/names.ts, accounts.ts) are taken out of the page's
 * texts first. Pages are visited by client-side navigation where the app allows it, a few page
 * loads per test (suite time).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, presetLanguage, test } from './fixtures';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { DEFAULT_BRAND_NAME } from '../../src/config/brandDefaults';
import { switchLanguage } from '../paths/ui-maps/language-ui';

type Language = 'es' | 'en';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every string of a locale, by its dotted key (namespace first). */
function localeTexts(language: Language): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') texts.set(key, value);
    else if (value && typeof value === 'object') for (const [name, inner] of Object.entries(value)) walk(inner, `${key}.${name}`);
  };
  const folder = path.join(ROOT, 'locales', language);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) walk(JSON.parse(readFileSync(path.join(folder, file), 'utf8')), file.replace(/\.json$/, ''));
  return texts;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The platform's texts per language: the `{ es: '…', en: '…' }` pairs of its seed and domain. */
function platformPairs(): Array<Record<Language, string>> {
  const quoted = String.raw`(['"\x60])((?:\\.|(?!\1)[^\\])*)\1`;
  const pair = new RegExp(String.raw`\bes:\s*${quoted}\s*,\s*en:\s*${quoted.replaceAll('\\1', '\\3')}`, 'g');
  const pairs: Array<Record<Language, string>> = [];
  for (const file of sourceFiles(path.join(ROOT, 'schema'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(pair)) pairs.push({ es: match[2] ?? '', en: match[4] ?? '' });
  }
  return pairs;
}

/** A text's literal pieces: what lies between its placeholders ({{x}}, ${x}), tags and line breaks. */
function pieces(text: string): string[] {
  return text
    .replace(/\\n/g, '\n')
    .split(/\{\{[^}]*\}\}|\$\{[^}]*\}|<[^>]*>|\$t\([^)]*\)|\n/)
    .map((piece) => piece.replace(/^[\s\p{P}\p{S}\d]+|[\s\p{P}\p{S}\d]+$/gu, ''))
    .filter((piece) => piece.length > 0);
}

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/** The pieces only `language` writes: of texts that differ from the other language's, none the other language writes too. */
function onlyIn(language: Language): string[] {
  const other: Language = language === 'es' ? 'en' : 'es';
  const own = localeTexts(language);
  const theirs = localeTexts(other);
  const pairs = platformPairs();
  const differing = [...[...own].filter(([key, text]) => theirs.get(key) !== text).map(([, text]) => text), ...pairs.filter((entry) => entry.es !== entry.en).map((entry) => entry[language])];
  const otherWrites = new Set([...theirs.values(), ...pairs.map((entry) => entry[other])].flatMap((text) => [text, ...pieces(text)]).map((text) => text.toLowerCase()));
  const found = new Set<string>();
  for (const text of differing) for (const piece of pieces(text)) if (letters(piece) >= 4 && !otherWrites.has(piece.toLowerCase())) found.add(piece);
  return [...found];
}

const ONLY = { es: onlyIn('es'), en: onlyIn('en') };

/** Names written the same in every language: the brand (its logo draws each word apart), the games', the accounts'. */
function sharedNames(): string[] {
  const literals = ['names.ts', 'accounts.ts'].flatMap((file) => [...readFileSync(path.join(ROOT, 'schema', 'seed', file), 'utf8').matchAll(/'([^'\\\n]{4,})'/g)].map((match) => match[1] ?? ''));
  const names = [DEFAULT_BRAND_NAME, ...DEFAULT_BRAND_NAME.split(' '), ...literals].filter((name) => letters(name) >= 4);
  // the longest first, so a game's whole name goes before a word of it
  return [...new Set(names)].sort((a, b) => b.length - a.length);
}

const SHARED = sharedNames().map((name) => new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu'));

/** The texts a reader meets on the page: visible text, and the names and hints of its controls. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      // a language's own name in the language menu is meant to be in that language
      if (!text || !parent || parent.closest('script, style, noscript, template, option')) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      texts.push(text);
    }
    for (const element of document.querySelectorAll<HTMLElement>('[placeholder], [aria-label]')) {
      if (!element.checkVisibility({ checkVisibilityCSS: true })) continue;
      for (const name of ['placeholder', 'aria-label']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pieces of the other language's own texts the page shows, with where each shows. */
async function otherLanguageOn(page: Page, language: Language): Promise<string[]> {
  const foreign = ONLY[language === 'en' ? 'es' : 'en'];
  const texts = (await pageTexts(page)).map((text) => SHARED.reduce((rest, name) => rest.replace(name, ' '), text));
  const found: string[] = [];
  for (const piece of foreign) {
    const word = new RegExp(`(?<![\\p{L}\\p{N}])${escape(piece)}(?![\\p{L}\\p{N}])`, 'u');
    const where = texts.find((text) => text.includes(piece) && word.test(text));
    if (where !== undefined) found.push(`"${piece}" in "${where.slice(0, 120)}"`);
  }
  return found;
}

/** Waits for the page's region to show its content, then lists what of the other language it shows. */
async function sweep(page: Page, language: Language, ready: string): Promise<string[]> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator(ready).first()).toBeVisible();
  // the shell's own loads (the side menu's categories, the banners) settle too
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const found = await otherLanguageOn(page, language);
  return found.map((entry) => `${new URL(page.url()).pathname}: ${entry}`);
}

/** A client-side navigation, as a link click makes it (the router hears the history). */
async function visit(page: Page, address: string): Promise<void> {
  await page.evaluate((url) => window.history.pushState(null, '', url), address);
}

test.describe('one language at a time', () => {
  test('a visitor switches to English on a lobby with a filter chosen, and the pages they walk show no Spanish-only text (en)', async ({ page }) => {
    await page.goto('/rng');
    const lobby = page.getByTestId('game-lobby');
    await expect(lobby).toHaveAttribute('data-state', 'ready');
    await page.locator('button[data-filter="HOT"]').click();
    await expect(lobby).toHaveAttribute('data-state', 'ready');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tragamonedas');

    await switchLanguage(page, 'en', 10_000);
    // the same lobby, told the language: its names asked again in English, the filter kept
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');
    await expect(lobby).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('button[data-filter="HOT"]')).toHaveAttribute('aria-pressed', 'true');
    const leaks = await sweep(page, 'en', '[data-testid="game-lobby"][data-state="ready"]');

    await visit(page, '/');
    leaks.push(...(await sweep(page, 'en', 'main [data-category="RNG"]')));
    await visit(page, '/promotions');
    leaks.push(...(await sweep(page, 'en', '[data-testid="promotions"][data-status="ready"]')));
    await visit(page, '/news');
    leaks.push(...(await sweep(page, 'en', '[data-testid="articles-page"][data-status="ready"]')));
    expect(leaks).toEqual([]);
  });

  test('a member reading their messages, missions, VIP and promotions in English meets no Spanish-only text (en)', async ({ page }) => {
    await presetLanguage(page, 'en');
    await startSignedIn(page, ACCOUNTS.member, '/member/messageV2');
    const leaks = await sweep(page, 'en', '[data-testid="inbox"][data-status="ready"]');
    await visit(page, '/member/missionLeaderboard');
    leaks.push(...(await sweep(page, 'en', '[data-testid="mission-board"][data-status="ready"]')));
    await visit(page, '/member/vip');
    leaks.push(...(await sweep(page, 'en', '[data-testid="vip"][data-status="ready"]')));
    await visit(page, '/promotions');
    leaks.push(...(await sweep(page, 'en', '[data-testid="promotions"][data-status="ready"]')));
    expect(leaks).toEqual([]);
  });

  test('an agent walking the centre in English meets no Spanish-only text (en)', async ({ page }) => {
    await presetLanguage(page, 'en');
    await startSignedIn(page, ACCOUNTS.agent, '/agentHome/agentTeamOverview');
    const leaks = await sweep(page, 'en', '[data-testid="team-overview"][data-status="ready"]');
    await visit(page, '/agentHome/agentAnnouncement');
    leaks.push(...(await sweep(page, 'en', '[data-testid="agent-announcements"][data-status="ready"]')));
    await visit(page, '/agentHome/messageV2');
    leaks.push(...(await sweep(page, 'en', '[data-testid="inbox"][data-status="ready"]')));
    expect(leaks).toEqual([]);
  });

  test('a member switches to Spanish on the promotions with a category chosen, and meets no English-only text (es)', async ({ page }) => {
    await presetLanguage(page, 'en');
    await startSignedIn(page, ACCOUNTS.member, '/promotions');
    const promotions = page.getByTestId('promotions');
    await expect(promotions).toHaveAttribute('data-status', 'ready');
    const category = promotions.locator('button[data-category]').nth(1);
    const chosen = await category.getAttribute('data-category');
    await category.click();
    await expect(category).toHaveAttribute('aria-pressed', 'true');

    await switchLanguage(page, 'es', 10_000);
    // the same list, told the language: asked again in Spanish, the category kept
    await expect(promotions).toHaveAttribute('data-status', 'ready');
    await expect(promotions.locator(`button[data-category="${chosen}"]`)).toHaveAttribute('aria-pressed', 'true');
    const leaks = await sweep(page, 'es', '[data-testid="promotions"][data-status="ready"]');
    await visit(page, '/member/messageV2');
    leaks.push(...(await sweep(page, 'es', '[data-testid="inbox"][data-status="ready"]')));
    await visit(page, '/member/missionLeaderboard');
    leaks.push(...(await sweep(page, 'es', '[data-testid="mission-board"][data-status="ready"]')));
    expect(leaks).toEqual([]);
  });
});

/**
 * The texts of one language only, and where a page shows the other language's: what the language
 * sweeps read (language-sweep.spec.ts after a switch, every-page-sweep.spec.ts on every page).
 *
 * The texts of one language only: every value of locales/<lang>/*.json that differs from the same
 * key in the other language, and every text the embedded platform serves per language (the
 * `{ es, en }` pairs under schema/), split at their placeholders; a piece counts when it has at
 * least four letters and the other language has no text written the same (so shared words, brand
 * names and numbers never count). Names that are the same in every language (the brand, the
 * games', the accounts' nicknames: schema/seed/names.ts, accounts.ts) are taken out of the page's
 * texts first.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { DEFAULT_BRAND_NAME } from '../../src/config/brandDefaults';
import { localeTexts } from '../paths/locale-text';

export type Language = 'es' | 'en';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

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
  const differingIn = (which: Language) => {
    const mine = which === language ? own : theirs;
    const yours = which === language ? theirs : own;
    return [...[...mine].filter(([key, text]) => yours.get(key) !== text).map(([, text]) => text), ...pairs.filter((entry) => entry.es !== entry.en).map((entry) => entry[which])];
  };
  const otherWrites = new Set([...theirs.values(), ...pairs.map((entry) => entry[other])].flatMap((text) => [text, ...pieces(text)]).map((text) => text.toLowerCase()));
  // a word the other language also uses in a text of its own ("Chat" in "Chat en vivo") is not
  // a sign of this language; its texts written the same in both (a brand: "SABA Sports") do not count
  const otherOwn = differingIn(other).map((text) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `);
  const usedByOther = (piece: string) => {
    const words = ` ${piece.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
    return otherOwn.some((text) => text.includes(words));
  };
  const found = new Set<string>();
  for (const text of differingIn(language)) for (const piece of pieces(text)) if (letters(piece) >= 4 && !otherWrites.has(piece.toLowerCase()) && !usedByOther(piece)) found.add(piece);
  return [...found];
}

const ONLY = { es: onlyIn('es'), en: onlyIn('en') };

/**
 * Names written the same in every language: the brand (its logo draws each word apart), the games',
 * the vendors', the accounts', and every text the locales or the platform write the same in both
 * (a wallet's "SABA Sports", a channel's "Mercado Pago").
 */
function sharedNames(): string[] {
  const seed = (file: string, literal: RegExp) => [...readFileSync(path.join(ROOT, 'schema', 'seed', file), 'utf8').matchAll(literal)].map((match) => match[1] ?? '');
  const literals = [...seed('names.ts', /'([^'\\\n]{4,})'/g), ...seed('accounts.ts', /'([^'\\\n]{4,})'/g), ...seed('vendors.ts', /\bname: '([^'\\\n]{4,})'/g)];
  const es = localeTexts('es');
  const en = localeTexts('en');
  const same = [...[...es].filter(([key, text]) => en.get(key) === text).map(([, text]) => text), ...platformPairs().filter((entry) => entry.es === entry.en).map((entry) => entry.es)].flatMap(pieces);
  const names = [DEFAULT_BRAND_NAME, ...DEFAULT_BRAND_NAME.split(' '), ...literals, ...same].filter((name) => letters(name) >= 4);
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
export async function otherLanguageOn(page: Page, language: Language): Promise<string[]> {
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


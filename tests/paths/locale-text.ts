/**
 * A text the user sees, found by its locale key rather than written out in one language, so a UI
 * map drives the app in whichever language the page speaks: the path tests' Spanish, the
 * storyboard's `--lang en`, and a path that switches language half-way (withdraw's language
 * region, languageSync). `uiText('withdraw:confirm.fullyPaid')` is an anchored pattern matching
 * that key's text in every language under locales/ ("Ya recibí todo" or "I received everything");
 * a `{{name}}` in it is the value given, or any text. Only tests import this file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './coverage-file';

const LOCALES_DIR = join(repoRoot, 'locales');

let languages: readonly string[] | null = null;
const files = new Map<string, unknown>();

/** The app's languages: the folders under locales/ (es, en). */
function localeLanguages(): readonly string[] {
  languages ??= readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return languages;
}

function namespace(language: string, ns: string): unknown {
  const file = join(LOCALES_DIR, language, `${ns}.json`);
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(file, 'utf8')) as unknown);
  return files.get(file);
}

/** The text of `key` ("<namespace>:<dotted.path>") in `language`; throws when there is none, so a renamed key fails loudly. */
export function localeText(language: string, key: string): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  let node: unknown = namespace(language, ns);
  for (const part of path.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`locales/${language}/${ns}.json has no text at "${path}"`);
  return node;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of one language's text: literal, with each `{{name}}` the value given or any text. */
function patternOf(text: string, values: Readonly<Record<string, string | number>>): string {
  return text
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      if (name === undefined) return escape(part);
      const value = values[name];
      return value === undefined ? '.+' : escape(String(value));
    })
    .join('');
}

/**
 * The whole text of `key` in any of the app's languages, as a pattern for getByRole's `name`,
 * getByLabel or `hasText`. `prefix` matches a text that begins with it (a label followed by a
 * hint or a required mark).
 */
export function uiText(key: string, values: Readonly<Record<string, string | number>> = {}, { prefix = false } = {}): RegExp {
  const texts = [...new Set(localeLanguages().map((language) => patternOf(localeText(language, key), values)))];
  return new RegExp(`^(?:${texts.join('|')})${prefix ? '' : '$'}`);
}

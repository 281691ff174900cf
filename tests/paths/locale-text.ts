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
const byLanguage = new Map<string, Map<string, string>>();

/** The app's languages: the folders under locales/ (es, en). */
function localeLanguages(): readonly string[] {
  languages ??= readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return languages;
}

/** Every text of a language by its dotted key, namespace first ("withdraw.confirm.fullyPaid"); read once. */
export function localeTexts(language: string): ReadonlyMap<string, string> {
  let texts = byLanguage.get(language);
  if (!texts) {
    const found = new Map<string, string>();
    const walk = (value: unknown, key: string) => {
      if (typeof value === 'string') found.set(key, value);
      else if (value && typeof value === 'object') for (const [name, inner] of Object.entries(value)) walk(inner, `${key}.${name}`);
    };
    const folder = join(LOCALES_DIR, language);
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) walk(JSON.parse(readFileSync(join(folder, file), 'utf8')), file.replace(/\.json$/, ''));
    texts = found;
    byLanguage.set(language, texts);
  }
  return texts;
}

/** The text of `key` ("<namespace>:<dotted.path>") in `language`; throws when there is none, so a renamed key fails loudly. */
export function localeText(language: string, key: string): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  const text = localeTexts(language).get(`${ns}.${path}`);
  if (text === undefined) throw new Error(`locales/${language}/${ns}.json has no text at "${path}"`);
  return text;
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
 * hint or a required mark). Several keys match any of their texts: a control whose words change
 * with the width (the header's "Entrar" on a phone, "Iniciar sesión" wider).
 */
export function uiText(key: string | readonly string[], values: Readonly<Record<string, string | number>> = {}, { prefix = false } = {}): RegExp {
  const keys = typeof key === 'string' ? [key] : key;
  const texts = [...new Set(localeLanguages().flatMap((language) => keys.map((one) => patternOf(localeText(language, one), values))))];
  return new RegExp(`^(?:${texts.join('|')})${prefix ? '' : '$'}`);
}

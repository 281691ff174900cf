/**
 * Every namespace file exists in both languages with the same keys and the same interpolation
 * variables, so no English visitor ever sees a raw key (the app does not fall back to Spanish
 * at runtime). Loops over whatever files exist, so new namespaces are covered automatically.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCALES = fileURLToPath(new URL('../../../locales/', import.meta.url));
const LANGUAGES = ['es', 'en'] as const;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function flatten(value: Json, prefix = ''): Map<string, Json> {
  const out = new Map<string, Json>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function read(language: string, file: string): Json {
  return JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Json;
}

function variables(text: Json): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? '').sort() : [];
}

/** Plural forms differ per language (Spanish has `_many`), so keys are compared without them. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKeys = (entries: Map<string, Json>) => [...new Set([...entries.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

const files = (language: string) => readdirSync(join(LOCALES, language)).filter((file) => file.endsWith('.json')).sort();

describe('locale files', () => {
  it('have the same namespace files in es and en', () => {
    expect(files('es').length).toBeGreaterThan(0);
    expect(files('en')).toEqual(files('es'));
  });

  for (const file of files('es')) {
    describe(file, () => {
      const es = flatten(read('es', file));
      const en = flatten(read('en', file));

      it('has the same keys in es and en', () => {
        expect(baseKeys(en)).toEqual(baseKeys(es));
      });

      it('has only non-empty strings as values', () => {
        for (const language of LANGUAGES) {
          const entries = language === 'es' ? es : en;
          for (const [key, value] of entries) {
            expect(typeof value, `${language}/${file} ${key}`).toBe('string');
            expect(String(value).trim(), `${language}/${file} ${key}`).not.toBe('');
          }
        }
      });

      it('uses the same interpolation variables in es and en', () => {
        for (const [key, value] of es) {
          if (!en.has(key)) continue; // a plural form only one language has
          expect(variables(en.get(key) ?? null), `${file} ${key}`).toEqual(variables(value));
        }
      });
    });
  }
});

describe('languages.json', () => {
  const list = JSON.parse(readFileSync(join(LOCALES, 'languages.json'), 'utf8')) as {
    code: string;
    nativeName: string;
    englishName: string;
    supported?: boolean;
  }[];

  it('lists at least 30 languages, each with code, native and English name', () => {
    expect(list.length).toBeGreaterThanOrEqual(30);
    for (const language of list) {
      expect(language.code).toMatch(/^[a-z]{2,3}(-[A-Z]{2})?$/);
      expect(language.nativeName.trim()).not.toBe('');
      expect(language.englishName.trim()).not.toBe('');
    }
    expect(new Set(list.map((language) => language.code)).size).toBe(list.length);
  });

  it('marks exactly es and en as supported, Spanish first', () => {
    expect(list.filter((language) => language.supported).map((language) => language.code)).toEqual(['es', 'en']);
  });

  it('has a folder of texts for every supported language', () => {
    const folders = readdirSync(LOCALES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    for (const language of list.filter((entry) => entry.supported)) expect(folders).toContain(language.code);
  });
});

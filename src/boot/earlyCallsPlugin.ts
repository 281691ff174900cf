/**
 * Puts index.html's early calls script in (earlyCalls.ts). In a build it knows the
 * texts' hashed file names, and it writes each language's first-page texts into one file as well
 * (`locales/<lng>/first-page-<hash>.json`, keyed by each text file's URL): the script asks for that
 * one file instead of five, which leaves the browser's connections to the code (on HTTP/1.1, six
 * per host, and the entry waited behind the text files for one). In development it starts only
 * the platform calls. With VITE_API_BASE set the platform is on another origin, where these calls
 * would need a preflight of their own: no script then, and the app fetches everything itself.
 */
import { lastBannerScript } from './lastBanner.js';
import type { Plugin, Rolldown } from 'vite';
import { DEFAULT_MERCHANT_CODE } from '../api/routes.js';
import { DEFAULT_LANGUAGE, INITIAL_NAMESPACES, SUPPORTED_LANGUAGES } from '../i18n/language.js';
import { earlyCallsScript } from './earlyCallsScript.js';

const LOCALE_FILE = /(?:^|\/)locales\/([^/]+)\/([^/]+)\.json$/;

/** The file one language's first-page texts are gathered in (vite.config.ts places it by its original name). */
const FIRST_PAGE_TEXTS = 'first-page.json';

function textFileOf(output: Rolldown.OutputAsset): { language: string; namespace: string } | null {
  const match = LOCALE_FILE.exec(output.originalFileNames[0] ?? '');
  return match?.[1] && match[2] ? { language: match[1], namespace: match[2] } : null;
}

export function earlyCallsPlugin(): Plugin {
  let apiBase = '';
  let merchantCode = DEFAULT_MERCHANT_CODE;
  let base = '/';
  /** language → the first-page texts file's URL, known once the bundle is written. */
  let textBundles: Record<string, string> = {};
  return {
    name: 'early-calls',
    configResolved(config) {
      apiBase = String(config.env.VITE_API_BASE ?? '').trim();
      merchantCode = String(config.env.VITE_MERCHANT_CODE ?? '').trim() || DEFAULT_MERCHANT_CODE;
      base = config.base;
    },
    // Before index.html is transformed (Vite's HTML plugin comes after the user's plugins).
    generateBundle(_options, bundle) {
      textBundles = {};
      if (apiBase !== '') return;
      const texts: Record<string, Record<string, unknown>> = {};
      for (const output of Object.values(bundle)) {
        const file = output.type === 'asset' ? textFileOf(output) : null;
        if (output.type !== 'asset' || !file || !INITIAL_NAMESPACES.includes(file.namespace)) continue;
        (texts[file.language] ??= {})[`${base}${output.fileName}`] = JSON.parse(String(output.source));
      }
      for (const [language, byUrl] of Object.entries(texts)) {
        const reference = this.emitFile({
          type: 'asset',
          name: FIRST_PAGE_TEXTS,
          originalFileName: `locales/${language}/${FIRST_PAGE_TEXTS}`,
          source: JSON.stringify(byUrl),
        });
        textBundles[language] = `${base}${this.getFileName(reference)}`;
      }
    },
    transformIndexHtml(_html, context) {
      if (apiBase !== '') return [];
      const textUrls: Record<string, string[]> = {};
      for (const output of Object.values(context.bundle ?? {})) {
        const file = output.type === 'asset' ? textFileOf(output) : null;
        if (!file || !INITIAL_NAMESPACES.includes(file.namespace)) continue;
        (textUrls[file.language] ??= []).push(`${base}${output.fileName}`);
      }
      const script = earlyCallsScript({
        merchantCode,
        supportedLanguages: SUPPORTED_LANGUAGES,
        defaultLanguage: DEFAULT_LANGUAGE,
        textUrls,
        textBundles,
      });
      // the kept banner drawn in the splash (lastBanner.ts): after the splash, in the language the early calls resolved
      return [
        { tag: 'script', children: script, injectTo: 'head' },
        { tag: 'script', children: lastBannerScript(), injectTo: 'body' },
      ];
    },
  };
}

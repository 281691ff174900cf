/**
 * Puts index.html's early calls script in (earlyCalls.ts, issue 17). In a build it knows the
 * texts' hashed file names; in development it starts only the platform calls. With VITE_API_BASE
 * set the platform is on another origin, where these calls would need a preflight of their own:
 * no script then, and the app fetches everything itself.
 */
import type { Plugin } from 'vite';
import { DEFAULT_MERCHANT_CODE } from '../api/routes.js';
import { DEFAULT_LANGUAGE, INITIAL_NAMESPACES, SUPPORTED_LANGUAGES } from '../i18n/language.js';
import { earlyCallsScript } from './earlyCallsScript.js';

const LOCALE_FILE = /(?:^|\/)locales\/([^/]+)\/([^/]+)\.json$/;

export function earlyCallsPlugin(): Plugin {
  let apiBase = '';
  let merchantCode = DEFAULT_MERCHANT_CODE;
  let base = '/';
  return {
    name: 'early-calls',
    configResolved(config) {
      apiBase = String(config.env.VITE_API_BASE ?? '').trim();
      merchantCode = String(config.env.VITE_MERCHANT_CODE ?? '').trim() || DEFAULT_MERCHANT_CODE;
      base = config.base;
    },
    transformIndexHtml(_html, context) {
      if (apiBase !== '') return [];
      const textUrls: Record<string, string[]> = {};
      for (const output of Object.values(context.bundle ?? {})) {
        if (output.type !== 'asset') continue;
        const match = LOCALE_FILE.exec(output.originalFileNames[0] ?? '');
        if (!match?.[1] || !match[2] || !INITIAL_NAMESPACES.includes(match[2])) continue;
        (textUrls[match[1]] ??= []).push(`${base}${output.fileName}`);
      }
      const script = earlyCallsScript({ merchantCode, supportedLanguages: SUPPORTED_LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE, textUrls });
      return [{ tag: 'script', children: script, injectTo: 'head' }];
    },
  };
}

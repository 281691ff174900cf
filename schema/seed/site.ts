/**
 * Brand-level facts of the permission info (API.md "Status"): customer service, resources,
 * domains, analytics, plus the dialling codes the registration and SMS forms offer.
 */
import type { LocalizedText } from './text.js';

/** Paths the platform itself answers (schema/media/pages.ts); `{origin}` becomes the request's origin. */
export const SUPPORT_PAGE_PATH = '/__platform/support';
export const GAME_PAGE_PATH = '/__platform/play';
export const LOTTERY_PAGE_PATH = '/__platform/lottery';
export const CHAT_PAGE_PATH = '/__platform/chat';
export const CHAT_ROOM_PAGE_PATH = '/__platform/chatroom';

export interface CustomerServiceEntry {
  readonly csType: string;
  readonly path: string;
}

export interface ResourceLink {
  readonly labelNameEn: string;
  readonly url: string;
}

export interface DomainEntry {
  readonly url: string;
  readonly type: 'MAIN' | 'MIRROR';
}

export const MAIN_DOMAIN = 'https://www.rp01.example';

export const CUSTOMER_SERVICE: readonly CustomerServiceEntry[] = [
  { csType: 'LIVECHAT', path: SUPPORT_PAGE_PATH },
  { csType: 'WHATSAPP', path: 'https://wa.me/5215550100200' },
  { csType: 'TELEGRAM', path: 'https://t.me/rp01_support' },
];

/** Footer social links and app downloads (SPEC.md §2 "Footer", "Side menu"). */
export const RESOURCES: readonly ResourceLink[] = [
  { labelNameEn: 'iOS', url: `${MAIN_DOMAIN}/app/ios` },
  { labelNameEn: 'Android', url: `${MAIN_DOMAIN}/app/android.apk` },
  { labelNameEn: 'Lite', url: `${MAIN_DOMAIN}/app/lite` },
  { labelNameEn: 'WhatsApp', url: 'https://wa.me/5215550100200' },
  { labelNameEn: 'Facebook', url: 'https://facebook.com/rp01.example' },
  { labelNameEn: 'Telegram', url: 'https://t.me/rp01_news' },
  { labelNameEn: 'License', url: `${MAIN_DOMAIN}/license` },
];

export const DOMAINS: readonly DomainEntry[] = [
  { url: MAIN_DOMAIN, type: 'MAIN' },
  { url: 'https://m1.rp01.example', type: 'MIRROR' },
  { url: 'https://m2.rp01.example', type: 'MIRROR' },
  { url: 'https://rp01-backup.example', type: 'MIRROR' },
];

export const GTAG_ID = 'G-RP01EMBED';

export interface CountryRecord {
  readonly countryCode: string;
  readonly countryDialingCode: string;
  readonly name: LocalizedText;
}

/** Latin America first (the default language is Spanish), then other markets of the platform. */
export const COUNTRIES: readonly CountryRecord[] = [
  { countryCode: 'MX', countryDialingCode: '52', name: { es: 'México', en: 'Mexico' } },
  { countryCode: 'CO', countryDialingCode: '57', name: { es: 'Colombia', en: 'Colombia' } },
  { countryCode: 'PE', countryDialingCode: '51', name: { es: 'Perú', en: 'Peru' } },
  { countryCode: 'CL', countryDialingCode: '56', name: { es: 'Chile', en: 'Chile' } },
  { countryCode: 'AR', countryDialingCode: '54', name: { es: 'Argentina', en: 'Argentina' } },
  { countryCode: 'EC', countryDialingCode: '593', name: { es: 'Ecuador', en: 'Ecuador' } },
  { countryCode: 'VE', countryDialingCode: '58', name: { es: 'Venezuela', en: 'Venezuela' } },
  { countryCode: 'GT', countryDialingCode: '502', name: { es: 'Guatemala', en: 'Guatemala' } },
  { countryCode: 'BO', countryDialingCode: '591', name: { es: 'Bolivia', en: 'Bolivia' } },
  { countryCode: 'DO', countryDialingCode: '1809', name: { es: 'República Dominicana', en: 'Dominican Republic' } },
  { countryCode: 'HN', countryDialingCode: '504', name: { es: 'Honduras', en: 'Honduras' } },
  { countryCode: 'PY', countryDialingCode: '595', name: { es: 'Paraguay', en: 'Paraguay' } },
  { countryCode: 'SV', countryDialingCode: '503', name: { es: 'El Salvador', en: 'El Salvador' } },
  { countryCode: 'NI', countryDialingCode: '505', name: { es: 'Nicaragua', en: 'Nicaragua' } },
  { countryCode: 'CR', countryDialingCode: '506', name: { es: 'Costa Rica', en: 'Costa Rica' } },
  { countryCode: 'PA', countryDialingCode: '507', name: { es: 'Panamá', en: 'Panama' } },
  { countryCode: 'UY', countryDialingCode: '598', name: { es: 'Uruguay', en: 'Uruguay' } },
  { countryCode: 'BR', countryDialingCode: '55', name: { es: 'Brasil', en: 'Brazil' } },
  { countryCode: 'ES', countryDialingCode: '34', name: { es: 'España', en: 'Spain' } },
  { countryCode: 'US', countryDialingCode: '1', name: { es: 'Estados Unidos', en: 'United States' } },
  { countryCode: 'PH', countryDialingCode: '63', name: { es: 'Filipinas', en: 'Philippines' } },
  { countryCode: 'VN', countryDialingCode: '84', name: { es: 'Vietnam', en: 'Vietnam' } },
  { countryCode: 'TH', countryDialingCode: '66', name: { es: 'Tailandia', en: 'Thailand' } },
];

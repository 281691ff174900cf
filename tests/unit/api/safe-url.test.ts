/**
 * The one allow-list for platform-supplied addresses (src/api/safeUrl.ts) and the adapter readers
 * that run every such field through it: a refused picture or link is absent, a refused page to
 * open fails the call with the `unsafeUrl` message, a refused deposit page is marked refused.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { looksLikeUrl, safeUrl } from '../../../src/api/safeUrl';
import { createRequester } from '../../../src/api/request';
import { PlatformError } from '../../../src/api/errors';
import { readDepositOrder, qrImageOf } from '../../../src/api/deposit';
import { articleSchema } from '../../../src/api/articles';
import {
  announcementSchema,
  bannerSchema,
  captchaImageSchema,
  gameSchema,
  launchUrlSchema,
  liveCamChatSchema,
  memberIconSchema,
  resourceSchema,
} from '../../../src/api/schemas';
import { fakeFetch, ok } from './fakePlatform';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Addresses no platform field may carry into the page, however they are spelled. */
const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/png,<svg onload=alert(1)>',
  'file:///etc/passwd',
  'blob:https://evil.example/6d1e4b0e-0000-4000-8000-000000000000',
  'about:blank',
  'ftp://files.example/a.png',
  'mailto:someone@example.com',
  'intent://scan/#Intent;scheme=zxing;end',
  '//evil.example/pay',
  '/\\evil.example/pay',
  '\\\\evil.example\\pay',
  'https://platform.example@evil.example/pay',
  'https://user:secret@cdn.example/a.png',
];

describe('safeUrl: the allow-list', () => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(safeUrl(value)).toBeUndefined();
    expect(safeUrl(value, { dataImage: true })).toBeUndefined();
  });

  it.each([
    ['https://cdn.example.com/img/a.png?lang=es', 'https://cdn.example.com/img/a.png?lang=es'],
    ['http://games.example/launch?token=1', 'http://games.example/launch?token=1'],
    ['  https://pay.example/order/1  ', 'https://pay.example/order/1'],
    ['/__platform/img/game/1.svg', '/__platform/img/game/1.svg'],
    ['img/banner.png', 'img/banner.png'],
  ])('lets %j through as %j (http(s) or relative, as sent)', (value, kept) => {
    expect(safeUrl(value)).toBe(kept);
  });

  it('passes a plain address without parsing it exactly as the URL parser would read it, and parses every look-alike', () => {
    // what the parser alone decides: an address the fast path lets through must be one it lets through
    const parsed = (value: string): string | undefined => {
      try {
        const url = new URL(value.trim(), 'https://app.invalid/');
        return ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password ? value.trim() : undefined;
      } catch {
        return undefined;
      }
    };
    const addresses = [
      'https://cdn.example.com/games/PG/1.png',
      'HTTPS://CDN.Example.COM/a.png',
      'http://img-1.cdn2.example:8080/a.png?x=1#y',
      'https://3d-games.example/a',
      'https://localhost',
      '/images/a.png?x=//y',
      'https://1.2.3.999/a.png',
      'https://host.example:99999/a.png',
      'https://xn--invalid-.example/a.png',
      'https://a..b/a.png',
      'https://-a.example/a.png',
      'https://user@cdn.example/a.png',
      'https://cdn.example%2Fevil.example/a.png',
      'https://cdn.example.com@evil.example/a.png',
    ];
    for (const address of addresses) expect(safeUrl(address), address).toBe(parsed(address));
  });

  it('refuses what is not text, and empty text', () => {
    for (const value of [undefined, null, 42, {}, ['https://a.example'], '', '   ']) expect(safeUrl(value)).toBeUndefined();
  });

  it('lets a base64 picture through only where the caller asks for it (the captcha, a deposit QR)', () => {
    expect(safeUrl(PNG)).toBeUndefined();
    expect(safeUrl(PNG, { dataImage: true })).toBe(PNG);
    expect(safeUrl('data:image/svg+xml;base64,PHN2Zy8+', { dataImage: true })).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(safeUrl('data:image/jpeg;base64,/9j/4AAQ', { dataImage: true })).toBe('data:image/jpeg;base64,/9j/4AAQ');
    // not base64, not a picture type, or a script after the data
    expect(safeUrl('data:image/svg+xml,<svg onload=alert(1)>', { dataImage: true })).toBeUndefined();
    expect(safeUrl('data:application/pdf;base64,JVBERi0=', { dataImage: true })).toBeUndefined();
    expect(safeUrl(`${PNG}"><script>`, { dataImage: true })).toBeUndefined();
  });

  it('with hosts, lets a picture through only from them or the page itself', () => {
    const hosts = ['https://cdn.example', 'img.example.net'];
    expect(safeUrl('https://cdn.example/a.png', { hosts })).toBe('https://cdn.example/a.png');
    expect(safeUrl('https://img.example.net/b.gif', { hosts })).toBe('https://img.example.net/b.gif');
    expect(safeUrl('/__platform/img/article/1.svg', { hosts })).toBe('/__platform/img/article/1.svg');
    expect(safeUrl('https://evil.example/pixel.gif', { hosts })).toBeUndefined();
    expect(safeUrl('//evil.example/pixel.gif', { hosts })).toBeUndefined();
    // another scheme or port is another origin
    expect(safeUrl('http://cdn.example/a.png', { hosts })).toBeUndefined();
    expect(safeUrl('https://cdn.example:8443/a.png', { hosts })).toBeUndefined();
    expect(safeUrl('https://evil.example/pixel.gif', { hosts: [] })).toBeUndefined();
  });

  it('tells an address from an order number or a word', () => {
    expect(looksLikeUrl('javascript:alert(1)')).toBe(true);
    expect(looksLikeUrl('/pay/1')).toBe(true);
    expect(looksLikeUrl('https://pay.example')).toBe(true);
    expect(looksLikeUrl('D20261203001')).toBe(false);
    expect(looksLikeUrl('12345')).toBe(false);
  });
});

describe('the adapter runs every platform address through it', () => {
  it('a link or a picture it refuses is absent, never passed on', () => {
    expect(z.parse(resourceSchema, { labelNameEn: 'Facebook', url: 'javascript:alert(1)' }).url).toBeUndefined();
    expect(z.parse(resourceSchema, { labelNameEn: 'Facebook', url: 'https://facebook.com/brand' }).url).toBe('https://facebook.com/brand');
    const banner = z.parse(bannerSchema, { url: 'javascript:alert(1)', imageUrl: '/__platform/img/banner/1.svg', linkageType: 'URL', linkageValue: 'javascript:alert(2)' });
    expect(banner).toMatchObject({ url: undefined, imageUrl: '/__platform/img/banner/1.svg', linkageType: 'URL', linkageValue: undefined });
    expect(z.parse(bannerSchema, { linkageType: 'URL', linkageValue: 'https://promo.example' }).linkageValue).toBe('https://promo.example');
    expect(z.parse(bannerSchema, { linkageType: 'CATEGORY', linkageValue: 'SLOT' }).linkageValue).toBe('SLOT');
    const announcement = z.parse(announcementSchema, { title: 'a', announcementImages: ['https://cdn.example/a.png', 'javascript:alert(1)', { url: 'data:text/html,x' }], imageUrl: 'vbscript:x' });
    expect(announcement.announcementImages).toEqual(['https://cdn.example/a.png']);
    expect(announcement.imageUrl).toBeUndefined();
    const game = z.parse(gameSchema, { nodeId: '1', iconUrl: 'javascript:alert(1)', smallIcon: '/img/s.png' });
    expect(game.iconUrl).toBeUndefined();
    expect(game.smallIcon).toBe('/img/s.png');
    expect(z.parse(articleSchema, { slug: 'a', imageUrl: 'data:text/html,x' }).imageUrl).toBe('');
    expect(z.parse(memberIconSchema, { iconUrl: 'javascript:alert(1)' })).toBe('');
    expect(z.parse(memberIconSchema, 'https://cdn.example/me.png')).toBe('https://cdn.example/me.png');
  });

  it('the captcha is the one picture taken as data, and only as a picture', () => {
    expect(z.parse(captchaImageSchema, PNG.slice('data:image/png;base64,'.length))).toBe(PNG);
    expect(z.safeParse(captchaImageSchema, 'data:text/html;base64,PHNjcmlwdD4=').success).toBe(false);
  });

  it('a page to open that it refuses fails the call with the unsafeUrl message (game, lottery lobby, chat)', async () => {
    expect(z.safeParse(launchUrlSchema, { content: { game_url: 'https://games.example/play' } }).data).toBe('https://games.example/play');
    expect(z.safeParse(liveCamChatSchema, { chatUrl: 'https://chat.example/room' }).data).toEqual({ chatUrl: 'https://chat.example/room' });
    const answers = [{ content: { game_url: 'javascript:alert(1)' } }, { chatUrl: 'data:text/html,<script>alert(1)</script>' }];
    const { fetch } = fakeFetch(() => ok(answers.shift()));
    const { request } = createRequester({
      baseUrl: 'https://platform.test',
      merchantCode: 'RP01',
      getToken: () => 'tok',
      getLanguage: () => 'es',
      getDeviceId: () => 'device',
      onSessionExpired: () => undefined,
      fetch,
      reportParseFailure: () => undefined,
    });
    for (const call of [request('launchGame', { schema: launchUrlSchema }), request('launchChat', { schema: liveCamChatSchema })]) {
      const error: unknown = await call.then(() => null, (reason: unknown) => reason);
      expect(error).toBeInstanceOf(PlatformError);
      expect((error as PlatformError).messageKey).toBe('errors:unsafeUrl');
    }
  });

  it('a deposit page it refuses is marked refused, never kept; a QR it refuses is no image', () => {
    expect(readDepositOrder({ orderNo: 'D1', redirectUrl: 'javascript:alert(1)' })).toMatchObject({ orderNo: 'D1', redirectUrl: undefined, redirectRefused: true });
    expect(readDepositOrder('javascript:alert(document.cookie)', 'launch')).toMatchObject({ redirectRefused: true });
    expect(readDepositOrder({ orderNo: 'D2', redirectUrl: 'https://pay.example/D2' })).toMatchObject({ redirectUrl: 'https://pay.example/D2', redirectRefused: undefined });
    expect(readDepositOrder('https://pay.example/D3', 'launch')).toMatchObject({ redirectUrl: 'https://pay.example/D3' });
    expect(readDepositOrder('https://pay.example/D3', 'launch').redirectRefused).toBeUndefined();
    // an order number is not an address
    expect(readDepositOrder('D20261203001', 'launch').redirectRefused).toBeUndefined();
    expect(qrImageOf('javascript:alert(1)')).toBeUndefined();
    expect(qrImageOf('data:text/html;base64,PHNjcmlwdD4=')).toBeUndefined();
    expect(qrImageOf(PNG)).toBe(PNG);
    expect(qrImageOf('/9j/4AAQSkZJRgABAQAAAQABAAD')).toBe('data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD');
    expect(qrImageOf('https://cdn.example/qr/D1.png')).toBe('https://cdn.example/qr/D1.png');
  });
});

/**
 * The deposit area's readers (src/api/deposit.ts): every form API.md
 * allows for the settings, an order's answer and our records, and values the client does not know.
 * Each is read through the schema the adapter parses with (z.parse), as an answer would be.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  createDepositApi,
  depositOrderPageSchema,
  depositOrderSchema,
  depositQrOrderSchema,
  depositSettingsSchema,
  qrImageOf,
  type DepositPayload,
} from '../../../src/api/deposit';
import type { PlatformRequester } from '../../../src/api/request';

const settings = (value: unknown) => z.parse(depositSettingsSchema, value);
const launchAnswer = (value: unknown) => z.parse(depositOrderSchema, value);
const qrAnswer = (value: unknown) => z.parse(depositQrOrderSchema, value);

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SVG_BASE64 = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');

describe('deposit settings (MCSFE_getDepositSettings)', () => {
  it('reads a channel that carries only the payload fields API.md names: kind from bankType, id made, no upper limit', () => {
    const read = settings({ allowDeposit: true, channels: [{ bankCode: 'MERCADOPAGO', bankType: 'E', vendorId: 'MPAGO' }] });
    expect(read.allowDeposit).toBe(true);
    expect(read.channels).toEqual([
      {
        channelId: 'E:MERCADOPAGO:MPAGO',
        derivedId: true,
        name: 'MERCADOPAGO',
        kind: 'EWALLET',
        bankCode: 'MERCADOPAGO',
        bankType: 'E',
        vendorId: 'MPAGO',
        minAmount: 0,
        maxAmount: null,
        fixedAmounts: [],
        allowDecimal: false,
      },
    ]);
    expect(read.promotions).toEqual([]);
  });

  it('takes numbers where text is expected (channelId, bankCode, bankType, vendorId) and numeric strings where amounts are', () => {
    const [channel] = settings({
      allowDeposit: '1',
      channels: [{ channelId: 7, name: 'Banco', kind: 'BANK', bankCode: 12, bankType: 'B', vendorId: 3, minAmount: '100', maxAmount: '50,000', fixedAmounts: ['100', 500, 'x'], allowDecimal: 1 }],
    }).channels;
    expect(channel).toMatchObject({ channelId: '7', bankCode: '12', vendorId: '3', minAmount: 100, maxAmount: 50_000, fixedAmounts: [100, 500], allowDecimal: true });
    expect(channel?.derivedId).toBeUndefined();
  });

  it('derives a channel kind by the documented rule: its own kind word, else bankType, else OTHER', () => {
    const kinds = settings({
      allowDeposit: true,
      channels: [
        { bankCode: 'A', kind: 'ewallet' },
        { bankCode: 'B', type: 'QR_IMAGE_URL' },
        { bankCode: 'C', depositType: 'LAUNCH_URL' },
        { bankCode: 'D', kind: 'e-wallet' },
        { bankCode: 'E', bankType: 'V' },
        { bankCode: 'F', bankType: 'Q' },
        { bankCode: 'G', bankType: 'b' },
        { bankCode: 'H', kind: 'PIGEON', bankType: 'Z' },
        { bankCode: 'I' },
      ],
    }).channels.map((channel) => channel.kind);
    expect(kinds).toEqual(['EWALLET', 'QR', 'EWALLET', 'EWALLET', 'CRYPTO', 'QR', 'BANK', 'OTHER', 'OTHER']);
  });

  it('an absent, null or zero maximum is no upper limit, not a limit of 0', () => {
    const channels = settings({ allowDeposit: true, channels: [{ bankCode: 'A' }, { bankCode: 'B', maxAmount: null }, { bankCode: 'C', maxAmount: 0 }, { bankCode: 'D', maxAmount: 900 }] }).channels;
    expect(channels.map((channel) => channel.maxAmount)).toEqual([null, null, null, 900]);
  });

  it('drops a channel it cannot use and keeps the rest: a bad channel never rejects the settings', () => {
    const read = settings({ allowDeposit: true, channels: [null, 'BBVA', 42, { name: 'no way to pay' }, { bankCode: 'OK', name: { es: 'x' }, minAmount: 'lots' }] });
    expect(read.channels).toHaveLength(1);
    expect(read.channels[0]).toMatchObject({ bankCode: 'OK', name: 'OK', minAmount: 0 });
  });

  it('reads channels as a map keyed by id, keeps ids unique, and null or absent channels as none', () => {
    const read = settings({ allowDeposit: true, channels: { mp: { bankCode: 'MP', bankType: 'E' }, codi: { bankCode: 'CODI', bankType: 'Q' } } });
    expect(read.channels.map((channel) => [channel.channelId, channel.kind])).toEqual([
      ['mp', 'EWALLET'],
      ['codi', 'QR'],
    ]);
    const twice = settings({ allowDeposit: true, channels: [{ bankCode: 'X', bankType: 'E' }, { bankCode: 'X', bankType: 'E' }] }).channels;
    expect(new Set(twice.map((channel) => channel.channelId)).size).toBe(2);
    expect(settings({ allowDeposit: true, channels: null }).channels).toEqual([]);
    expect(settings({ allowDeposit: true }).channels).toEqual([]);
    expect(settings(null)).toEqual({ allowDeposit: false, channels: [], promotions: [] });
  });

  it('reads promotions with numeric ids and drops one without an id', () => {
    expect(settings({ allowDeposit: true, promotions: [{ promotionId: 5, bonusPercent: '20', minDeposit: 200 }, { name: 'no id' }] }).promotions).toEqual([
      { promotionId: '5', name: '5', bonusPercent: 20, minDeposit: 200 },
    ]);
  });
});

describe("an order's answer (MCSFE_depositByLaunchUrl, MCSFE_depositByQRImageUrl)", () => {
  it('reads { orderNo, redirectUrl } alone, a numeric order number, and no kind or status as OTHER (nothing offered)', () => {
    expect(launchAnswer({ orderNo: 123456, redirectUrl: 'https://pay.example/123456' })).toMatchObject({ orderNo: '123456', redirectUrl: 'https://pay.example/123456', kind: 'OTHER', status: 'OTHER', amount: 0 });
    expect(launchAnswer({ redirectUrl: 'https://pay.example/x' })).toMatchObject({ orderNo: '', redirectUrl: 'https://pay.example/x' });
  });

  it('reads the value itself as the page on the launch call, and as the image on the QR call', () => {
    expect(launchAnswer('https://pay.example/x')).toMatchObject({ redirectUrl: 'https://pay.example/x' });
    expect(launchAnswer('https://pay.example/x').qrImageUrl).toBeUndefined();
    expect(launchAnswer('/__platform/pay/D1')).toMatchObject({ redirectUrl: '/__platform/pay/D1' });
    expect(qrAnswer('https://cdn.example/qr.png')).toMatchObject({ qrImageUrl: 'https://cdn.example/qr.png' });
    expect(qrAnswer('https://cdn.example/qr.png').redirectUrl).toBeUndefined();
    expect(qrAnswer(`data:image/svg+xml;base64,${SVG_BASE64}`).qrImageUrl).toBe(`data:image/svg+xml;base64,${SVG_BASE64}`);
    expect(qrAnswer(PNG_BASE64).qrImageUrl).toBe(`data:image/png;base64,${PNG_BASE64}`);
    // a data URL is an image on either call
    expect(launchAnswer(`data:image/png;base64,${PNG_BASE64}`)).toMatchObject({ qrImageUrl: `data:image/png;base64,${PNG_BASE64}` });
    expect(launchAnswer(`data:image/png;base64,${PNG_BASE64}`).redirectUrl).toBeUndefined();
  });

  it('reads a QR image under the usual names, as a URL, a data URL or bare base64', () => {
    expect(qrAnswer({ qrImageUrl: 'https://cdn.example/a.png' }).qrImageUrl).toBe('https://cdn.example/a.png');
    expect(qrAnswer({ orderNo: 'D1', qrImage: PNG_BASE64 })).toMatchObject({ orderNo: 'D1', qrImageUrl: `data:image/png;base64,${PNG_BASE64}` });
    expect(qrAnswer({ qrCode: SVG_BASE64 }).qrImageUrl).toBe(`data:image/svg+xml;base64,${SVG_BASE64}`);
    expect(qrAnswer({ qrCodeUrl: '/qr/D1.png' }).qrImageUrl).toBe('/qr/D1.png');
    // a QR's text (not an image) is not shown as one
    expect(qrAnswer({ qrCode: 'codi:D1:100' }).qrImageUrl).toBeUndefined();
  });

  it('never takes a script or another scheme as a page or an image', () => {
    expect(launchAnswer({ redirectUrl: 'javascript:alert(1)' }).redirectUrl).toBeUndefined();
    expect(launchAnswer('javascript:alert(1)').redirectUrl).toBeUndefined();
    expect(launchAnswer({ redirectUrl: '//evil.example/x' }).redirectUrl).toBeUndefined();
    expect(qrImageOf('data:text/html;base64,PHNjcmlwdD4=')).toBeUndefined();
  });

  it('reads an answer with nothing in it (absent, null, true) as an order made and said nothing of', () => {
    for (const value of [undefined, null, true, {}]) {
      const order = launchAnswer(value);
      expect(order).toMatchObject({ orderNo: '', kind: 'OTHER', status: 'OTHER' });
      expect([order.redirectUrl, order.qrImageUrl]).toEqual([undefined, undefined]);
    }
    expect(launchAnswer(98765).orderNo).toBe('98765');
  });

  it('reads our fields when present: known kinds and statuses in any case, unknown ones as OTHER, times as ms or text', () => {
    expect(launchAnswer({ orderNo: 'D1', kind: 'ewallet', status: 'credited', amount: '250.50', createdTime: 1_767_268_800_000 })).toMatchObject({
      kind: 'EWALLET',
      status: 'CREDITED',
      amount: 250.5,
      createdTime: '2026-01-01T12:00:00.000Z',
    });
    expect(launchAnswer({ kind: 'PIGEON', status: 'ON_HOLD', createdTimeInTimestamp: '1767268800' })).toMatchObject({ kind: 'OTHER', status: 'OTHER', createdTime: '2026-01-01T12:00:00.000Z' });
    expect(launchAnswer({ createdTime: '2026-01-01T12:00:00Z' }).createdTime).toBe('2026-01-01T12:00:00Z');
  });
});

describe("a crypto order's coin amount and rate (not named by API.md; shown when the platform sends them)", () => {
  const address = { address: 'TQ7kd4R9cW2pX8yLm3nV6bJ5hF1gZ0aEsU', network: 'TRC20' };

  it('reads the amount in the coin, the coin and the rate when sent, as numbers or numeric strings', () => {
    expect(qrAnswer({ orderNo: 'D1', kind: 'CRYPTO', amount: 500, crypto: { ...address, amount: 27.31, currency: 'USDT', rate: 18.31 } }).crypto).toEqual({ ...address, amount: 27.31, currency: 'USDT', rate: 18.31 });
    expect(qrAnswer({ orderNo: 'D1', kind: 'CRYPTO', crypto: { ...address, amount: '27.31', currency: 'usdt', rate: ' 18.31 ' } }).crypto).toEqual({ ...address, amount: 27.31, currency: 'USDT', rate: 18.31 });
    // and in the records, where the order is read the same way
    expect(z.parse(depositOrderPageSchema, { list: [{ orderNo: 'D1', kind: 'CRYPTO', crypto: { ...address, amount: 16.4, currency: 'USDT', rate: 18.31 } }] }).items[0]?.crypto).toEqual({ ...address, amount: 16.4, currency: 'USDT', rate: 18.31 });
  });

  it('an order without them is the same order: address and network only, nothing required', () => {
    const order = qrAnswer({ orderNo: 'D2', kind: 'CRYPTO', amount: 300, crypto: address });
    expect(order.crypto).toEqual(address);
    expect(order).toMatchObject({ orderNo: 'D2', kind: 'CRYPTO', amount: 300 });
    expect(qrAnswer({ orderNo: 'D3', kind: 'CRYPTO', crypto: {} }).crypto).toEqual({ address: '', network: '' });
  });

  it('leaves out what it cannot read rather than show a wrong figure: text, zero, negative, null, an object', () => {
    const read = (crypto: Record<string, unknown>) => qrAnswer({ orderNo: 'D4', kind: 'CRYPTO', crypto: { ...address, ...crypto } }).crypto;
    expect(read({ amount: 'about 27', currency: null, rate: 0 })).toEqual(address);
    expect(read({ amount: -1, currency: {}, rate: '-18.31' })).toEqual(address);
    expect(read({ amount: null, currency: '  ', rate: { value: 18.31 } })).toEqual(address);
    expect(read({ amount: 27.31 })).toEqual({ ...address, amount: 27.31 });
  });
});

describe('deposit records (ours)', () => {
  it('reads a bare list, { list }, { content } or { records }; drops rows that are not objects; counts what it read', () => {
    const row = { orderNo: 1, amount: 100, status: 'PENDING', channelId: 'c', bankCode: 'X' };
    for (const value of [[row, null], { list: [row, 'x'] }, { content: [row] }, { records: [row] }]) {
      const page = z.parse(depositOrderPageSchema, value);
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({ orderNo: '1', amount: 100, status: 'PENDING', bankCode: 'X' });
      expect(page.totalCount).toBe(1);
      expect(page.pageNum).toBe(1);
    }
    expect(z.parse(depositOrderPageSchema, null).items).toEqual([]);
  });
});

describe('the order request', () => {
  function capture() {
    const bodies: unknown[] = [];
    const requester = {
      request: async (_route: string, options: { body?: unknown }) => {
        bodies.push(options.body);
        return {};
      },
      getDeviceId: () => 'device-1',
    } as unknown as PlatformRequester;
    return { api: createDepositApi(requester), bodies };
  }
  const payload: DepositPayload = { amount: 100, bankCode: 'MP', bankType: 'E', vendorId: 'V', idempotencyKey: 'key-12345' };

  it("sends API.md's fields and the device id, and a channel id only when the platform gave one", async () => {
    const { api, bodies } = capture();
    await api.depositByLaunchUrl(payload);
    await api.depositByQRImageUrl({ ...payload, channelId: 'qr-codi', promotionId: 'p1' });
    expect(bodies[0]).toEqual({ amount: 100, bankCode: 'MP', bankType: 'E', vendorId: 'V', idempotencyKey: 'key-12345', deviceId: 'device-1' });
    expect(bodies[1]).toEqual({ channelId: 'qr-codi', amount: 100, bankCode: 'MP', bankType: 'E', vendorId: 'V', promotionId: 'p1', idempotencyKey: 'key-12345', deviceId: 'device-1' });
  });
});

/**
 * The deposit chart with its real wiring (src/app/wiring/deposit/deposit.ts) on a platform that answers as
 * API.md describes it: settings whose channels carry only the
 * payload fields, a launch call answering `{ orderNo, redirectUrl }` alone, a QR call answering
 * the image itself, and records of ours that such a platform may not have (404). Every answer goes
 * through the adapter's own schemas (src/api/deposit.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import * as z from 'zod/mini';
import { connectDeposit } from '../../../machines/deposit/deposit.connect';
import { canCancel } from '../../../machines/deposit/deposit.connect';
import { OUTCOME_CHECK_DELAYS_MS } from '../../../machines/outcome';
import { createDepositApi } from '../../../src/api/deposit';
import { errorKey, PlatformError } from '../../../src/api/errors';
import type { PlatformRequester } from '../../../src/api/request';
import type { RouteId } from '../../../src/api/routes';
import { depositLogic } from '../../../src/app/wiring/deposit/deposit';
import type { PlatformApi } from '../api/platform-api';

/** The deposit area the wiring reads (its `lazyArea`): each case's, over that case's platform. */
const adapter = vi.hoisted(() => ({ current: undefined as Partial<PlatformApi> | undefined }));
vi.mock('../../../src/app/wiring/platform', async (importOriginal) =>
  (await import('../api/swapped-platform')).swappedPlatform(await importOriginal(), () => adapter.current),
);

const QR_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** What API.md names of the settings: allowDeposit, and channels of the payload fields alone. */
const STRICT_SETTINGS = {
  allowDeposit: true,
  channels: [
    { bankCode: 'MERCADOPAGO', bankType: 'E', vendorId: 'MPAGO' },
    { bankCode: 'CODI', bankType: 'Q', vendorId: 'CODI' },
    { bankCode: 'NEWPAY', bankType: 'Z', vendorId: 'NP' },
  ],
};

type Answer = (body: Record<string, unknown>) => unknown;

const notFound = (route: RouteId) => new PlatformError({ kind: 'http', httpStatus: 404, messageKey: errorKey('unknown'), route });
const dropped = (route: RouteId) => new PlatformError({ kind: 'network', messageKey: errorKey('networkAbnormal'), route });

/** A platform of `answers` by route (a route without one answers 404), read through the adapter's schemas. */
function platform(answers: Partial<Record<RouteId, Answer>>) {
  const calls: { route: RouteId; body: Record<string, unknown> }[] = [];
  const requester = {
    merchantCode: 'm',
    getLanguage: () => 'es',
    getDeviceId: () => 'device-1',
    request: async (route: RouteId, options: { schema: z.ZodMiniType; body?: Record<string, unknown> }) => {
      const body = options.body ?? {};
      calls.push({ route, body });
      const answer = answers[route];
      if (!answer) throw notFound(route);
      return z.parse(options.schema, answer(body));
    },
  } as unknown as PlatformRequester;
  const windowOpen = vi.fn(() => ({ closed: false, close: vi.fn(), location: { href: '' }, opener: null }));
  vi.stubGlobal('window', { open: windowOpen });
  adapter.current = { deposit: createDepositApi(requester) };
  const actor = createActor(depositLogic, { input: { keyPrefix: 'strict-unit', language: 'es' } }).start();
  const view = () => connectDeposit(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, view, calls, windowOpen };
}

async function deposit(view: () => ReturnType<typeof connectDeposit>, kind: string, amount: string) {
  const channel = view().channels.find((candidate) => candidate.kind === kind);
  view().chooseChannel(channel?.channelId ?? '');
  view().setAmount(amount);
  view().submit();
}

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T12:00:00Z') }));
afterEach(() => {
  adapter.current = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('deposit against a platform that answers as API.md describes it', () => {
  it('reads channels without kind, id or limits: kinds from bankType, a kind not told as OTHER, no maximum', async () => {
    const { actor, view } = platform({ depositSettings: () => STRICT_SETTINGS });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'editing' }));
    expect(view().channels.map((channel) => channel.kind)).toEqual(['EWALLET', 'QR', 'OTHER']);
    view().setAmount('250000');
    view().submit();
    // no maximum given is no upper limit: the amount is not refused as above a maximum of 0
    expect(view().amountError).toBeNull();
    actor.stop();
  });

  it('a launch-URL deposit answered { orderNo, redirectUrl } opens the page; the order is of the channel chosen, its status neutral, no cancel', async () => {
    const { actor, view, calls, windowOpen } = platform({ depositSettings: () => STRICT_SETTINGS, depositByLaunchUrl: () => ({ orderNo: 98765, redirectUrl: 'https://pay.example/98765' }) });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'editing' }));
    await deposit(view, 'EWALLET', '250');
    expect(windowOpen).toHaveBeenCalledTimes(1);
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'showing' }));
    expect(view()).toMatchObject({ phase: 'showing', providerOpened: true, order: { orderNo: '98765', kind: 'EWALLET', amount: 250, status: 'OTHER', channelName: 'MERCADOPAGO', redirectUrl: 'https://pay.example/98765' } });
    expect(canCancel(view().order ?? { status: 'PENDING' })).toBe(false);
    // the channel id the adapter made is not sent; API.md's payload fields are
    expect(calls.find((call) => call.route === 'depositByLaunchUrl')?.body).toMatchObject({ amount: 250, bankCode: 'MERCADOPAGO', bankType: 'E', vendorId: 'MPAGO' });
    expect(calls.find((call) => call.route === 'depositByLaunchUrl')?.body).not.toHaveProperty('channelId');
    actor.stop();
  });

  it('a QR deposit answered with the image itself shows the QR; no window is opened', async () => {
    const { actor, view, windowOpen } = platform({ depositSettings: () => STRICT_SETTINGS, depositByQRImageUrl: () => QR_DATA_URL });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'editing' }));
    await deposit(view, 'QR', '100');
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'showing' }));
    expect(view().order).toMatchObject({ kind: 'QR', qrImageUrl: QR_DATA_URL, orderNo: '', amount: 100 });
    expect(windowOpen).not.toHaveBeenCalled();
    actor.stop();
  });

  it('a channel of a kind not told goes to the launch call; a QR alone in its answer is shown and the reserved window closed', async () => {
    const closed = vi.fn();
    const { actor, view, calls, windowOpen } = platform({ depositSettings: () => STRICT_SETTINGS, depositByLaunchUrl: () => ({ qrImage: QR_DATA_URL.split(',')[1] }) });
    windowOpen.mockReturnValue({ closed: false, close: closed, location: { href: '' }, opener: null });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'editing' }));
    await deposit(view, 'OTHER', '100');
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'showing' }));
    expect(calls.map((call) => call.route)).toContain('depositByLaunchUrl');
    expect(view().order).toMatchObject({ kind: 'OTHER', qrImageUrl: QR_DATA_URL });
    expect(windowOpen).toHaveBeenCalledTimes(1);
    expect(closed).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('an e-wallet answer with no page in it closes the window reserved in the click (no blank tab left)', async () => {
    const closed = vi.fn();
    const { actor, view, windowOpen } = platform({ depositSettings: () => STRICT_SETTINGS, depositByLaunchUrl: () => true });
    windowOpen.mockReturnValue({ closed: false, close: closed, location: { href: '' }, opener: null });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'editing' }));
    await deposit(view, 'EWALLET', '250');
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'blocked' }));
    expect(closed).toHaveBeenCalledTimes(1);
    expect(view().order).toMatchObject({ kind: 'EWALLET', amount: 250, status: 'OTHER' });
    actor.stop();
  });

  it('a lost answer whose records route answers 404 ends "still unknown, see your records": not a failure, never sent again', async () => {
    const { actor, view, calls } = platform({
      depositSettings: () => STRICT_SETTINGS,
      depositByLaunchUrl: () => {
        throw dropped('depositByLaunchUrl');
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'editing' }));
    await deposit(view, 'EWALLET', '250');
    await vi.advanceTimersByTimeAsync(10);
    expect(view().outcome).toBe('checking');
    await vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) + 100);
    expect(view()).toMatchObject({ phase: 'checking', outcome: 'unknown', failureKey: null, busy: true });
    // the records were read (and answered 404), the order was sent once; a submit now is held
    expect(calls.filter((call) => call.route === 'depositRecords').length).toBeGreaterThan(1);
    view().submit();
    await vi.advanceTimersByTimeAsync(10);
    expect(calls.filter((call) => call.route === 'depositByLaunchUrl')).toHaveLength(1);
    actor.stop();
  });

  it('a lost answer is found in records that name the channel by its payload fields (no channel id of the settings)', async () => {
    let made: Record<string, unknown> | null = null;
    const { actor, view, calls } = platform({
      depositSettings: () => STRICT_SETTINGS,
      depositRecords: () => ({ list: made ? [made] : [] }),
      depositByLaunchUrl: (body) => {
        made = { orderNo: 555, channelId: 'ewallet-mp', bankCode: body.bankCode, amount: body.amount, status: 'PENDING', createdTime: Date.now() };
        throw dropped('depositByLaunchUrl');
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'editing' }) && snapshot.matches({ records: 'empty' }));
    await deposit(view, 'EWALLET', '250');
    await vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS[0]! + 50);
    expect(view()).toMatchObject({ phase: 'found', order: { orderNo: '555', kind: 'EWALLET', status: 'PENDING' } });
    expect(calls.filter((call) => call.route === 'depositByLaunchUrl')).toHaveLength(1);
    actor.stop();
  });

  it('a record in a status the client does not know is shown neutral and offers no cancel', () => {
    expect(canCancel({ status: 'OTHER' })).toBe(false);
    expect(canCancel({ status: 'PENDING' })).toBe(true);
  });
});

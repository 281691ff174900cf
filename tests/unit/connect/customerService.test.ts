/**
 * Customer service: connectCustomerService without React, the chart (panel for the platform's chat,
 * new tab for the rest, popup blocked, failure and retry) and the wiring's decryption of the
 * permission info's sealed paths against the platform's own sealing (schema/infra/crypto.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectCustomerService } from '../../../machines/support/customerService.connect';
import { customerServiceMachine, modeOf, type Contact, type CustomerServiceContext } from '../../../machines/support/customerService.machine';
import { sealText } from '../../../schema/infra/crypto';
import { CUSTOMER_SERVICE_PATH_KEY } from '../../../src/api/routes';
import { createSealedTextOpener } from '../../../src/api/sealedText';
import { openContacts } from '../../../src/app/wiring/support/customerService';

const CHAT: Contact = { csType: 'LIVECHAT', url: 'https://site.test/__platform/support', mode: 'panel' };
const WHATSAPP: Contact = { csType: 'WHATSAPP', url: 'https://wa.me/5215550100200', mode: 'tab' };
const base: CustomerServiceContext = { entries: [], contacts: [CHAT, WHATSAPP], current: null, failureKey: null, failureText: null };
const at = (value: Parameters<typeof customerServiceMachine.resolveState>[0]['value'], context: Partial<CustomerServiceContext> = {}) =>
  customerServiceMachine.resolveState({ value, context: { ...base, ...context } });

function run(options: { contacts?: readonly Contact[] | Error; blocked?: boolean } = {}) {
  const openTab = vi.fn(async ({ url }: { url: string }) => {
    if (options.blocked) throw new Error(`blocked ${url}`);
  });
  const answer = options.contacts ?? [CHAT, WHATSAPP];
  const actor = createActor(
    customerServiceMachine.provide({
      actors: {
        openContacts: fromPromise(async () => {
          if (answer instanceof Error) throw answer;
          return answer;
        }),
        openTab: fromPromise(({ input }: { input: { url: string } }) => openTab(input)),
      },
    }),
    { input: { entries: [{ csType: 'LIVECHAT', path: 'sealed' }] } },
  ).start();
  const api = () => connectCustomerService(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, api, openTab };
}

describe('connectCustomerService', () => {
  it('says loading, unavailable, failed or ready with the contacts; the panel and the blocked tab only in their states', () => {
    expect(connectCustomerService(at('opening', { contacts: [] }), vi.fn())).toMatchObject({ status: 'loading', contacts: [], panel: null, blocked: null });
    expect(connectCustomerService(at('unavailable', { contacts: [] }), vi.fn()).status).toBe('unavailable');
    expect(connectCustomerService(at('failed', { failureKey: 'errors:unknown' }), vi.fn())).toMatchObject({ status: 'failed', failureKey: 'errors:unknown', contacts: [] });
    expect(connectCustomerService(at({ ready: 'idle' }), vi.fn())).toMatchObject({ status: 'ready', contacts: [CHAT, WHATSAPP], panel: null, blocked: null, launching: false });
    expect(connectCustomerService(at({ ready: 'panel' }, { current: CHAT }), vi.fn()).panel).toEqual(CHAT);
    expect(connectCustomerService(at({ ready: 'blocked' }, { current: WHATSAPP }), vi.fn())).toMatchObject({ blocked: WHATSAPP, panel: null });
    expect(connectCustomerService(at({ ready: 'launching' }, { current: WHATSAPP }), vi.fn()).launching).toBe(true);
  });

  it('intents send OPEN (with or without a type) and CLOSE', () => {
    const send = vi.fn();
    const api = connectCustomerService(at({ ready: 'idle' }), send);
    api.open();
    api.open('WHATSAPP');
    api.close();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'OPEN' }, { type: 'OPEN', csType: 'WHATSAPP' }, { type: 'CLOSE' }]);
  });
});

describe('customerService chart', () => {
  it('opens the first entry, the platform chat, in the embedded panel (no new tab)', async () => {
    const { actor, api, openTab } = run();
    await waitFor(actor, () => api().status === 'ready');
    api().open();
    expect(api().panel).toEqual(CHAT);
    expect(openTab).not.toHaveBeenCalled();
    api().close();
    expect(api().panel).toBeNull();
  });

  it('opens any other entry in a new tab, at once (inside the click)', async () => {
    const { actor, api, openTab } = run();
    await waitFor(actor, () => api().status === 'ready');
    api().open('WHATSAPP');
    expect(openTab).toHaveBeenCalledWith({ url: WHATSAPP.url });
    await waitFor(actor, () => !api().launching);
    expect(api().blocked).toBeNull();
    expect(api().panel).toBeNull();
  });

  it('a blocked new tab says so (the notice offers a plain link) until closed', async () => {
    const { actor, api } = run({ blocked: true });
    await waitFor(actor, () => api().status === 'ready');
    api().open('WHATSAPP');
    await waitFor(actor, () => api().blocked !== null);
    expect(api().blocked).toEqual(WHATSAPP);
    expect(api().panel).toBeNull();
    api().close();
    expect(api().blocked).toBeNull();
  });

  it('ignores a type the platform did not send', async () => {
    const { actor, api, openTab } = run();
    await waitFor(actor, () => api().status === 'ready');
    api().open('SKYPE');
    expect(openTab).not.toHaveBeenCalled();
    expect(api().panel).toBeNull();
  });

  it('is unavailable without entries, and a path that does not open fails with its message', async () => {
    const none = run({ contacts: [] });
    await waitFor(none.actor, () => none.api().status === 'unavailable');

    const broken = run({ contacts: Object.assign(new Error('does not open'), { messageKey: 'errors:unknown' }) });
    await waitFor(broken.actor, () => broken.api().status === 'failed');
    expect(broken.api().failureKey).toBe('errors:unknown');
    broken.api().open();
    expect(broken.api().panel).toBeNull();
  });
});

describe('the sealed customer-service paths', () => {
  it('open with the shared key into the addresses the platform sealed; the chat goes to the panel, the apps to a tab', async () => {
    const entries = [
      { csType: 'LIVECHAT', path: sealText('http://localhost:4173/__platform/support', CUSTOMER_SERVICE_PATH_KEY) },
      { csType: 'whatsapp', path: sealText('https://wa.me/5215550100200', CUSTOMER_SERVICE_PATH_KEY) },
      { csType: 'APP', path: sealText('app://chat/42', CUSTOMER_SERVICE_PATH_KEY) },
      { csType: 'TELEGRAM', path: '' },
    ];
    expect(await openContacts(entries)).toEqual([
      { csType: 'LIVECHAT', url: 'http://localhost:4173/__platform/support', mode: 'panel' },
      { csType: 'WHATSAPP', url: 'https://wa.me/5215550100200', mode: 'tab' },
    ]);
    expect(modeOf('telegram')).toBe('tab');
  });

  it('refuses a plain, altered or foreign value instead of opening it', async () => {
    const opener = createSealedTextOpener(CUSTOMER_SERVICE_PATH_KEY);
    await expect(opener.open('https://evil.example')).rejects.toThrow();
    const sealed = Buffer.from(sealText('https://wa.me/1', CUSTOMER_SERVICE_PATH_KEY), 'base64');
    sealed[sealed.length - 20] = (sealed[sealed.length - 20] ?? 0) ^ 1;
    await expect(opener.open(sealed.toString('base64'))).rejects.toThrow('does not open');
    const foreign = sealText('https://wa.me/1', Buffer.alloc(32, 7).toString('base64'));
    await expect(opener.open(foreign)).rejects.toThrow('does not open');
    await expect(openContacts([{ csType: 'LIVECHAT', path: 'https://plain.example' }])).rejects.toThrow();
  });
});

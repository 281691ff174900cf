/** connectDomainList without React, the domainList chart (copy shown for a moment), and the wiring's reading of domainRoute answers. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectDomainList } from '../../../machines/app/domainList.connect';
import { DOMAIN_COPIED_MS, domainListMachine, type DomainListContext } from '../../../machines/app/domainList.machine';
import { domainsOf } from '../../../src/app/wiring/app/domainList';
import { appLinksOf } from '../../../src/views/member/account/appLinks';
import { DOMAINS } from '../../paths/models/account-samples';

const base: DomainListContext = { domains: DOMAINS, failureKey: null, failureText: null, selected: null };
const at = (value: Parameters<typeof domainListMachine.resolveState>[0]['value'], context: Partial<DomainListContext> = {}) => domainListMachine.resolveState({ value, context: { ...base, ...context } });

afterEach(() => {
  vi.useRealTimers();
});

describe('connectDomainList', () => {
  it('says loading, empty, failed, or lists the domains with the copy marker', () => {
    expect(connectDomainList(at('loading', { domains: [] }), vi.fn())).toMatchObject({ status: 'loading', domains: [] });
    expect(connectDomainList(at('empty', { domains: [] }), vi.fn())).toMatchObject({ status: 'empty' });
    expect(connectDomainList(at('failure', { failureKey: 'errors:timeout' }), vi.fn())).toMatchObject({ status: 'failed', failureKey: 'errors:timeout', domains: [] });
    expect(connectDomainList(at({ ready: 'idle' }), vi.fn())).toMatchObject({ status: 'ready', domains: DOMAINS, copyState: null });
    expect(connectDomainList(at({ ready: 'copied' }, { selected: DOMAINS[1]?.url ?? '' }), vi.fn()).copyState).toEqual({ url: 'https://m1.rp01.example', state: 'copied' });
    expect(connectDomainList(at({ ready: 'copyFailed' }, { selected: DOMAINS[1]?.url ?? '' }), vi.fn()).copyState?.state).toBe('failed');
  });

  it('copies a listed domain only, and shows "copied" for a moment', async () => {
    vi.useFakeTimers();
    const copyText = vi.fn(async (_input: { text: string }): Promise<void> => undefined);
    const actor = createActor(domainListMachine.provide({ actors: { loadDomains: fromPromise(async () => DOMAINS), copyText: fromPromise(({ input }: { input: { text: string } }) => copyText(input)) } })).start();
    const api = () => connectDomainList(actor.getSnapshot(), (event) => actor.send(event));
    await vi.waitFor(() => expect(api().status).toBe('ready'));
    api().copy('https://evil.example');
    expect(copyText).not.toHaveBeenCalled();
    api().copy('https://m1.rp01.example');
    await waitFor(actor, () => api().copyState?.state === 'copied');
    expect(copyText).toHaveBeenCalledWith({ text: 'https://m1.rp01.example' });
    vi.advanceTimersByTime(DOMAIN_COPIED_MS);
    expect(api().copyState).toBeNull();
  });
});

describe('domainsOf (the wiring)', () => {
  it('reads entries, strings or one string; keeps http(s) URLs once; marks the main one', () => {
    expect(domainsOf([{ url: 'https://a.example', type: 'MIRROR' }, { url: 'https://b.example', type: 'MAIN' }, { url: 'javascript:alert(1)' }, { url: 'https://a.example' }])).toEqual([
      { url: 'https://a.example', main: false },
      { url: 'https://b.example', main: true },
    ]);
    expect(domainsOf(['https://x.example', 'https://y.example'])).toEqual([{ url: 'https://x.example', main: true }, { url: 'https://y.example', main: false }]);
    expect(domainsOf('https://only.example')).toEqual([{ url: 'https://only.example', main: true }]);
    expect(domainsOf({})).toEqual([]);
  });
});

describe('appLinksOf (the app download page)', () => {
  it('picks iOS, Android and lite from the resources, in that order, http(s) only', () => {
    expect(
      appLinksOf([
        { labelNameEn: 'Lite', url: 'https://x.example/lite' },
        { labelNameEn: 'WhatsApp', url: 'https://wa.me/1' },
        { labelNameEn: 'Android', url: 'https://x.example/a.apk' },
        { labelNameEn: 'iOS', url: 'javascript:alert(1)' },
      ]),
    ).toEqual([
      { kind: 'android', url: 'https://x.example/a.apk' },
      { kind: 'lite', url: 'https://x.example/lite' },
    ]);
    expect(appLinksOf(undefined)).toEqual([]);
  });
});

/** connectAffiliateLinks without React, and the affiliate-links chart: list states, one create and one delete per action, the chart's "copied" delay, the QR dialog. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AffiliateLink, AffiliateLinkList } from '../../../src/api';
import { connectAffiliateLinks } from '../../../machines/agent/affiliateLinks.connect';
import { affiliateLinksMachine, COPIED_MS, type AffiliateLinkCall, type AffiliateLinksContext } from '../../../machines/agent/affiliateLinks.machine';
import { LINK_A, LINK_B, LINKS_NONE, LINKS_ONE } from '../../paths/models/register-samples';

const base: AffiliateLinksContext = { links: [LINK_A], max: 20, failureKey: null, failureText: null, actionErrorKey: null, actionErrorText: null, selectedId: null, lastCreatedId: null, intent: null, retryable: null, lostAnswer: null };
const at = (value: Parameters<typeof affiliateLinksMachine.resolveState>[0]['value'], context: Partial<AffiliateLinksContext> = {}) =>
  affiliateLinksMachine.resolveState({ value, context: { ...base, ...context } });

describe('connectAffiliateLinks', () => {
  it('says loading, empty, failed with a retry, or lists the links', () => {
    expect(connectAffiliateLinks(at('loading', { links: [] }), vi.fn())).toMatchObject({ status: 'loading', links: [] });
    expect(connectAffiliateLinks(at('empty', { links: [] }), vi.fn())).toMatchObject({ status: 'empty', links: [] });
    expect(connectAffiliateLinks(at({ ready: 'idle' }), vi.fn())).toMatchObject({ status: 'ready', links: [LINK_A], max: 20, confirmingDelete: null, qrLink: null, copyState: null });
    expect(connectAffiliateLinks(at('failure', { links: [], failureKey: 'errors:networkAbnormal' }), vi.fn())).toMatchObject({ status: 'failed', failureKey: 'errors:networkAbnormal' });
  });

  it('keeps the list shown while a link is created or deleted', () => {
    expect(connectAffiliateLinks(at('creating'), vi.fn())).toMatchObject({ status: 'ready', creating: true, links: [LINK_A] });
    expect(connectAffiliateLinks(at('deleting', { selectedId: LINK_A.id }), vi.fn())).toMatchObject({ status: 'ready', deleting: true, confirmingDelete: LINK_A });
  });

  it('names the link the dialogs and the copy marker are about', () => {
    expect(connectAffiliateLinks(at({ ready: 'confirming' }, { selectedId: LINK_A.id }), vi.fn()).confirmingDelete).toEqual(LINK_A);
    expect(connectAffiliateLinks(at({ ready: 'qr' }, { selectedId: LINK_A.id }), vi.fn()).qrLink).toEqual(LINK_A);
    expect(connectAffiliateLinks(at({ ready: 'copying' }, { selectedId: LINK_A.id }), vi.fn()).copyState).toEqual({ id: LINK_A.id, state: 'copying' });
    expect(connectAffiliateLinks(at({ ready: 'copied' }, { selectedId: LINK_A.id }), vi.fn()).copyState).toEqual({ id: LINK_A.id, state: 'copied' });
    expect(connectAffiliateLinks(at({ ready: 'copyFailed' }, { selectedId: LINK_A.id }), vi.fn()).copyState).toEqual({ id: LINK_A.id, state: 'failed' });
  });

  it('sends its intents', () => {
    const send = vi.fn();
    const api = connectAffiliateLinks(at({ ready: 'idle' }), send);
    api.create({ memberType: 'AGENT', remark: 'x' });
    api.askDelete('link-1');
    api.confirmDelete();
    api.cancelDelete();
    api.copy('link-1');
    api.showQr('link-1');
    api.closeQr();
    api.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'CREATE', link: { memberType: 'AGENT', remark: 'x' } },
      { type: 'ASK_DELETE', id: 'link-1' },
      { type: 'CONFIRM_DELETE' },
      { type: 'CANCEL' },
      { type: 'COPY', id: 'link-1' },
      { type: 'SHOW_QR', id: 'link-1' },
      { type: 'CLOSE_QR' },
      { type: 'RETRY' },
    ]);
  });
});

describe('the affiliate-links chart', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function run(options: { lists?: (AffiliateLinkList | Error)[]; created?: (AffiliateLink | Error)[]; copy?: () => Promise<void> } = {}) {
    const calls = { load: 0, create: [] as AffiliateLinkCall[], delete: [] as string[], copy: [] as string[] };
    const actor = createActor(
      affiliateLinksMachine.provide({
        actors: {
          loadLinks: fromPromise(async () => {
            calls.load += 1;
            const answer = options.lists?.shift() ?? LINKS_ONE;
            if (answer instanceof Error) throw answer;
            return answer;
          }),
          createLink: fromPromise(async ({ input }: { input: AffiliateLinkCall }): Promise<AffiliateLink | null> => {
            calls.create.push(input);
            const answer = options.created?.shift() ?? LINK_B;
            if (answer instanceof Error) throw answer;
            return answer;
          }),
          deleteLink: fromPromise<unknown, { id: string }>(async ({ input }) => {
            calls.delete.push(input.id);
            return { id: input.id };
          }),
          copyLink: fromPromise(async ({ input }: { input: { url: string } }) => {
            calls.copy.push(input.url);
            await (options.copy?.() ?? Promise.resolve());
          }),
        },
      }),
    ).start();
    return { actor, calls };
  }
  const api = (actor: ReturnType<typeof run>['actor']) => connectAffiliateLinks(actor.getSnapshot(), actor.send);

  it('loads again after a failure; an agent without links sees the empty list', async () => {
    const { actor } = run({ lists: [Object.assign(new Error('x'), { messageKey: 'errors:networkAbnormal' }), LINKS_NONE] });
    await vi.waitFor(() => expect(api(actor).status).toBe('failed'));
    api(actor).retry();
    await vi.waitFor(() => expect(api(actor).status).toBe('empty'));
  });

  it('creates one link for a double click and appends it; a refusal shows and keeps the list', async () => {
    const full = Object.assign(new Error('full'), { messageKey: 'errors:affiliateLinksFull' });
    const { actor, calls } = run({ created: [LINK_B, full] });
    await vi.waitFor(() => expect(api(actor).status).toBe('ready'));
    api(actor).create({ memberType: 'AGENT', remark: 'socios' });
    api(actor).create({ memberType: 'AGENT', remark: 'socios' });
    await vi.waitFor(() => expect(api(actor).creating).toBe(false));
    expect(calls.create).toEqual([{ memberType: 'AGENT', remark: 'socios', idempotencyKey: expect.stringMatching(/.{8,}/) }]);
    expect(api(actor)).toMatchObject({ links: [LINK_A, LINK_B], lastCreatedId: LINK_B.id });
    api(actor).create({ memberType: 'MEMBER' });
    await vi.waitFor(() => expect(api(actor).actionErrorKey).toBe('errors:affiliateLinksFull'));
    expect(api(actor)).toMatchObject({ status: 'ready', links: [LINK_A, LINK_B] });
  });

  it('deletes only after the confirmation, once however often it is confirmed, and says empty after the last', async () => {
    const { actor, calls } = run();
    await vi.waitFor(() => expect(api(actor).status).toBe('ready'));
    api(actor).askDelete(LINK_A.id);
    api(actor).cancelDelete();
    expect(api(actor).confirmingDelete).toBeNull();
    api(actor).askDelete(LINK_A.id);
    expect(api(actor).confirmingDelete).toEqual(LINK_A);
    api(actor).confirmDelete();
    api(actor).confirmDelete();
    await vi.waitFor(() => expect(api(actor).status).toBe('empty'));
    expect(calls.delete).toEqual([LINK_A.id]);
    // a link that is not listed is never asked about
    api(actor).askDelete('nope');
    expect(api(actor).confirmingDelete).toBeNull();
  });

  it('copies the link URL and clears "copied" by its own delay; a refused clipboard says so', async () => {
    vi.useFakeTimers();
    let refuse = false;
    const { actor, calls } = run({ copy: () => (refuse ? Promise.reject(new Error('denied')) : Promise.resolve()) });
    await vi.waitFor(() => expect(api(actor).status).toBe('ready'));
    api(actor).copy(LINK_A.id);
    await vi.advanceTimersByTimeAsync(0);
    expect(api(actor).copyState).toEqual({ id: LINK_A.id, state: 'copied' });
    expect(calls.copy).toEqual([LINK_A.url]);
    vi.advanceTimersByTime(COPIED_MS - 1);
    expect(api(actor).copyState?.state).toBe('copied');
    vi.advanceTimersByTime(1);
    expect(api(actor).copyState).toBeNull();
    refuse = true;
    api(actor).copy(LINK_A.id);
    await vi.advanceTimersByTimeAsync(0);
    expect(api(actor).copyState?.state).toBe('failed');
    vi.advanceTimersByTime(COPIED_MS);
    expect(api(actor).copyState).toBeNull();
  });

  it('opens and closes the QR code of a listed link', async () => {
    const { actor } = run();
    await vi.waitFor(() => expect(api(actor).status).toBe('ready'));
    api(actor).showQr(LINK_A.id);
    expect(api(actor).qrLink).toEqual(LINK_A);
    api(actor).closeQr();
    expect(api(actor).qrLink).toBeNull();
  });
});

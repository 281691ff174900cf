/** connectInbox without React, and the messages chart: read marks, deletes after a confirmation (once), paging, the live unread count. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { InboxDeleted, InboxPage, InboxRead } from '../../../src/api/inbox';
import { connectInbox } from '../../../machines/inbox/inbox.connect';
import { inboxHearsAccount, inboxMachine, type InboxContext } from '../../../machines/inbox/inbox.machine';
import { INBOX_NONE, INBOX_PAGE_1, INBOX_PAGE_2 } from '../../paths/models/inbox-samples';

const base: InboxContext = { page: 1, result: INBOX_PAGE_1, openId: null, selected: [], pendingDelete: [], deleted: null, failureKey: null, failureText: null, actionFailureKey: null, language: 'es', dataLanguage: 'es' };
const at = (value: Parameters<typeof inboxMachine.resolveState>[0]['value'], context: Partial<InboxContext> = {}) => inboxMachine.resolveState({ value, context: { ...base, ...context } });

describe('connectInbox', () => {
  it('lists a page with the unread count and its paging', () => {
    const api = connectInbox(at({ ready: 'list' }), vi.fn());
    expect(api).toMatchObject({ status: 'ready', unread: 2, page: 1, totalPages: 2, open: null, confirmingCount: 0, deleting: false });
    expect(api.items).toHaveLength(10);
  });

  it('shows the open message while reading, and the confirmation with its count', () => {
    expect(connectInbox(at({ ready: { reading: 'shown' } }, { openId: 'm-3' }), vi.fn()).open?.title).toBe('Mensaje 3');
    expect(connectInbox(at({ ready: 'confirming' }, { pendingDelete: ['m-1', 'm-2'] }), vi.fn())).toMatchObject({ confirmingCount: 2, deleting: false, open: null });
    expect(connectInbox(at({ ready: 'deleting' }, { pendingDelete: ['m-1'] }), vi.fn())).toMatchObject({ confirmingCount: 1, deleting: true });
  });

  it('says loading, empty or failed with no stale items', () => {
    expect(connectInbox(at('loading'), vi.fn())).toMatchObject({ status: 'loading', items: [] });
    expect(connectInbox(at('empty', { result: INBOX_NONE }), vi.fn())).toMatchObject({ status: 'empty', items: [], unread: 0 });
    expect(connectInbox(at('failure', { failureKey: 'errors:networkAbnormal' }), vi.fn())).toMatchObject({ status: 'failed', items: [], failureKey: 'errors:networkAbnormal' });
  });

  it('sends its intents', () => {
    const send = vi.fn();
    const api = connectInbox(at({ ready: 'list' }), send);
    api.setPage(2);
    api.openItem('m-1');
    api.close();
    api.toggle('m-2');
    api.clearSelection();
    api.deleteOpen();
    api.deleteSelected();
    api.confirmDelete();
    api.cancelDelete();
    api.retry();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['SET_PAGE', 'OPEN', 'CLOSE', 'TOGGLE', 'CLEAR', 'DELETE', 'DELETE_SELECTED', 'CONFIRM', 'CANCEL', 'RETRY']);
  });
});

describe('the messages chart', () => {
  function run(pages: (InboxPage | Error)[], options: { read?: (id: string) => Promise<InboxRead>; remove?: (ids: readonly string[]) => Promise<InboxDeleted> } = {}) {
    const calls = { load: [] as number[], read: [] as string[], remove: [] as (readonly string[])[] };
    const actor = createActor(
      inboxMachine.provide({
        actors: {
          loadMessages: fromPromise(async ({ input }: { input: { page: number } }) => {
            calls.load.push(input.page);
            const answer = pages.shift() ?? INBOX_PAGE_1;
            if (answer instanceof Error) throw answer;
            return answer;
          }),
          markRead: fromPromise(async ({ input }: { input: { id: string } }) => {
            calls.read.push(input.id);
            return options.read ? options.read(input.id) : { id: input.id, unread: 1 };
          }),
          deleteMessages: fromPromise(async ({ input }: { input: { ids: readonly string[] } }) => {
            calls.remove.push(input.ids);
            return options.remove ? options.remove(input.ids) : { deleted: input.ids.length, unread: 1 };
          }),
        },
      }),
      { input: { language: 'es' } },
    ).start();
    const api = () => connectInbox(actor.getSnapshot(), (event) => actor.send(event));
    return { actor, api, calls };
  }
  const settled = (actor: ReturnType<typeof run>['actor']) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy') && !snapshot.hasTag('marking') && !snapshot.hasTag('deleting'));

  it('marks an unread message read when it opens, and the count drops with the answer', async () => {
    const { actor, api, calls } = run([INBOX_PAGE_1]);
    await settled(actor);
    api().openItem('m-1');
    await settled(actor);
    expect(calls.read).toEqual(['m-1']);
    expect(api().open?.read).toBe(true);
    expect(api().unread).toBe(1);
    // a read message is not marked again
    api().close();
    api().openItem('m-5');
    await settled(actor);
    expect(calls.read).toEqual(['m-1']);
  });

  it('keeps a message unread when marking it fails, quietly', async () => {
    const { actor, api } = run([INBOX_PAGE_1], { read: async () => Promise.reject(new Error('down')) });
    await settled(actor);
    api().openItem('m-1');
    await settled(actor);
    expect(api().open?.read).toBe(false);
    expect(api().status).toBe('ready');
  });

  it('deletes only after the confirmation, once however often confirmed, then reloads the page with a notice', async () => {
    let release: (value: InboxDeleted) => void = () => undefined;
    const { actor, api, calls } = run([INBOX_PAGE_1, INBOX_PAGE_1], { remove: () => new Promise((resolve) => (release = resolve)) });
    await settled(actor);
    api().toggle('m-1');
    api().toggle('m-2');
    api().toggle('m-2');
    api().toggle('m-3');
    expect(api().selected).toEqual(['m-1', 'm-3']);
    api().deleteSelected();
    expect(calls.remove).toEqual([]);
    api().confirmDelete();
    api().confirmDelete();
    expect(calls.remove).toEqual([['m-1', 'm-3']]);
    release({ deleted: 2, unread: 1 });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'list' }));
    expect(calls.load).toEqual([1, 1]);
    expect(api()).toMatchObject({ deleted: 2, selected: [] });
  });

  it('cancelling the confirmation deletes nothing; nothing ticked asks nothing', async () => {
    const { actor, api, calls } = run([INBOX_PAGE_1]);
    await settled(actor);
    api().deleteSelected();
    expect(api().confirmingCount).toBe(0);
    api().openItem('m-4');
    api().deleteOpen();
    expect(api().confirmingCount).toBe(1);
    api().cancelDelete();
    expect(calls.remove).toEqual([]);
    expect(api().confirmingCount).toBe(0);
  });

  it('a refused delete keeps the list and says why', async () => {
    const { actor, api } = run([INBOX_PAGE_1], { remove: async () => Promise.reject({ messageKey: 'errors:networkAbnormal' }) });
    await settled(actor);
    api().openItem('m-4');
    api().deleteOpen();
    api().confirmDelete();
    await settled(actor);
    expect(api()).toMatchObject({ status: 'ready', actionFailureKey: 'errors:networkAbnormal' });
    expect(api().items).toHaveLength(10);
  });

  it('pages within 1…totalPages only', async () => {
    const { actor, api, calls } = run([INBOX_PAGE_1, INBOX_PAGE_2]);
    await settled(actor);
    api().setPage(3);
    api().setPage(1);
    api().setPage(2);
    await settled(actor);
    expect(calls.load).toEqual([1, 2]);
    expect(api().page).toBe(2);
  });

  it('reloads when the live unread count differs from the page (a message came), not when it is the same', async () => {
    const { actor, calls } = run([INBOX_PAGE_1, { ...INBOX_PAGE_1, unread: 3 }]);
    await settled(actor);
    actor.send({ type: 'UNREAD_CHANGED', unread: 2 });
    expect(calls.load).toEqual([1]);
    actor.send({ type: 'UNREAD_CHANGED', unread: 3 });
    await settled(actor);
    expect(calls.load).toEqual([1, 1]);
  });

  it('an empty inbox says so, and a message that comes fills it', async () => {
    const { actor, api } = run([INBOX_NONE, INBOX_PAGE_1]);
    await settled(actor);
    expect(api().status).toBe('empty');
    actor.send({ type: 'UNREAD_CHANGED', unread: 2 });
    await settled(actor);
    expect(api().status).toBe('ready');
  });

  it('a failed load is retried by the member', async () => {
    const { actor, api } = run([new Error('down'), INBOX_PAGE_1]);
    await settled(actor);
    expect(api().status).toBe('failed');
    api().retry();
    await settled(actor);
    expect(api().status).toBe('ready');
  });

  it('hears newMessage with its count and every resync', () => {
    expect(inboxHearsAccount({ type: 'ACCOUNT_RESYNC' })).toEqual({ type: 'UNREAD_CHANGED', unread: null });
    expect(inboxHearsAccount({ type: 'ACCOUNT_EVENT', event: { kind: 'newMessage', unread: 4, eventId: 'e', at: 1 } })).toEqual({ type: 'UNREAD_CHANGED', unread: 4 });
    expect(inboxHearsAccount({ type: 'ACCOUNT_EVENT', event: { kind: 'balanceChanged', balance: 4, eventId: 'e', at: 1 } })).toBeNull();
  });
});

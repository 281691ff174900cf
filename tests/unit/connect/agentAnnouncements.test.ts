/** connectAgentAnnouncements without React, and the announcements chart: pages of 9, open and close, empty, failure and retry. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnnouncementPage } from '../../../src/api';
import { connectAgentAnnouncements } from '../../../machines/agent/agentAnnouncements.connect';
import { agentAnnouncementsMachine, type AgentAnnouncementsContext } from '../../../machines/agent/agentAnnouncements.machine';
import { ANNOUNCEMENTS_NONE, ANNOUNCEMENTS_PAGE_1, ANNOUNCEMENTS_PAGE_2 } from '../../paths/models/register-samples';

const base: AgentAnnouncementsContext = { page: 1, result: ANNOUNCEMENTS_PAGE_1, openId: null, failureKey: null, failureText: null, language: 'es', dataLanguage: 'es' };
const at = (value: Parameters<typeof agentAnnouncementsMachine.resolveState>[0]['value'], context: Partial<AgentAnnouncementsContext> = {}) =>
  agentAnnouncementsMachine.resolveState({ value, context: { ...base, ...context } });

describe('connectAgentAnnouncements', () => {
  it('lists a page with its paging, and the item open', () => {
    expect(connectAgentAnnouncements(at({ ready: 'list' }), vi.fn())).toMatchObject({ status: 'ready', page: 1, totalPages: 2, open: null });
    expect(connectAgentAnnouncements(at({ ready: 'list' }), vi.fn()).items).toHaveLength(9);
    expect(connectAgentAnnouncements(at({ ready: 'reading' }, { openId: 'a-2' }), vi.fn()).open?.title).toBe('Aviso 2');
  });

  it('says loading, empty, or failed with no stale items', () => {
    expect(connectAgentAnnouncements(at('loading'), vi.fn())).toMatchObject({ status: 'loading', busy: true, items: [] });
    expect(connectAgentAnnouncements(at('empty', { result: ANNOUNCEMENTS_NONE }), vi.fn())).toMatchObject({ status: 'empty', items: [], totalPages: 0 });
    expect(connectAgentAnnouncements(at('failure', { failureKey: 'errors:networkAbnormal' }), vi.fn())).toMatchObject({ status: 'failed', items: [], failureKey: 'errors:networkAbnormal' });
  });

  it('sends its intents', () => {
    const send = vi.fn();
    const api = connectAgentAnnouncements(at({ ready: 'list' }), send);
    api.setPage(2);
    api.openItem('a-1');
    api.close();
    api.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'SET_PAGE', page: 2 }, { type: 'OPEN', id: 'a-1' }, { type: 'CLOSE' }, { type: 'RETRY' }]);
  });
});

describe('the announcements chart', () => {
  function run(answers: (AnnouncementPage | Error)[]) {
    const asked: number[] = [];
    const actor = createActor(
      agentAnnouncementsMachine.provide({
        actors: {
          loadAnnouncements: fromPromise(async ({ input }: { input: { page: number } }) => {
            asked.push(input.page);
            const answer = answers.shift() ?? ANNOUNCEMENTS_PAGE_1;
            if (answer instanceof Error) throw answer;
            return answer;
          }),
        },
      }),
      { input: { language: 'es' } },
    ).start();
    return { actor, asked };
  }
  const api = (actor: ReturnType<typeof run>['actor']) => connectAgentAnnouncements(actor.getSnapshot(), actor.send);

  it('pages within 1…totalPages only, and opens an item of the page shown', async () => {
    const { actor, asked } = run([ANNOUNCEMENTS_PAGE_1, ANNOUNCEMENTS_PAGE_2]);
    await vi.waitFor(() => expect(api(actor).status).toBe('ready'));
    api(actor).setPage(3);
    api(actor).setPage(1);
    expect(asked).toEqual([1]);
    api(actor).setPage(2);
    await vi.waitFor(() => expect(api(actor).items).toHaveLength(2));
    expect(asked).toEqual([1, 2]);
    api(actor).openItem('a-1');
    expect(api(actor).open).toBeNull();
    api(actor).openItem('a-10');
    expect(api(actor).open?.title).toBe('Aviso 10');
    api(actor).close();
    expect(api(actor).open).toBeNull();
  });

  it('retries a failed page; nothing to show says empty', async () => {
    const { actor } = run([Object.assign(new Error('x'), { messageKey: 'errors:networkAbnormal' }), ANNOUNCEMENTS_NONE]);
    await vi.waitFor(() => expect(api(actor).status).toBe('failed'));
    api(actor).retry();
    await vi.waitFor(() => expect(api(actor).status).toBe('empty'));
  });
});

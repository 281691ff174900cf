// @vitest-environment jsdom
/**
 * The public popups' rules (SPEC.md §4): filtered by execution (A signed in, B anonymous, F a
 * first login), queued one after another, once per browser session per audience (the closed flag
 * USER_POPUP / ANONYMOUS_POPUP), re-evaluated when the session or the language changes. The chart
 * runs with a fake notices call; the wiring's flag is checked against a real sessionStorage.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Announcement } from '../../../src/api';
import { executionsFor, popupsFor, publicPopupsMachine, type ClosedPopups, type PopupAudience, type PopupViewer } from '../../../machines/app/publicPopups.machine';
import { connectPublicPopups } from '../../../machines/app/publicPopups.connect';
import { isFirstLogin, markPopupsClosed, POPUP_CLOSED_KEYS, readPopupsClosed, clearSessionData, markFirstLogin } from '../../../src/config/storage';

const popup = (id: string, execution: string, title = id): Announcement =>
  ({ id, execution, title, content: `<p>${title}</p>`, announcementImages: [] }) as unknown as Announcement;
const CATALOGUE = [popup('b-1', 'B'), popup('a-1', 'A'), popup('f-1', 'F'), popup('b-2', 'B'), popup('a-2', 'A')];

const visitor: PopupViewer = { audience: 'visitor', firstLogin: false, language: 'es' };
const member: PopupViewer = { audience: 'member', firstLogin: false, language: 'es' };
const firstLogin: PopupViewer = { audience: 'member', firstLogin: true, language: 'es' };

function run(closed: ClosedPopups = { member: false, visitor: false }) {
  const asked: PopupViewer[] = [];
  const marked: PopupAudience[] = [];
  const actor = createActor(
    publicPopupsMachine.provide({
      actors: {
        loadPopups: fromPromise<readonly Announcement[], PopupViewer>(async ({ input }) => {
          asked.push(input);
          // the platform answers in the language asked: the titles say which
          return CATALOGUE.map((item) => ({ ...item, title: `${item.id}:${input.language}` }));
        }),
      },
      actions: { markClosed: (_, audience) => void marked.push(audience) },
    }),
    { input: { closed } },
  ).start();
  const api = () => connectPublicPopups(actor.getSnapshot(), actor.send);
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { actor, api, asked, marked, settled };
}

afterEach(() => sessionStorage.clear());

describe('public popups: execution filter', () => {
  it('a visitor gets B, a member A, a first login F then A', () => {
    expect(popupsFor(CATALOGUE, visitor).map((item) => item.id)).toEqual(['b-1', 'b-2']);
    expect(popupsFor(CATALOGUE, member).map((item) => item.id)).toEqual(['a-1', 'a-2']);
    expect(popupsFor(CATALOGUE, firstLogin).map((item) => item.id)).toEqual(['f-1', 'a-1', 'a-2']);
    expect(executionsFor(visitor)).toEqual(['B']);
    expect(executionsFor(firstLogin)).toEqual(['F', 'A']);
  });

  it('shows nothing and asks nothing before the session is known', () => {
    const { api, asked } = run();
    expect(api().status).toBe('waiting');
    expect(asked).toEqual([]);
  });

  it('a popup meant for another audience is never shown, even when the platform sends it', async () => {
    const { actor, api, settled } = run();
    actor.send({ type: 'VIEWER', viewer: visitor });
    await settled();
    const seen: string[] = [];
    while (api().current) {
      seen.push(api().current?.execution ?? '');
      api().close();
    }
    expect(seen).toEqual(['B', 'B']);
  });
});

describe('public popups: for whom they are meant', () => {
  const trial: PopupViewer = { audience: 'member', account: 'trial', firstLogin: false, language: 'es' };
  const agent: PopupViewer = { audience: 'member', account: 'agent', firstLogin: false, language: 'es' };

  it('a free-play account is shown no popup and nothing is asked for it', async () => {
    const { actor, api, asked } = run();
    actor.send({ type: 'VIEWER', viewer: trial });
    expect(api().status).toBe('none');
    expect(api().current).toBeNull();
    expect(asked).toEqual([]);
    expect(executionsFor(trial)).toEqual([]);
  });

  it("an agent's popups are asked for as an agent's, and a trial account signing up as a player gets a player's", async () => {
    const { actor, api, asked, settled } = run();
    actor.send({ type: 'VIEWER', viewer: agent });
    await settled();
    expect(asked.map((viewer) => viewer.account)).toEqual(['agent']);
    expect(api().current?.execution).toBe('A');
    actor.send({ type: 'VIEWER', viewer: trial });
    expect(api().status).toBe('none');
    actor.send({ type: 'VIEWER', viewer: member });
    await settled();
    expect(asked.map((viewer) => viewer.account ?? 'player')).toEqual(['agent', 'player']);
    expect(api().status).toBe('showing');
  });
});

describe('public popups: queue and once per session', () => {
  it('queues the popups one after another and marks the audience closed after the last', async () => {
    const { actor, api, marked, settled } = run();
    actor.send({ type: 'VIEWER', viewer: firstLogin });
    await settled();
    expect(api()).toMatchObject({ status: 'showing', waiting: 2 });
    expect(api().current?.id).toBe('f-1');
    api().close();
    expect(api().current?.id).toBe('a-1');
    expect(marked).toEqual([]);
    api().close();
    api().close();
    expect(api()).toMatchObject({ status: 'closed', current: null });
    expect(marked).toEqual(['member']);
  });

  it('an audience that closed its popups in this session sees none again, without asking', async () => {
    const { actor, api, asked } = run({ member: true, visitor: false });
    actor.send({ type: 'VIEWER', viewer: member });
    expect(api().status).toBe('closed');
    expect(asked).toEqual([]);
  });

  it('closing the visitor popups keeps the member ones due, and back again the visitor sees none', async () => {
    const { actor, api, asked, settled } = run();
    actor.send({ type: 'VIEWER', viewer: visitor });
    await settled();
    api().close();
    api().close();
    expect(api().status).toBe('closed');
    actor.send({ type: 'VIEWER', viewer: member });
    await settled();
    expect(api().current?.id).toBe('a-1');
    api().close();
    api().close();
    actor.send({ type: 'VIEWER', viewer: visitor });
    expect(api().status).toBe('closed');
    expect(asked.map((viewer) => viewer.audience)).toEqual(['visitor', 'member']);
  });
});

describe('public popups: re-evaluation', () => {
  it('signing in while the visitor popup shows replaces it with the member popups', async () => {
    const { actor, api, marked, settled } = run();
    actor.send({ type: 'VIEWER', viewer: visitor });
    await settled();
    expect(api().current?.execution).toBe('B');
    actor.send({ type: 'VIEWER', viewer: member });
    await settled();
    expect(api().current?.execution).toBe('A');
    expect(marked).toEqual([]);
  });

  it('a language change asks again and shows the popups in the new language; the same reader again asks nothing', async () => {
    const { actor, api, asked, settled } = run();
    actor.send({ type: 'VIEWER', viewer: visitor });
    await settled();
    expect(api().current?.title).toBe('b-1:es');
    actor.send({ type: 'VIEWER', viewer: { ...visitor, language: 'en' } });
    await settled();
    expect(api().current?.title).toBe('b-1:en');
    actor.send({ type: 'VIEWER', viewer: { ...visitor, language: 'en' } });
    expect(asked).toHaveLength(2);
  });

  it('a failed call shows nothing (quietly) and the next change asks again', async () => {
    let fail = true;
    const actor = createActor(
      publicPopupsMachine.provide({
        actors: {
          loadPopups: fromPromise<readonly Announcement[], PopupViewer>(async () => {
            if (fail) throw Object.assign(new Error('down'), { messageKey: 'errors:networkAbnormal' });
            return CATALOGUE;
          }),
        },
      }),
      { input: { closed: { member: false, visitor: false } } },
    ).start();
    actor.send({ type: 'VIEWER', viewer: visitor });
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(connectPublicPopups(actor.getSnapshot(), actor.send)).toMatchObject({ status: 'failed', current: null });
    fail = false;
    actor.send({ type: 'VIEWER', viewer: member });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(connectPublicPopups(actor.getSnapshot(), actor.send).current?.id).toBe('a-1');
  });

  it('nothing for this reader: no popup, nothing marked', async () => {
    const marked = vi.fn();
    const actor = createActor(
      publicPopupsMachine.provide({ actors: { loadPopups: fromPromise<readonly Announcement[], PopupViewer>(async () => [popup('b-1', 'B')]) }, actions: { markClosed: marked } }),
      { input: { closed: { member: false, visitor: false } } },
    ).start();
    actor.send({ type: 'VIEWER', viewer: member });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(connectPublicPopups(actor.getSnapshot(), actor.send).status).toBe('none');
    expect(marked).not.toHaveBeenCalled();
  });
});

describe('public popups: the closed flags in sessionStorage', () => {
  it('kept apart for signed-in (USER_POPUP) and anonymous (ANONYMOUS_POPUP) readers, as "closed"', () => {
    expect(readPopupsClosed()).toEqual({ member: false, visitor: false });
    markPopupsClosed('visitor');
    expect(sessionStorage.getItem(POPUP_CLOSED_KEYS.visitor)).toBe('closed');
    expect(readPopupsClosed()).toEqual({ member: false, visitor: true });
    markPopupsClosed('member');
    expect(sessionStorage.getItem('USER_POPUP')).toBe('closed');
    expect(readPopupsClosed()).toEqual({ member: true, visitor: true });
  });

  it('the flags outlive a logout; the first-login mark does not', () => {
    markPopupsClosed('member');
    markFirstLogin();
    expect(isFirstLogin()).toBe(true);
    clearSessionData();
    expect(isFirstLogin()).toBe(false);
    expect(readPopupsClosed().member).toBe(true);
  });
});

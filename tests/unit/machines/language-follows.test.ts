/**
 * The charts that show what the platform sends in the reader's language are told a switch
 * (LANGUAGE) and ask again themselves, in the same flow (docs/ARCHITECTURE.md "One language at a
 * time"): nothing read in the old language is shown meanwhile, the load is asked again in the new
 * one, and what the reader chose or typed stays (the lobby's search, filter and page, the
 * promotions' category, the inbox's ticks, the announcements' page). A promotion's detail and an
 * opened message are modals: the side menu's language select is out of reach while they are open.
 * Each platform below answers in the language of the moment, as the adapter's Language header does.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import type { AnnouncementPage, VendorLane } from '../../../src/api';
import type { InboxPage } from '../../../src/api/inbox';
import type { Promotion } from '../../../src/api/promotions';
import { connectHeaderVendors } from '../../../machines/home/headerVendors.connect';
import { headerVendorsMachine } from '../../../machines/home/headerVendors.machine';
import { connectLobby } from '../../../machines/games/lobby.connect';
import { lobbyMachine, type LobbyPage, type LobbyQuery } from '../../../machines/games/lobby.machine';
import { connectPromotions } from '../../../machines/rewards/promotions.connect';
import { promotionsMachine, type PromotionsData } from '../../../machines/rewards/promotions.machine';
import { connectAgentAnnouncements } from '../../../machines/agent/agentAnnouncements.connect';
import { agentAnnouncementsMachine } from '../../../machines/agent/agentAnnouncements.machine';
import { connectInbox } from '../../../machines/inbox/inbox.connect';
import { inboxMachine } from '../../../machines/inbox/inbox.machine';
import { connectMissionLeaderboard } from '../../../machines/rewards/missionLeaderboard.connect';
import { missionLeaderboardMachine, type MissionBoardLoad } from '../../../machines/rewards/missionLeaderboard.machine';
import { ANNOUNCEMENTS_PAGE_1, ANNOUNCEMENTS_PAGE_2 } from '../../paths/models/register-samples';
import { INBOX_PAGE_1 } from '../../paths/models/inbox-samples';
import { PROMOTION_SAMPLE } from '../../paths/models/promotions.model';
import { MISSION_BOARD } from '../../paths/models/missions-samples';
import { sampleGame } from '../../paths/models/lobby.model';

/** The platform's language of the moment and the loads it answered, each in the language it was asked in. */
function platform() {
  return { language: 'es', asked: [] as string[] };
}
type Platform = ReturnType<typeof platform>;

/** A text as the platform writes it in the language asked. */
const inLanguage = (text: string, language: string) => `${text} (${language})`;

const ready = (actor: AnyActorRef) => waitFor(actor, (snapshot: { hasTag: (tag: string) => boolean }) => snapshot.hasTag('ready'));

/** Switches the page to English: the platform answers in it from now, the chart is told. */
function switchToEnglish(on: Platform, actor: AnyActorRef): void {
  on.language = 'en';
  actor.send({ type: 'LANGUAGE', language: 'en' });
}

describe('a chart told another language asks again in it, in the same flow, keeping what the reader did', () => {
  it('the header menu: the category names dropped at once and asked again', async () => {
    const on = platform();
    const actor = createActor(
      headerVendorsMachine.provide({
        actors: {
          loadVendors: fromPromise(async (): Promise<readonly VendorLane[]> => {
            on.asked.push(on.language);
            return [{ gameCategory: 'RNG', name: inLanguage('Tragamonedas', on.language), cards: [{ vassalage: 'PG', maintenance: false }], gameClassify: [] } as VendorLane];
          }),
        },
      }),
      { input: { language: 'es' } },
    ).start();
    const shown = () => connectHeaderVendors(actor.getSnapshot(), () => undefined);
    await ready(actor);
    actor.send({ type: 'LANGUAGE', language: 'es' });
    expect(on.asked).toEqual(['es']);
    switchToEnglish(on, actor);
    expect(shown()).toMatchObject({ status: 'loading', lanes: [] });
    await ready(actor);
    expect(shown().lanes.map((lane) => lane.name)).toEqual(['Tragamonedas (en)']);
    expect(on.asked).toEqual(['es', 'en']);
    actor.stop();
  });

  it('a game lobby: the lane and the games asked again, the search, the filter and the page kept', async () => {
    const on = platform();
    const queries: LobbyQuery[] = [];
    const actor = createActor(
      lobbyMachine.provide({
        actors: {
          loadLane: fromPromise(async (): Promise<VendorLane | null> => {
            on.asked.push(on.language);
            return { gameCategory: 'FISH', name: inLanguage('Pesca', on.language), cards: [], gameClassify: [] } as VendorLane;
          }),
          loadPage: fromPromise<LobbyPage, LobbyQuery>(async ({ input }) => {
            queries.push(input);
            return { games: [{ ...sampleGame(input.page), displayName: inLanguage('Pez dorado', on.language) }], totalPages: 3 };
          }),
        },
      }),
      { input: { gameType: 'FISH', language: 'es' } },
    ).start();
    const shown = () => connectLobby(actor.getSnapshot(), () => undefined);
    await ready(actor);
    actor.send({ type: 'SEARCH', query: 'pez' });
    await ready(actor);
    actor.send({ type: 'SET_FILTER', filter: 'HOT' });
    await ready(actor);
    actor.send({ type: 'GO_TO_PAGE', page: 2 });
    await ready(actor);

    switchToEnglish(on, actor);
    expect(shown()).toMatchObject({ status: 'loadingLane', games: [], lane: null });
    await ready(actor);
    expect(shown().lane?.name).toBe('Pesca (en)');
    expect(shown().games.map((game) => game.displayName)).toEqual(['Pez dorado (en)']);
    expect(queries.at(-1)).toMatchObject({ gameType: 'FISH', vendor: 'ALL', search: 'pez', filter: 'HOT', page: 2 });
    expect(shown()).toMatchObject({ filter: 'HOT', page: 2 });
    expect(on.asked).toEqual(['es', 'en']);
    actor.stop();
  });

  it('the promotions: the list asked again, the category kept', async () => {
    const on = platform();
    const actor = createActor(
      promotionsMachine.provide({
        actors: {
          loadPromotions: fromPromise(async (): Promise<PromotionsData> => {
            on.asked.push(on.language);
            return { ...PROMOTION_SAMPLE, signedIn: true, promotions: PROMOTION_SAMPLE.promotions.map((promotion): Promotion => ({ ...promotion, title: inLanguage(promotion.title, on.language) })) };
          }),
        },
      }),
      { input: { language: 'es' } },
    ).start();
    const shown = () => connectPromotions(actor.getSnapshot(), () => undefined);
    await ready(actor);
    actor.send({ type: 'CATEGORY', category: 'TOURNAMENT' });
    expect(shown().promotions.map((promotion) => promotion.title)).toEqual(['Torneo (es)']);

    switchToEnglish(on, actor);
    expect(shown()).toMatchObject({ status: 'loading', promotions: [] });
    await ready(actor);
    expect(shown().promotions.map((promotion) => promotion.title)).toEqual(['Torneo (en)']);
    expect(shown().category).toBe('TOURNAMENT');
    expect(on.asked).toEqual(['es', 'en']);
    actor.stop();
  });

  it('the announcements: the same page asked again', async () => {
    const on = platform();
    const pages: number[] = [];
    const actor = createActor(
      agentAnnouncementsMachine.provide({
        actors: {
          loadAnnouncements: fromPromise(async ({ input }: { input: { page: number } }): Promise<AnnouncementPage> => {
            on.asked.push(on.language);
            pages.push(input.page);
            const answer = input.page === 2 ? ANNOUNCEMENTS_PAGE_2 : ANNOUNCEMENTS_PAGE_1;
            return { ...answer, items: answer.items.map((item) => ({ ...item, title: inLanguage(item.title, on.language) })) };
          }),
        },
      }),
      { input: { language: 'es' } },
    ).start();
    const shown = () => connectAgentAnnouncements(actor.getSnapshot(), () => undefined);
    await ready(actor);
    actor.send({ type: 'SET_PAGE', page: 2 });
    await ready(actor);
    actor.send({ type: 'OPEN', id: 'a-10' });
    expect(shown().open?.title).toBe('Aviso 10 (es)');

    switchToEnglish(on, actor);
    expect(shown()).toMatchObject({ status: 'loading', items: [], open: null });
    await ready(actor);
    expect(shown().items.map((item) => item.title)).toEqual(['Aviso 10 (en)', 'Aviso 11 (en)']);
    expect(pages).toEqual([1, 2, 2]);
    expect(on.asked).toEqual(['es', 'es', 'en']);
    actor.stop();
  });

  it('the inbox: the page asked again, the ticked messages kept', async () => {
    const on = platform();
    const actor = createActor(
      inboxMachine.provide({
        actors: {
          loadMessages: fromPromise(async (): Promise<InboxPage> => {
            on.asked.push(on.language);
            return { ...INBOX_PAGE_1, items: INBOX_PAGE_1.items.map((item) => ({ ...item, title: inLanguage(item.title, on.language) })) };
          }),
          markRead: fromPromise(async ({ input }: { input: { id: string } }) => ({ id: input.id, unread: 1 })),
        },
      }),
      { input: { language: 'es' } },
    ).start();
    const shown = () => connectInbox(actor.getSnapshot(), () => undefined);
    await ready(actor);
    actor.send({ type: 'TOGGLE', id: 'm-3' });
    actor.send({ type: 'TOGGLE', id: 'm-4' });

    switchToEnglish(on, actor);
    expect(shown()).toMatchObject({ status: 'loading', items: [] });
    await ready(actor);
    expect(shown().selected).toEqual(['m-3', 'm-4']);
    expect(shown().items[0]?.title).toBe('Mensaje 1 (en)');
    expect(on.asked).toEqual(['es', 'en']);
    actor.stop();
  });

  it('the missions: the board dropped at once and asked again (the first language told is the one it was read in)', async () => {
    const on = platform();
    const actor = createActor(
      missionLeaderboardMachine.provide({
        actors: {
          load: fromPromise(async (): Promise<MissionBoardLoad> => {
            on.asked.push(on.language);
            return { ...MISSION_BOARD, missions: MISSION_BOARD.missions.map((mission) => ({ ...mission, title: inLanguage(mission.title, on.language) })) };
          }),
        },
      }),
    ).start();
    const shown = () => connectMissionLeaderboard(actor.getSnapshot(), () => undefined);
    actor.send({ type: 'LANGUAGE', language: 'es' });
    await ready(actor);
    actor.send({ type: 'LANGUAGE', language: 'es' });
    expect(on.asked).toEqual(['es']);

    switchToEnglish(on, actor);
    expect(shown()).toMatchObject({ status: 'loading', missions: [] });
    await ready(actor);
    expect(shown().missions[0]?.title).toBe('Log in 7 days in a row (en)');
    expect(on.asked).toEqual(['es', 'en']);
    actor.stop();
  });
});

/**
 * The one home flow follows who reads it and in which language: a sign-in on the home loads the
 * member's recent games into the same flow (no new flow, no reload), a sign-out drops them at
 * once, a switch of language loads again with nothing of the old language shown meanwhile, and
 * what the flow already reflects loads nothing again.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Game } from '../../../src/api';
import { connectHome } from '../../../machines/home/home.connect';
import { homeMachine, type HomeData, type HomeLoad } from '../../../machines/home/home.machine';

const game = (name: string) => ({ nodeId: name, gameName: name, vassalage: 'PG', gameType: 'RNG' }) as unknown as Game;

function run(input: { language: string; member: boolean }) {
  const platform = { language: input.language, loads: [] as HomeLoad[] };
  const actor = createActor(
    homeMachine.provide({
      actors: {
        load: fromPromise(async ({ input: load }: { input: HomeLoad }): Promise<HomeData> => {
          platform.loads.push(load);
          return { lanes: [], hot: [game(`hot:${platform.language}`)], recent: load.member ? [game('recent')] : [], winners: [] };
        }),
      },
    }),
    { input },
  ).start();
  const shown = () => connectHome(actor.getSnapshot(), () => undefined);
  return { actor, platform, shown };
}

describe('the home flow', () => {
  it('signed in on the home, loads again in the same flow with the recent games; signed out, drops them at once', async () => {
    const { actor, platform, shown } = run({ language: 'es', member: false });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    expect(shown().data?.recent).toEqual([]);
    actor.send({ type: 'SIGNED_IN' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    expect(shown().data?.recent.map((recent) => recent.nodeId)).toEqual(['recent']);
    expect(platform.loads).toEqual([{ member: false }, { member: true }]);

    actor.send({ type: 'SIGNED_OUT' });
    expect(actor.getSnapshot().context.data?.recent).toEqual([]);
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    expect(shown().data?.recent).toEqual([]);
    expect(platform.loads).toEqual([{ member: false }, { member: true }, { member: false }]);
    actor.stop();
  });

  it('opened for a member (a stored session being checked), loads once when the sign-in is told', async () => {
    const { actor, platform } = run({ language: 'es', member: true });
    actor.send({ type: 'SIGNED_IN' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    expect(platform.loads).toEqual([{ member: true }]);
    actor.stop();
  });

  it('on a switch of language loads again in it, nothing of the old one shown meanwhile; the same language loads nothing', async () => {
    const { actor, platform, shown } = run({ language: 'es', member: false });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    actor.send({ type: 'LANGUAGE', language: 'es' });
    expect(platform.loads).toHaveLength(1);
    platform.language = 'en';
    actor.send({ type: 'LANGUAGE', language: 'en' });
    expect(shown()).toMatchObject({ status: 'loading', data: null, lanes: null });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    expect(shown().data?.hot.map((hot) => hot.nodeId)).toEqual(['hot:en']);
    actor.stop();
  });
});

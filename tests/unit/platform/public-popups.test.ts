/** The platform's public popups (SPEC.md §4): the seeded popups of each execution, and control setContent with an execution per popup. */
import { describe, expect, it } from 'vitest';
import { noticesSchema } from '../../../src/api/schemas';
import { callRoute, controlFor, createTestPlatform, freshScenario, login, tokenFor } from './support';

const { platform } = createTestPlatform();

async function popups(scenario: string, token?: string, execution?: string) {
  const answer = await callRoute(platform, 'notices', { scenario, ...(token ? { token } : {}), query: { types: 'B,PL,PU,PR,H', ...(execution ? { execution } : {}) } });
  return noticesSchema.parse(answer.body.value).popups.map((popup) => popup.execution);
}

describe('public popups on the platform', () => {
  it('seeds a popup of each execution: B for a visitor, A for a member, F (and A) on a first login', async () => {
    const scenario = freshScenario('popups');
    expect(await popups(scenario)).toEqual(['B']);
    expect(await popups(scenario, await tokenFor(platform, 'member01', 'Member2024', { scenario }))).toEqual(['A']);
    expect(await popups(scenario, undefined, 'F,A')).toEqual(['A', 'F']);
  });

  it('setContent gives each popup its audience; a popup without one goes to every audience', async () => {
    const scenario = freshScenario('popups');
    const control = controlFor(platform, scenario);
    await control.setContent('POPUP', [
      { title: 'Visitors', content: '<p>B</p>', execution: 'B' },
      { title: 'Members', content: '<p>A</p>', execution: 'A' },
      { title: 'First', content: '<p>F</p>', execution: 'F' },
      { title: 'All', content: '<p>all</p>' },
    ]);
    expect(await popups(scenario, undefined, 'B')).toEqual(['B', 'B']);
    expect(await popups(scenario, undefined, 'F,A')).toEqual(['A', 'F', 'F']);
  });

  it('draws a popup picture in the reader language, as its title', async () => {
    for (const [language, words] of [['en', 'Sign up and win!'], ['es', '¡Regístrate y gana!']] as const) {
      const answer = await callRoute(platform, 'notices', { scenario: freshScenario('popups'), headers: { Language: language }, query: { types: 'PU', execution: 'B' } });
      const [popup] = noticesSchema.parse(answer.body.value).popups;
      expect(popup?.title).toBe(words);
      const picture = new URL(popup?.imageUrl ?? '', 'http://platform.test');
      expect(picture.pathname).toMatch(/\.webp$/);
      // the picture is drawn from its art (images.test.ts: the WebP is the art's size)
      picture.pathname = picture.pathname.replace(/\.webp$/, '.svg');
      expect(await (await platform.handle(new Request(picture))).text()).toContain(words.replace('!', ''));
    }
  });

  it('a login can be made a first login (setAccountFlags)', async () => {
    const scenario = freshScenario('popups');
    await controlFor(platform, scenario).setAccountFlags('member01', { firstTimeLogin: true });
    expect((await login(platform, 'member01', 'Member2024', { scenario })).body.value.firstTimeLogin).toBe(true);
  });
});

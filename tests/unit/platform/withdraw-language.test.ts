/**
 * The withdraw settings' precaution note is one of the platform's texts: it is served in the
 * request's language (the Language header the adapter sends, API.md "Transport"), as the
 * promotions, notices and names are, not in Spanish whatever the reader's language.
 */
import { describe, expect, it } from 'vitest';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor } from './support';

const { platform } = createTestPlatform();

describe("the withdrawal's precaution note", () => {
  const noteIn = async (scenario: string, token: string, language?: string) =>
    (await callRoute<{ precautionNote: string }>(platform, 'withdrawSettings', { scenario, token, ...(language ? { headers: { Language: language } } : {}) })).body.value.precautionNote;

  it("is sent in the request's language, Spanish by default", async () => {
    const scenario = freshScenario('withdraw-language');
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    const es = await noteIn(scenario, token, 'es');
    const en = await noteIn(scenario, token, 'en-US');
    expect(es).toMatch(/Importante/);
    expect(en).toMatch(/^<p><strong>Important:<\/strong> the withdrawal is paid to the account bound in your name/);
    expect(en).not.toMatch(/retiro|Importante/);
    expect(await noteIn(scenario, token)).toBe(es);
  });

  it('a note the control sets is shown as written in both languages, and read back', async () => {
    const scenario = freshScenario('withdraw-language-control');
    const control = controlFor(platform, scenario);
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    const set = await control.setWithdrawSettings({ precautionNote: '<p>QA note</p>' });
    expect(set.precautionNote).toBe('<p>QA note</p>');
    expect(await noteIn(scenario, token, 'es')).toBe('<p>QA note</p>');
    expect(await noteIn(scenario, token, 'en')).toBe('<p>QA note</p>');
    expect((await control.withdrawSettings()).precautionNote).toBe('<p>QA note</p>');
  });
});

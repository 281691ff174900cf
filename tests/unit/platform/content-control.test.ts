/** Control setContent / setNickname: a scenario's HTML-bearing content and plain-text names, as the e2e XSS tests store them. */
import { describe, expect, it } from 'vitest';
import { articlePageSchema, articleSchema } from '../../../src/api/articles';
import { announcementPageSchema, helpCenterSchema, noticesSchema } from '../../../src/api/schemas';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor } from './support';

const { platform } = createTestPlatform();

const items = [
  { title: '<b>uno</b>', content: '<p>Texto</p><img src=x onerror="__xss(1)">' },
  { content: '<script>__xss(2)</script>' },
];

describe('setContent', () => {
  it('replaces notices, headlines, popups and promotions in every language, for this scenario only', async () => {
    const scenario = freshScenario('content');
    const control = controlFor(platform, scenario);
    for (const resource of ['NOTICE', 'HEADLINE', 'POPUP', 'PROMOTION'] as const) expect(await control.setContent(resource, items)).toBe(2);

    for (const language of ['es', 'en']) {
      const answer = await callRoute<Record<string, unknown>>(platform, 'notices', { scenario, headers: { Language: language } });
      const value = answer.body.value as Record<string, { title: string; content: string }[]>;
      for (const list of ['notices', 'headlines', 'popups', 'promotions']) {
        expect(value[list]?.map((item) => [item.title, item.content]), list).toEqual([
          ['<b>uno</b>', items[0]?.content],
          ['', items[1]?.content],
        ]);
      }
      // the adapter keeps the HTML exactly as sent (sanitising is SafeHtml's job, at render time)
      const parsed = noticesSchema.parse(answer.body.value);
      expect(parsed.notices[0]?.content).toBe(items[0]?.content);
      expect(parsed.popups[1]?.content).toBe(items[1]?.content);
    }

    const other = await callRoute<{ notices: { content: string }[] }>(platform, 'notices', { scenario: freshScenario('untouched') });
    expect(other.body.value.notices.map((notice) => notice.content)).not.toContain(items[0]?.content);
  });

  it('replaces announcements (visitors and members alike) and help articles', async () => {
    const scenario = freshScenario('content');
    const control = controlFor(platform, scenario);
    await control.setContent('ANNOUNCEMENT', items);
    await control.setContent('HELP_ARTICLE', items);
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    for (const options of [{ scenario }, { scenario, token }]) {
      const page = announcementPageSchema.parse((await callRoute(platform, 'announcements', options)).body.value);
      // after the marquee's notices, which head the players' list (a click on one opens it)
      expect(page.items.map((item) => item.content).slice(-items.length)).toEqual(items.map((item) => item.content));
    }
    const help = helpCenterSchema.parse((await callRoute(platform, 'helpCenter', { scenario })).body.value);
    expect(help.map((article) => [article.title, article.content])).toEqual([
      ['<b>uno</b>', items[0]?.content],
      ['', items[1]?.content],
    ]);
  });

  it("replaces or empties the blog and the news (an item's slug is its id); an unknown slug is article.not.found", async () => {
    const scenario = freshScenario('content');
    const control = controlFor(platform, scenario);
    expect(await control.setContent('BLOG', items)).toBe(2);
    expect(await control.setContent('NEWS', [])).toBe(0);
    const blog = articlePageSchema.parse((await callRoute(platform, 'articleList', { scenario, query: { kind: 'BLOG' } })).body.value);
    expect(blog.articles.map((article) => [article.slug, article.title, article.content])).toEqual([
      ['blog-set-1', '<b>uno</b>', items[0]?.content],
      ['blog-set-2', '', items[1]?.content],
    ]);
    const one = articleSchema.parse((await callRoute(platform, 'article', { scenario, query: { kind: 'blog', slug: 'blog-set-2' } })).body.value);
    expect(one.content).toBe(items[1]?.content);
    expect(articlePageSchema.parse((await callRoute(platform, 'articleList', { scenario, query: { kind: 'NEWS' } })).body.value)).toMatchObject({ articles: [], totalCount: 0 });
    const missing = await callRoute(platform, 'article', { scenario, query: { kind: 'NEWS', slug: 'nuevo-proveedor-pg' } });
    expect(missing.body).toMatchObject({ success: false, errorCode: 'article.not.found' });
    // the seeded news again
    await control.setContent('NEWS', null);
    expect((await callRoute(platform, 'article', { scenario, query: { kind: 'NEWS', slug: 'nuevo-proveedor-pg' } })).body.success).toBe(true);
  });

  it('restores the seeded items with null and refuses unknown resources', async () => {
    const scenario = freshScenario('content');
    const control = controlFor(platform, scenario);
    const seeded = (await callRoute<{ notices: unknown[] }>(platform, 'notices', { scenario })).body.value.notices.length;
    await control.setContent('NOTICE', []);
    expect((await callRoute<{ notices: unknown[] }>(platform, 'notices', { scenario })).body.value.notices).toEqual([]);
    expect(await control.setContent('NOTICE', null)).toBe(seeded);
    expect((await callRoute<{ notices: unknown[] }>(platform, 'notices', { scenario })).body.value.notices).toHaveLength(seeded);
    await expect(control.setContent('MESSAGES' as 'NOTICE', [])).rejects.toThrow();
  });
});

describe('setNickname', () => {
  it('changes the nickname member info answers', async () => {
    const scenario = freshScenario('nickname');
    const control = controlFor(platform, scenario);
    expect((await control.setNickname('member01', '<img src=x>')).nickname).toBe('<img src=x>');
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    const info = await callRoute<{ nickname: string }>(platform, 'memberInfo', { scenario, token });
    expect(info.body.value.nickname).toBe('<img src=x>');
    await expect(control.setNickname('nobody', 'x')).rejects.toThrow(/no account/);
  });
});

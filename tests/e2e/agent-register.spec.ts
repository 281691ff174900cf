/**
 * The register centre and the agent announcements: agent01 registers a downline member
 * under the registration form's rules (messages first, then success; the account is then in its
 * downline list), a taken username is refused at its field with the values kept and one call
 * however often the button is pressed; affiliate links are created, copied (the clipboard holds
 * the URL), shown as a QR code and deleted after a confirmation (one delete on a double click);
 * the announcements page lists nine a page and shows an announcement's HTML sanitised (its seeded
 * script, onerror handler and javascript: link never run). "(es)" runs on the 390 px phone, "(en)"
 * on the 1280 px desktop.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { axeViolations } from './axe';
import { expect, lookAt, presetLanguage, test } from './fixtures';
import { HOSTILE_AGENT_ANNOUNCEMENT_ID } from '../../schema/seed/agent-announcements';
import esCentre from '../../locales/es/registerCentre.json' with { type: 'json' };
import enCentre from '../../locales/en/registerCentre.json' with { type: 'json' };
import esRegister from '../../locales/es/register.json' with { type: 'json' };
import enRegister from '../../locales/en/register.json' with { type: 'json' };
import esAgent from '../../locales/es/agent.json' with { type: 'json' };
import enAgent from '../../locales/en/agent.json' with { type: 'json' };
import esNews from '../../locales/es/agentAnnouncements.json' with { type: 'json' };
import enNews from '../../locales/en/agentAnnouncements.json' with { type: 'json' };

const LANGS = [
  { lang: 'es', centre: esCentre, register: esRegister, agent: esAgent, news: esNews, hostileTitle: 'Aviso de seguridad para agentes', hostileText: 'Nunca compartas tu contraseña de pago.' },
  { lang: 'en', centre: enCentre, register: enRegister, agent: enAgent, news: enNews, hostileTitle: 'Security notice for agents', hostileText: 'Never share your payment password.' },
] as const;

/** "{{min}} to {{max}}" filled in, as i18next does. */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** Counts the page's calls whose path ends with `suffix`. */
function countCalls(page: Page, suffix: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(suffix)) count += 1;
  });
  return () => count;
}

/** The canary a hostile announcement would call, installed before the app's code. */
async function installCanary(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.defineProperty(window, '__xssCalls', { value: calls });
    Object.defineProperty(window, '__xss', { value: (id: unknown) => calls.push(String(id)), writable: false });
  });
}

for (const L of LANGS) {
  test.describe(`register centre (${L.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, L.lang);
    });

    if (L.lang === 'es') test(`agent01 registers a downline member: the rules' messages first, then the account, a taken name refused with the values kept (${L.lang})`, async ({ page }, testInfo) => {
      const creates = countCalls(page, '/wps/agent/downline');
      await startSignedIn(page, ACCOUNTS.agent, '/agentHome/registerCenter');
      await expect(page.getByTestId('agent-page').getByRole('heading', { level: 1, name: L.agent.pages.registerCenter })).toBeVisible();
      const section = page.getByTestId('downline-register');
      await expect(section).toHaveAttribute('data-status', 'editing');
      const form = page.getByTestId('downline-form');
      const username = form.getByRole('textbox', { name: L.register.fields.username, exact: true });
      const password = form.getByRole('textbox', { name: L.register.fields.password, exact: true });
      const confirm = form.getByRole('textbox', { name: L.register.fields.confirmPassword, exact: true });

      // nothing typed: every required field says so, and nothing is sent
      await form.getByTestId('downline-submit').click();
      await expect(form.getByText(L.register.validation.required)).toHaveCount(3);
      // the registration form's own rules and messages (username 6–12, letter first; password letters and digits 6–20)
      await username.fill('1ab');
      await password.fill('abcdefgh');
      await confirm.fill('abcdefgx');
      await form.getByTestId('downline-submit').click();
      await expect(form.getByText(fill(L.register.reg_pattern_2, { min: 6, max: 12 }))).toBeVisible();
      await expect(form.getByText(fill(L.register.reg_pattern_6, { min: 6, max: 20 }))).toBeVisible();
      await expect(form.getByText(L.register.validation.confirmMismatch)).toBeVisible();
      await expect(username).toHaveAttribute('aria-invalid', 'true');
      expect(creates()).toBe(0);
      await lookAt(page, testInfo.outputPath(`register-rules-${L.lang}.png`));

      // a valid member account
      const account = `nuevo${L.lang}01`;
      await username.fill(account);
      await password.fill('Clave2024');
      await confirm.fill('Clave2024');
      await form.getByTestId('downline-type').selectOption('MEMBER');
      await form.getByTestId('downline-submit').click();
      const created = page.getByTestId('downline-created');
      await expect(created).toContainText(fill(L.centre.downline.created.member, { account }));
      expect(creates()).toBe(1);

      // another one with a name that is taken: refused at the field, everything typed kept, one call for a double click
      await created.getByTestId('downline-another').click();
      await expect(username).toHaveValue('');
      await username.fill('agent02');
      await password.fill('Clave2024');
      await confirm.fill('Clave2024');
      await form.getByTestId('downline-nickname').fill('Segundo');
      await form.getByTestId('downline-submit').dblclick();
      await expect(form.getByText(L.register.server.usernameTaken)).toBeVisible();
      expect(creates()).toBe(2);
      await expect(username).toHaveValue('agent02');
      await expect(password).toHaveValue('Clave2024');
      await expect(confirm).toHaveValue('Clave2024');
      await expect(form.getByTestId('downline-nickname')).toHaveValue('Segundo');
      await lookAt(page, testInfo.outputPath(`register-taken-${L.lang}.png`));
      expect(await axeViolations(page)).toEqual([]);

      // the new member is in agent01's downline list
      await page.goto(`/agentHome/downlineManagmentView?q=${account}`);
      await expect(page.getByTestId('downline-management')).toHaveAttribute('data-status', 'ready');
      await expect(page.getByTestId('downline-name').filter({ hasText: account })).toBeVisible();
    });

    if (L.lang === 'en') test(`agent01 creates an affiliate link, copies it, opens its QR code and deletes it (${L.lang})`, async ({ page, context, baseURL }, testInfo) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? 'http://127.0.0.1:4173' });
      const deletes = countCalls(page, '/MCSFE_deleteAffiliateUrl');
      await startSignedIn(page, ACCOUNTS.agent, '/agentHome/registerCenter');
      const links = page.getByTestId('affiliate-links');
      await expect(links).toHaveAttribute('data-status', 'empty');
      await expect(links.getByTestId('links-empty')).toHaveText(L.centre.links.empty);

      // a member link with a remark: it is listed with its URL, and the form is ready for the next
      await links.getByLabel(L.centre.links.remark).fill('feria');
      await links.getByTestId('link-type').selectOption('MEMBER');
      await links.getByTestId('link-create').click();
      await expect(links).toHaveAttribute('data-status', 'ready');
      const row = links.getByTestId('link-row').filter({ hasText: 'feria' });
      await expect(row).toHaveCount(1);
      const url = (await row.getByTestId('link-url').textContent()) ?? '';
      expect(url).toMatch(/\/register\?affiliateCode=\w+$/);
      await expect(links.getByLabel(L.centre.links.remark)).toHaveValue('');

      // copy: the clipboard holds the URL, "copied" shows, then goes by itself
      await row.getByRole('button', { name: fill(L.centre.links.copyLabel, { name: 'feria' }) }).click();
      await expect(row.getByTestId('link-copy-status')).toHaveText(L.centre.links.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await expect(row.getByTestId('link-copy-status')).toHaveText('');

      // the QR code: an image with its accessible name in a dialog
      await row.getByRole('button', { name: fill(L.centre.links.qrLabel, { name: 'feria' }) }).click();
      const qrDialog = page.getByRole('dialog', { name: L.centre.links.qrTitle });
      const qr = qrDialog.getByRole('img', { name: fill(L.centre.links.qrAlt, { name: 'feria' }) });
      await expect(qr).toBeVisible();
      await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await expect(qrDialog).toContainText(url);
      await lookAt(page, testInfo.outputPath(`link-qr-${L.lang}.png`));
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(qrDialog).toHaveCount(0);

      // delete: asked first (keeping it changes nothing), then one delete for a double click
      await row.getByRole('button', { name: fill(L.centre.links.deleteLabel, { name: 'feria' }) }).click();
      const confirmDialog = page.getByRole('dialog', { name: L.centre.links.deleteTitle });
      await confirmDialog.getByRole('button', { name: L.centre.links.cancel }).click();
      await expect(confirmDialog).toHaveCount(0);
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: fill(L.centre.links.deleteLabel, { name: 'feria' }) }).click();
      await confirmDialog.getByRole('button', { name: L.centre.links.confirmDelete }).dblclick();
      await expect(links).toHaveAttribute('data-status', 'empty');
      await expect(row).toHaveCount(0);
      expect(deletes()).toBe(1);
      await lookAt(page, testInfo.outputPath(`links-${L.lang}.png`));
    });

    if (L.lang === 'es') test(`the announcements for agents, nine a page; one opened shows its HTML sanitised (${L.lang})`, async ({ page, cspViolations }, testInfo) => {
      await installCanary(page);
      await startSignedIn(page, ACCOUNTS.agent, '/agentHome/agentAnnouncement');
      const news = page.getByTestId('agent-announcements');
      await expect(news.getByRole('heading', { level: 1, name: L.agent.pages.agentAnnouncement })).toBeVisible();
      await expect(news).toHaveAttribute('data-status', 'ready');
      await expect(news.getByTestId('announcement-item')).toHaveCount(9);
      await news.getByTestId('announcements-pages').getByRole('button', { name: /^(Página 2|Page 2)$/ }).click();
      await expect(news).toHaveAttribute('data-status', 'ready');
      await expect(news.getByTestId('announcement-item')).toHaveCount(2);
      await news.getByTestId('announcements-pages').getByRole('button', { name: /^(Página 1|Page 1)$/ }).click();
      await expect(news.getByTestId('announcement-item')).toHaveCount(9);

      // the seeded hostile announcement: its text shows, its script, handler and javascript: link do nothing
      const hostile = news.locator(`[data-testid="announcement-item"][data-id="${HOSTILE_AGENT_ANNOUNCEMENT_ID}"]`);
      await expect(hostile).toContainText(L.hostileTitle);
      await hostile.click();
      const dialog = page.getByRole('dialog', { name: L.hostileTitle });
      const content = dialog.getByTestId('announcement-content');
      await expect(content).toContainText(L.hostileText);
      const traces = await content.evaluate((root) => ({
        scripts: root.querySelectorAll('script').length,
        handlers: Array.from(root.querySelectorAll('*')).flatMap((element) => Array.from(element.attributes).filter((attribute) => attribute.name.startsWith('on')).map((attribute) => attribute.name)),
        scriptLinks: Array.from(root.querySelectorAll('a')).filter((link) => /^\s*javascript:/i.test(link.getAttribute('href') ?? '')).length,
        styled: root.querySelectorAll('[style]').length,
      }));
      expect(traces).toEqual({ scripts: 0, handlers: [], scriptLinks: 0, styled: 0 });
      const link = content.getByRole('link');
      if ((await link.count()) > 0) await link.first().click();
      expect(await page.evaluate(() => (window as unknown as { __xssCalls: string[] }).__xssCalls)).toEqual([]);
      // The sanitiser never lets a parser set the hostile onerror and style attributes:
      // the browser has nothing to weigh against the policy, so nothing is reported.
      expect(cspViolations).toEqual([]);
      await lookAt(page, testInfo.outputPath(`announcement-${L.lang}.png`));
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByTestId('announcement-close').click();
      await expect(dialog).toHaveCount(0);
    });
  });
}

test.describe('register centre and announcements when calls fail', { tag: '@once' }, () => {
  test('each list says what failed and loads on retry; no announcements says so (es)', async ({ page, control }) => {
    await presetLanguage(page, 'es');
    await control.failNext('viewAffiliateUrls', 1);
    await startSignedIn(page, ACCOUNTS.agent, '/agentHome/registerCenter');
    const failure = page.getByTestId('links-failure');
    await expect(failure).toBeVisible();
    await failure.getByRole('button', { name: esCentre.retry }).click();
    await expect(page.getByTestId('affiliate-links')).toHaveAttribute('data-status', 'empty');

    await control.failNext('announcements', 1);
    await page.getByTestId('agent-menu').getByRole('link', { name: esAgent.pages.agentAnnouncement }).click();
    const newsFailure = page.getByTestId('announcements-failure');
    await expect(newsFailure).toBeVisible();
    await control.setContent('ANNOUNCEMENT', []);
    await newsFailure.getByRole('button', { name: esNews.retry }).click();
    await expect(page.getByTestId('announcements-empty')).toHaveText(esNews.empty);
  });
});

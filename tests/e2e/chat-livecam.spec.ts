/**
 * The chat room and live cam in Chromium. The chat room in both languages (Spanish on the
 * phone, English on the desktop: its panel's layout differs by width); live cam in English on the
 * desktop only (one language per test: fixtures.ts, presetLanguage). Chat room: member01's unread count (steered through the control
 * endpoint) shows on the game page's entry (and the header's on a desktop); a failed launch says
 * why and the retry opens the platform's chatUrl in a panel beside the game (desktop) or full
 * screen (phone); opening it clears the count, which comes back when the platform has new messages
 * and the window regains focus; with CHATROOM3 off there is no entry. Live cam: a visitor on
 * /liveCam (from the side menu) is asked to sign in and the platform is asked nothing; signed in
 * (back on /liveCam), the chat room's count is in the side menu, the models are listed and one's
 * chat opens in the panel.
 */
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn, submitLogin } from './auth-helpers';
import { axeViolations } from './axe';
import { expect, lookAt, presetLanguage, test } from './fixtures';

const T = {
  es: { openMenu: 'Abrir menú', chatRoom: 'Sala de chat', failure: 'Esta función no está disponible o el juego está en mantenimiento.', retry: 'Reintentar', liveCam: 'Cámaras en vivo', signIn: 'Iniciar sesión' },
  en: { openMenu: 'Open menu', chatRoom: 'Chat room', failure: 'This feature is not available, or the game is under maintenance.', retry: 'Try again', liveCam: 'Live cams', signIn: 'Sign in' },
} as const;

const GAME = '/seamless?gameCode=jdb_fishing_war&vassalage=JDB&gameType=FISH';
const entry = (page: Page, place: 'header' | 'game' | 'sideMenu') => page.locator(`[data-testid="chat-entry"][data-place="${place}"]`);

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

// the chat room in both languages, so both widths (full screen on the phone, beside the game on the
// desktop); live cam in one (fixtures.ts, presetLanguage)
for (const lang of ['es', 'en'] as const) {
  const L = T[lang];
  const phone = lang === 'es';

  test(`chat room: the unread count shows and clears; the chat opens ${phone ? 'full screen' : 'beside the game'} with the platform's chatUrl; a failed launch is said and retried (${lang})`, async ({ page, control }, testInfo) => {
    await presetLanguage(page, lang);
    await control.setChatUnread(ACCOUNTS.member.username, 5);
    await startSignedIn(page, ACCOUNTS.member, GAME);
    await expect(page.getByTestId('seamless-frame')).toBeVisible();

    // the count beside the game, and on the header's entry where the header has room (not on a phone)
    await expect(entry(page, 'game').getByTestId('chat-unread')).toHaveText('5');
    await expect(entry(page, 'game')).toHaveAccessibleName(new RegExp(`^${L.chatRoom}, 5 `));
    if (phone) await expect(entry(page, 'header')).toBeHidden();
    else await expect(entry(page, 'header').getByTestId('chat-unread')).toHaveText('5');

    // the first launch fails: said in the reader's language, with a retry
    await control.failNext('launchChat', 1, { errorCode: 'function.not.available' });
    await entry(page, 'game').click();
    const panel = page.getByTestId('chat-panel');
    await expect(panel).toHaveAttribute('data-state', 'failed');
    await expect(panel.getByTestId('chat-panel-failure')).toContainText(L.failure);
    await expect(panel).toHaveAccessibleName(L.chatRoom);
    await panel.getByRole('button', { name: L.retry }).click();

    // the platform's chat room in the frame, the count read
    await expect(panel).toHaveAttribute('data-state', 'open');
    const frame = panel.getByTestId('chat-panel-frame');
    await expect(frame).toHaveAttribute('src', new RegExp(`/__platform/chatroom\\?lang=${lang}$`));
    await expect(page.frameLocator('[data-testid="chat-panel-frame"]').getByTestId('chat-title')).toHaveText(L.chatRoom);
    await expect(page.getByTestId('chat-unread')).toHaveCount(0);
    expect(await control.chatUnread(ACCOUNTS.member.username)).toBe(0);

    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const panelBox = await boxOf(panel);
    if (phone) {
      // full screen, a modal: the close button has the focus
      expect(panelBox).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      await expect(panel).toHaveAttribute('aria-modal', 'true');
      await expect(panel.getByTestId('chat-panel-close')).toBeFocused();
    } else {
      // beside the game: the game's frame ends where the panel begins, both fully on screen
      const gameBox = await boxOf(page.getByTestId('seamless-frame'));
      expect(gameBox.x + gameBox.width).toBeLessThanOrEqual(panelBox.x);
      expect(panelBox.x + panelBox.width).toBeCloseTo(viewport.width, 0);
      await expect(page.getByTestId('seamless-frame')).toBeVisible();
    }
    expect(await axeViolations(page, { layer: '[data-testid="chat-panel"]' }), 'chat panel').toEqual([]);
    await lookAt(page, testInfo.outputPath(`chat-room-${lang}.png`));

    await panel.getByTestId('chat-panel-close').click();
    await expect(panel).toHaveCount(0);
    await expect(entry(page, 'game')).toBeFocused();

    // new messages on the platform: shown again once the window regains focus
    await control.setChatUnread(ACCOUNTS.member.username, 2);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(entry(page, 'game').getByTestId('chat-unread')).toHaveText('2');

    // the whitelabel's chat room module off: no entry, nothing asked
    await control.setFlag('CHATROOM3', false);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.reload();
    await expect(page.getByTestId('seamless-frame')).toBeVisible();
    await expect(page.getByTestId('chat-entry')).toHaveCount(0);
    // the signed-in parts start one after another, the chat room's before the red envelope's:
    // once the envelope is checked, a chat room would have asked its count
    await expect.poll(() => asked.some((path) => path.endsWith('/MCSFE_getRedEnvelope'))).toBe(true);
    expect(asked.filter((path) => path.endsWith('/CBS_unreadCount'))).toEqual([]);
  });

  if (lang === 'en') test(`live cam: a visitor is asked to sign in; signed in, the models are listed and one's chat opens (${lang})`, async ({ page, control }, testInfo) => {
    await presetLanguage(page, lang);
    await page.goto('/');
    await expect(page.getByTestId('home-ready')).toBeVisible();
    if (phone) await page.getByRole('button', { name: L.openMenu }).click();
    await page.getByRole('link', { name: L.liveCam }).click();
    await expect(page).toHaveURL(/\/liveCam$/);

    const cams = page.getByTestId('live-cam');
    await expect(cams).toHaveAttribute('data-status', 'signIn');
    // opened from a shared link too, the page settles on asking (it once looped on the session: React #185)
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/liveCam');
    await expect(cams).toHaveAttribute('data-status', 'signIn');
    await expect(cams.getByRole('link', { name: L.signIn })).toBeVisible();
    expect(pageErrors).toEqual([]);
    expect(await control.callCount('liveCamModels')).toBe(0);
    await cams.getByRole('link', { name: L.signIn }).click();
    await submitLogin(page, ACCOUNTS.member);

    // back on /liveCam, signed in: the platform's models, online first
    await expect(page).toHaveURL(/\/liveCam$/);
    await expect(cams).toHaveAttribute('data-status', 'ready');
    // the chat room's count in the side menu (the drawer on a phone)
    if (phone) await page.getByRole('button', { name: L.openMenu }).click();
    await expect(entry(page, 'sideMenu').getByTestId('chat-unread')).toHaveText('4');
    if (phone) await page.keyboard.press('Escape');
    const models = cams.getByTestId('live-cam-model');
    await expect(models).toHaveCount(16);
    const first = models.first();
    const name = (await first.locator('strong').textContent()) ?? '';
    const modelId = (await first.getAttribute('data-model')) ?? '';
    expect(await axeViolations(page), 'live cam page').toEqual([]);
    await lookAt(page, testInfo.outputPath(`live-cam-${lang}.png`));

    await first.getByRole('button').click();
    const panel = page.getByTestId('live-cam-panel');
    await expect(panel).toHaveAttribute('data-state', 'open');
    await expect(panel.getByTestId('live-cam-panel-frame')).toHaveAttribute('src', new RegExp(`/__platform/chat/${modelId}\\?lang=${lang}$`));
    await expect(page.frameLocator('[data-testid="live-cam-panel-frame"]').getByTestId('chat-title')).toHaveText(name);
    await expect(panel).toHaveAttribute('data-layout', phone ? 'fullscreen' : 'beside');
    await lookAt(page, testInfo.outputPath(`live-cam-chat-${lang}.png`));
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });
}

/**
 * The member centre's account group in Chromium, as journeys: member01 sets a daily
 * deposit limit, a deposit over it is refused with the message in the reader's language, a raise
 * waits (pending, with when it applies) and applies once the platform's clock has moved 24 h (the
 * open page reads it again by itself when it falls due);
 * self-exclusion (the box ticked, then confirmed) stops deposits and games. Then the feedback form
 * (bounds shown, a 4th image and a wrong type refused, previews, one send), the app download page
 * (QR codes) and the mirror domains (copy, open). Spanish on the phone, English on the desktop.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { axeViolations } from './axe';
import { expect, lookAt, presetLanguage, test } from './fixtures';

const T = {
  es: {
    title: 'Juego responsable',
    applied: 'Límite guardado: se aplica ya.',
    pending: 'Cambio guardado: se aplicará tras 24 h de espera.',
    overLimit: 'Este depósito supera tu límite de depósito. Consulta cuánto te queda en Juego responsable o elige un importe menor.',
    excluded: 'Tu cuenta está autoexcluida: no puedes depositar ni jugar.',
    tooShort: 'Escribe al menos 5 palabras.',
    count: 'Puedes adjuntar como máximo 3 imágenes.',
    type: 'Solo se admiten imágenes PNG o JPG.',
    sent: '¡Gracias! Hemos recibido tu comentario.',
    copied: 'Copiado',
    text: 'El retiro de ayer tardó demasiado, por favor revisadlo.',
  },
  en: {
    title: 'Responsible gaming',
    applied: 'Limit saved: it applies now.',
    pending: 'Change saved: it applies after a 24 h wait.',
    overLimit: 'This deposit goes over your deposit limit. See what is left in Responsible gaming or choose a smaller amount.',
    excluded: 'Your account is self-excluded: you cannot deposit or play.',
    tooShort: 'Write at least 5 words.',
    count: 'You can attach at most 3 images.',
    type: 'Only PNG or JPG images are accepted.',
    sent: 'Thank you! We have received your feedback.',
    copied: 'Copied',
    text: 'Yesterday my withdrawal took far too long, please check it.',
  },
} as const;

const rg = (page: Page) => page.getByTestId('responsible-gaming');
const dayLimit = (page: Page) => page.getByTestId('rg-limit-DAY');

async function setDayLimit(page: Page, amount: string) {
  await dayLimit(page).getByTestId('rg-limit-input').fill(amount);
  await dayLimit(page).getByTestId('rg-limit-save').click();
}

async function depositPreset(page: Page, preset: number) {
  await page.goto('/member/depositv2');
  await expect(page.getByTestId('deposit-channel-BANK')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('deposit-preset').nth(preset).click();
  await page.getByTestId('deposit-submit').click();
}

/** A small PNG (1×1) or any bytes under another type, as a file to pick. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** The first bytes of a camera's JPEG (SOI, APP1 Exif): what the form reads its type from. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x18, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00]);
const file = (name: string, mimeType = 'image/png') => ({ name, mimeType, buffer: PNG });

for (const lang of ['es', 'en'] as const) {
  const L = T[lang];

  if (lang === 'es') test(`responsible gaming: a limit refuses a deposit over it, a raise applies after 24 h, self-exclusion stops deposits and play (${lang})`, async ({ page, control }, testInfo) => {
    // the page's clock (the run's: tests/today.ts) follows the wall clock until the raise's 24 h are made to pass below
    await presetLanguage(page, lang);
    await startSignedIn(page, ACCOUNTS.member, '/member/responsibleGaming');
    await expect(rg(page)).toHaveAttribute('data-status', 'ready');
    await expect(page.getByRole('heading', { name: L.title, level: 1 })).toBeVisible();

    // a first limit applies at once; used and remaining are shown
    await setDayLimit(page, '300');
    await expect(page.getByTestId('rg-notice')).toHaveText(L.applied);
    // the notice above the limits comes into view: the member, at the card's save button, sees it
    await expect(page.getByTestId('rg-notice')).toBeInViewport({ ratio: 1 });
    await expect(dayLimit(page).getByTestId('rg-limit-amount')).toContainText('300');
    expect((await control.responsibleGaming('member01')).limits[0]).toMatchObject({ period: 'DAY', amount: 300, used: 0 });

    // the platform refuses a deposit of 500 over it, in the reader's language
    await depositPreset(page, 1);
    await expect(page.getByTestId('deposit-error')).toHaveText(L.overLimit);
    expect(await control.deposits('member01')).toHaveLength(0);

    // a raise asks first, then waits: pending with when it applies, the old limit still in force
    await page.goto('/member/responsibleGaming');
    await setDayLimit(page, '800');
    await expect(page.getByTestId('rg-confirm-text')).toContainText('800');
    await page.getByTestId('rg-confirm').click();
    await expect(page.getByTestId('rg-notice')).toHaveText(L.pending);
    await expect(dayLimit(page).getByTestId('rg-limit-pending')).toContainText('800');
    await expect(dayLimit(page).getByTestId('rg-limit-amount')).toContainText('300');
    await lookAt(page, testInfo.outputPath(`responsible-${lang}.png`));
    expect(await axeViolations(page), 'responsible gaming').toEqual([]);

    // 24 h later (the platform's clock and the page's) the raise applies: the open page reads it
    // again by itself when it falls due, without a reload
    await control.advanceClock(24 * 3600);
    await page.clock.fastForward(24 * 3_600_000 + 2_000);
    await expect(dayLimit(page).getByTestId('rg-limit-amount')).toContainText('800');
    await expect(dayLimit(page).getByTestId('rg-limit-pending')).toHaveCount(0);

    // self-exclusion: nothing until the box is ticked and it is confirmed
    await page.getByTestId('rg-exclude').click();
    await expect(page.getByTestId('rg-confirm')).toBeDisabled();
    await page.getByTestId('rg-acknowledge').check();
    await page.getByTestId('rg-confirm').click();
    await expect(page.getByTestId('rg-restriction')).toHaveText(L.excluded);
    expect((await control.responsibleGaming('member01')).selfExcluded).toBe(true);

    // no deposit, no game
    await depositPreset(page, 0);
    await expect(page.getByTestId('deposit-error')).toHaveText(L.excluded);
    await page.goto('/live');
    await page.getByTestId('play-now').first().click();
    await expect(page.getByRole('dialog').getByTestId('launch-error')).toHaveText(L.excluded);
    expect(await control.deposits('member01')).toHaveLength(0);
  });

  if (lang === 'en') test(`feedback with images, the app downloads and the mirror domains (${lang})`, async ({ page, context, control }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await presetLanguage(page, lang);
    await startSignedIn(page, ACCOUNTS.member, '/member/feedback');
    const form = page.getByTestId('feedback-form');
    await expect(page.getByTestId('feedback-bounds')).toContainText('5');
    await expect(page.getByTestId('feedback-bounds')).toContainText('300');

    // refusals: too few words, a 4th image, a wrong type; previews of the accepted ones
    await page.getByTestId('feedback-content').fill('muy poco');
    await page.getByTestId('feedback-submit').click();
    await expect(form.getByRole('alert').first()).toHaveText(L.tooShort);
    await page.getByTestId('feedback-images').setInputFiles([file('1.png'), file('2.png'), file('3.png'), file('4.png')]);
    await expect(form.getByText(L.count)).toBeVisible();
    // the type is read from the bytes: a text named .png is refused, a real JPEG named .jpg below is taken
    await page.getByTestId('feedback-images').setInputFiles([{ name: 'captura.png', mimeType: 'image/png', buffer: Buffer.from('esto no es una imagen') }]);
    await expect(form.getByText(L.type)).toBeVisible();
    await expect(form.getByText(L.count)).toHaveCount(0);
    await page.getByTestId('feedback-images').setInputFiles([file('captura.png'), { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: JPEG }]);
    await expect(page.getByTestId('feedback-thumb').locator('img')).toHaveCount(2);

    // a refused send keeps the text and the images; the next one goes once
    await control.failNext('feedback', 1, { errorCode: '#727' });
    await page.getByTestId('feedback-content').fill(L.text);
    await page.getByTestId('feedback-submit').dblclick();
    await expect(page.getByTestId('feedback-error')).toBeVisible();
    await expect(page.getByTestId('feedback-content')).toHaveValue(L.text);
    await expect(page.getByTestId('feedback-thumb')).toHaveCount(2);
    await lookAt(page, testInfo.outputPath(`feedback-${lang}.png`));
    await page.getByTestId('feedback-submit').dblclick();
    await expect(page.getByTestId('feedback-sent')).toHaveText(new RegExp(L.sent.replace(/[!?¡.]/g, '.')));
    expect(await control.callCount('feedback')).toBe(2);

    // the apps, each with its QR code
    await page.goto('/member/appDownload');
    for (const kind of ['ios', 'android', 'lite']) await expect(page.getByTestId(`app-${kind}`).getByRole('img')).toBeVisible();
    await expect(page.getByTestId('app-android').getByTestId('app-link')).toHaveAttribute('href', 'https://www.rp01.example/app/android.apk');
    await lookAt(page, testInfo.outputPath(`apps-${lang}.png`));

    // the mirror domains: copy one, open one
    await page.goto('/member/domainList');
    const mirror = page.locator('[data-testid="domain-row"][data-url="https://m1.rp01.example"]');
    await expect(page.getByTestId('domain-row')).toHaveCount(4);
    await mirror.getByTestId('domain-copy').click();
    await expect(mirror.getByTestId('domain-copy-status')).toHaveText(L.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://m1.rp01.example');
    await expect(mirror.getByTestId('domain-open')).toHaveAttribute('href', 'https://m1.rp01.example');
    await expect(mirror.getByTestId('domain-open')).toHaveAttribute('target', '_blank');
    await lookAt(page, testInfo.outputPath(`domains-${lang}.png`));
  });
}

/**
 * A stand-in for navigator.clipboard in the Chromium path runs (headless Chromium has no usable
 * clipboard): each write answers as the UI map asked for the next one — 'ok', 'fail' (refused) or
 * 'hold' (never settles) — and is back to 'ok' after each. Shared by every chart with a copy button.
 */
import type { Page } from '@playwright/test';

type CopyOutcome = 'ok' | 'fail' | 'hold';

/** Installs the stand-in before the app loads (call in a UI map's `start`, before `goto`). */
export async function installClipboardStub(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __clipboardNext: string };
    state.__clipboardNext = 'ok';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: () => {
          const next = state.__clipboardNext;
          state.__clipboardNext = 'ok';
          if (next === 'fail') return Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
          if (next === 'hold') return new Promise<void>(() => undefined);
          return Promise.resolve();
        },
      },
    });
  });
}

/** How the next clipboard write answers; back to 'ok' after it. */
export async function nextCopy(page: Page, outcome: CopyOutcome): Promise<void> {
  await page.evaluate((value) => {
    (window as unknown as { __clipboardNext: string }).__clipboardNext = value;
  }, outcome);
}

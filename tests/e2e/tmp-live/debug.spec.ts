import { test } from '../fixtures';
import { ACCOUNTS, startSignedIn } from '../auth-helpers';
test('debug live (en)', async ({ page }) => {
  const t0 = Date.now();
  page.on('console', (m) => console.log(Date.now() - t0, 'CONSOLE', m.type(), m.text()));
  page.on('websocket', (ws) => { console.log(Date.now() - t0, 'WS', ws.url()); ws.on('framereceived', (f) => console.log(Date.now() - t0, 'FRAME<', f.payload)); });
  page.on('requestfinished', (r) => { if (r.url().includes('live') || r.url().includes('Live')) console.log(Date.now() - t0, 'REQ', r.url()); });
  await startSignedIn(page, ACCOUNTS.member);
  console.log(Date.now() - t0, 'loaded');
  for (let i = 0; i < 10; i++) {
    console.log(Date.now() - t0, 'STATE', await page.evaluate(() => document.querySelector('[data-testid="live-notices"]')?.getAttribute('data-state') ?? 'none'));
    await page.waitForTimeout(1000);
  }
});

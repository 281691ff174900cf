/**
 * The member centre is lazily loaded ("lazily loaded member-centre code adds nothing to
 * the first route"): a visitor's first page downloads none of its chunks, nor the signed-in
 * extras (live notices, the pending-confirmation check); a member signed in on the home lobby
 * downloads only those extras (the check needs the confirmation chart: a waiting C2C part opens
 * its dialog over any page), never the centre's shell or pages; opening a page downloads the shell
 * and that page only. Each name is seen requested where it belongs, so the test cannot pass
 * because a chunk was renamed.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, settle, startSignedIn } from './auth-helpers';
import { expect, test, watchRequestOrder } from './fixtures';

const MEMBER_CHUNKS = ['MemberCentre', 'DepositPage', 'WithdrawPage', 'TransferFundPage', 'TransferUplinePage', 'TransactionHistoryPage'] as const;
const SIGNED_IN_EXTRAS = ['LiveNotices', 'PendingConfirmation', 'ConfirmationDialog'] as const;
/** The agent centre ("the agent centre is a lazy chunk"): its shell, each page, the charts library, the QR code and the downline transfer. */
const AGENT_CHUNKS = ['AgentShell', 'AnnouncementsPage', 'TeamOverviewPage', 'TeamCharts', 'RegisterCentrePage', 'QrImage', 'DownlinePage', 'DownlineTransfer', 'ReportPage', 'ContractPage', 'PendingContracts'] as const;

/** The names of the JavaScript chunks the page asks for from now on (the part before the hash). */
function watchChunks(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) names.add(match[1]);
  });
  return names;
}

test('a visitor\'s first page loads no member-centre or signed-in code @once', async ({ page }) => {
  const chunks = watchChunks(page);
  await page.goto('/');
  await expect(page.getByTestId('home-ready')).toBeVisible();
  await settle(page);
  expect([...MEMBER_CHUNKS, ...SIGNED_IN_EXTRAS, ...AGENT_CHUNKS].filter((name) => chunks.has(name))).toEqual([]);
});

// A linked stylesheet holds the first paint for one more round trip after the document; the
// entry's only one was the carousel's, now brought with the slider's own chunk.
test("the first paint waits for no stylesheet: the carousel's comes with its slider @once", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/');
  expect(await response?.text()).not.toMatch(/<link\b[^>]*\brel="stylesheet"/);
  await expect(page.getByTestId('home-ready')).toBeVisible();
  const sliderSheet = /^\/assets\/bannerSlider-[\w-]+\.css$/;
  // (autoplay may have brought the slider already on a slow machine: that one is allowed)
  expect(stylesheets.filter((path) => !sliderSheet.test(path))).toEqual([]);
  const second = page.getByRole('button', { name: /^Anuncio 2 de \d+$/ });
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  expect(stylesheets.filter((path) => sliderSheet.test(path))).toHaveLength(1);
});

test.describe('a first visit with its welcome popup', () => {
  test.use({ publicPopups: 'shown' });

  // The popup's text is bare markup: the sanitiser of bare markup loads, parse5's (165 KB) does
  // not. One import site for both once made the build preload the second with the first.
  test('loads the bare-markup sanitiser only, never parse5\'s @once', async ({ page }) => {
    const files: string[] = [];
    page.on('request', (request) => {
      const match = /\/assets\/(sanitize-[a-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
      if (match?.[1]) files.push(match[1]);
    });
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: '¡Regístrate y gana!' })).toBeVisible();
    await settle(page);
    expect(files).toContain('sanitize-policy');
    expect(files).not.toContain('sanitize-html');
  });
});

test('the signed-in home lobby loads no member-centre code; a member page loads the shell and that page only @once', async ({ page }) => {
  const chunks = watchChunks(page);
  await startSignedIn(page, ACCOUNTS.member, '/');
  await expect(page.getByTestId('home-ready')).toBeVisible();
  await expect(page.getByTestId('live-notices')).toHaveAttribute('data-state', 'open');
  await settle(page);
  expect(MEMBER_CHUNKS.filter((name) => chunks.has(name))).toEqual([]);
  expect(SIGNED_IN_EXTRAS.filter((name) => !chunks.has(name))).toEqual([]);

  chunks.clear();
  await page.goto('/member/depositv2');
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  expect(chunks.has('MemberCentre')).toBe(true);
  expect(chunks.has('DepositPage')).toBe(true);
  expect(['WithdrawPage', 'TransferFundPage', 'TransferUplinePage', 'TransactionHistoryPage'].filter((name) => chunks.has(name))).toEqual([]);

  // each page's own chunk comes with the page (the names the first check relies on)
  for (const [path, name, ready] of [
    ['/member/withdraw', 'WithdrawPage', 'withdraw-form'],
    ['/member/transferFund', 'TransferFundPage', 'transfer-form'],
    ['/member/transferUpline', 'TransferUplinePage', 'upline-form'],
    ['/member/transactionHistory', 'TransactionHistoryPage', 'transaction-history'],
  ] as const) {
    await page.getByTestId('member-menu').locator(`a[href="${path}"]`).click();
    await expect(page.getByTestId(ready)).toBeVisible();
    expect(chunks.has(name), name).toBe(true);
  }
});

test('a member page opened by its address asks for the signed-in extras only once it is drawn @once', async ({ page }) => {
  const events = watchRequestOrder(page, (url) => /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(new URL(url).pathname)?.[1]);
  await startSignedIn(page, ACCOUNTS.member, '/member/personalProfit');
  await expect(page.getByTestId('member-records')).toBeVisible();
  await expect(page.getByTestId('live-notices')).toHaveAttribute('data-state', 'open');
  const drawn = events.indexOf('got RecordsPage');
  expect(drawn).toBeGreaterThanOrEqual(0);
  for (const extra of SIGNED_IN_EXTRAS) expect(events.indexOf(`asked ${extra}`), extra).toBeGreaterThan(drawn);
});

test('an agent page opened by its address: the page registry is asked for first, and a page that is not a report loads no report chart @once', async ({ page }) => {
  // the part of a chunk's name before its hash or its `.machine`
  const events = watchRequestOrder(page, (url) => /\/assets\/([A-Za-z]+)[.-][\w.-]*\.js$/.exec(new URL(url).pathname)?.[1]);
  await startSignedIn(page, ACCOUNTS.agent, '/agentHome/downlineManagmentView');
  await expect(page.getByTestId('downline-management')).toHaveAttribute('data-status', 'ready');
  await settle(page);
  // the registry names the page's chunk: asked for before the gate's and the shell's, which the
  // page's code would otherwise queue behind on a phone's six connections
  const registry = events.indexOf('asked agentPages');
  expect(registry).toBeGreaterThanOrEqual(0);
  for (const shell of ['AgentHomeGate', 'AgentShell']) expect(events.indexOf(`asked ${shell}`), shell).toBeGreaterThan(registry);
  expect(events).toContain('got DownlinePage');
  // which pages are reports is in the registry itself, not in the report chart's code
  expect(events.filter((event) => event.endsWith(' agentReport'))).toEqual([]);
});

test('the agent centre is its own code: a member never loads it; an agent loads the shell and the page it opens, the charts only with the team overview @once', async ({ page, context }) => {
  const chunks = watchChunks(page);
  await startSignedIn(page, ACCOUNTS.member, '/');
  await expect(page.getByTestId('home-ready')).toBeVisible();
  await settle(page);
  expect(AGENT_CHUNKS.filter((name) => chunks.has(name))).toEqual([]);

  const agent = await context.newPage();
  const agentChunks = watchChunks(agent);
  await startSignedIn(agent, ACCOUNTS.agent, '/agentHome/agentAnnouncement');
  await expect(agent.getByTestId('agent-announcements')).toHaveAttribute('data-status', 'ready');
  expect(agentChunks.has('AgentShell')).toBe(true);
  expect(agentChunks.has('AnnouncementsPage')).toBe(true);
  expect(['TeamOverviewPage', 'TeamCharts', 'RegisterCentrePage', 'QrImage', 'DownlinePage', 'ReportPage', 'ContractPage'].filter((name) => agentChunks.has(name))).toEqual([]);

  // each page's chunk comes with the page; uPlot's with the overview's charts only
  for (const [name, chunk, ready] of [
    ['agentTeamOverview', 'TeamOverviewPage', 'team-chart-money'],
    ['downlineManagmentView', 'DownlinePage', 'downline-management'],
    ['registerCenter', 'RegisterCentrePage', 'downline-register'],
    ['personalHistoryCopy', 'ReportPage', 'agent-report'],
    ['agentDailyWages2', 'ContractPage', 'contract-page'],
  ] as const) {
    await agent.getByTestId('agent-menu').locator(`a[data-page="${name}"]`).click();
    await expect(agent.getByTestId(ready)).toBeVisible();
    expect(agentChunks.has(chunk), chunk).toBe(true);
    if (name === 'agentTeamOverview') expect(agentChunks.has('TeamCharts')).toBe(true);
  }
  // the QR code's library only when a link's QR is opened
  expect(agentChunks.has('QrImage')).toBe(false);

  // the pages' shared pieces (table, pages, date range, heading, badge) came in one request
  expect(agentChunks.has('pageKit')).toBe(true);
  expect(['DataTable', 'Pagination', 'RangeFilter', 'PageHead', 'Badge'].filter((name) => agentChunks.has(name))).toEqual([]);

  // the transfer to a downline (its chart, the form, the ledger's texts) only when its dialog opens
  expect(agentChunks.has('DownlineTransfer')).toBe(false);
  await agent.getByTestId('agent-menu').locator('a[data-page="downlineManagmentView"]').click();
  await expect(agent.getByTestId('downline-management')).toHaveAttribute('data-status', 'ready');
  await settle(agent);
  expect(agentChunks.has('DownlineTransfer')).toBe(false);
  await agent.getByTestId('downline-transfer').first().click();
  await expect(agent.getByRole('dialog').getByTestId('upline-form')).toBeVisible();
  expect(agentChunks.has('DownlineTransfer')).toBe(true);
});

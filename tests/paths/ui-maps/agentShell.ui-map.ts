/**
 * How the Chromium path runner sees and drives the agent shell chart: agent01 signed in through
 * the platform on /agentHome, the clock (its tick runs on the runner's fake clock), a menu entry
 * clicked, a whitelabel flag turned off through the control endpoint (the reloaded menu loses its
 * entry) and sign-out (the session's confirmation shows — the chart asked — and is cancelled, so
 * the shell goes on). Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn, TEXT } from '../../e2e/auth-helpers';
import { visibleMovingClock } from '../fake-clock';
import type { UiContext, UiMap } from '../ui-map';
import { AGENT_MENU, AGENT_MENU_FLAGS, type AgentMenuFlags } from '../../../machines/agent/agentShell.machine';
import type { ContractKind } from '../../../src/api';

const CONTRACT_KINDS: readonly ContractKind[] = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'];

/** Whether a menu flag is on in the path's scenario. */
async function flagsOf(control: UiContext['control']) {
  const { flags } = await control.settings();
  return (flag: string | null) => flag === null || flags.some((state) => state.modId === flag && state.enabled);
}

const shell = (page: Page) => page.getByTestId('agent-centre');
const entry = (page: Page, name: string) => shell(page).getByTestId('agent-menu').locator(`a[data-page="${name}"]`);

export const uiMap: UiMap = {
  machineId: 'agentShell',

  async start({ page }) {
    await startSignedIn(page, ACCOUNTS.agent, '/agentHome');
    await visibleMovingClock(page, shell(page));
  },

  states: {
    'agentShell.ticking': async ({ page, timeout }) => {
      await expect(shell(page)).toBeVisible({ timeout });
      await expect(page.getByTestId('agent-time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, { timeout });
      await expect(page.getByTestId('agent-gmt')).toHaveText(/^GMT[+-]\d{2}:\d{2}$/, { timeout });
    },
  },

  events: {
    async SHOW_PAGE({ page, timeout }, event) {
      const { page: name } = event as { type: 'SHOW_PAGE'; page: string };
      await entry(page, name).click({ timeout });
      await expect(page).toHaveURL(new RegExp(`/agentHome/${name}$`), { timeout });
      await expect(entry(page, name)).toHaveAttribute('aria-current', 'page', { timeout });
    },
    async FLAGS({ page, control, timeout }, event) {
      const { flags } = event as { type: 'FLAGS'; flags: AgentMenuFlags };
      for (const flag of AGENT_MENU_FLAGS) await control.setFlag(flag, flags[flag]);
      // the system's flags are read as the page loads
      await page.reload();
      await visibleMovingClock(page, shell(page));
      // a contract page also needs its kind set up (an earlier step may have turned one off)
      const setUp = await control.contractSetting(ACCOUNTS.agent.username);
      for (const entryOfMenu of AGENT_MENU) {
        const { page: name, flag } = entryOfMenu;
        const kind = 'contract' in entryOfMenu ? entryOfMenu.contract : null;
        if ((flag === null || flags[flag]) && (kind === null || setUp.includes(kind))) await expect(entry(page, name)).toBeVisible({ timeout });
        else await expect(entry(page, name)).toHaveCount(0, { timeout });
      }
    },
    async CONTRACT_SETUP({ page, control, timeout }, event) {
      const { kinds } = event as { type: 'CONTRACT_SETUP'; kinds: readonly ContractKind[] };
      for (const kind of CONTRACT_KINDS) await control.setContractSetting(ACCOUNTS.agent.username, kind, kinds.includes(kind));
      // the setting is read with the contract info after sign-in, as the page loads
      await page.reload();
      await visibleMovingClock(page, shell(page));
      // a contract page shows when its kind is set up and its flag (an earlier step may have turned it off) is on
      const flagsOn = await flagsOf(control);
      for (const entryOfMenu of AGENT_MENU) {
        const kind = 'contract' in entryOfMenu ? entryOfMenu.contract : null;
        if (kind === null) continue;
        if (kinds.includes(kind) && flagsOn(entryOfMenu.flag)) await expect(entry(page, entryOfMenu.page)).toBeVisible({ timeout });
        else await expect(entry(page, entryOfMenu.page)).toHaveCount(0, { timeout });
      }
    },
    async SIGN_OUT({ page, timeout }) {
      await page.getByTestId('agent-sign-out').click({ timeout });
      // the session asks first: the chart's request reached it
      const confirm = page.getByTestId('logout-confirm');
      await visibleMovingClock(page, confirm);
      await page.getByRole('dialog').getByRole('button', { name: TEXT.cancel }).click({ timeout });
      await expect(confirm).toHaveCount(0, { timeout });
    },
  },

  outcomes: {},
};

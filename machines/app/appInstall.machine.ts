/**
 * Installing the lite app from the browser (src/boot/liteApp.ts). Chromium (Android and desktop)
 * offers an install prompt of its own (`beforeinstallprompt`): the app keeps it and shows
 * "Install the app" on the app download page and in the side menu; pressing it shows the
 * browser's prompt. iOS Safari has no prompt: the same entry opens a short guide (Share → Add to
 * Home Screen). Once installed, or when the app already runs installed (standalone), there is
 * nothing to offer.
 *
 * `checking` → what the browser says: STANDALONE → `standalone`, IOS → `ios` (OPEN_GUIDE ⇄
 * `iosGuide`), PROMPT_AVAILABLE → `available`, NOT_OFFERED → `unavailable` (the browser may offer
 * later: PROMPT_AVAILABLE → `available`). `available` → INSTALL → `prompting` (the browser's
 * prompt is up) → ACCEPTED → `installing` → INSTALLED → `installed`; DISMISSED or PROMPT_FAILED →
 * `unavailable` (a prompt shows once; the browser offers another when it sees fit). INSTALLED
 * (the browser's `appinstalled`, however it was installed) and STANDALONE win from anywhere.
 *
 * The browser is the `browser` actor (provided by the wiring): it reports the events above and
 * takes PROMPT.
 */
import { fromCallback, sendTo, setup } from 'xstate';

/** What the browser reports. */
export type BrowserReport =
  | { type: 'STANDALONE' }
  | { type: 'IOS' }
  | { type: 'NOT_OFFERED' }
  | { type: 'PROMPT_AVAILABLE' }
  | { type: 'ACCEPTED' }
  | { type: 'DISMISSED' }
  | { type: 'PROMPT_FAILED' }
  | { type: 'INSTALLED' };
/** What the chart tells the browser: show the kept prompt. */
export type BrowserCommand = { type: 'PROMPT' };

export type AppInstallEvent = BrowserReport | { type: 'INSTALL' } | { type: 'OPEN_GUIDE' } | { type: 'CLOSE_GUIDE' };

export const APP_INSTALL_TAGS = {
  /** The browser's prompt can be shown: the entry says "Install the app". */
  installable: 'installable',
  /** iOS: the entry opens the guide. */
  guided: 'guided',
  /** The guide is open. */
  guideOpen: 'guideOpen',
  /** The prompt is up, or the install it accepted is under way. */
  busy: 'busy',
  /** Installed, or running installed: no entry, and no link to open the site in the browser. */
  installed: 'installed',
} as const;

/** The placeholder of the browser: nothing to install (the wiring provides the real one). */
const noBrowser = fromCallback<BrowserCommand>(({ sendBack }) => {
  sendBack({ type: 'NOT_OFFERED' } satisfies BrowserReport);
});

export const appInstallMachine = setup({
  types: { events: {} as AppInstallEvent },
  actors: { browser: noBrowser },
  actions: {
    showPrompt: sendTo('browser', { type: 'PROMPT' } satisfies BrowserCommand),
  },
}).createMachine({
  id: 'appInstall',
  invoke: { id: 'browser', src: 'browser' },
  initial: 'checking',
  on: { INSTALLED: '.installed', STANDALONE: '.standalone' },
  states: {
    checking: {
      on: { IOS: 'ios', NOT_OFFERED: 'unavailable', PROMPT_AVAILABLE: 'available' },
    },
    unavailable: {
      on: { PROMPT_AVAILABLE: 'available' },
    },
    available: {
      tags: [APP_INSTALL_TAGS.installable],
      on: { INSTALL: 'prompting' },
    },
    prompting: {
      tags: [APP_INSTALL_TAGS.installable, APP_INSTALL_TAGS.busy],
      entry: 'showPrompt',
      on: { ACCEPTED: 'installing', DISMISSED: 'unavailable', PROMPT_FAILED: 'unavailable' },
    },
    installing: {
      tags: [APP_INSTALL_TAGS.busy],
    },
    ios: {
      tags: [APP_INSTALL_TAGS.guided],
      on: { OPEN_GUIDE: 'iosGuide' },
    },
    iosGuide: {
      tags: [APP_INSTALL_TAGS.guided, APP_INSTALL_TAGS.guideOpen],
      on: { CLOSE_GUIDE: 'ios' },
    },
    installed: {
      tags: [APP_INSTALL_TAGS.installed],
      // installed is installed: a late answer of the prompt changes nothing
      on: { STANDALONE: {} },
    },
    standalone: {
      tags: [APP_INSTALL_TAGS.installed],
      on: { INSTALLED: {}, STANDALONE: {} },
    },
  },
});

export type AppInstallMachine = typeof appInstallMachine;

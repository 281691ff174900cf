/**
 * Wiring of the install chart: the browser's install events. Chromium's `beforeinstallprompt`
 * (kept from the page's start by src/boot/installPrompt.ts, and heard here afterwards) and
 * `appinstalled`; running installed is the `standalone` display mode (or iOS's
 * `navigator.standalone`); iOS Safari, which has no prompt, is told by its user agent (iPadOS
 * reports a Mac with touch).
 */
import { fromCallback } from 'xstate';
import { appInstallMachine, type BrowserCommand, type BrowserReport } from '@machines/app/appInstall.machine';
import { installedEarly, keepPrompt, takeKeptPrompt, type InstallPromptEvent } from '../../../boot/installPrompt';

const STANDALONE_QUERY = '(display-mode: standalone)';

function runsInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof window.matchMedia === 'function' && window.matchMedia(STANDALONE_QUERY).matches);
}

/** iOS or iPadOS (any browser there installs through Safari's Share menu). */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

const browser = fromCallback<BrowserCommand>(({ sendBack, receive }) => {
  const report = (event: BrowserReport) => sendBack(event);
  if (typeof window === 'undefined') {
    report({ type: 'NOT_OFFERED' });
    return undefined;
  }
  let prompt: InstallPromptEvent | null = takeKeptPrompt();
  let stopped = false;
  const onPrompt = (event: Event) => {
    // the page's first listener kept it too: this one holds it from now on
    takeKeptPrompt();
    prompt = keepPrompt(event);
    report({ type: 'PROMPT_AVAILABLE' });
  };
  const onInstalled = () => {
    prompt = null;
    report({ type: 'INSTALLED' });
  };
  const standalone = typeof window.matchMedia === 'function' ? window.matchMedia(STANDALONE_QUERY) : null;
  const onDisplayMode = (event: MediaQueryListEvent) => {
    if (event.matches) report({ type: 'STANDALONE' });
  };
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', onInstalled);
  standalone?.addEventListener('change', onDisplayMode);

  if (runsInstalled()) report({ type: 'STANDALONE' });
  else if (installedEarly()) report({ type: 'INSTALLED' });
  else if (prompt) report({ type: 'PROMPT_AVAILABLE' });
  else if (isIos(navigator.userAgent, navigator.maxTouchPoints)) report({ type: 'IOS' });
  else report({ type: 'NOT_OFFERED' });

  receive(() => {
    const shown = prompt;
    // a prompt shows once: the next one is the browser's to fire
    prompt = null;
    if (!shown) {
      report({ type: 'PROMPT_FAILED' });
      return;
    }
    void shown
      .prompt()
      .then(() => shown.userChoice)
      .then(
        (choice) => {
          if (!stopped) report({ type: choice.outcome === 'accepted' ? 'ACCEPTED' : 'DISMISSED' });
        },
        () => {
          if (!stopped) report({ type: 'PROMPT_FAILED' });
        },
      );
  });
  return () => {
    stopped = true;
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onInstalled);
    standalone?.removeEventListener('change', onDisplayMode);
  };
});

export const appInstallLogic = appInstallMachine.provide({ actors: { browser } });

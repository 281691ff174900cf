/** The install entry as its views see it (the app download page, the side menu, the iOS guide). Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import { firstTagOf, type Send } from '../kit';
import { APP_INSTALL_TAGS, type AppInstallEvent, type AppInstallMachine } from './appInstall.machine';

export interface AppInstallView {
  /**
   * What the entry is: `prompt` (the browser's install prompt), `guide` (iOS: the Add to Home
   * Screen guide), `installing` (accepted, under way), `installed` (installed or running
   * installed: nothing to offer) or `none` (this browser offers nothing: the site opens in it).
   */
  readonly entry: 'none' | 'prompt' | 'guide' | 'installing' | 'installed';
  /** The browser's prompt is up: the entry waits for its answer. */
  readonly busy: boolean;
  readonly guideOpen: boolean;
  /** Shows the browser's prompt, or opens the guide on iOS. */
  install(): void;
  closeGuide(): void;
}

export function connectAppInstall(snapshot: SnapshotFrom<AppInstallMachine>, send: Send<AppInstallEvent>): AppInstallView {
  const entry = firstTagOf(
    snapshot,
    [
      [APP_INSTALL_TAGS.installable, 'prompt'],
      [APP_INSTALL_TAGS.guided, 'guide'],
      [APP_INSTALL_TAGS.busy, 'installing'],
      [APP_INSTALL_TAGS.installed, 'installed'],
    ],
    'none',
  );
  return {
    entry,
    busy: snapshot.hasTag(APP_INSTALL_TAGS.busy),
    guideOpen: snapshot.hasTag(APP_INSTALL_TAGS.guideOpen),
    install: () => send(entry === 'guide' ? { type: 'OPEN_GUIDE' } : { type: 'INSTALL' }),
    closeGuide: () => send({ type: 'CLOSE_GUIDE' }),
  };
}

/**
 * The browser's install prompt, kept from the page's first moments: Chromium fires
 * `beforeinstallprompt` once, often before the views that offer the install have loaded, so the
 * entry (imported first by main.tsx) keeps it here and stops the browser's own mini-infobar; the
 * install chart's wiring (src/app/wiring/app/appInstall.ts) takes it, and hears later ones itself.
 */

/** The event Chromium fires when the app can be installed (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

let kept: InstallPromptEvent | null = null;
let installed = false;

/** The prompt kept so far (null when none, or when it was taken). */
export function takeKeptPrompt(): InstallPromptEvent | null {
  const prompt = kept;
  kept = null;
  return prompt;
}

/** The app was installed before anything asked. */
export function installedEarly(): boolean {
  return installed;
}

/** A prompt the browser fires: kept, and the browser's own banner held back (the app offers it where it fits). */
export function keepPrompt(event: Event): InstallPromptEvent {
  event.preventDefault();
  return event as InstallPromptEvent;
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    kept = keepPrompt(event);
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    kept = null;
  });
}

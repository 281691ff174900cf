/**
 * Wiring of the new-version chart: the service worker the build writes (`/sw.js`, vite-plugin-pwa,
 * src/boot/liteApp.ts) registered through workbox-window, which reports a new version waiting and
 * hands over to it (SKIP_WAITING; the chart reloads the page once it controls it, or when it does
 * not take over in time). workbox-window loads
 * with this chunk, after the first page is drawn. No worker on the dev server (its modules are not
 * the build's) nor where the browser has none.
 */
import { fromCallback } from 'xstate';
import { appUpdateMachine, type WorkerCommand, type WorkerReport } from '@machines/app/appUpdate.machine';

/** The worker's script, as the build names it. */
export const SERVICE_WORKER_URL = '/sw.js';

const worker = fromCallback<WorkerCommand>(({ sendBack, receive }) => {
  const report = (event: WorkerReport) => sendBack(event);
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    report({ type: 'UNAVAILABLE' });
    return undefined;
  }
  let stopped = false;
  let commands: ((command: WorkerCommand) => void) | null = null;
  receive((command) => commands?.(command));
  void import('workbox-window')
    .then(async ({ Workbox }) => {
      if (stopped) return;
      const workbox = new Workbox(SERVICE_WORKER_URL);
      // a new version installed beside the running one (now, or found by a later check)
      workbox.addEventListener('waiting', () => report({ type: 'NEW_VERSION' }));
      // a new version took control of this page (not the first worker's claim of it): the chart
      // reloads the page if the player asked for it here, and otherwise only offers the reload
      workbox.addEventListener('controlling', (event) => {
        if (event.isUpdate) report({ type: 'TOOK_OVER' });
      });
      commands = (command) => {
        if (command.type === 'CHECK') void workbox.update();
        else if (command.type === 'ACTIVATE') workbox.messageSkipWaiting();
        else window.location.reload();
      };
      await workbox.register();
      report({ type: 'REGISTERED' });
    })
    .catch(() => {
      if (!stopped) report({ type: 'UNAVAILABLE' });
    });
  return () => {
    stopped = true;
    commands = null;
  };
});

export const appUpdateLogic = appUpdateMachine.provide({ actors: { worker } });

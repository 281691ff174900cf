/** The browser's `online` event, told to a chart (as ONLINE) while it waits after a call the platform did not answer. */
import { fromCallback } from 'xstate';

export const connectionWatch = fromCallback(({ sendBack }) => {
  const online = () => sendBack({ type: 'ONLINE' });
  window.addEventListener('online', online);
  return () => window.removeEventListener('online', online);
});

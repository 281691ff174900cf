/**
 * Resolves in a task of its own, queued now: a message to ourselves, not a timer, so paused test
 * clocks do not hold it (Playwright's clock fakes timers, not MessageChannel).
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

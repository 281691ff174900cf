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

/**
 * Runs `run` in a task of its own unless the returned cancel is called first: an effect's deferred
 * work (a chart's first draw, the next batch of cards, the next signed-in part), with the cancel as
 * the effect's cleanup.
 */
export function inNextTask(run: () => void): () => void {
  let cancelled = false;
  void nextTask().then(() => {
    if (!cancelled) run();
  });
  return () => {
    cancelled = true;
  };
}

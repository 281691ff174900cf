/**
 * Runs `run` in a task of its own after the browser's next paint, unless the returned cancel is
 * called first. "Painted" is read from a ResizeObserver's first report (given in the frame's
 * rendering steps, before its paint) and a task posted from it (run after that paint), not from a
 * timer or requestAnimationFrame: the tests' paused clocks hold those back. Without a
 * ResizeObserver (a test's DOM) it runs in the next task.
 */
import { nextTask } from '../boot/nextTask';

export function afterNextPaint(run: () => void): () => void {
  let cancelled = false;
  const later = () => {
    if (!cancelled) run();
  };
  if (typeof ResizeObserver === 'undefined' || typeof document === 'undefined') {
    void nextTask().then(later);
    return () => {
      cancelled = true;
    };
  }
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    void nextTask().then(later);
  });
  observer.observe(document.documentElement);
  return () => {
    cancelled = true;
    observer.disconnect();
  };
}

// @vitest-environment jsdom
/**
 * useInTurn: the signed-in extras are drawn one per task once the page is drawn, not
 * all in one long task; nothing while inactive, and what was drawn stays.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../src/boot/nextTask';
import { useInTurn } from '../../../src/ui/pageSettled';
import { mountRoot, type MountedRoot } from './mountRoot';

let mounted: MountedRoot | null = null;

afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

/** Records every value the hook gave, in order. */
function Parts({ active, seen }: { active: boolean; seen: number[] }) {
  const shown = useInTurn(active, 3);
  if (seen[seen.length - 1] !== shown) seen.push(shown);
  return <p>{['a', 'b', 'c'].slice(0, shown).join('')}</p>;
}

describe('useInTurn', () => {
  it('shows nothing while inactive, then one more part in each render until all are shown', async () => {
    mounted = mountRoot();
    const seen: number[] = [];
    mounted.render(<Parts active={false} seen={seen} />);
    // tasks later, still nothing: it waits for the page
    for (let task = 0; task < 5; task += 1) await nextTask();
    expect(mounted.host.textContent).toBe('');

    mounted.render(<Parts active seen={seen} />);
    await vi.waitFor(() => expect(mounted?.host.textContent).toBe('abc'), { timeout: 2000, interval: 5 });
    // one at a time: never two parts added in the same render
    expect(seen).toEqual([0, 1, 2, 3]);
  });

  it('keeps the count when it goes inactive and back, and never passes the number of parts', async () => {
    mounted = mountRoot();
    const seen: number[] = [];
    mounted.render(<Parts active seen={seen} />);
    await vi.waitFor(() => expect(mounted?.host.textContent).toBe('abc'), { timeout: 2000, interval: 5 });
    mounted.render(<Parts active={false} seen={seen} />);
    expect(mounted.host.textContent).toBe('');
    mounted.render(<Parts active seen={seen} />);
    expect(mounted.host.textContent).toBe('abc');
    for (let task = 0; task < 5; task += 1) await nextTask();
    expect(seen[seen.length - 1]).toBe(3);
    expect(Math.max(...seen)).toBe(3);
  });
});

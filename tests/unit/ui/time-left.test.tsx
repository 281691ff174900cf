// @vitest-environment jsdom
/**
 * The missions' and the red envelope's time left (src/views/member/missions/parts.tsx TimeLeft,
 * src/ui/Countdown.tsx daysAndTime): a day or more reads "n días hh:mm:ss", rounded up to the
 * second before the days are split off, so the countdown passes a day's boundary as
 * "2 días 00:00:00" → "1 día 23:59:59", never "1 día 24:00:00" (a tick's fraction of a second
 * left once stood for a whole extra day on the clock).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { initI18n } from '../../../src/i18n';
import { daysAndTime } from '../../../src/ui/Countdown';
import { TimeLeft } from '../../../src/views/member/missions/parts';
import { mountRoot, type MountedRoot } from './mountRoot';

const DAY_MS = 86_400_000;
let mounted: MountedRoot | null = null;

beforeAll(async () => {
  await initI18n();
  await i18n.loadNamespaces('missions');
});

afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function timeLeft(remainingMs: number): string {
  mounted?.unmount();
  mounted = mountRoot();
  mounted.render(<TimeLeft remainingMs={remainingMs} />);
  return mounted.host.querySelector('time')?.textContent ?? '';
}

describe('time left', () => {
  it('passes a day’s boundary without a 24th hour', () => {
    expect(timeLeft(2 * DAY_MS - 600)).toBe('2 días 00:00:00');
    expect(timeLeft(2 * DAY_MS + 400)).toBe('2 días 00:00:01');
    expect(timeLeft(2 * DAY_MS - 1_600)).toBe('1 día 23:59:59');
    expect(timeLeft(DAY_MS - 600)).toBe('1 día 00:00:00');
    expect(timeLeft(DAY_MS - 1_600)).toBe('23:59:59');
  });

  it('keeps the hours in a day’s text (3 días 00:05:00, not 3 días 05:00), and mm:ss below an hour', () => {
    expect(timeLeft(3 * DAY_MS + 5 * 60_000)).toBe('3 días 00:05:00');
    expect(timeLeft(3 * DAY_MS + 4 * 3_600_000 + 5 * 60_000 + 6_000)).toBe('3 días 04:05:06');
    expect(timeLeft(65_000)).toBe('01:05');
    expect(timeLeft(0)).toBe('00:00');
  });

  it('splits whole days after rounding up to the second', () => {
    expect(daysAndTime(DAY_MS - 1)).toEqual({ days: 1, time: '00:00:00' });
    expect(daysAndTime(DAY_MS - 1_001)).toEqual({ days: 0, time: '23:59:59' });
    expect(daysAndTime(-5)).toEqual({ days: 0, time: '00:00' });
  });
});

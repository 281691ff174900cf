/**
 * The agent shell's clock as it reads in the process's own time zone, for
 * tests/unit/machines/agentShell-zone.test.ts, which runs it in a process of the zone it names
 * (tests/unit/in-time-zone.ts). The chart runs on xstate's simulated clock and this process's
 * Date.now (the process is the probe's own), one second a tick.
 */
import { createActor, SimulatedClock } from 'xstate';
import { connectAgentShell } from '../../../machines/agent/agentShell.connect';
import { agentShellMachine, NO_AGENT_FLAGS, TICK_MS } from '../../../machines/agent/agentShell.machine';

export interface ClockReading {
  readonly gmtOffset: string;
  readonly date: string;
  readonly time: string;
}

/** The shell opened at `openedAt` (epoch ms; `offsetMinutes` a fixed zone, else the browser's), read as it opens and after each of `ticks` seconds. */
export function clockFrom(openedAt: number, ticks: number, offsetMinutes?: number): ClockReading[] {
  let now = openedAt;
  Date.now = () => now;
  const clock = new SimulatedClock();
  const input = { page: null, flags: NO_AGENT_FLAGS, now, ...(offsetMinutes === undefined ? {} : { offsetMinutes }) };
  const actor = createActor(agentShellMachine, { input, clock }).start();
  const read = (): ClockReading => {
    const { gmtOffset, date, time } = connectAgentShell(actor.getSnapshot(), actor.send);
    return { gmtOffset, date, time };
  };
  const readings = [read()];
  for (let tick = 0; tick < ticks; tick += 1) {
    now += TICK_MS;
    clock.increment(TICK_MS);
    readings.push(read());
  }
  actor.stop();
  return readings;
}

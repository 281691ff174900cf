// @vitest-environment jsdom
/**
 * A view that reads one value of a root child (a flag) redraws when that value changes, not on
 * each of the child's changes: the status answer that changes the system chart's state and info
 * leaves a flag that stays off alone, where a reader of the whole chart is drawn again.
 */
import { act, Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { systemMachine, type SystemStatusResult } from '../../../machines/app/system.machine';
import { RootProvider } from '../../../src/app/actors';
import { useFlag, useSystem } from '../../../src/app/system';
import { permissionInfoSchema } from '../../../src/api';
import { appLogic } from '../../../src/app/wiring/app/app';
import { mountRoot, type MountedRoot } from '../ui/mountRoot';

let answer: (result: SystemStatusResult) => void = () => {};
const system = systemMachine.provide({
  actors: { loadStatus: fromPromise<SystemStatusResult>(() => new Promise((resolve) => (answer = resolve))) },
});
const logic = appLogic.provide({ actors: { system } });
const statusWith = (flags: Record<string, boolean>): SystemStatusResult => ({ status: 0, info: permissionInfoSchema.parse({ mainDomain: 'example.test' }), flags, visitorIp: null });

function FlagReader() {
  return <p data-flag={String(useFlag('REFERRAL3'))} />;
}
function PageReader() {
  return <p data-page={useSystem().page} />;
}

let mounted: MountedRoot;
beforeEach(() => {
  mounted = mountRoot();
});
afterEach(() => mounted.unmount());

async function drawnTimes(reader: React.ReactNode, flags: Record<string, boolean>): Promise<number> {
  let drawn = 0;
  mounted.render(
    <RootProvider logic={logic}>
      <Profiler id="reader" onRender={() => (drawn += 1)}>
        {reader}
      </Profiler>
    </RootProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const before = drawn;
  await act(async () => answer(statusWith(flags)));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return drawn - before;
}

describe('useRootChildValue (useFlag, usePermissionInfo, the session facts)', () => {
  it("does not redraw a flag's reader when the status answer leaves the flag off", async () => {
    expect(await drawnTimes(<FlagReader />, {})).toBe(0);
    expect(mounted.host.querySelector('[data-flag]')?.getAttribute('data-flag')).toBe('false');
  });

  it('redraws it when the flag turns on', async () => {
    expect(await drawnTimes(<FlagReader />, { REFERRAL3: true })).toBeGreaterThan(0);
    expect(mounted.host.querySelector('[data-flag]')?.getAttribute('data-flag')).toBe('true');
  });

  it("redraws a reader of the whole chart on the same answer (what the narrow read spares)", async () => {
    expect(await drawnTimes(<PageReader />, {})).toBeGreaterThan(0);
    expect(mounted.host.querySelector('[data-page]')?.getAttribute('data-page')).toBe('normal');
  });
});

// @vitest-environment jsdom
/**
 * The dialog manager's readers redraw only for what concerns them. A dialog the manager opened
 * (the welcome popup) had its host and every other dialog's host drawn again at once, in the
 * popup's own opening task: its modal was reported to the manager with the counts unchanged, and
 * every host read the whole manager. Now the report goes only when the counts change, and a host
 * reads its own turn alone.
 */
import { act, Profiler, useEffect, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { systemMachine, type SystemStatusResult } from '../../../machines/app/system.machine';
import { permissionInfoSchema } from '../../../src/api';
import { RootProvider } from '../../../src/app/actors';
import { DialogReporter, useDialogs, useDialogTurn } from '../../../src/app/dialogs';
import { closeModal, openModal } from '../../../src/ui/modalStack';
import { appLogic } from '../../../src/app/wiring/app/app';
import { mountRoot, type MountedRoot } from '../ui/mountRoot';

// the site is open, for a visitor: nothing but the dialogs changes after the first moment
const status: SystemStatusResult = { status: 0, info: permissionInfoSchema.parse({ mainDomain: 'example.test' }), flags: {}, visitorIp: null };
const system = systemMachine.provide({ actors: { loadStatus: fromPromise<SystemStatusResult>(async () => status) } });
const logic = appLogic.provide({ actors: { system } });

function TurnReader({ id }: { id: string }) {
  return <p data-turn={useDialogTurn(id, 'info', false)} />;
}
function Asker({ id }: { id: string }) {
  return <p data-asked={useDialogTurn(id, 'asked', true)} />;
}
function ManagerReader() {
  return <p data-modal-open={String(useDialogs().modalOpen)} />;
}

let mounted: MountedRoot;
beforeEach(() => {
  mounted = mountRoot();
});
afterEach(() => mounted.unmount());

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Renders `reader` beside the reporter (and `beside`); answers how often it was drawn while `change` ran. */
async function drawnDuring(reader: ReactNode, change: () => void, beside: ReactNode = null): Promise<number> {
  let drawn = 0;
  mounted.render(
    <RootProvider logic={logic}>
      <DialogReporter />
      <Profiler id="reader" onRender={() => (drawn += 1)}>
        {reader}
      </Profiler>
      {beside}
    </RootProvider>,
  );
  await settle();
  const before = drawn;
  act(change);
  await settle();
  return drawn - before;
}

describe('the dialog manager\'s readers', () => {
  it("a dialog's host is not drawn again when another dialog takes its turn", async () => {
    const later = { ask: (_asking: boolean) => {} };
    function AskingLater() {
      const [asking, setAsking] = useState(false);
      useEffect(() => {
        later.ask = setAsking;
      }, []);
      return asking ? <Asker id="asked:deposit" /> : null;
    }
    expect(await drawnDuring(<TurnReader id="info:welcome" />, () => later.ask(true), <AskingLater />)).toBe(0);
    expect(mounted.host.querySelector('[data-asked]')?.getAttribute('data-asked')).toBe('shown');
  });

  it('a modal the manager opened is not reported to it: nothing that reads the manager is drawn again', async () => {
    const token = Symbol('managed');
    try {
      expect(await drawnDuring(<ManagerReader />, () => openModal(token, 'managed'))).toBe(0);
    } finally {
      act(() => closeModal(token));
    }
  });

  it('a modal the user opened in a page is reported: the manager knows a modal is open', async () => {
    const token = Symbol('other');
    try {
      expect(await drawnDuring(<ManagerReader />, () => openModal(token, 'other'))).toBeGreaterThan(0);
      expect(mounted.host.querySelector('[data-modal-open]')?.getAttribute('data-modal-open')).toBe('true');
    } finally {
      act(() => closeModal(token));
    }
  });
});

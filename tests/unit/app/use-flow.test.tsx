// @vitest-environment jsdom
/**
 * useFlow's props and events out: a changed prop is one event to the flow, an unchanged one none;
 * what a view sends before its flow has started reaches the flow when it starts; the flow's end
 * is reported once.
 */
import { act, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { systemMachine, type SystemStatusResult } from '../../../machines/app/system.machine';
import type { Send } from '../../../machines/kit';
import { RootProvider, useFlow, useFlowApi, type FlowProps } from '../../../src/app/actors';
import { appLogic } from '../../../src/app/wiring/app/app';
import { mountRoot, type MountedRoot } from '../ui/mountRoot';

type HeardEvent = { type: 'PAGE'; page: string } | { type: 'WIDE'; wide: boolean } | { type: 'HELLO'; from: string } | { type: 'FINISH' };

const heardMachine = setup({
  types: { context: {} as { heard: readonly HeardEvent[] }, events: {} as HeardEvent },
}).createMachine({
  context: { heard: [] },
  initial: 'open',
  states: {
    open: {
      on: {
        '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event] }) },
        FINISH: 'finished',
      },
    },
    finished: { type: 'final' },
  },
});

const connectHeard = (snapshot: SnapshotFrom<typeof heardMachine>, send: Send<HeardEvent>) => ({
  heard: snapshot.context.heard,
  hello: (from: string) => send({ type: 'HELLO', from }),
  finish: () => send({ type: 'FINISH' }),
});
type HeardApi = ReturnType<typeof connectHeard>;

// the status never answers: the root runs its flows without a session or any platform call
const silentSystem = systemMachine.provide({ actors: { loadStatus: fromPromise<SystemStatusResult>(() => new Promise(() => undefined)) } });
const logic = appLogic.provide({ actors: { system: silentSystem } });

const KEY = 'heard';

/** Opens the flow and shows what it heard (as JSON), with a button that ends it. */
function Opener({ props, onDone, drawn, children }: { props?: FlowProps<typeof heardMachine>; onDone?: () => void; drawn?: 'inTransition'; children?: React.ReactNode }) {
  const flow: HeardApi = useFlow(KEY, heardMachine, connectHeard, { props, onDone, ...(drawn ? { drawn } : {}) });
  return (
    <>
      <output>{JSON.stringify(flow.heard)}</output>
      <button type="button" onClick={flow.finish}>
        finish
      </button>
      {children}
    </>
  );
}

/** A child's effect runs before its parent's: it speaks before the parent has opened the flow. */
function EarlyChild() {
  const { hello } = useFlowApi(KEY, heardMachine, connectHeard);
  // once, on mount: the intent's identity changes with every snapshot
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => hello('child'), []);
  return null;
}

let mounted: MountedRoot;
beforeEach(() => {
  mounted = mountRoot();
});
afterEach(() => mounted.unmount());

const render = (node: React.ReactNode) => mounted.render(<RootProvider logic={logic}>{node}</RootProvider>);
const heard = (): unknown => JSON.parse(mounted.host.querySelector('output')?.textContent ?? '[]');

describe('useFlow', () => {
  it('tells the props when the flow starts, then one event per changed prop and none for the same values', () => {
    render(<Opener props={[{ type: 'PAGE', page: 'a' }, { type: 'WIDE', wide: true }]} />);
    expect(heard()).toEqual([
      { type: 'PAGE', page: 'a' },
      { type: 'WIDE', wide: true },
    ]);
    render(<Opener props={[{ type: 'PAGE', page: 'a' }, { type: 'WIDE', wide: true }]} />);
    expect(heard()).toEqual([
      { type: 'PAGE', page: 'a' },
      { type: 'WIDE', wide: true },
    ]);
    render(<Opener props={[{ type: 'PAGE', page: 'b' }, { type: 'WIDE', wide: true }]} />);
    expect(heard()).toEqual([
      { type: 'PAGE', page: 'a' },
      { type: 'WIDE', wide: true },
      { type: 'PAGE', page: 'b' },
    ]);
  });

  it('tells nothing for a prop that is null, and tells it once it has a value', () => {
    render(<Opener props={null} />);
    expect(heard()).toEqual([]);
    render(<Opener props={{ type: 'WIDE', wide: false }} />);
    expect(heard()).toEqual([{ type: 'WIDE', wide: false }]);
  });

  it('delivers an intent sent before the flow started when it starts', () => {
    render(
      <Opener>
        <EarlyChild />
      </Opener>,
    );
    expect(heard()).toEqual([{ type: 'HELLO', from: 'child' }]);
  });

  it('reports the flow reaching its end once', () => {
    const onDone = vi.fn();
    render(<Opener onDone={onDone} />);
    act(() => mounted.host.querySelector('button')?.click());
    render(<Opener onDone={onDone} />);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('drawn in a transition, shows every change of the flow, the one it started with included', async () => {
    render(<Opener drawn="inTransition" props={{ type: 'PAGE', page: 'a' }} />);
    expect(heard()).toEqual([{ type: 'PAGE', page: 'a' }]);
    render(<Opener drawn="inTransition" props={{ type: 'PAGE', page: 'b' }} />);
    expect(heard()).toEqual([
      { type: 'PAGE', page: 'a' },
      { type: 'PAGE', page: 'b' },
    ]);
    // a change the view did not cause (an answer, a live event) is drawn too
    await act(async () => {
      render(
        <Opener drawn="inTransition" props={{ type: 'PAGE', page: 'b' }}>
          <EarlyChild />
        </Opener>,
      );
    });
    expect(heard()).toEqual([
      { type: 'PAGE', page: 'a' },
      { type: 'PAGE', page: 'b' },
      { type: 'HELLO', from: 'child' },
    ]);
  });

  it('refuses, at typecheck, a prop the flow does not take', () => {
    // @ts-expect-error: the flow has no SIZE event
    const wrong: FlowProps<typeof heardMachine> = { type: 'SIZE', size: 3 };
    // @ts-expect-error: PAGE carries a page, not a width
    const misspelt: FlowProps<typeof heardMachine> = { type: 'PAGE', width: 3 };
    expect([wrong, misspelt]).toHaveLength(2);
  });
});

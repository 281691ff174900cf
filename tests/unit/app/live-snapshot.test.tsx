// @vitest-environment jsdom
/**
 * useLiveSnapshot (src/app/actors.tsx), through useConnected as every feature hook reads an actor:
 * a change the user's own click made is drawn at once, in the click's render; a change from
 * anything else (an answer, a timer) is drawn as a transition, in slices (issue 17). What a person
 * sees of the difference: when the new state needs code that is still loading, a click shows the
 * loading box at once, while an answer keeps the page that is on screen until the code is there.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup, type SnapshotFrom } from 'xstate';
import { useConnected } from '../../../src/app/actors';
import { nextTask } from '../../../src/boot/nextTask';

const pageMachine = setup({ types: { events: {} as { type: 'OPEN_DETAILS' } } }).createMachine({
  id: 'page',
  initial: 'summary',
  states: { summary: { on: { OPEN_DETAILS: 'details' } }, details: {} },
});

function connectPage(snapshot: SnapshotFrom<typeof pageMachine>, send: (event: { type: 'OPEN_DETAILS' }) => void) {
  return { details: snapshot.matches('details'), openDetails: () => send({ type: 'OPEN_DETAILS' }) };
}

/** A details view whose code arrives when the test says so. */
function heldDetails() {
  let release: () => void = () => undefined;
  const Details = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        release = () => resolve({ default: () => <p>details</p> });
      }),
  );
  return { Details, release: () => release() };
}

let root: Root | null = null;
let host: HTMLDivElement | null = null;

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
});

function mount(actor: ReturnType<typeof createActor<typeof pageMachine>>, Details: ComponentType) {
  function Page() {
    const page = useConnected(actor, connectPage);
    return (
      <>
        <button type="button" onClick={page.openDetails}>
          open
        </button>
        <Suspense fallback={<p>loading</p>}>{page.details ? <Details /> : <p>summary</p>}</Suspense>
      </>
    );
  }
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(<Page />);
  return host;
}

/** The summary is in the document and not hidden by a Suspense fallback. */
function summaryShown(page: HTMLElement): boolean {
  const summary = Array.from(page.querySelectorAll('p')).find((element) => element.textContent === 'summary');
  return summary !== undefined && summary.style.display !== 'none';
}

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 2000, interval: 5 });

describe('useLiveSnapshot', () => {
  it('draws a change from an answer as a transition: the page on screen stays until the new code is there', async () => {
    const actor = createActor(pageMachine).start();
    const { Details, release } = heldDetails();
    const page = mount(actor, Details);
    await waitFor(() => expect(page.textContent).toContain('summary'));

    // as an answer or a timer would: from a task of its own, no user event running
    setTimeout(() => actor.send({ type: 'OPEN_DETAILS' }), 0);
    await waitFor(() => expect(actor.getSnapshot().value).toBe('details'));
    for (let task = 0; task < 5; task += 1) await nextTask();
    expect(summaryShown(page)).toBe(true);
    expect(page.textContent).not.toContain('loading');

    release();
    await waitFor(() => expect(page.textContent).toContain('details'));
    expect(page.textContent).not.toContain('summary');
  });

  it('draws a change from a click at once: the loading box replaces the summary in the click\'s render', async () => {
    const actor = createActor(pageMachine).start();
    const { Details, release } = heldDetails();
    const page = mount(actor, Details);
    await waitFor(() => expect(page.textContent).toContain('summary'));

    page.querySelector('button')?.click();
    expect(actor.getSnapshot().value).toBe('details');
    await waitFor(() => expect(page.textContent).toContain('loading'));
    // Suspense keeps the summary in the document while the loading box shows, hidden
    expect(summaryShown(page)).toBe(false);

    release();
    await waitFor(() => expect(page.textContent).toContain('details'));
  });
});

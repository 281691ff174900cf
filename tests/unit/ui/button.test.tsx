// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/Button';
import { mountRoot, type MountedRoot } from './mountRoot';

let mounted: MountedRoot;

beforeEach(() => {
  mounted = mountRoot();
});

afterEach(() => {
  mounted.unmount();
});

/** A click as the browser numbers it: `detail` is its place in a quick series, 0 from the keyboard. */
function click(element: Element, detail: number) {
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }));
  });
}

const button = (testId: string) => mounted.host.querySelector(`[data-testid="${testId}"]`) as HTMLButtonElement;

/** A submit whose answer comes at once: its result step, with "another", replaces it in place. */
function SendThenAnother({ onSend, onAnother }: { onSend: () => void; onAnother: () => void }) {
  const [sent, setSent] = useState(false);
  return sent ? (
    <Button data-testid="another" onClick={onAnother}>
      Otra transferencia
    </Button>
  ) : (
    <Button
      data-testid="send"
      onClick={() => {
        onSend();
        setSent(true);
      }}
    >
      Enviar
    </Button>
  );
}

describe('Button and a quick series of clicks', () => {
  it('a button that replaced the clicked one ignores the rest of that double click', () => {
    const onSend = vi.fn();
    const onAnother = vi.fn();
    mounted.render(<SendThenAnother onSend={onSend} onAnother={onAnother} />);

    click(button('send'), 1);
    click(button('another'), 2);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onAnother).not.toHaveBeenCalled();

    // the player's own next click on it is taken
    click(button('another'), 1);
    expect(onAnother).toHaveBeenCalledTimes(1);
  });

  it('so does one drawn in its own place', () => {
    const onAnother = vi.fn();
    function SendThenClose() {
      const [sent, setSent] = useState(false);
      return (
        <>
          {sent ? null : (
            <Button data-testid="send" onClick={() => setSent(true)}>
              Enviar
            </Button>
          )}
          {sent ? (
            <Button data-testid="another" onClick={onAnother}>
              Cerrar
            </Button>
          ) : null}
        </>
      );
    }
    mounted.render(<SendThenClose />);
    click(button('send'), 1);
    click(button('another'), 2);
    expect(onAnother).not.toHaveBeenCalled();
  });

  it('a button that stays takes every click of its own series', () => {
    const onStep = vi.fn();
    mounted.render(
      <Button data-testid="step" onClick={onStep}>
        +
      </Button>,
    );
    click(button('step'), 1);
    click(button('step'), 2);
    click(button('step'), 3);
    click(button('step'), 0);
    expect(onStep).toHaveBeenCalledTimes(4);
  });

  it('a submit button that appeared mid-series does not send its form', () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    mounted.render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" data-testid="next">
          Siguiente
        </Button>
      </form>,
    );
    click(button('next'), 2);
    expect(onSubmit).not.toHaveBeenCalled();
    click(button('next'), 1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignoreRepeatClicks takes only the first click even of its own series', () => {
    const onClaim = vi.fn();
    mounted.render(
      <Button data-testid="claim" onClick={onClaim} ignoreRepeatClicks>
        Reclamar
      </Button>,
    );
    click(button('claim'), 1);
    click(button('claim'), 2);
    expect(onClaim).toHaveBeenCalledTimes(1);
  });
});

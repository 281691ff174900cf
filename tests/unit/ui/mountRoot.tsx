/**
 * A React root on its own element of the page, for the UI unit tests: `mountRoot()` before a test,
 * `unmount()` after it. Renders go through act(), so effects have run when render() returns.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface MountedRoot {
  readonly host: HTMLDivElement;
  readonly root: Root;
  render(node: ReactNode): void;
  /** Unmounts the tree and takes the element off the page. */
  unmount(): void;
}

export function mountRoot(): MountedRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return {
    host,
    root,
    render: (node) => act(() => root.render(node)),
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

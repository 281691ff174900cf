/**
 * The modals on screen, first opened first, kept by the Dialog (src/ui/Dialog.tsx). Its own small
 * module: the dialog manager's reporter (src/app/dialogs.tsx) reads it on the first route, where
 * the Dialog's own code is not loaded yet.
 */

/**
 * `managed`: opened in its turn by the dialog manager; `page`: a page drawn as a dialog (the wide
 * member centre), where the user is rather than something they must answer; `other`: any other.
 */
export type ModalKind = 'managed' | 'page' | 'other';

const stack: { readonly token: symbol; readonly kind: ModalKind }[] = [];
const listeners = new Set<() => void>();

const changed = () => listeners.forEach((listener) => listener());

export function openModal(token: symbol, kind: ModalKind): void {
  stack.push({ token, kind });
  changed();
}

export function closeModal(token: symbol): void {
  const index = stack.findLastIndex((entry) => entry.token === token);
  if (index < 0) return;
  stack.splice(index, 1);
  changed();
}

/** Only the top modal answers Esc. */
export const isTopModal = (token: symbol): boolean => stack[stack.length - 1]?.token === token;

/**
 * The modals on screen that the dialog manager did not open and that no managed dialog opened:
 * those below the first managed one (a confirmation opened inside a managed dialog sits above it
 * and is that dialog's own). `pages` counts the pages drawn as dialogs among them, `count` the rest.
 */
export function unmanagedModals(): { readonly count: number; readonly pages: number } {
  const firstManaged = stack.findIndex((entry) => entry.kind === 'managed');
  const below = firstManaged === -1 ? stack : stack.slice(0, firstManaged);
  const pages = below.filter((entry) => entry.kind === 'page').length;
  return { count: below.length - pages, pages };
}

/** Called whenever a modal opens or closes; returns the unsubscribe. */
export function subscribeModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The dialog manager in React (machines/app/dialogs.machine.ts): `useDialogTurn` is how a dialog
 * that opens on its own asks for its turn, and `DialogReporter` tells the manager what it cannot
 * see from the charts: the modals the user opened, where the user is, and whether they are typing.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { DialogTier } from '@machines/app/dialogs.machine';
import { connectDialogs, type DialogsView, type DialogTurn } from '@machines/app/dialogs.connect';
import { subscribeModals, unmanagedModals } from '../ui/modalStack';
import { usePageSettled } from '../ui/pageSettled';
import { useRootChild, useRootChildRef, useRootChildValue } from './actors';
import { useSessionFacts } from './session';

const useDialogsRef = () => useRootChildRef('dialogs');

/**
 * A dialog that opens on its own asks for its turn while `wanted` and gives it back when it is not
 * (or the view goes): draw it only while this answers `shown`. The turn is read as one value of
 * the root child (useRootChildValue): before the manager runs (the app's first render) it is the
 * chart's initial state, where nothing is shown. The asking goes to the manager itself, once per
 * change of `wanted` (the connect's intents are new functions with every snapshot).
 */
export function useDialogTurn(id: string, tier: DialogTier, wanted: boolean): DialogTurn {
  const ref = useDialogsRef();
  useEffect(() => {
    if (!ref || !wanted) return undefined;
    ref.send({ type: 'REQUEST', id, tier });
    return () => ref.send({ type: 'RELEASE', id });
  }, [ref, id, tier, wanted]);
  // this dialog's turn alone: a change of the manager's that leaves it as it was (another dialog
  // opening, a count reported) does not redraw every dialog's host, at once, in the same task
  return useRootChildValue('dialogs', connectDialogs, (dialogs) => dialogs.turnOf(id));
}

/** `useDialogTurn` for a dialog drawn only in its turn: whether to draw it now. */
export const useInTurn = (id: string, tier: DialogTier, wanted: boolean): boolean => useDialogTurn(id, tier, wanted) === 'shown';

/** The manager's view: whether a modal is on screen, for what must step aside (the consent banner). */
export const useDialogs = (): DialogsView => useRootChild('dialogs', connectDialogs);

/** A field the user types in: information waits while one has focus. */
const isTypingField = (target: EventTarget | null): boolean =>
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLInputElement && !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(target.type)) ||
  (target instanceof HTMLElement && target.isContentEditable);

/**
 * Tells the manager what only the page knows: how many modals the user opened (the Dialog's
 * stack, pages drawn as dialogs apart), the path and whether anyone is signed in, the first page
 * settling (information waits for it), and focus entering or leaving a field.
 * Rendered once, by App.
 */
export function DialogReporter() {
  const ref = useDialogsRef();
  const [path] = useLocation();
  const { signedIn, restoring } = useSessionFacts();
  const pageSettled = usePageSettled();

  useEffect(() => {
    if (!ref) return undefined;
    // only a change: a dialog the manager opened leaves the counts as they were, and a report
    // in its opening commit redrew every dialog's host at once, in the dialog's own task
    let last = '';
    const report = () => {
      const others = unmanagedModals();
      const counts = `${others.count}/${others.pages}`;
      if (counts === last) return;
      last = counts;
      ref.send({ type: 'OTHER_MODALS', ...others });
    };
    report();
    return subscribeModals(report);
  }, [ref]);

  useEffect(() => {
    // while the session is restored nobody is known to be signed in: wait for the answer
    if (ref && !restoring) ref.send({ type: 'PLACE', path, signedIn });
  }, [ref, path, signedIn, restoring]);

  useEffect(() => {
    if (ref && pageSettled) ref.send({ type: 'PAGE_SETTLED' });
  }, [ref, pageSettled]);

  useEffect(() => {
    if (!ref) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      if (isTypingField(event.target)) ref.send({ type: 'FIELD_FOCUS' });
    };
    const onFocusOut = (event: FocusEvent) => {
      if (isTypingField(event.target) && !isTypingField(event.relatedTarget)) ref.send({ type: 'FIELD_BLUR' });
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [ref]);

  return null;
}

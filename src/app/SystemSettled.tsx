/**
 * Tells the boot when the status gate knows which page to show (the status call answered or
 * failed). The app's first drawing is a transition, rendered in slices; a store read by the
 * drawing that changes between its slices makes React draw the whole app again at once, in one
 * task. The system chart is read by the gate and the shell everywhere, and its answer used to
 * arrive in the middle of that first drawing (src/main.tsx waits for it now).
 */
import { useEffect } from 'react';
import { connectSystem } from '@machines/app/system.connect';
import { useRootChildRef } from './actors';

const sendNowhere = () => {};

export function SystemSettled({ onSettled }: { onSettled: () => void }) {
  const system = useRootChildRef('system');
  useEffect(() => {
    if (!system) return undefined;
    const subscription = system.subscribe((snapshot) => {
      if (connectSystem(snapshot, sendNowhere).page !== 'loading') onSettled();
    });
    if (connectSystem(system.getSnapshot(), sendNowhere).page !== 'loading') onSettled();
    return () => subscription.unsubscribe();
  }, [system, onSettled]);
  return null;
}

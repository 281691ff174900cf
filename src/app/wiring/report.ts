/**
 * How a flow reports to its parent (the root actor, machines/app/app.machine.ts): by events. A flow's
 * chart names the moment (`signedIn`); its wiring provides it with `reportSignedIn`, which tells
 * the parent (who forwards it to the session) and then leaves for the given path. Run on its own
 * (unit and path tests) a flow has no parent and the report goes nowhere.
 */
import type { AnyActorRef } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import type { SessionInfo } from '@machines/auth/session.machine';

export function reportSignedIn<TParams>(read: (params: TParams) => { info: SessionInfo; path: string }) {
  return ({ self }: { self: AnyActorRef }, params: TParams): void => {
    const { info, path } = read(params);
    self._parent?.send({ type: 'SIGNED_IN', info });
    navigate(path);
  };
}

/**
 * Wiring of the agent shell chart (loaded with the agent centre, not the first page): signing out
 * asks the session, the root's child, reached through the actor tree by its system id.
 */
import { agentShellMachine } from '@machines/agent/agentShell.machine';
import type { SessionEvent } from '@machines/auth/session.machine';

const SIGN_OUT: SessionEvent = { type: 'LOGOUT' };

export const agentShellLogic = agentShellMachine.provide({
  actions: {
    requestSignOut: ({ system }) => system.get('session')?.send(SIGN_OUT),
  },
});

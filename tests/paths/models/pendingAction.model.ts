/**
 * The path model of the pending action chart: a visitor on /pvp stars its first game (held), stars
 * again, or opens a sign-in popup that leads elsewhere (the side menu's deposit: dropped), closes the popup (dropped) or signs in
 * (due); once signed in the lobby adds the game (taken), or the member signs out first (dropped).
 * The session chart sends SIGNED_IN and DROP on a sign-in and a sign-out; in the browser they are
 * the sign-in and the sign-out themselves.
 */
import type { EventObject } from 'xstate';
import type { PathModel } from '../registry';
import type { PendingAction, PendingActionMachine } from '../../../machines/auth/pendingAction.machine';

/** The first game of /pvp with a star, as the UI map presses it (its ids are the catalogue's). */
export const STARRED: PendingAction = { kind: 'favourite', page: '/pvp', game: { nodeId: 'first', vassalage: 'TH', gameType: 'PVP' } };

export const pendingActionModel: PathModel<PendingActionMachine> = {
  events: {
    HOLD: [{ type: 'HOLD', action: STARRED } as EventObject],
    // the side menu's deposit: a popup that leads to the member centre once signed in
    SIGN_IN_SHOWN: [{ type: 'SIGN_IN_SHOWN', page: '/member/depositv2' } as EventObject],
    SIGNED_IN: [{ type: 'SIGNED_IN' }],
    TAKE: [{ type: 'TAKE' }],
    DROP: [{ type: 'DROP' }],
  },
  describeEvent: (event) => {
    const { action, page } = event as EventObject & { action?: PendingAction; page?: string };
    if (action) return `${event.type} (${action.kind} on ${action.page})`;
    return page ? `${event.type} (${page})` : event.type;
  },
};

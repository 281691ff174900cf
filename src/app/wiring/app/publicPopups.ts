/**
 * Wiring of the public popups: the notices call with every type of SPEC.md §7 (B, PL, PU, PR, H)
 * and the reader's executions, and the closed flag kept in sessionStorage (USER_POPUP /
 * ANONYMOUS_POPUP). Part of the first route's JavaScript: only the check, the popup view is lazy.
 */
import type { Announcement } from '@api/index';
import { executionsFor, publicPopupsMachine, type PopupViewer } from '@machines/app/publicPopups.machine';
import { isFirstLogin, markPopupsClosed, readPopupsClosed } from '../../../config/storage';
import { api, platformCall } from '../platform';

/** One page of the agents' board holds its popups (the board's own page is 9; a popup is rarely older). */
const AGENT_BOARD_PAGE = 50;

export const publicPopupsLogic = publicPopupsMachine.provide({
  actors: {
    loadPopups: platformCall<readonly Announcement[], PopupViewer>(async (viewer, { signal }) => {
      if (viewer.account === 'agent') {
        // an agent's popups are the agents' board's items marked for a popup; the players' never are
        const board = await api.content.getAnnouncements({ audience: 'AGENT', pageSize: AGENT_BOARD_PAGE }, { signal });
        return board.items;
      }
      const notices = await api.content.getNotices({ types: ['B', 'PL', 'PU', 'PR', 'H'], execution: executionsFor(viewer).join(',') }, { signal });
      return notices.popups;
    }),
  },
  actions: {
    markClosed: (_, audience) => markPopupsClosed(audience),
  },
});

/** The flow's input: which audiences already closed their popups in this browser session. */
export const publicPopupsInput = () => ({ closed: readPopupsClosed() });

/** Whether the signed-in reader's login was a first login (kept for the login by the login wiring). */
export const signedInOnFirstLogin = (): boolean => isFirstLogin();

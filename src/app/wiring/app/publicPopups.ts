/**
 * Wiring of the public popups: the notices call with every type of SPEC.md §7 (B, PL, PU, PR, H)
 * and the reader's executions, and the closed flag kept in sessionStorage (USER_POPUP /
 * ANONYMOUS_POPUP). Part of the first route's JavaScript: only the check, the popup view is lazy.
 */
import type { Announcement } from '@api/index';
import { executionsFor, publicPopupsMachine, type PopupViewer } from '@machines/app/publicPopups.machine';
import { isFirstLogin, markPopupsClosed, readPopupsClosed } from '../../../config/storage';
import { api, platformCall } from '../platform';

export const publicPopupsLogic = publicPopupsMachine.provide({
  actors: {
    loadPopups: platformCall<readonly Announcement[], PopupViewer>(async (viewer, { signal }) => {
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

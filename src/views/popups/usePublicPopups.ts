/** The public popups' flow, open for the page's life (App's popup check). */
import { connectPublicPopups, type PublicPopupsView } from '@machines/app/publicPopups.connect';
import type { PopupViewer } from '@machines/app/publicPopups.machine';
import { useFlow } from '../../app/actors';
import { publicPopupsInput, publicPopupsLogic } from '../../app/wiring/app/publicPopups';
import { FLOW } from '../../app/flowKeys';

/** `viewer`: who reads the page (null while the session is restored), told as VIEWER when it changes. */
export const usePublicPopups = (viewer: PopupViewer | null): PublicPopupsView =>
  useFlow(FLOW.publicPopups, publicPopupsLogic, connectPublicPopups, { input: publicPopupsInput(), props: viewer ? { type: 'VIEWER', viewer } : null });

/**
 * The path model of the install chart: what the browser says at start (running installed, iOS, a
 * prompt kept, nothing yet), a prompt offered later, the prompt accepted, dismissed or failing,
 * the install reported from anywhere, and the iOS guide opened and closed.
 */
import type { PathModel } from '../registry';
import type { AppInstallMachine } from '../../../machines/app/appInstall.machine';

export const appInstallModel: PathModel<AppInstallMachine> = {
  events: {
    STANDALONE: [{ type: 'STANDALONE' }],
    IOS: [{ type: 'IOS' }],
    NOT_OFFERED: [{ type: 'NOT_OFFERED' }],
    PROMPT_AVAILABLE: [{ type: 'PROMPT_AVAILABLE' }],
    INSTALL: [{ type: 'INSTALL' }],
    ACCEPTED: [{ type: 'ACCEPTED' }],
    DISMISSED: [{ type: 'DISMISSED' }],
    PROMPT_FAILED: [{ type: 'PROMPT_FAILED' }],
    INSTALLED: [{ type: 'INSTALLED' }],
    OPEN_GUIDE: [{ type: 'OPEN_GUIDE' }],
    CLOSE_GUIDE: [{ type: 'CLOSE_GUIDE' }],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};

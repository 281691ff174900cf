/** The path model of the analytics consent: the permission info arrives (no gtagId, an answer remembered, or none: asked), then accept or decline. */
import type { PathModel } from '../registry';
import type { AnalyticsConsentMachine } from '../../../machines/app/analyticsConsent.machine';

const events = {
  CONFIG: [
    { type: 'CONFIG', gtagId: 'G-PATHS01', stored: null },
    { type: 'CONFIG', gtagId: 'G-PATHS01', stored: 'accepted' },
    { type: 'CONFIG', gtagId: 'G-PATHS01', stored: 'declined' },
    { type: 'CONFIG', gtagId: null, stored: null },
  ],
  ACCEPT: [{ type: 'ACCEPT' }],
  DECLINE: [{ type: 'DECLINE' }],
};

export const analyticsConsentModel: PathModel<AnalyticsConsentMachine> = {
  events,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, gtagId: snapshot.context.gtagId }),
};

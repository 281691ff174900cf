/** The consent banner as its view sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { Send } from '../kit';
import { CONSENT_TAGS, type AnalyticsConsentEvent, type AnalyticsConsentMachine } from './analyticsConsent.machine';

export interface AnalyticsConsentView {
  /** The banner is shown: the visitor has not answered and there is analytics to ask about. */
  readonly asking: boolean;
  /** Analytics runs (the visitor accepted). */
  readonly accepted: boolean;
  accept(): void;
  decline(): void;
}

export function connectAnalyticsConsent(snapshot: SnapshotFrom<AnalyticsConsentMachine>, send: Send<AnalyticsConsentEvent>): AnalyticsConsentView {
  return {
    asking: snapshot.hasTag(CONSENT_TAGS.asked),
    accepted: snapshot.hasTag(CONSENT_TAGS.accepted),
    accept: () => send({ type: 'ACCEPT' }),
    decline: () => send({ type: 'DECLINE' }),
  };
}

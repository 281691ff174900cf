/**
 * Wiring of the analytics consent: the answer in localStorage (`analyticsConsent`), and Google's
 * loader (https://www.googletagmanager.com/gtag/js?id=…) added as a script element at runtime —
 * the Content-Security-Policy allows that origin (schema/host/security-headers.ts); no inline script.
 */
import { analyticsConsentMachine } from '@machines/app/analyticsConsent.machine';
import { readAnalyticsConsent, writeAnalyticsConsent } from '../../../config/storage';

export const GTAG_LOADER = 'https://www.googletagmanager.com/gtag/js';

/** Adds the loader once and queues gtag's start, as Google's snippet does (without its inline script). */
export function loadGtag(gtagId: string, doc: Document = document): void {
  if (!gtagId || doc.querySelector('script[data-gtag]')) return;
  const target = doc.defaultView as (Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }) | null;
  if (target) {
    const dataLayer = (target.dataLayer = target.dataLayer ?? []);
    target.gtag = function gtag() {
      // gtag reads the arguments object itself, as its snippet pushes it
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    target.gtag('js', new Date());
    target.gtag('config', gtagId);
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GTAG_LOADER}?id=${encodeURIComponent(gtagId)}`;
  script.dataset.gtag = gtagId;
  doc.head.appendChild(script);
}

export const storedConsent = (): 'accepted' | 'declined' | null => readAnalyticsConsent();

export const analyticsConsentLogic = analyticsConsentMachine.provide({
  actions: {
    remember: (_, choice) => writeAnalyticsConsent(choice),
    loadAnalytics: (_, gtagId) => loadGtag(gtagId),
  },
});

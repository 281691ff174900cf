/**
 * The public popups (SPEC.md §4) would open over every page a test visits: the browser tests start
 * as a reader who has already closed them in this browser session (sessionStorage USER_POPUP and
 * ANONYMOUS_POPUP = "closed", set once before the app's first page), so the seeded popups that
 * real visitors see stay on the platform. The popup journey (announcements-popups.spec) and the
 * publicPopups path chart opt out.
 */
import type { BrowserContext } from '@playwright/test';

export async function presetPopupsClosed(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!window.sessionStorage.getItem('__popups_preset')) {
      window.sessionStorage.setItem('USER_POPUP', 'closed');
      window.sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
      window.sessionStorage.setItem('__popups_preset', '1');
    }
  });
}

/**
 * The analytics consent banner would cover the foot of every page a test visits: the
 * browser tests start as a visitor who declined (localStorage analyticsConsent = "declined", set
 * once before the app's first page), so nothing is loaded from Google either. The consent journey
 * (blog-news-footer.spec) and the analyticsConsent path chart opt out.
 */
export async function presetConsentDeclined(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!window.sessionStorage.getItem('__consent_preset')) {
      window.localStorage.setItem('analyticsConsent', 'declined');
      window.sessionStorage.setItem('__consent_preset', '1');
    }
  });
}

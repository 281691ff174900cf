/** Where the embedded platform mounts its control endpoint. */
export const CONTROL_PATH = '/__platform/graphql';

/** Header that picks an isolated platform state, so parallel test workers share one platform. */
export const SCENARIO_HEADER = 'X-Scenario';

/**
 * Header asking the platform to answer its pictures (banners, tiles, logos, avatars) with a blank
 * one of the same type. Browser tests that look at no picture send it: decoding and drawing the
 * drawn pictures is a good part of each page load's work in the renderer, and the suite is
 * CPU-bound. A picture the catalogue does not have is still a 404 with it.
 */
export const BLANK_PICTURES_HEADER = 'X-Blank-Pictures';

/**
 * Header every control request carries the run's control secret in (schema/infra/control-secret.ts):
 * a page on another origin cannot know it, so it cannot read or steer the platform.
 */
export const CONTROL_SECRET_HEADER = 'X-Platform-Control';

/**
 * The variable the secret travels in: set by whoever starts a run (playwright.config.ts,
 * vitest.config.ts, or a person for a fixed one) and inherited by the server and the test workers.
 */
export const CONTROL_SECRET_ENV = 'PLATFORM_CONTROL_SECRET';

/** Whether a path is one of the platform's API calls (its two gateways), not a page, image or control. */
export function isPlatformApiPath(pathname: string): boolean {
  return pathname.startsWith('/wps/') || pathname.startsWith('/lgw/');
}

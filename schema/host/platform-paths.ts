/** Where the embedded platform mounts its control endpoint. */
export const CONTROL_PATH = '/__platform/graphql';

/** Header that picks an isolated platform state, so parallel test workers share one platform. */
export const SCENARIO_HEADER = 'X-Scenario';

/** Whether a path is one of the platform's API calls (its two gateways), not a page, image or control. */
export function isPlatformApiPath(pathname: string): boolean {
  return pathname.startsWith('/wps/') || pathname.startsWith('/lgw/');
}

/**
 * Who may call the control endpoint: tests and QA on this machine, never a page on another
 * origin. Three locks, each enough against the page a developer happens to have open while
 * `npm start` runs:
 *   - an Origin header that is not the server's own is refused (403): a browser names the page's
 *     origin on every cross-origin POST, and on a same-origin one it is the server's;
 *   - the run's secret in the X-Platform-Control header (403 without it): a browser sends no such
 *     header across origins without a CORS preflight, which the endpoint never grants (it sends no
 *     Access-Control-Allow-Origin at all), and a page behind a rebound DNS name, which looks
 *     same-origin to the browser, still does not know the secret;
 *   - a POST body must be application/json (415 otherwise): text/plain and form bodies are the
 *     ones a browser sends across origins without asking first.
 */
import { isControlSecret } from '../infra/control-secret.js';
import { CONTROL_SECRET_HEADER } from '../host/platform-paths.js';

function refusal(status: 403 | 415, message: string): Response {
  return new Response(JSON.stringify({ errors: [{ message }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** `application/json`, with or without parameters (charset): nothing a browser sends without a preflight. */
function isJsonBody(contentType: string | null): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** The refusal a control request earns, or undefined when it may go on. */
export function refuseControlRequest(request: Request, secret: string): Response | undefined {
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== new URL(request.url).origin) {
    return refusal(403, 'the control endpoint answers only its own origin');
  }
  if (!isControlSecret(request.headers.get(CONTROL_SECRET_HEADER), secret)) {
    return refusal(403, `send the run's control secret in the ${CONTROL_SECRET_HEADER} header (printed when the server starts; README "Steering the embedded platform")`);
  }
  if (request.method === 'POST' && !isJsonBody(request.headers.get('content-type'))) {
    return refusal(415, 'the control endpoint takes application/json only');
  }
  return undefined;
}

/**
 * A fake `fetch` for adapter tests: records every request the adapter sends and answers from a
 * handler, with helpers for the platform's envelope.
 */
export interface RecordedRequest {
  readonly url: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string | null;
  readonly signal: AbortSignal | null;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function fakeFetch(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://platform.test');
    const recorded: RecordedRequest = {
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body === undefined || init.body === null ? null : String(init.body),
      signal: init?.signal ?? null,
    };
    requests.push(recorded);
    return handler(recorded);
  };
  return { fetch, requests };
}

export function ok(value: unknown, status = 200): Response {
  return json({ success: true, value, message: null, errorCode: null }, status);
}

export function fail(errorCode: string | number | null, options: { message?: string | null; value?: unknown; status?: number } = {}): Response {
  return json(
    { success: false, value: options.value ?? null, message: options.message ?? null, errorCode },
    options.status ?? 200,
  );
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers with each response in turn (the last one repeats). */
export function sequence(...responses: Array<() => Response | Promise<Response>>): Handler {
  let index = 0;
  return () => {
    const next = responses[Math.min(index, responses.length - 1)];
    index += 1;
    if (!next) throw new Error('sequence needs at least one response');
    return next();
  };
}

export const neverAnswers: Handler = () => new Promise<Response>(() => {});

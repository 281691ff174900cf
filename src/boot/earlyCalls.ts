/**
 * The calls index.html starts before the app's code has arrived: the texts of the
 * first page, the system status, the shell's banners and (in the agent centre, with a stored
 * session token) the member's info that restores the session go out while the JavaScript downloads,
 * instead of one after the other once it has run. The inline script (earlyCallsScript.ts, put in
 * by the build) leaves their pending responses here; the adapter and the texts' loader take each
 * one once, for the first request of that URL, and fetch as usual otherwise. The app does not
 * depend on them: with none (tests, an old page), every request simply goes out itself.
 */

export interface EarlyCalls {
  /** The interface language the script resolved; platform calls are only taken in that language. */
  readonly language: string;
  /** Pending responses by URL (as the app builds it: path and query). */
  readonly responses: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __earlyCalls?: EarlyCalls;
  }
}

/** The early response for this URL, once; null when there is none (or the language differs). */
export function takeEarlyResponse(url: string, language?: string): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.__earlyCalls;
  if (!early || (language !== undefined && language !== early.language)) return null;
  const response = early.responses[url];
  if (!response) return null;
  delete early.responses[url];
  return response;
}

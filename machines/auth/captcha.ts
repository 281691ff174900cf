/** SPEC.md §5, §9: a captcha image refreshes on click at most once per second (login and register alike). */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1_000;

/**
 * The captcha image's tags, shared by the charts that show one (login, register): its image
 * loads, a click right after the last one is ignored (cooling), or a click asks for a fresh one.
 */
export const CAPTCHA_TAGS = {
  loading: 'captchaLoading',
  cooling: 'captchaCooling',
  ready: 'captchaReady',
} as const;

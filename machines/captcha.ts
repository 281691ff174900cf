/** SPEC.md §5, §9: a captcha image refreshes on click at most once per second (login and register alike). */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1_000;

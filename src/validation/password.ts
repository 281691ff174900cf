/**
 * The platform's weak default password (SPEC.md §9): a login that types it must change it first.
 * Shared by the session start, which tells the charts the weak default was typed, and the embedded
 * platform, whose seeded weak01 account still has it. Pure TypeScript: `schema/` imports it with
 * a `.js` extension.
 */
export const WEAK_DEFAULT_PASSWORD = '123456';

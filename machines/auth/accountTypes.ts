/**
 * The account type codes (SPEC.md §3) that change what an account may do, defined once: the
 * session and withdraw charts read them, and so does the embedded platform (schema/seed/accounts.ts
 * and the REST handlers), which imports this module as plain values.
 */

/** A trial (free play) account: it plays but moves no money and has no messages or badges. */
export const TRIAL_TYPE = 4;

/** Agent accounts: they sign in to the agent centre. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

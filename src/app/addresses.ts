/**
 * Address patterns read in two places: the route table (src/app/routes.tsx) and index.html's early
 * calls script (src/boot/earlyCallsScript.ts, built in Node), which must agree on them.
 */

/** /agentHome and /agentHome/<page>: the agent centre, drawn once the session is restored. */
export const AGENT_CENTRE_ADDRESS = /^\/agentHome(?:\/[A-Za-z0-9]+)?\/?$/i;

/** Where the embedded platform mounts its control endpoint. */
export const CONTROL_PATH = '/__platform/graphql';

/** Header that picks an isolated platform state, so parallel test workers share one platform. */
export const SCENARIO_HEADER = 'X-Scenario';

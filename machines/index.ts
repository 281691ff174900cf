/**
 * The registry of every statechart the app runs. Registering a machine here is all it takes for
 * the gallery (`npm run charts`) and the path tests to pick it up.
 */
import { systemMachine } from './system.machine';

export const registeredMachines = {
  system: systemMachine,
} as const;

export type RegisteredMachineId = keyof typeof registeredMachines;

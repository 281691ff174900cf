/** The strict profile's answers for the commands routes (schema/strict/index.ts; issue 40). */
import type { StrictAnswers } from './index.js';

export const commandStrictAnswers: StrictAnswers = {};

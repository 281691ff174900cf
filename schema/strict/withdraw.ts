/** The strict profile's answers for the withdraw routes (schema/strict/index.ts; issue 40). */
import type { StrictAnswers } from './index.js';

export const withdrawStrictAnswers: StrictAnswers = {};

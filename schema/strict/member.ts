/** The strict profile's answers for the member routes (schema/strict/index.ts; issue 40). */
import type { StrictAnswers } from './index.js';

export const memberStrictAnswers: StrictAnswers = {};

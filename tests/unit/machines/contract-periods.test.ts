/**
 * The contract offer's chart keeps its own list of periods (a chart takes only types from the
 * adapter), so it is held here to the adapter's, which the embedded platform reads too.
 */
import { describe, expect, it } from 'vitest';
import { OFFER_PERIODS } from '../../../machines/contracts/contractOffer.machine';
import { CONTRACT_PERIODS } from '../../../src/api/contractKinds';

describe('contract periods', () => {
  it('the offer form lists the periods the wire has, in its order', () => {
    expect(OFFER_PERIODS).toEqual(CONTRACT_PERIODS);
  });
});

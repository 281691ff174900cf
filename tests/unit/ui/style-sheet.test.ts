import { describe, expect, it } from 'vitest';
import { splitConditional } from '../../../src/ui/styleSheet';

describe('splitConditional: the @media rules Stitches inserts, split into the block and the rule it holds', () => {
  it('splits a condition from its rule', () => {
    expect(splitConditional('@media (min-width: 768px){.c-a{display:grid}}')).toEqual(['(min-width: 768px)', '.c-a{display:grid}']);
  });

  it('joins nested conditions with "and", outer first', () => {
    expect(splitConditional('@media (min-width: 768px){@media (prefers-reduced-motion: no-preference){.c-a{animation:k-x 1s}}}')).toEqual([
      '(min-width: 768px) and (prefers-reduced-motion: no-preference)',
      '.c-a{animation:k-x 1s}',
    ]);
  });

  it('keeps a rule whose selector holds braces-free pseudo classes and attribute values intact', () => {
    expect(splitConditional('@media (hover: hover){.c-b:hover:not(:disabled)[aria-current="true"]{color:red}}')).toEqual([
      '(hover: hover)',
      '.c-b:hover:not(:disabled)[aria-current="true"]{color:red}',
    ]);
  });

  it('leaves alone what cannot go into a block: plain rules, keyframes, condition lists, an empty block', () => {
    expect(splitConditional('.c-a{display:grid}')).toBeNull();
    expect(splitConditional('@keyframes k-a{to{opacity:0}}')).toBeNull();
    expect(splitConditional('@media print, (max-width: 300px){.c-a{display:none}}')).toBeNull();
    expect(splitConditional('@media (min-width: 768px){}')).toBeNull();
    expect(splitConditional('@media (min-width: 768px){@keyframes k-a{to{opacity:0}}}')).toBeNull();
  });
});

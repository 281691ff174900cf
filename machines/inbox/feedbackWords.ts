/**
 * The feedback form's word count (SPEC.md §5), shared by the feedback chart and the embedded
 * platform so both count alike: words are runs of letters or digits (apostrophes and hyphens
 * inside a word keep it one word); punctuation, emoji and spaces separate them.
 */
export function countWords(text: string): number {
  return text.split(/[^\p{L}\p{N}'’-]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

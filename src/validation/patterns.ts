/**
 * The generic pattern catalogue of the register rules (SPEC.md §5, API.md "Register settings"),
 * shared by the client's form and the embedded platform's handlers so both judge a value the same
 * way. Pure TypeScript: no React, no DOM, no Node — `schema/` imports it with a `.js` extension.
 *
 * A field's rule comes from the platform: `acceptedPattern` (the source of an anchored JavaScript
 * RegExp without flags, or "*" for any text), `minLength`, `maxLength`, `patternId` (its message is
 * `reg_pattern_<patternId>` in the `register` namespace with (min)/(max) filled in), and (ours)
 * `show` and `required`.
 */

export interface PatternDefinition {
  /** What the pattern accepts, in English, for reports and tests. */
  readonly name: string;
  /** RegExp source, anchored, no flags; "*" accepts any text. */
  readonly pattern: string;
}

/** Every generic pattern SPEC.md §5 names, by the platform's patternId. */
export const REGISTER_PATTERNS = {
  0: { name: 'any', pattern: '*' },
  1: { name: 'letters only', pattern: '^[A-Za-z]+$' },
  2: { name: 'letter first, then letters or numbers', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
  3: { name: 'kanji and numbers', pattern: '^[\\u4e00-\\u9fa50-9]+$' },
  4: { name: 'email', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  5: { name: 'alphanumeric', pattern: '^[A-Za-z0-9]+$' },
  6: { name: 'letters and numbers combined', pattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d!@#$%^&*._-]+$' },
  7: { name: 'digits only', pattern: '^\\d+$' },
  8: { name: 'at least one uppercase letter', pattern: '^(?=.*[A-Z]).+$' },
  9: { name: 'English letters and spaces', pattern: '^[A-Za-z ]+$' },
  10: { name: 'no spaces', pattern: '^\\S+$' },
  11: { name: 'Chinese characters and punctuation', pattern: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef]+$' },
  12: { name: 'date yyyy-MM-dd', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
  13: { name: 'date MM-dd-yyyy', pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$' },
  14: { name: 'Korean only', pattern: '^[\\uac00-\\ud7a3 ]+$' },
  15: { name: 'Thai only', pattern: '^[\\u0e00-\\u0e7f ]+$' },
  16: { name: 'upper case only', pattern: '^[A-Z]+$' },
  17: { name: 'first and last name separated by a space', pattern: '^[A-Za-zÀ-ÿ]+( [A-Za-zÀ-ÿ]+)+$' },
  18: { name: 'strong password', pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z\\d]).+$' },
} as const satisfies Record<number, PatternDefinition>;

export type PatternId = keyof typeof REGISTER_PATTERNS;

export const PATTERN_IDS = Object.keys(REGISTER_PATTERNS).map(Number) as PatternId[];

export const ANY_PATTERN = '*';

/** One field's rule as the register settings send it (the client's zod schema fills defaults). */
export interface FieldRule {
  readonly acceptedPattern: string;
  readonly minLength?: number | null | undefined;
  readonly maxLength?: number | null | undefined;
  readonly patternId?: number | string | null | undefined;
  readonly show: boolean;
  readonly required: boolean;
}

export type FieldProblem = 'required' | 'length' | 'pattern';

const compiled = new Map<string, RegExp | null>();

/** The rule's RegExp; null for "*" or for a source this engine cannot compile (then any text passes). */
export function patternOf(acceptedPattern: string): RegExp | null {
  if (acceptedPattern === ANY_PATTERN || acceptedPattern.trim() === '') return null;
  if (!compiled.has(acceptedPattern)) {
    let expression: RegExp | null;
    try {
      expression = new RegExp(acceptedPattern, 'u');
    } catch {
      try {
        expression = new RegExp(acceptedPattern);
      } catch {
        // A broken rule from the platform must not lock everyone out of registering.
        expression = null;
      }
    }
    compiled.set(acceptedPattern, expression);
  }
  return compiled.get(acceptedPattern) ?? null;
}

/** Length in characters as a person counts them (a Thai or Korean syllable, an emoji = 1). */
export function textLength(text: string): number {
  return [...text].length;
}

/**
 * What is wrong with a value under a rule, or undefined. Values are trimmed; an empty value is
 * only a problem when the field is shown and required; bounds of 0 or absent are not checked.
 */
export function fieldProblem(rule: FieldRule, value: string | null | undefined): FieldProblem | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return rule.show && rule.required ? 'required' : undefined;
  const length = textLength(text);
  const min = rule.minLength ?? 0;
  const max = rule.maxLength ?? 0;
  if ((min > 0 && length < min) || (max > 0 && length > max)) return 'length';
  const expression = patternOf(rule.acceptedPattern);
  if (expression && !expression.test(text)) return 'pattern';
  return undefined;
}

/** A message as i18n key (register namespace) plus the values it interpolates. */
export interface RuleMessage {
  readonly key: string;
  readonly values?: Readonly<Record<string, number | string>>;
}

/** The catalogue's text for a rule's patternId (`reg_pattern_<id>`), any text (0) when unknown. */
export function patternMessageKey(patternId: FieldRule['patternId']): string {
  const id = Number(patternId);
  return `reg_pattern_${Number.isInteger(id) && id in REGISTER_PATTERNS ? id : 0}`;
}

/** The message for a problem: "required" alone, otherwise the pattern's text with its bounds. */
export function problemMessage(rule: FieldRule, problem: FieldProblem): RuleMessage {
  if (problem === 'required') return { key: 'validation.required' };
  return { key: patternMessageKey(rule.patternId), values: { min: rule.minLength ?? 0, max: rule.maxLength ?? 0 } };
}

/** The rule of a catalogue pattern, for seeds and tests. */
export function ruleOf(patternId: PatternId, minLength: number, maxLength: number, show = true, required = true) {
  return { acceptedPattern: REGISTER_PATTERNS[patternId].pattern, patternId, minLength, maxLength, show, required };
}

/**
 * The style sheet Stitches writes into, arranged so that no rule it inserts after the
 * boot is a @media rule.
 *
 * Why: Chromium restyles every element of the page when a @media rule is inserted into a sheet,
 * whatever the rule matches (measured on /member/personalProfit: 7–12 ms per insertion, against
 * 0.5 ms for a plain rule or for a rule added inside an existing @media block; four times that at
 * a phone's speed). Stitches inserts a component's rules the first time it draws, and most bring
 * one (`@md`, `@hover`, `@motion`): every frame that drew a component for the first time restyled
 * the whole page built so far.
 *
 * How: Stitches keeps its rules in seven groups (theme, global, styled, variants...), each an
 * unconditioned `@media{}` block, appending to each in order. Here each group gets, behind its
 * plain rules, one block per media condition, made at boot while the page is empty; a conditional
 * rule goes into its condition's block, a plain rule before the blocks. Nested conditions
 * (`@md` then `@motion`) are one block, "A and B". A condition not foreseen gets its block when
 * first seen (a restyle, once).
 *
 * What changes in the cascade: within a group, a conditional rule now comes after every plain rule
 * rather than after those inserted before it, and the blocks come in the order of `conditions`
 * (phone first: md, lg, xl). Where two components style one element (a composed component) a plain
 * rule inserted later no longer overrides an earlier one's @media rule of equal specificity;
 * tests/tools/style-diff.ts compares every element's computed style on each page before and after.
 */

/** `@media A{@media B{rule}}` → ["A and B", "rule"], or null for anything else. */
export function splitConditional(rule: string): [condition: string, body: string] | null {
  const conditions: string[] = [];
  let body = rule.trim();
  while (body.startsWith('@media ')) {
    const open = body.indexOf('{');
    if (open < 0 || !body.endsWith('}')) return null;
    const condition = body.slice('@media '.length, open).trim();
    // a list ("a, b") cannot be joined with "and"
    if (!condition || condition.includes(',')) return null;
    conditions.push(condition);
    body = body.slice(open + 1, -1).trim();
  }
  if (conditions.length === 0 || !body || body.startsWith('@')) return null;
  return [conditions.join(' and '), body];
}

/** One of Stitches' groups as Stitches sees it: it reads `cssRules.length` once, then calls insertRule. */
class GroupWriter {
  /** The group's plain rules: they stay before the condition blocks. */
  private plainRules: number;
  private readonly blocks = new Map<string, CSSGroupingRule>();

  constructor(
    private readonly group: CSSGroupingRule,
    conditions: readonly string[],
  ) {
    this.plainRules = group.cssRules.length;
    for (const condition of conditions) this.blockFor(condition);
  }

  get cssRules(): CSSRuleList {
    return this.group.cssRules;
  }

  get cssText(): string {
    return this.group.cssText;
  }

  insertRule(rule: string): number {
    const conditional = splitConditional(rule);
    if (conditional) {
      const block = this.blockFor(conditional[0]);
      try {
        return block.insertRule(conditional[1], block.cssRules.length);
      } catch {
        // not one rule after all: inserted as it came, below
      }
    }
    const index = this.group.insertRule(rule, this.plainRules);
    this.plainRules += 1;
    return index;
  }

  private blockFor(condition: string): CSSGroupingRule {
    let block = this.blocks.get(condition);
    if (!block) {
      const index = this.group.insertRule(`@media ${condition}{}`, this.group.cssRules.length);
      block = this.group.cssRules[index] as CSSGroupingRule;
      this.blocks.set(condition, block);
    }
    return block;
  }
}

/**
 * A root for Stitches' `root` option: Stitches takes its sheet from `root.head.appendChild(...)`
 * and looks for an earlier one of its own in `root.styleSheets`. The sheet handed back writes into
 * a real `<style>` in the head (empty when added, as the Content-Security-Policy allows by hash),
 * and gives Stitches a GroupWriter for each of its groups. Null outside a browser; the document
 * itself (Stitches' own way) where the CSS object model lacks what this needs.
 */
export function stitchesRoot(conditions: readonly string[]): DocumentOrShadowRoot | null {
  if (typeof document === 'undefined') return null;
  if (typeof CSSGroupingRule !== 'function' || typeof CSSMediaRule !== 'function') return document;
  const writers = new WeakMap<CSSRule, GroupWriter>();
  const sheetFor = (sheet: CSSStyleSheet) => ({
    // Stitches' groups are the unconditioned @media blocks; its markers (--sxs) stay as they are
    get cssRules() {
      return Array.from(sheet.cssRules, (rule) => {
        if (!(rule instanceof CSSMediaRule) || rule.conditionText !== '') return rule;
        let writer = writers.get(rule);
        if (!writer) {
          writer = new GroupWriter(rule, conditions);
          writers.set(rule, writer);
        }
        return writer;
      });
    },
    insertRule: (rule: string, index?: number) => sheet.insertRule(rule, index),
    deleteRule: (index: number) => sheet.deleteRule(index),
  });
  const head = {
    appendChild: (element: HTMLStyleElement) => {
      document.head.appendChild(element);
      return { sheet: element.sheet ? sheetFor(element.sheet) : null };
    },
  };
  return { styleSheets: [], head } as unknown as DocumentOrShadowRoot;
}

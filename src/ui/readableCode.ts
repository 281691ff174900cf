/**
 * A platform code the texts have no label for, as words a reader can take (never the raw code):
 * "ADJUSTMENT" → "Adjustment", "DEPOSIT_BONUS" → "Deposit bonus", "weekendBonus" → "Weekend bonus".
 * Short all-capital words stay as they are: they are names (PG, JDB, VIP).
 */
export function readableCode(code: string | null | undefined): string {
  if (!code) return '';
  const words = code
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean);
  if (words.length === 0) return code;
  const text = words.map((word) => (word.length <= 3 && word === word.toUpperCase() ? word : word.toLowerCase())).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Normalising phone numbers and money amounts the same way everywhere. */

/** The digits of a phone number as typed ("+52 55-1234" → "52551234"). */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** Money is kept to the cent. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

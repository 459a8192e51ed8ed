/**
 * Amounts typed by people in GH₵ (product rule: a finite number above zero, at least GH₵ 1.00, at most
 * GH₵ 100,000.00, at most 2 decimals; the field has min 1 and step 0.01).
 */
export const MIN_AMOUNT = 1;
export const MAX_AMOUNT = 100_000;
export const AMOUNT_STEP = 0.01;

export const AMOUNT_MESSAGES = {
  required: 'Please enter an amount',
  invalid: 'Please enter a valid amount',
  min: 'Minimum payment amount is GH₵ 1.00',
  max: 'Maximum payment amount is GH₵ 100,000.00',
  decimals: 'Amount can have at most 2 decimal places',
} as const;

/**
 * Read a typed amount: accepts "50", "50.5", "1,250.00", "GH₵ 20", "₵20", "GHS 20".
 * Returns null for empty or unreadable text (letters, several dots, negative signs).
 */
export function parseAmount(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^(GH₵|GHS|GH¢|₵|¢)\s*/i, '')
    .replace(/,(?=\d{3}(\D|$))/g, '')
    .trim();
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Number of decimals of a number as typed (`1.50` -> 2, `3` -> 0). */
function decimalsOf(value: number): number {
  if (Number.isInteger(value)) return 0;
  const text = value.toString();
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.split('.')[1]?.length ?? 0;
}

/** The message for an amount, or null when it is acceptable. `null`/NaN counts as empty. */
export function amountError(value: number | null | undefined): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) return AMOUNT_MESSAGES.required;
  if (!Number.isFinite(value)) return AMOUNT_MESSAGES.invalid;
  if (value < MIN_AMOUNT) return AMOUNT_MESSAGES.min;
  if (value > MAX_AMOUNT) return AMOUNT_MESSAGES.max;
  if (decimalsOf(value) > 2) return AMOUNT_MESSAGES.decimals;
  return null;
}

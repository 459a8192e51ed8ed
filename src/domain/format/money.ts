/**
 * Money for display. One format everywhere: the currency symbol, a space, then the amount with
 * thousands separators and exactly 2 decimals: 'GH₵ 1,100.00', '-GH₵ 50.00'.
 * (The product's symbols: GHS GH₵, USD $, NGN ₦, KES KSh; UGX USh; unknown codes print the code.)
 */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  GHS: 'GH₵',
  USD: '$',
  NGN: '₦',
  KES: 'KSh',
  UGX: 'USh',
};

export function currencySymbol(currency = 'GHS'): string {
  return CURRENCY_SYMBOLS[currency.toUpperCase()] ?? currency.toUpperCase();
}

/**
 * Whole cents as '1,100.00'. Written out rather than `Intl.NumberFormat('en-GH')`: creating that formatter
 * loads the locale's ICU data, about 25 ms on this machine and 100 ms on a mid-range phone, in the first task
 * that touches money (the packages page's prices while the page hydrates). The format is fixed anyway.
 */
function amountText(cents: number): string {
  const whole = Math.floor(cents / 100).toString();
  const fraction = (cents % 100).toString().padStart(2, '0');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

export interface FormatMoneyOptions {
  /** ISO currency code, default GHS. */
  currency?: string;
  /** The amount is in minor units (pesewas, as the card provider reports it): divide by 100. */
  minorUnits?: boolean;
}

/** 'GH₵ 1,100.00'. Non-finite amounts print as 'GH₵ —' rather than 'NaN'. */
export function formatMoney(amount: number, { currency = 'GHS', minorUnits = false }: FormatMoneyOptions = {}): string {
  const symbol = currencySymbol(currency);
  if (!Number.isFinite(amount)) return `${symbol} —`;
  const major = minorUnits ? amount / 100 : amount;
  // Round half away from zero on the cent so 1.005 shows 1.01 (Intl alone gives 1.00 from float drift).
  const cents = Math.round(Math.abs(major) * 100 + Number.EPSILON * 100);
  const text = amountText(cents);
  return cents !== 0 && major < 0 ? `-${symbol} ${text}` : `${symbol} ${text}`;
}

/** The billing period suffix for prices: '/month' or '/year'. */
export function periodSuffix(cycle: 'monthly' | 'yearly'): string {
  return cycle === 'yearly' ? '/year' : '/month';
}

/**
 * Percent saved by paying yearly instead of 12 monthly payments, rounded to a whole number:
 * (12 x monthly - yearly) / (12 x monthly). 100/1000 -> 17; 100/1100 -> 8. Never negative.
 */
export function yearlySavingsPercent(monthly: number, yearly: number): number {
  const full = monthly * 12;
  if (!(full > 0) || !Number.isFinite(yearly)) return 0;
  return Math.max(0, Math.round(((full - yearly) / full) * 100));
}

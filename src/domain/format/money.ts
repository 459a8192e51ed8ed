/**
 * The one money module. Amounts are integer pesewas in the database, on the wire and in every rule; this
 * module alone turns them into GH₵ text and converts between pesewas and cedis (GH₵ 1.00 = 100 pesewas).
 * Nothing else divides or multiplies money by 100: `npm run lint` (scripts/check-boundaries.ts) refuses a
 * `/ 100` or `* 100` on a line about money anywhere else.
 *
 * Display: the currency symbol, a space, then the amount with thousands separators and exactly 2
 * decimals: 'GH₵ 1,100.00', '-GH₵ 50.00'.
 * (The product's symbols: GHS GH₵, USD $, NGN ₦, KES KSh; UGX USh; unknown codes print the code.)
 */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  GHS: 'GH₵',
  USD: '$',
  NGN: '₦',
  KES: 'KSh',
  UGX: 'USh',
};

const PESEWAS_PER_CEDI = 100;

/**
 * Pesewas -> GH₵ as a number, only for the few formats that really are in major units: the analytics
 * events' `amount`, a Flutterwave-style verify answer, the amount a customer types or offers.
 * For text use formatMoney or cedisDecimal, never this and toFixed.
 */
export function pesewasToCedis(pesewas: number): number {
  return pesewas / PESEWAS_PER_CEDI;
}

/** GH₵ (a typed amount, a major-units answer) -> integer pesewas, rounded to the nearest pesewa. */
export function cedisToPesewas(cedis: number): number {
  return Math.round(cedis * PESEWAS_PER_CEDI);
}

/**
 * `percent` % of an amount in pesewas, rounded to the nearest pesewa (5% off, a 2% late fee): whole
 * numbers multiplied first and one division last, so no binary fraction such as 0.95 enters the sum.
 */
export function percentOf(pesewas: number, percent: number): number {
  return Math.round((pesewas * percent) / 100);
}

/**
 * Pesewas as a plain decimal in GH₵ with 2 decimals and no symbol or separators, for CSV and other
 * machine-read text: 110000 -> '1100.00', -5000 -> '-50.00'. Exact for whole pesewas (no float toFixed).
 */
export function cedisDecimal(pesewas: number): string {
  const whole = Math.round(pesewas);
  const abs = Math.abs(whole);
  const text = `${Math.floor(abs / PESEWAS_PER_CEDI)}.${(abs % PESEWAS_PER_CEDI).toString().padStart(2, '0')}`;
  return whole < 0 ? `-${text}` : text;
}

export function currencySymbol(currency = 'GHS'): string {
  return CURRENCY_SYMBOLS[currency.toUpperCase()] ?? currency.toUpperCase();
}

/**
 * Whole cents as '1,100.00'. Written out rather than `Intl.NumberFormat('en-GH')`: creating that formatter
 * loads the locale's ICU data, about 25 ms on this machine and 100 ms on a mid-range phone, in the first task
 * that touches money (the packages page's prices while the page hydrates). The format is fixed anyway.
 */
function amountText(cents: number): string {
  const whole = Math.floor(cents / PESEWAS_PER_CEDI).toString();
  const fraction = (cents % PESEWAS_PER_CEDI).toString().padStart(2, '0');
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
  const major = minorUnits ? pesewasToCedis(amount) : amount;
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

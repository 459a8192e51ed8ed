/**
 * What a customer owes, decided by the server from the plan and the cycle (never from the client):
 * the plan's price for the cycle, times the months prepaid for a monthly plan, with 5% off at 3 or more
 * months (spec billing §5, §9). Pesewas throughout; rounding to the nearest pesewa.
 */
import { type BillingCycle, type Plan, priceOf } from '../../../src/domain/plans';

export const MULTI_MONTH_DISCOUNT_FROM = 3;
export const MULTI_MONTH_DISCOUNT = 0.05;

export function amountOwed(plan: Pick<Plan, 'priceMonthly' | 'priceYearly'>, cycle: BillingCycle, months = 1): number {
  if (cycle === 'yearly') return priceOf(plan, 'yearly');
  const full = priceOf(plan, 'monthly') * months;
  return months >= MULTI_MONTH_DISCOUNT_FROM ? Math.round(full * (1 - MULTI_MONTH_DISCOUNT)) : full;
}

/** How many months a payment covers (a yearly payment covers 12). */
export function monthsCovered(cycle: BillingCycle, months = 1): number {
  return cycle === 'yearly' ? 12 : months;
}

/** Add whole months in UTC, clamping the day (31 January + 1 month = 28/29 February). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** INV-{year}-{month}-{first 4 of id uppercased}-{last 6 digits of the timestamp} (spec §9). */
export function invoiceNumber(id: string, at: Date): string {
  const year = at.getUTCFullYear();
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  const ts = String(at.getTime()).slice(-6);
  return `INV-${year}-${month}-${id.replace(/-/g, '').slice(0, 4).toUpperCase()}-${ts}`;
}

/** `0551234987` -> `055XXXX987`. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}XXXX${phone.slice(-3)}` : 'XXXX';
}

/** The time in a rate-limit or breaker message: 'HH:MM:SS GMT' (Ghana keeps GMT all year). */
export function clockTime(at: Date): string {
  return `${at.toISOString().slice(11, 19)} GMT`;
}

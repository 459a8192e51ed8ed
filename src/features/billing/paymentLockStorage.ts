/**
 * One payment at a time across the tabs of this browser (the /payment page's lock): the time a tab took
 * the lock, in localStorage. A lock older than ten minutes is a tab that closed mid-payment. Without
 * storage the lock holds in this tab only (the server refuses a second payment anyway).
 */
import { BILLING_MESSAGES } from './messages';

const LOCK_KEY = 'skylink.payment.lock';
/** a lock older than this is a tab that closed mid-payment */
const LOCK_TTL_MS = 10 * 60_000;
let heldHere = false;

/** Take the lock, or reject with 'A payment is already in progress...' while this or another tab holds it. */
export async function acquirePaymentLock(): Promise<void> {
  const now = Date.now();
  let other: number | null = null;
  try {
    const stored = window.localStorage.getItem(LOCK_KEY);
    other = stored ? Number(stored) : null;
  } catch {
    other = null;
  }
  if (heldHere || (other !== null && Number.isFinite(other) && now - other < LOCK_TTL_MS)) {
    throw new Error(BILLING_MESSAGES.paymentInProgress);
  }
  heldHere = true;
  try {
    window.localStorage.setItem(LOCK_KEY, String(now));
  } catch {
    // storage unavailable: the lock holds in this tab only
  }
}

/** Release the lock this tab holds (nothing when it holds none). */
export function releasePaymentLock(): void {
  if (!heldHere) return;
  heldHere = false;
  try {
    window.localStorage.removeItem(LOCK_KEY);
  } catch {
    // nothing to clear
  }
}

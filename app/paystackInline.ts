/**
 * The browser side of the provider's popup for /payment: load the inline script (Paystack's, or our
 * sandbox's at /sandbox/paystack/inline.js, which has the same global), open the checkout for an access
 * code, tell whether the checkout is on screen, and the one-payment-at-a-time lock.
 * Only the /payment route imports this module (lazy), so none of it is in the first load of other pages.
 */
import { BILLING_MESSAGES } from '../src/features/billing/messages';
import type { PopupCheckout, PopupResult } from '../src/features/billing/popupPayment.machine';

interface PaystackCallbacks {
  onSuccess?: (transaction: { reference?: string }) => void;
  onCancel?: () => void;
  onError?: (error: { message?: string }) => void;
}
interface PaystackPopInstance {
  resumeTransaction: (accessCode: string, callbacks: PaystackCallbacks) => unknown;
}
type PaystackPopClass = new () => PaystackPopInstance;

declare global {
  interface Window {
    PaystackPop?: PaystackPopClass;
  }
}

let loading: Promise<void> | null = null;

/**
 * Load the inline script once. Rejects with 'Failed to load Paystack script.' when the script cannot be
 * fetched, and 'Paystack payment system failed to initialize...' when it ran without defining PaystackPop.
 * The 15 s time-out is the machine's.
 */
export function loadInlineScript(src: string): Promise<void> {
  if (window.PaystackPop) return Promise.resolve();
  if (loading) return loading;
  loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (window.PaystackPop) resolve();
      else reject(new Error(BILLING_MESSAGES.paystackInitFailed));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(BILLING_MESSAGES.paystackScriptFailed));
    };
    document.head.appendChild(script);
  }).finally(() => {
    if (!window.PaystackPop) loading = null;
  });
  return loading;
}

/** Open the checkout; resolves when the customer pays or closes it. */
export function openCheckout(checkout: PopupCheckout): Promise<PopupResult> {
  return new Promise((resolve, reject) => {
    const Pop = window.PaystackPop;
    if (!Pop) {
      reject(new Error(BILLING_MESSAGES.paystackInitFailed));
      return;
    }
    try {
      new Pop().resumeTransaction(checkout.accessCode, {
        onSuccess: (transaction) =>
          resolve({ outcome: 'success', reference: transaction?.reference ?? checkout.reference }),
        onCancel: () => resolve({ outcome: 'closed' }),
        onError: () => reject(new Error(BILLING_MESSAGES.popupOpenFailed)),
      });
    } catch {
      reject(new Error(BILLING_MESSAGES.popupOpenFailed));
    }
  });
}

/** Whether a checkout window is on screen (our sandbox's overlay, or a provider checkout frame). */
export function isCheckoutShown(): boolean {
  return (
    document.querySelector('[data-sandbox-paystack="overlay"], iframe[src*="paystack"], iframe[src*="/checkout/"]') !==
    null
  );
}

// ----- one payment at a time, across the tabs of this browser --------------------------------------

const LOCK_KEY = 'skylink.payment.lock';
/** a lock older than this is a tab that closed mid-payment */
const LOCK_TTL_MS = 10 * 60_000;
let heldHere = false;

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
    // storage unavailable: the lock holds in this tab only (the server refuses a second payment anyway)
  }
}

export function releasePaymentLock(): void {
  if (!heldHere) return;
  heldHere = false;
  try {
    window.localStorage.removeItem(LOCK_KEY);
  } catch {
    // nothing to clear
  }
}

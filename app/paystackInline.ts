/**
 * The browser side of the provider's popup for /payment: load the inline script (Paystack's, or our
 * sandbox's at /sandbox/paystack/inline.js, which has the same global), open the checkout for an access
 * code and pass on what the script's callbacks say (the one-payment-at-a-time lock is the billing feature's
 * paymentLockStorage.ts).
 * Whether the checkout is on screen is never guessed from the page: Paystack's script adds a hidden
 * checkout.paystack.com iframe as soon as it starts, so an iframe says nothing. The script's load event,
 * onLoad and onError say it, and the machine's time-outs say when nothing came.
 * Only the /payment route imports this module (lazy), so none of it is in the first load of other pages.
 */
import { BILLING_MESSAGES } from '../src/features/billing/messages';
import type { CheckoutListener, PopupCheckout } from '../src/features/billing/popupPayment.machine';

interface PaystackCallbacks {
  onLoad?: (transaction: { id?: unknown }) => void;
  onSuccess?: (transaction: { reference?: string }) => void;
  onCancel?: () => void;
  onError?: (error: { message?: string }) => void;
}
/** What resumeTransaction returns (Paystack's PopupTransaction; only what we use). */
type PaystackTransaction = unknown;
interface PaystackPopInstance {
  resumeTransaction: (accessCode: string, callbacks: PaystackCallbacks) => PaystackTransaction;
  cancelTransaction?: (transaction: PaystackTransaction) => void;
}
type PaystackPopClass = new () => PaystackPopInstance;

declare global {
  interface Window {
    PaystackPop?: PaystackPopClass;
  }
}

/** the load under way, per script address (a retry waits for the same one) */
const loading = new Map<string, Promise<void>>();

/**
 * Load the inline script once. Resolves on the script's load event when it defined PaystackPop; rejects with
 * 'Failed to load Paystack script.' on its error event (offline, blocked by an extension or the network), and
 * 'Paystack payment system failed to initialize...' when it ran without defining PaystackPop. A script that
 * never answers is the machine's 15 s time-out.
 */
export function loadInlineScript(src: string): Promise<void> {
  if (window.PaystackPop) return Promise.resolve();
  const pending = loading.get(src);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
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
    if (!window.PaystackPop) loading.delete(src);
  });
  loading.set(src, load);
  return load;
}

/**
 * Open the checkout for the access code and tell `on` what the script's callbacks say: onLoad (the form is
 * shown), onSuccess (the customer paid: our server still verifies it), onCancel, onError (an invalid or
 * expired access code, or the checkout could not load). A refused call (no PaystackPop, resumeTransaction
 * throwing) is a failure too. Returns how to cancel: the machine stops waiting (its time-out, leaving the page)
 * and the checkout goes; once a callback has ended the transaction it does nothing.
 */
export function openCheckout(checkout: PopupCheckout, on: CheckoutListener): () => void {
  let settled = false;
  const once =
    <A extends unknown[]>(report: (...args: A) => void) =>
    (...args: A) => {
      if (settled) return;
      settled = true;
      report(...args);
    };
  const failed = once(on.failed);
  const Pop = window.PaystackPop;
  if (!Pop) {
    failed(BILLING_MESSAGES.paystackInitFailed);
    return () => {};
  }
  let pop: PaystackPopInstance;
  let transaction: PaystackTransaction;
  try {
    pop = new Pop();
    transaction = pop.resumeTransaction(checkout.accessCode, {
      onLoad: () => {
        if (!settled) on.loaded();
      },
      onSuccess: once((paid) => on.paid(paid?.reference ?? checkout.reference)),
      onCancel: once(() => on.closed()),
      onError: (error) => failed(error?.message ?? BILLING_MESSAGES.popupOpenFailed),
    });
  } catch {
    failed(BILLING_MESSAGES.popupOpenFailed);
    return () => {};
  }
  return () => {
    if (settled) return;
    settled = true;
    try {
      pop.cancelTransaction?.(transaction);
    } catch {
      // the checkout is gone already
    }
  };
}

/**
 * The checkout as one promise, for the development test page: resolves with the reference on onSuccess (its
 * caller still verifies it with our server) or 'closed' on onCancel; rejects on onError.
 */
export function checkoutOutcome(
  checkout: PopupCheckout,
): Promise<{ outcome: 'success'; reference: string } | { outcome: 'closed' }> {
  return new Promise((resolve, reject) => {
    openCheckout(checkout, {
      loaded: () => {},
      paid: (reference) => resolve({ outcome: 'success', reference }),
      closed: () => resolve({ outcome: 'closed' }),
      failed: () => reject(new Error(BILLING_MESSAGES.popupOpenFailed)),
    });
  });
}

/**
 * A stand-in for the page's `openPopup` (app/paystackInline.ts's openCheckout): it tells the machine what the
 * inline script's callbacks would, a microtask after the checkout opens, and records whether the page
 * cancelled it. `says` runs once per opening (the n-th opening is `n`, from 0).
 */
import { vi } from 'vitest';
import type { CheckoutListener, PopupCheckout } from '../../../src/features/billing/popupPayment.machine';

export function fakeCheckout(says: (on: CheckoutListener, n: number) => void = () => {}) {
  const cancel = vi.fn();
  let openings = 0;
  const open = vi.fn((_checkout: PopupCheckout, on: CheckoutListener) => {
    const n = openings;
    openings += 1;
    queueMicrotask(() => says(on, n));
    return cancel;
  });
  return { open, cancel };
}

/** onLoad, then onSuccess with the reference */
export const pays =
  (reference: string) =>
  (on: CheckoutListener): void => {
    on.loaded();
    on.paid(reference);
  };

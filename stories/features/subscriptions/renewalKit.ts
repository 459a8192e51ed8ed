/**
 * Helpers for the renewal link's stories: a renewal as the server sends it, and the payment steps' view
 * inside it (billing's mobile money machine at its form, with the number last paid with).
 */
import type { MobileMoneyContext } from '../../../src/features/billing/mobileMoneyPayment.machine';
import { toMobileMoneyView } from '../../../src/features/billing/mobileMoneyPayment.view';
import type { RenewalRecord } from '../../../src/features/subscriptions/contract';
import { mobileMoneyContext, snapshotAt } from '../billing/billingKit';

export const TOKEN = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISI';

export function sampleRenewal(extra: Partial<RenewalRecord> = {}): RenewalRecord {
  return {
    status: 'due',
    first_name: 'Ama',
    plan_id: 'plan_standard_monthly',
    plan_name: 'Standard Internet',
    billing_cycle: 'monthly',
    paid_until: '2026-12-10T00:00:00.000Z',
    standing: 'active',
    amount: 10000,
    saved_number: { masked: '055XXXX987', network: 'MTN' },
    open_payment: null,
    suspends_at: null,
    promise: { days: 0, available: false, max_days: 3 },
    ...extra,
  };
}

/** The payment steps' view as the child machine gives it at `state`: at the form, the saved number offered. */
export function paymentAt(state: string, context: Partial<MobileMoneyContext> = {}) {
  const saved = { masked: '055XXXX987', network: 'MTN' } as const;
  return toMobileMoneyView(
    snapshotAt(state, mobileMoneyContext({ startAt: 'payment', saved, useSaved: true, ...context })),
  );
}

/** In grace since 30 Nov 2026, a promise to pay still available (the suspension moved to 5 Dec by Farmers' Day). */
export const inGraceRenewal = () =>
  sampleRenewal({
    standing: 'grace_period',
    paid_until: '2026-11-30T00:00:00.000Z',
    suspends_at: '2026-12-05T08:00:00.000Z',
    promise: { days: 0, available: true, max_days: 3 },
  });

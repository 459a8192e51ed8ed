/**
 * Helpers for the billing stories: catalogue plans, sample payments, and snapshots made from a state
 * name and context (so each state story is the view model the real machine would give).
 */
import { findPlan, type Plan } from '../../../src/domain/plans';
import { failureCodeOfStatus } from '../../../src/features/billing/lifecycle';
import { BILLING_MESSAGES } from '../../../src/features/billing/messages';
import type { MobileMoneyContext, MobilePayment } from '../../../src/features/billing/mobileMoneyPayment.machine';

export function catalogPlan(id: string): Plan {
  const plan = findPlan(id);
  if (!plan) throw new Error(`no plan ${id}`);
  return plan;
}

export const supportContact = BILLING_MESSAGES.supportContact;

export function samplePayment(status: MobilePayment['status'], extra: Partial<MobilePayment> = {}): MobilePayment {
  return {
    id: 'pay_7f3a9c',
    reference: 'SKY-1763805600000-A1B2C3',
    status,
    amount: 10000,
    network: 'MTN',
    display_text: 'Please complete authorization process on your mobile phone',
    awaiting_otp: false,
    failure_reason: null,
    failure_code: failureCodeOfStatus(status),
    // what the server answers with a success: the plan and its paid-until
    service:
      status === 'succeeded'
        ? { planName: 'Standard Internet', cycle: 'monthly', paidUntil: Date.UTC(2027, 0, 6, 9), startsAt: null }
        : null,
    ...extra,
  };
}

/** A snapshot stand-in: `matches` answers for the given dot path and its parents. */
export function snapshotAt<C>(state: string, context: C) {
  return {
    context,
    matches: (value: unknown) => {
      const wanted =
        typeof value === 'string'
          ? value
          : Object.entries(value as Record<string, string>).map(([k, v]) => `${k}.${v}`)[0];
      return state === wanted || state.startsWith(`${wanted}.`);
    },
  } as never;
}

/** A promise that never settles (the pending state stays on screen). */
export const never = <T = void>() => new Promise<T>(() => {});

export { clearLiveAnnouncer } from '../../support/liveAnnouncer';

/** The mobile money machine's context on Standard monthly, nothing typed yet, with `extra` over it. */
export function mobileMoneyContext(extra: Partial<MobileMoneyContext> = {}): MobileMoneyContext {
  return {
    plan: catalogPlan('plan_standard_monthly'),
    cycle: 'monthly',
    number: '',
    network: 'MTN',
    autoDetected: null,
    numberError: null,
    payment: null,
    error: null,
    polls: 0,
    maxPolls: 60,
    startAt: 'details',
    invoiceId: null,
    saved: null,
    useSaved: false,
    ...extra,
  };
}

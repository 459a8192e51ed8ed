/**
 * The Monthly/Yearly toggle above the home page's plan cards (spec §4: monthly or yearly, monthly
 * by default).
 *
 * States
 *   monthly   prices per month (initial)
 *   yearly    prices per year
 *
 * Events
 *   cycle.select { cycle: 'monthly' | 'yearly' }
 */
import { setup } from 'xstate';
import type { BillingCycle } from '../../domain/plans';

export type BillingCycleEvent = { type: 'cycle.select'; cycle: BillingCycle };

export const billingCycleMachine = setup({
  types: { events: {} as BillingCycleEvent },
  guards: {
    isYearly: ({ event }) => event.cycle === 'yearly',
    isMonthly: ({ event }) => event.cycle === 'monthly',
  },
}).createMachine({
  id: 'billingCycle',
  initial: 'monthly',
  states: {
    monthly: { on: { 'cycle.select': { guard: 'isYearly', target: 'yearly' } } },
    yearly: { on: { 'cycle.select': { guard: 'isMonthly', target: 'monthly' } } },
  },
});

/** The cycle a snapshot shows. */
export const cycleOf = (snapshot: { matches: (state: 'yearly') => boolean }): BillingCycle =>
  snapshot.matches('yearly') ? 'yearly' : 'monthly';

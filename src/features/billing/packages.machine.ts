/**
 * Packages page (/packages; spec billing §2 "Packages page", §4 "Other": the cycle toggle).
 *
 * States
 *   browsing   the four plan cards with the monthly/yearly toggle; cards report when they are 50% visible
 *              (`package_viewed`, once per plan)
 *   leaving    final: Subscribe was chosen; `package_selected` is tracked, then a signed-in customer goes to
 *              /payment/mobile-money/{planId} (`goToPayment`), anyone else to /login with that page
 *              remembered as 'from' (`goToLogin`)
 *
 * Events
 *   cycle.change { cycle }        monthly or yearly
 *   session.change { signedIn }   the session became known or changed
 *   plan.viewed { planId }        a card became 50% visible
 *   plan.subscribe { planId }     Subscribe on a card
 *
 * Actions: trackViewed(planId), trackSelected(planId), goToPayment({ planId, cycle }), goToLogin({ planId, cycle }).
 */
import { assign, setup } from 'xstate';
import type { BillingCycle } from './rules';

export interface PackagesContext {
  cycle: BillingCycle;
  signedIn: boolean;
  /** plans already reported as viewed */
  viewed: readonly string[];
  /** the plan chosen (leaving) */
  selected: string | null;
}

export type PackagesEvent =
  | { type: 'cycle.change'; cycle: BillingCycle }
  | { type: 'session.change'; signedIn: boolean }
  | { type: 'plan.viewed'; planId: string }
  | { type: 'plan.subscribe'; planId: string };

export interface PackagesInput {
  signedIn?: boolean;
  cycle?: BillingCycle;
}

export interface PlanTarget {
  planId: string;
  cycle: BillingCycle;
}

const target = ({ context, event }: { context: PackagesContext; event: PackagesEvent }): PlanTarget => ({
  planId: event.type === 'plan.subscribe' ? event.planId : '',
  cycle: context.cycle,
});

export const packagesMachine = setup({
  types: {
    context: {} as PackagesContext,
    events: {} as PackagesEvent,
    input: {} as PackagesInput | undefined,
  },
  actions: {
    select: assign(({ event }) => (event.type === 'plan.subscribe' ? { selected: event.planId } : {})),
    trackViewed: (_, _planId: string) => {},
    trackSelected: (_, _target: PlanTarget) => {},
    goToPayment: (_, _target: PlanTarget) => {},
    goToLogin: (_, _target: PlanTarget) => {},
  },
  guards: {
    notViewedYet: ({ context, event }) => event.type === 'plan.viewed' && !context.viewed.includes(event.planId),
    signedIn: ({ context }) => context.signedIn,
  },
}).createMachine({
  id: 'packages',
  context: ({ input }) => ({
    cycle: input?.cycle ?? 'monthly',
    signedIn: input?.signedIn ?? false,
    viewed: [],
    selected: null,
  }),
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        'cycle.change': { actions: assign({ cycle: ({ event }) => event.cycle }) },
        'session.change': { actions: assign({ signedIn: ({ event }) => event.signedIn }) },
        'plan.viewed': {
          guard: 'notViewedYet',
          actions: [
            assign({ viewed: ({ context, event }) => [...context.viewed, event.planId] }),
            { type: 'trackViewed', params: ({ event }) => event.planId },
          ],
        },
        'plan.subscribe': [
          {
            guard: 'signedIn',
            target: 'leaving',
            actions: ['select', { type: 'trackSelected', params: target }, { type: 'goToPayment', params: target }],
          },
          {
            target: 'leaving',
            actions: ['select', { type: 'trackSelected', params: target }, { type: 'goToLogin', params: target }],
          },
        ],
      },
    },
    leaving: { type: 'final' },
  },
});

/** What the packages machine needs from the app. */
export interface PackagesDeps {
  track: (event: string, props: Record<string, unknown>) => void;
  goToPayment: (target: PlanTarget) => void;
  goToLogin: (target: PlanTarget) => void;
}

export function providePackages(deps: PackagesDeps) {
  return packagesMachine.provide({
    actions: {
      trackViewed: (_, planId) => deps.track('package_viewed', { package_id: planId }),
      trackSelected: (_, target) =>
        deps.track('package_selected', { package_id: target.planId, billing_cycle: target.cycle }),
      goToPayment: (_, target) => deps.goToPayment(target),
      goToLogin: (_, target) => deps.goToLogin(target),
    },
  });
}

/**
 * The payment page's scheduled-change machine (src/features/subscriptions/scheduledChange.machine.ts): on every path
 * the payment steps show only when nothing conflicting is scheduled (none, the scheduled plan itself, or the
 * change cancelled), a cancel is asked for before it is sent and is sent once per confirmation, and "pay for
 * the scheduled plan" goes to that plan.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type ScheduledChangeFacts,
  scheduledChangeMachine,
} from '../../../src/features/subscriptions/scheduledChange.machine';
import { toScheduledChangeView } from '../../../src/features/subscriptions/scheduledChange.view';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';

const premium: ScheduledChangeFacts = {
  scheduled: {
    planId: 'plan_premium_monthly',
    planName: 'Premium Internet',
    cycle: 'monthly',
    startsAt: 1_800_000_000_000,
  },
  credit: 0,
  cost: 20_000,
};
const none: ScheduledChangeFacts = { scheduled: null, credit: 500, cost: null };
const input = { planId: 'plan_business_monthly', cycle: 'monthly' as const };
const events = [
  { type: 'xstate.done.actor.readSubscription', output: premium },
  { type: 'xstate.done.actor.readSubscription', output: none },
  {
    type: 'xstate.done.actor.readSubscription',
    output: { ...premium, scheduled: { ...premium.scheduled, planId: 'plan_business_monthly' } },
  },
  { type: 'xstate.error.actor.readSubscription', error: new Error('Network error') },
  { type: 'change.keep' },
  { type: 'change.cancel' },
  { type: 'change.confirm' },
  { type: 'change.back' },
  { type: 'xstate.done.actor.cancelChange', output: { credited: 20_000, credit: 20_000 } },
  { type: 'xstate.error.actor.cancelChange', error: new Error('Another payment is already in progress.') },
];

function provided() {
  const { controls, actors, actions } = controllable(['readSubscription', 'cancelChange'], ['goToScheduledPlan']);
  return { controls, machine: scheduledChangeMachine.provide({ actors, actions } as never) };
}

describe('scheduledChange machine: model', () => {
  const model = provided().machine;
  const paths = modelPaths(model, events as never, input as never);

  it('reaches every state; the steps shown (clear, extending, cancelled) end the choice', () => {
    const { unreached, deadEnds } = reachability(model, [paths], events as never);
    expect({ unreached, deadEnds: deadEnds.sort() }).toEqual({
      unreached: [],
      deadEnds: ['cancelled', 'clear', 'extending'],
    });
  });

  it('on every path: steps only without a conflicting change, a cancel only after its confirmation', () => {
    const failures = violations(model, paths, input as never, ({ state, started, event, before }) => {
      const out: string[] = [];
      const view = toScheduledChangeView(state as never);
      const s = state.context.facts?.scheduled;
      const conflicting = s !== undefined && s !== null && (s.planId !== input.planId || s.cycle !== input.cycle);
      // the steps beside a conflicting change only once it is cancelled (or its read failed: clear, no facts)
      if ((view.status === 'clear' || view.status === 'extending') && conflicting)
        out.push(`payment steps (${view.status}) beside a conflicting change`);
      // a cancel is sent on its confirmation, or on asking again after a failed one (confirmed already)
      for (const call of started) {
        if (call.id !== 'cancelChange') continue;
        if (event.type === 'change.confirm' && before?.matches('confirming')) continue;
        if (event.type === 'change.cancel' && before?.matches('cancelFailed')) continue;
        out.push(`cancel sent on ${event.type}`);
      }
      return out;
    });
    expect(failures).toEqual([]);
  });
});

describe('scheduledChange machine: behaviour', () => {
  it('offers the choice, asks before cancelling, then shows the steps with the credit said', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input }).start();
    controls.pending.get('readSubscription')?.resolve(premium);
    await flush();
    expect(toScheduledChangeView(actor.getSnapshot()).status).toBe('offered');
    actor.send({ type: 'change.keep' });
    expect(controls.log).toEqual(['goToScheduledPlan']);
    actor.send({ type: 'change.cancel' });
    expect(controls.calls.some((c) => c.src === 'cancelChange')).toBe(false);
    actor.send({ type: 'change.confirm' });
    controls.pending.get('cancelChange')?.resolve({ credited: 20_000, credit: 20_500 });
    await flush();
    expect(toScheduledChangeView(actor.getSnapshot())).toMatchObject({
      status: 'cancelled',
      message: expect.stringMatching(/GH₵\s?205\.00 is kept as credit/),
    });
  });

  it('a page for the scheduled plan itself shows the steps at once, saying it adds to the change', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: { planId: 'plan_premium_monthly', cycle: 'monthly' } }).start();
    controls.pending.get('readSubscription')?.resolve(premium);
    await flush();
    expect(toScheduledChangeView(actor.getSnapshot())).toMatchObject({ status: 'extending' });
  });

  // Basic Internet paid until 1 Feb 2027, nothing scheduled: what a payment on this page will do, said before Pay
  const running: ScheduledChangeFacts = {
    scheduled: null,
    credit: 0,
    cost: null,
    current: { planId: 'plan_basic_monthly', cycle: 'monthly', paidUntil: Date.UTC(2027, 1, 1) },
  };
  const clearFor = async (facts: ScheduledChangeFacts, page: { planId: string; cycle: 'monthly' | 'yearly' }) => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: { ...page, planName: 'Premium Internet' } }).start();
    controls.pending.get('readSubscription')?.resolve(facts);
    await flush();
    return toScheduledChangeView(actor.getSnapshot());
  };

  it('another plan while paid up: the steps say it starts when the current plan ends, and are told so', async () => {
    expect(await clearFor(running, { planId: 'plan_premium_monthly', cycle: 'monthly' })).toEqual({
      status: 'clear',
      note: 'Your current plan is paid until 1 Feb 2027. Premium Internet starts then: this payment schedules the change, and your service stays as it is until that day.',
      effect: { kind: 'starts', startsAt: Date.UTC(2027, 1, 1) },
    });
    // a yearly cycle of the same plan is another plan: a change too
    expect(await clearFor(running, { planId: 'plan_basic_monthly', cycle: 'yearly' })).toMatchObject({
      effect: { kind: 'starts' },
    });
  });

  it('the same plan while paid up adds one period; with nothing running the plan starts once paid', async () => {
    expect(await clearFor(running, { planId: 'plan_basic_monthly', cycle: 'monthly' })).toEqual({
      status: 'clear',
      note: 'This adds one month: paid until 1 Mar 2027.',
      effect: { kind: 'extends', paidUntil: Date.UTC(2027, 2, 1) },
    });
    const yearly = {
      ...running,
      current: { planId: 'plan_basic_yearly', cycle: 'yearly' as const, paidUntil: Date.UTC(2027, 0, 31) },
    };
    expect(await clearFor(yearly, { planId: 'plan_basic_yearly', cycle: 'yearly' })).toMatchObject({
      note: 'This adds one year: paid until 31 Jan 2028.',
    });
    expect(await clearFor({ ...running, current: null }, { planId: 'plan_premium_monthly', cycle: 'monthly' })).toEqual(
      {
        status: 'clear',
        note: null,
        effect: null,
      },
    );
  });

  it("paying for the scheduled plan itself: the steps say it starts on the change's date", async () => {
    const view = await clearFor(premium, { planId: 'plan_premium_monthly', cycle: 'monthly' });
    expect(view).toMatchObject({ status: 'extending', effect: { kind: 'starts', startsAt: 1_800_000_000_000 } });
  });
});

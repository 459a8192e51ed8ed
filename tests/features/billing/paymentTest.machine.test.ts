/**
 * Every test of the payment test page's machine: the model checks and the behaviour of the page.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { paymentTestMachine } from '../../../src/features/billing/paymentTest.machine';
import { toPaymentTestView } from '../../../src/features/billing/paymentTest.view';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';

const data = { numbers: [{ number: '0551234987', network: 'MTN', behaviour: 'approves' }], cards: [] };
const events = [
  { type: 'xstate.done.actor.loadTestData', output: data },
  { type: 'xstate.error.actor.loadTestData', error: new Error('offline') },
  { type: 'plan.select', plan: 'enterprise' },
  { type: 'amount.change', value: '0.5' },
  { type: 'pay.start' },
  { type: 'xstate.done.actor.payTest', output: { outcome: 'success', reference: 'SKY-1-ABCDEF' } },
  { type: 'xstate.done.actor.payTest', output: { outcome: 'closed' } },
  { type: 'xstate.error.actor.payTest', error: new Error('') },
  { type: 'alert.dismiss' },
];

describe('paymentTest machine: model-based paths', () => {
  const paths = modelPaths(paymentTestMachine, events as never);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(paymentTestMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: never pays an amount the product refuses; each outcome shows its alert', () => {
    const failures = violations(paymentTestMachine, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const path = { steps, state: snapshot };
      // never pays an amount the product refuses; the default amount is 50
      for (const call of controls.calls.filter((c) => c.src === 'payTest')) {
        expect(call.input).toMatchObject({ amount: 50 });
      }
      const view = toPaymentTestView(snapshot as never);
      const last = path.steps.at(-1)?.event.type;
      if (last === 'xstate.done.actor.payTest') expect(['success', 'warning']).toContain(view.alert?.tone);
      if (last === 'xstate.error.actor.payTest') expect(view.alert?.text).toBe('Payment error: Unknown error');
      if (last === 'xstate.error.actor.loadTestData') expect(view.alert?.text).toBe('Payment error: offline');
      return [];
    });
    expect(failures).toEqual([]);
  });
});

// The payment test page as the admin uses it.
async function loaded() {
  const c = controllable(['loadTestData', 'payTest'], []);
  const actor = createActor(paymentTestMachine.provide({ actors: c.actors } as never)).start();
  c.controls.pending.get('loadTestData')?.resolve(data);
  await flush();
  const pays = () => c.controls.calls.filter((call) => call.src === 'payTest');
  return { ...c, actor, pays };
}

describe('payment test page', () => {
  it('pays the basic plan with 50 by default, and the chosen plan and amount otherwise', async () => {
    const { controls, actor, pays } = await loaded();
    expect(actor.getSnapshot().context).toMatchObject({ plan: 'basic', amount: '50', data });
    actor.send({ type: 'pay.start' });
    expect(pays().at(-1)?.input).toEqual({ plan: 'basic', amount: 50 });
    controls.pending.get('payTest')?.resolve({ outcome: 'success', reference: 'SKY-1' });
    await flush();
    actor.send({ type: 'plan.select', plan: 'enterprise' });
    actor.send({ type: 'amount.change', value: '12.50' });
    actor.send({ type: 'pay.start' });
    expect(pays().at(-1)?.input).toEqual({ plan: 'enterprise', amount: 12.5 });
  });

  it('refuses an amount under GH₵ 1.00 with the spec message, without paying; typing clears the message', async () => {
    const { actor, pays } = await loaded();
    actor.send({ type: 'amount.change', value: '0.5' });
    actor.send({ type: 'pay.start' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.amountError).toBe('Minimum payment amount is GH₵ 1.00');
    expect(pays()).toHaveLength(0);
    actor.send({ type: 'amount.change', value: '5' });
    expect(actor.getSnapshot().context.amountError).toBeNull();
  });

  it('one payment at a time: Pay while paying does nothing', async () => {
    const { actor, pays } = await loaded();
    actor.send({ type: 'pay.start' });
    actor.send({ type: 'pay.start' });
    actor.send({ type: 'amount.change', value: '99' });
    expect(pays()).toHaveLength(1);
    expect(actor.getSnapshot().context.amount).toBe('50');
  });

  it('alerts: success with the reference, cancelled, the error text; dismiss clears; a new payment clears the last', async () => {
    const { controls, actor } = await loaded();
    actor.send({ type: 'pay.start' });
    controls.pending.get('payTest')?.resolve({ outcome: 'success', reference: 'SKY-1-ABCDEF' });
    await flush();
    expect(actor.getSnapshot().context.alert).toEqual({
      tone: 'success',
      text: 'Payment successful. Reference: SKY-1-ABCDEF',
    });
    actor.send({ type: 'pay.start' });
    expect(actor.getSnapshot().context.alert).toBeNull();
    controls.pending.get('payTest')?.resolve({ outcome: 'closed' });
    await flush();
    expect(actor.getSnapshot().context.alert).toEqual({ tone: 'warning', text: 'Payment was cancelled' });
    actor.send({ type: 'pay.start' });
    controls.pending.get('payTest')?.reject(new Error('Card declined'));
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.alert).toEqual({ tone: 'danger', text: 'Payment error: Card declined' });
    actor.send({ type: 'alert.dismiss' });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });
});

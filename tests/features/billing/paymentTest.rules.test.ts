/**
 * Behaviour tests of the payment test page (billing-payments-admin.md §2 "Payment test page": plans basic, pro,
 * enterprise, default amount 50; §5 "Payment amount": at least GH₵ 1.00, at most 2 decimals). Real actors.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { paymentTestMachine } from '../../../src/features/billing/paymentTest.machine';
import { controllable, flush } from '../../support/modelHarness';

const data = { numbers: [{ number: '0551234987', network: 'MTN', behaviour: 'approves' }], cards: [] };

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

import { describe, expect, it } from 'vitest';
import { paymentTestMachine } from '../../../src/features/billing/paymentTest.machine';
import { toPaymentTestView } from '../../../src/features/billing/paymentTest.view';
import { modelPaths, reachability, violations } from '../../support/modelHarness';

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

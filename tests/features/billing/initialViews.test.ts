/** Billing pages before their machines run: first views and previews match the machines. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { packagesMachine } from '../../../src/features/billing/packages.machine';
import { initialPackagesView, previewPackages, toPackagesView } from '../../../src/features/billing/packages.view';
import { paymentCallbackMachine } from '../../../src/features/billing/paymentCallback.machine';
import { initialPaymentCallbackView, toPaymentCallbackView } from '../../../src/features/billing/paymentCallback.view';
import { parseCallbackParams } from '../../../src/features/billing/rules';

describe('packages before the machine runs', () => {
  it('starts as the machine does (monthly, signed out)', () => {
    const actor = createActor(packagesMachine, { input: { signedIn: false } }).start();
    expect(initialPackagesView()).toEqual(toPackagesView(actor.getSnapshot()));
  });

  it('the cycle toggle and the session show what the machine shows', () => {
    const actor = createActor(packagesMachine, { input: { signedIn: false } }).start();
    let view = initialPackagesView();
    for (const event of [
      { type: 'cycle.change', cycle: 'yearly' },
      { type: 'session.change', signedIn: true },
    ] as const) {
      actor.send(event);
      view = previewPackages(view, event);
    }
    expect(view).toEqual(toPackagesView(actor.getSnapshot()));
    expect(view.plans[0]?.paymentHref).toMatch(/cycle=yearly/);
  });
});

describe('payment callback before the machine runs', () => {
  it('shows verifying, as the machine does for a well-formed return', () => {
    const params = parseCallbackParams(new URLSearchParams('reference=SKY-123'));
    const actor = createActor(paymentCallbackMachine, { input: { params } }).start();
    expect(initialPaymentCallbackView()).toEqual(toPaymentCallbackView(actor.getSnapshot()));
    actor.stop();
  });
});

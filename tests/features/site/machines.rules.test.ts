/**
 * Behaviour tests of the public site's machine rules (site-accounts-coverage.md §4 "Contact form" and "Billing
 * toggle on the home page", §9 contact success 1 s). Real actors; no model-path replay.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { billingCycleMachine, cycleOf } from '../../../src/features/site/billingCycle.machine';
import { provideContactForm } from '../../../src/features/site/contactForm.machine';
import { toContactFormView } from '../../../src/features/site/contactForm.view';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const fillHome = (actor: { send: (e: never) => void }) => {
  const send = actor.send as (e: { type: 'field.change'; field: string; value: string }) => void;
  send({ type: 'field.change', field: 'name', value: 'Ama' });
  send({ type: 'field.change', field: 'email', value: 'ama@example.com' });
  send({ type: 'field.change', field: 'subject', value: 'billing' });
  send({ type: 'field.change', field: 'message', value: 'Hello' });
};

describe('home page billing toggle: monthly or yearly, monthly by default', () => {
  it('starts monthly, switches to yearly and back; choosing the shown cycle changes nothing', () => {
    const actor = createActor(billingCycleMachine).start();
    expect(cycleOf(actor.getSnapshot())).toBe('monthly');
    actor.send({ type: 'cycle.select', cycle: 'monthly' });
    expect(cycleOf(actor.getSnapshot())).toBe('monthly');
    actor.send({ type: 'cycle.select', cycle: 'yearly' });
    expect(cycleOf(actor.getSnapshot())).toBe('yearly');
    actor.send({ type: 'cycle.select', cycle: 'yearly' });
    expect(cycleOf(actor.getSnapshot())).toBe('yearly');
    actor.send({ type: 'cycle.select', cycle: 'monthly' });
    expect(cycleOf(actor.getSnapshot())).toBe('monthly');
  });
});

describe('contact form: the button is disabled while sending and until the thank-you', () => {
  it('a second submit while sending or confirming sends nothing more', async () => {
    let resolve: () => void = () => {};
    const sendContact = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const actor = createActor(provideContactForm({ sendContact }), { input: { kind: 'home' } }).start();
    fillHome(actor as never);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(toContactFormView(actor.getSnapshot()).status).toBe('submitting');
    resolve();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(sendContact).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('after a failure, typing returns to the form with what was typed, and sending again tries again', async () => {
    const sendContact = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const actor = createActor(provideContactForm({ sendContact }), { input: { kind: 'home' } }).start();
    fillHome(actor as never);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'field.change', field: 'message', value: 'Hello again' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toMatchObject({ name: 'Ama', message: 'Hello again' });
    actor.send({ type: 'form.submit' });
    expect(sendContact).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('sent');
  });
});

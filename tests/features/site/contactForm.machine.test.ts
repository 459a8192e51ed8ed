import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  ContactRejected,
  contactFormMachine,
  provideContactForm,
} from '../../../src/features/site/contactForm.machine';
import { toContactFormView } from '../../../src/features/site/contactForm.view';
import { CONTACT_MESSAGES as m } from '../../../src/features/site/messages';
import { contactErrors, emptyContactValues, isValidPhone } from '../../../src/features/site/rules';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const fillHome = (actor: { send: (e: never) => void }) => {
  const send = actor.send as (e: { type: 'field.change'; field: string; value: string }) => void;
  send({ type: 'field.change', field: 'name', value: 'Ama' });
  send({ type: 'field.change', field: 'email', value: 'ama@example.com' });
  send({ type: 'field.change', field: 'subject', value: 'billing' });
  send({ type: 'field.change', field: 'message', value: 'Hello' });
};

describe('contact rules', () => {
  it('applies each form its own phone rule and options', () => {
    const home = { ...emptyContactValues('home'), name: 'A', email: 'a@b.co', subject: 'other', message: 'x' };
    expect(contactErrors('home', home)).toBeNull();
    expect(contactErrors('contact', { ...home, serviceType: 'residential' })).toEqual({ phone: m.phoneRequired });
    expect(contactErrors('home', { ...home, subject: 'Other' })).toEqual({ subject: m.subjectRequired });
    expect(emptyContactValues('contact').serviceType).toBe('residential');
  });
  it('takes 10 to 15 digits for a phone', () => {
    expect(isValidPhone('024 123 4567')).toBe(true);
    expect(isValidPhone('+233 24 123 4567')).toBe(true);
    expect(isValidPhone('024123456')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
    expect(isValidPhone('024-CALL-NOW')).toBe(false);
  });
});

describe('contactForm machine', () => {
  it('stays editing with field messages when the form is invalid, and never sends', () => {
    const sendContact = vi.fn(async () => {});
    const actor = createActor(provideContactForm({ sendContact }), { input: { kind: 'home' } }).start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(toContactFormView(actor.getSnapshot()).fieldErrors).toMatchObject({
      name: m.nameRequired,
      email: m.emailRequired,
    });
    actor.send({ type: 'field.change', field: 'name', value: 'A' });
    expect(toContactFormView(actor.getSnapshot()).fieldErrors.name).toBeUndefined();
    expect(sendContact).not.toHaveBeenCalled();
  });

  it('sends, waits 1 s, then shows the thank-you with the form cleared', async () => {
    const sendContact = vi.fn(async () => {});
    const actor = createActor(provideContactForm({ sendContact }), { input: { kind: 'home' } }).start();
    fillHome(actor as never);
    actor.send({ type: 'form.submit' });
    expect(toContactFormView(actor.getSnapshot()).status).toBe('submitting');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(sendContact).toHaveBeenCalledWith({ kind: 'home', values: expect.objectContaining({ name: 'Ama' }) });
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().value).toBe('confirming');
    await vi.advanceTimersByTimeAsync(1);
    const view = toContactFormView(actor.getSnapshot());
    expect(view.status).toBe('sent');
    expect(view.values).toEqual(emptyContactValues('home'));
    actor.send({ type: 'field.change', field: 'name', value: 'B' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('shows the server field messages without a fallback when the server refuses fields', async () => {
    const actor = createActor(
      provideContactForm({ sendContact: async () => Promise.reject(new ContactRejected({ email: m.emailInvalid })) }),
      { input: { kind: 'home' } },
    ).start();
    fillHome(actor as never);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    const view = toContactFormView(actor.getSnapshot());
    expect(view.status).toBe('editing');
    expect(view.fieldErrors).toEqual({ email: m.emailInvalid });
  });

  it('keeps the message and offers the mail client when the server cannot be reached', async () => {
    const actor = createActor(provideContactForm({ sendContact: async () => Promise.reject(new Error('offline')) }), {
      input: { kind: 'contact', values: { phone: '0241234567', subject: 'Hi' } },
    }).start();
    fillHome(actor as never);
    actor.send({ type: 'field.change', field: 'subject', value: 'Office internet' });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    const view = toContactFormView(actor.getSnapshot());
    if (view.status !== 'failed') throw new Error(`expected failed, got ${view.status}`);
    expect(view.message).toBe(m.pageError);
    expect(view.values.name).toBe('Ama');
    const url = new URL(view.fallbackHref);
    expect(url.protocol).toBe('mailto:');
    expect(url.searchParams.get('subject')).toBe('New Contact Form Message: Office internet');
    expect(url.searchParams.get('body')).toContain('Service Type: Residential');
  });

  it('returns from Message Sent! to an empty form on form.reset', async () => {
    const actor = createActor(provideContactForm({ sendContact: async () => {} }), {
      input: { kind: 'contact', values: { phone: '0241234567' } },
    }).start();
    fillHome(actor as never);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('sent');
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.serviceType).toBe('residential');
  });

  it('throws loudly when sendContact is not provided', async () => {
    const actor = createActor(contactFormMachine, { input: { kind: 'home' } }).start();
    fillHome(actor as never);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
  });
});

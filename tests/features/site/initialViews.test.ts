/** The contact page's first view (before its machine runs) and its typing preview match the machine. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { contactFormMachine } from '../../../src/features/site/contactForm.machine';
import {
  initialContactFormView,
  previewContactForm,
  toContactFormView,
} from '../../../src/features/site/contactForm.view';

describe('contact form before its machine runs', () => {
  it.each(['contact', 'home'] as const)('the %s form starts as the machine does', (kind) => {
    const actor = createActor(contactFormMachine, { input: { kind } }).start();
    expect(initialContactFormView(kind)).toEqual(toContactFormView(actor.getSnapshot()));
  });

  it('typing shows what the machine shows after the same changes', () => {
    const actor = createActor(contactFormMachine, { input: { kind: 'contact' } }).start();
    let view = initialContactFormView('contact');
    for (const event of [
      { type: 'field.change', field: 'name', value: 'Kofi Boateng' },
      { type: 'field.change', field: 'message', value: 'Is Tamale covered?' },
    ] as const) {
      actor.send(event);
      view = previewContactForm(view, event);
    }
    expect(view).toEqual(toContactFormView(actor.getSnapshot()));
  });
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { faqMachine } from '../../../src/features/site/faq.machine';
import { faqs } from '../../../src/features/site/supportContent';

describe('faq machine', () => {
  it('keeps one question open at a time; pressing the open one closes it', () => {
    const actor = createActor(faqMachine).start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'faq.toggle', id: 'speeds' });
    expect(actor.getSnapshot().context.openId).toBe('speeds');
    actor.send({ type: 'faq.toggle', id: 'data' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'open', context: { openId: 'data' } });
    actor.send({ type: 'faq.toggle', id: 'data' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'closed', context: { openId: null } });
  });

  it('has sixteen questions with distinct ids', () => {
    expect(faqs).toHaveLength(16);
    expect(new Set(faqs.map((f) => f.id)).size).toBe(16);
  });
});

import { describe, expect, it } from 'vitest';
import { createSiteClient } from '../../../src/features/site/client';
import { emptyContactValues } from '../../../src/features/site/rules';
import { ContactRejected } from '../../../src/features/site/submission';
import { json, scriptedFetch } from '../../services/fakes';

const values = { ...emptyContactValues('home'), name: 'Ama Mensah', email: 'ama@example.com', message: 'Hello' };
const stored = { id: 7, receivedAt: '2026-11-27T08:00:00.000Z', message: 'Message received' };

describe('site client', () => {
  it('posts the form to /api/contact and resolves on the 201 the contract declares', async () => {
    const { fetch, calls } = scriptedFetch({ 'POST /api/contact': json(201, stored) });
    await expect(createSiteClient({ fetch }).sendContact({ kind: 'home', values })).resolves.toBeUndefined();
    expect(calls[0]?.body).toMatchObject({ form: 'home', name: 'Ama Mensah', email: 'ama@example.com' });
  });

  it("refuses an answer that is not the contract's (another 2xx, or a body its schema does not read)", async () => {
    const { fetch } = scriptedFetch({ 'POST /api/contact': [json(200, stored), json(201, { id: 'seven' })] });
    const client = createSiteClient({ fetch });
    await expect(client.sendContact({ kind: 'home', values })).rejects.toThrow('Contact message not delivered');
    await expect(client.sendContact({ kind: 'home', values })).rejects.toThrow('Contact message not delivered');
  });

  it("turns a 400's field issues into the fields' messages", async () => {
    const refusal = {
      error: 'Please enter a valid email address',
      message: 'Please enter a valid email address',
      code: 'validation_failed',
      issues: [{ path: 'email', message: 'Please enter a valid email address' }],
    };
    const { fetch } = scriptedFetch({ 'POST /api/contact': json(400, refusal) });
    const sent = createSiteClient({ fetch }).sendContact({ kind: 'home', values });
    await expect(sent).rejects.toBeInstanceOf(ContactRejected);
    await expect(sent).rejects.toMatchObject({ fieldErrors: { email: 'Please enter a valid email address' } });
  });
});

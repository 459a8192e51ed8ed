/**
 * The Outbox tab's rules (which recipient a filter names, a mail's text as text and links) and its client
 * (which lists it asks for, production's 404 as "no outbox").
 */
import { describe, expect, it } from 'vitest';
import { createAdminClient } from '../../../src/features/admin/client';
import { mailTextParts, recipientFilterOf } from '../../../src/features/admin/outbox';
import { outboxMail, outboxSms } from '../../../stories/features/admin/adminKit';

const origin = 'http://localhost:3000';

describe('recipientFilterOf', () => {
  it('nothing is everything; an email address finds mail; a Ghana mobile number (any form) finds SMS', () => {
    expect(recipientFilterOf('   ')).toEqual({ kind: 'all' });
    expect(recipientFilterOf(' Kofi.Owusu@Example.com ')).toEqual({ kind: 'email', to: 'kofi.owusu@example.com' });
    expect(recipientFilterOf('024 400 0111')).toEqual({ kind: 'phone', to: '0244000111' });
    expect(recipientFilterOf('+233 24 400 0111')).toEqual({ kind: 'phone', to: '0244000111' });
    expect(recipientFilterOf('233244000111')).toEqual({ kind: 'phone', to: '0244000111' });
  });

  it('anything else is refused', () => {
    for (const value of ['kofi', 'a;b@example.com', '12345', '0244', '+44 20 7946 0000']) {
      expect(recipientFilterOf(value), value).toBeNull();
    }
  });
});

describe('mailTextParts', () => {
  it("links to the site's own pages become paths on it, without a sentence's punctuation after them", () => {
    expect(
      mailTextParts(
        'Verify: http://localhost:3000/verify-email?token=a.b_c-1. Or reset (http://localhost:3000/reset-password?token=x#top).',
        origin,
      ),
    ).toEqual([
      { kind: 'text', text: 'Verify: ' },
      { kind: 'link', text: 'http://localhost:3000/verify-email?token=a.b_c-1', href: '/verify-email?token=a.b_c-1' },
      { kind: 'text', text: '. Or reset (' },
      {
        kind: 'link',
        text: 'http://localhost:3000/reset-password?token=x#top',
        href: '/reset-password?token=x#top',
      },
      { kind: 'text', text: ').' },
    ]);
  });

  it('other sites, other ports, other schemes and markup stay text', () => {
    const text =
      'See https://elsewhere.example/x, http://localhost:3001/verify-email and https://localhost:3000/a ' +
      'javascript:alert(1) <a href="http://localhost:3000/x">x</a> data:text/html,<b>hi</b>';
    const parts = mailTextParts(text, origin);
    expect(parts.filter((p) => p.kind === 'link')).toEqual([
      { kind: 'link', text: 'http://localhost:3000/x', href: '/x' },
    ]);
    // nothing is lost or added: the parts put back together are the text
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it('a text without links is one text part; an empty text none', () => {
    expect(mailTextParts('Hello Ama', origin)).toEqual([{ kind: 'text', text: 'Hello Ama' }]);
    expect(mailTextParts('', origin)).toEqual([]);
  });
});

function fakeFetch(answers: Record<string, { status: number; body: unknown }>, seen: string[]) {
  return async (url: string) => {
    seen.push(url);
    const path = url.split('?')[0] as string;
    const answer = answers[path] ?? {
      status: 404,
      body: { error: 'Not Found', message: 'Not Found', code: 'not_found' },
    };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
}

const both = {
  '/api/admin/outbox': { status: 200, body: { messages: outboxMail } },
  '/api/admin/sms-outbox': { status: 200, body: { messages: outboxSms } },
};

describe('admin client: outbox', () => {
  it('reads both outboxes; an email address asks only for mail, a phone number only for SMS', async () => {
    const seen: string[] = [];
    const client = createAdminClient({ getToken: () => 'tok', fetch: fakeFetch(both, seen) });
    expect(await client.outbox({ kind: 'all' })).toEqual({ available: true, mail: outboxMail, sms: outboxSms });
    expect(await client.outbox({ kind: 'email', to: 'kofi+1@example.com' })).toEqual({
      available: true,
      mail: outboxMail,
      sms: [],
    });
    expect(await client.outbox({ kind: 'phone', to: '0244000111' })).toEqual({
      available: true,
      mail: [],
      sms: outboxSms,
    });
    expect(seen).toEqual([
      '/api/admin/outbox',
      '/api/admin/sms-outbox',
      '/api/admin/outbox?to=kofi%2B1%40example.com',
      '/api/admin/sms-outbox?to=0244000111',
    ]);
  });

  it("a 404 (production has no outbox) is unavailable; a failure is the product's words", async () => {
    const production = createAdminClient({ getToken: () => 'tok', fetch: fakeFetch({}, []) });
    expect(await production.outbox({ kind: 'all' })).toEqual({ available: false });
    const broken = createAdminClient({
      getToken: () => 'tok',
      fetch: fakeFetch({ ...both, '/api/admin/sms-outbox': { status: 500, body: 'oops' } }, []),
    });
    await expect(broken.outbox({ kind: 'all' })).rejects.toThrow('Failed to load the outbox');
    const garbled = createAdminClient({
      getToken: () => 'tok',
      fetch: fakeFetch({ ...both, '/api/admin/outbox': { status: 200, body: { messages: [{ id: 'x' }] } } }, []),
    });
    await expect(garbled.outbox({ kind: 'email', to: 'a@example.com' })).rejects.toThrow('Failed to load the outbox');
  });
});

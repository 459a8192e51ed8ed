/** POST /api/contact: the inbox, the services mail, every validation path and the rate limits (also in parallel). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePolicy } from '../../../../server/features/site/routes';
import { contactMessages } from '../../../../server/features/site/tables';
import { brand } from '../../../../src/domain/brand';
import { contactErrorBodySchema, contactResponseSchema } from '../../../../src/features/site/contract';
import { CONTACT_MESSAGES as m } from '../../../../src/features/site/messages';
import { createHarness, type Harness } from '../../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false });
});
afterAll(async () => {
  await h?.close();
});

let n = 0;
/** a fresh client address per test, so only the rate-limit tests meet the limits */
const ip = () => {
  n += 1;
  return `192.0.2.${n}`;
};

const home = (over: Record<string, unknown> = {}) => ({
  form: 'home',
  name: 'Ama Mensah',
  email: `ama${n}@example.com`,
  phone: '',
  company: '',
  subject: 'billing',
  message: 'How do I pay for a year at once?',
  ...over,
});
const page = (over: Record<string, unknown> = {}) => ({
  form: 'contact',
  name: 'Kofi Boateng',
  email: `kofi${n}@example.com`,
  phone: '024 123 4567',
  company: 'Boateng Farms',
  subject: 'Office connection',
  serviceType: 'business',
  message: 'We need internet for a farm office near Kumasi.',
  ...over,
});

async function issuesOf(res: Response) {
  const body = contactErrorBodySchema.parse(await res.json());
  return Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));
}

describe('POST /api/contact', () => {
  it('stores a home page message, answers 201 and mails the services mailbox', async () => {
    const res = await h.post('/api/contact', home({ company: '  ' }), { ip: ip() });
    expect(res.status).toBe(201);
    const body = contactResponseSchema.parse(await res.json());
    const [row] = await h.database.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({
      form: 'home',
      name: 'Ama Mensah',
      subject: 'billing',
      phone: null,
      company: null,
      status: 'new',
    });
    const mail = h.sent.at(-1);
    expect(mail?.to).toBe(brand.emails.services);
    expect(mail?.subject).toBe('New Contact Form Message: Billing Question');
    expect(mail?.text).toContain('Name: Ama Mensah');
    expect(mail?.text).toContain('How do I pay for a year at once?');
  });

  it('stores a contact page message with its service type and phone', async () => {
    const res = await h.post('/api/contact', page(), { ip: ip() });
    expect(res.status).toBe(201);
    const { id } = contactResponseSchema.parse(await res.json());
    const [row] = await h.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      form: 'contact',
      serviceType: 'business',
      phone: '024 123 4567',
      company: 'Boateng Farms',
    });
    expect(h.sent.at(-1)?.subject).toBe('New Contact Form Message: Office connection');
  });

  it('answers 400 with the spec messages per field (home: phone optional, subject from the options)', async () => {
    const res = await h.post(
      '/api/contact',
      home({ name: ' ', email: 'ama@', subject: 'free text', message: '', phone: '123' }),
      { ip: ip() },
    );
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual({
      name: m.nameRequired,
      email: m.emailInvalid,
      phone: m.phoneInvalid,
      subject: m.subjectRequired,
      message: m.messageRequired,
    });
  });

  it('requires the phone and a known service type on the contact page form', async () => {
    const res = await h.post('/api/contact', page({ phone: '', serviceType: 'spaceship', email: '' }), { ip: ip() });
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual({
      phone: m.phoneRequired,
      serviceType: m.serviceTypeInvalid,
      email: m.emailRequired,
    });
  });

  it('refuses bodies that are not a form message with a 4xx, never a 5xx', async () => {
    expect((await h.post('/api/contact', '{not json', { ip: ip() })).status).toBe(400);
    expect((await h.post('/api/contact', { form: 'fax' }, { ip: ip() })).status).toBe(400);
    expect((await h.post('/api/contact', home({ name: 42 }), { ip: ip() })).status).toBe(400);
    expect((await h.post('/api/contact', home({ message: 'a\u0000b' }), { ip: ip() })).status).toBe(400);
    expect((await h.post('/api/contact', home({ message: 'x'.repeat(40_000) }), { ip: ip() })).status).toBe(413);
    const tooLong = await h.post('/api/contact', home({ message: 'x'.repeat(5001) }), { ip: ip() });
    expect(tooLong.status).toBe(400);
    expect(await issuesOf(tooLong)).toEqual({ message: m.tooLong('Message', 5000) });
  });

  it('limits messages per client address, even when they arrive at once', async () => {
    const address = ip();
    const attempts = sitePolicy.contactPerAddress + 4;
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        h.post('/api/contact', home({ email: `burst${i}@example.com` }), { ip: address }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(sitePolicy.contactPerAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const refused = results.find((r) => r.status === 429);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(contactErrorBodySchema.parse(await refused?.json())).toMatchObject({
      code: 'rate_limited',
      message: m.rateLimited,
    });
    // an hour later the address may write again
    h.clock.advance(sitePolicy.contactWindowMs + 1000);
    expect((await h.post('/api/contact', home({ email: 'later@example.com' }), { ip: address })).status).toBe(201);
  });

  it('limits messages per sender email across addresses', async () => {
    const email = 'same.sender@example.com';
    const results = await Promise.all(
      Array.from({ length: sitePolicy.contactPerEmail + 2 }, () =>
        h.post('/api/contact', home({ email }), { ip: ip() }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(sitePolicy.contactPerEmail);
    expect(results.filter((r) => r.status === 429)).toHaveLength(2);
    const rows = await h.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(rows).toHaveLength(sitePolicy.contactPerEmail);
  });
});

import { describe, expect, it } from 'vitest';
import { createAdminClient } from '../../../src/features/admin/client';
import { ADMIN_MESSAGES as m } from '../../../src/features/admin/messages';
import { adminTabOf } from '../../../src/features/admin/tabs';
import { overview, ticket, ticketList } from '../../../stories/features/admin/adminKit';

function fakeFetch(status: number, body: unknown, seen: { url: string; init?: RequestInit }[] = []) {
  return async (url: string, init?: RequestInit) => {
    seen.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
}

describe('admin client', () => {
  it('sends the inbox query (search only when given) with the bearer token and parses the page', async () => {
    const seen: { url: string; init?: RequestInit }[] = [];
    const client = createAdminClient({ getToken: () => 'tok', fetch: fakeFetch(200, ticketList, seen) });
    expect((await client.tickets({ status: 'open', search: '  ', page: 2 })).total).toBe(21);
    await client.tickets({ status: 'answered', search: 'kumasi dish', page: 1 });
    expect(seen.map((s) => s.url)).toEqual([
      '/api/admin/support/tickets?status=open&page=2',
      '/api/admin/support/tickets?status=answered&page=1&search=kumasi+dish',
    ]);
    expect(seen[0]?.init?.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('PATCHes and POSTs with JSON bodies', async () => {
    const seen: { url: string; init?: RequestInit }[] = [];
    const client = createAdminClient({
      getToken: () => 'tok',
      fetch: fakeFetch(200, { ticket, message: 'Reply sent.' }, seen),
    });
    await client.reply(7, 'Hello');
    await client.updateTicket(7, { assigneeId: null });
    expect(seen.map((s) => [s.init?.method, s.url, s.init?.body])).toEqual([
      ['POST', '/api/admin/support/tickets/7/reply', '{"message":"Hello"}'],
      ['PATCH', '/api/admin/support/tickets/7', '{"assigneeId":null}'],
    ]);
  });

  it("a refusal carries the server's words; a crash or an unreadable answer the product's words", async () => {
    const refused = createAdminClient({
      getToken: () => 'tok',
      fetch: fakeFetch(409, {
        error: 'This message was already answered by Efua Owusu.',
        message: 'This message was already answered by Efua Owusu.',
        code: 'already_answered',
      }),
    });
    await expect(refused.reply(7, 'Hi')).rejects.toThrow('This message was already answered by Efua Owusu.');
    const broken = createAdminClient({ getToken: () => 'tok', fetch: fakeFetch(500, 'oops') });
    await expect(broken.overview()).rejects.toThrow(m.overviewFailed);
    const garbled = createAdminClient({
      getToken: () => 'tok',
      fetch: fakeFetch(200, { overview: { customers: 'x' } }),
    });
    await expect(garbled.overview()).rejects.toThrow('Failed to load dashboard data');
    const fine = createAdminClient({ getToken: () => 'tok', fetch: fakeFetch(200, { overview }) });
    expect(await fine.overview()).toEqual(overview);
  });

  it('reads the tab from ?tab=, anything unknown is the overview', () => {
    expect(adminTabOf('network')).toBe('network');
    expect(adminTabOf('outbox')).toBe('outbox');
    expect(adminTabOf('settings')).toBe('settings');
    expect(adminTabOf('nope')).toBe('overview');
    expect(adminTabOf(null)).toBe('overview');
  });
});

import { describe, expect, it } from 'vitest';
import { createNotificationsClient } from '../../../src/features/notifications/client';
import { recordingFetch } from '../../support/fakeFetch';

const bearerOf = (init?: RequestInit) => (init?.headers as Record<string, string> | undefined)?.Authorization;

describe('notifications client', () => {
  it('asks for a stream ticket with the bearer and builds the stream URL from the ticket only', async () => {
    const ticket = `${'A'.repeat(40)}_-b`;
    const { calls, fetch } = recordingFetch(() => ({
      status: 201,
      body: { success: true, data: { ticket, expires_in: 30 } },
    }));
    const client = createNotificationsClient({ getToken: () => 'access-token-1', fetch });
    expect(await client.streamTicket()).toBe(ticket);
    expect(calls[0]?.url).toBe('/api/notifications/stream-ticket');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(bearerOf(calls[0]?.init)).toBe('Bearer access-token-1');
    const url = client.streamUrl(ticket);
    expect(url).toBe(`/api/notifications/stream?ticket=${ticket}`);
    expect(url).not.toContain('access-token-1');
  });

  it("lists with the unread count, marks one read by its id, and keeps the server's words on a refusal", async () => {
    const note = {
      id: 'n1',
      type: 'payment_success',
      title: 'Payment received',
      message: 'We received GH₵ 100.00 for Standard Internet.',
      data: null,
      timestamp: '2026-12-04T10:00:00.000Z',
      isRead: false,
    };
    const { calls, fetch } = recordingFetch((url) =>
      url.endsWith('/missing/read')
        ? {
            status: 404,
            body: {
              error: 'Notification not found.',
              message: 'Notification not found.',
              code: 'notification_not_found',
            },
          }
        : url.endsWith('/read')
          ? { status: 200, body: { success: true, data: { notification: { ...note, isRead: true } } } }
          : { status: 200, body: { success: true, data: { notifications: [note], unread_count: 1 } } },
    );
    const client = createNotificationsClient({ getToken: () => 'tok', fetch });
    expect(await client.notifications()).toEqual({ notifications: [note], unread: 1 });
    expect(calls[0]?.url).toBe('/api/notifications');
    await client.markRead('n1');
    expect(calls[1]).toMatchObject({ url: '/api/notifications/n1/read', init: { method: 'POST' } });
    expect(bearerOf(calls[1]?.init)).toBe('Bearer tok');
    await expect(client.markRead('missing')).rejects.toThrow('Notification not found.');
  });
});

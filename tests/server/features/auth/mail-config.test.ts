import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../../server/app';
import { loadConfig } from '../../../../server/config';
import type { Database } from '../../../../server/db/client';
import { outbox } from '../../../../server/db/schema';
import { openMemoryDatabase } from '../../harness';

/** A minimal SMTP server that records each message's envelope and data. */
function startSmtp(): Promise<{ server: Server; port: number; messages: { to: string[]; data: string }[] }> {
  const messages: { to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    let to: string[] = [];
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index = buffer.indexOf('\r\n');
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push({ to, data });
            data = '';
            to = [];
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^MAIL FROM/i.test(line)) socket.write('250 ok\r\n');
        else if (/^RCPT TO/i.test(line)) {
          to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          socket.write('250 ok\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go\r\n');
        } else if (/^QUIT/i.test(line)) {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
        index = buffer.indexOf('\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, messages });
    }),
  );
}

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  [database, smtp] = await Promise.all([openMemoryDatabase(), startSmtp()]);
});
afterAll(async () => {
  await database?.close();
  smtp?.server.close();
});

describe('mail by SMTP', () => {
  it('sends the verification mail through SMTP_URL (configured origin in the link, whatever the Host) and keeps nothing in the outbox', async () => {
    const tasks: Promise<void>[] = [];
    const app = createApp({
      config: {
        staticDir: '/nonexistent',
        production: false,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        mailFrom: 'SkyLink Ghana <no-reply@skylink.test>',
        publicUrl: 'https://skylink.example',
      },
      database,
      background: (task) => tasks.push(task()),
    });
    const res = await app.request('http://evil.example:8080/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: 'smtpuser',
        name: 'Smtp User',
        email: 'smtp@example.com',
        password: 'Smtp#Pass2026',
      }),
    });
    expect(res.status).toBe(201);
    await Promise.all(tasks);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.to).toEqual(['smtp@example.com']);
    const data = smtp.messages[0]?.data ?? '';
    expect(data).toContain('Subject: Verify your email address');
    expect(data).toContain('From: SkyLink Ghana <no-reply@skylink.test>');
    expect(data.replace(/=\n/g, '')).toContain('https://skylink.example/verify-email?token=');
    expect(data).not.toContain('evil.example');
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });
});

describe('configuration', () => {
  it('reads the auth settings from the environment', () => {
    const config = loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example:25',
      PUBLIC_URL: 'https://skylink.example/',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      jwtSecret: 'x'.repeat(32),
      smtpUrl: 'smtp://mail.example:25',
      publicUrl: 'https://skylink.example',
      trustProxy: true,
    });
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('refuses a short JWT_SECRET with a clear message', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow('JWT_SECRET must be at least 32 characters long');
  });
});

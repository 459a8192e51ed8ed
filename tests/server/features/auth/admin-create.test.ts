/**
 * `npm run admin:create -- --super` makes a super administrator, who can deactivate, demote and delete
 * administrators through the admin actions; an administrator made without it still cannot.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../../server/app';
import { type Database, openDatabase } from '../../../../server/db/client';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const root = join(import.meta.dirname, '..', '..', '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'admin-create-'));
const PASSWORD = 'Boss#Pass2026';

/** Run the command as an operator would (password from ADMIN_PASSWORD), answering its exit code and output. */
function adminCreate(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'server', 'features', 'auth', 'adminCreate.ts'), ...args],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.on('close', (code) => done({ code, output }));
  });
}

let database: Database;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  const made = await adminCreate(['--email', 'boss@company.example', '--super']);
  expect(made, made.output).toMatchObject({ code: 0 });
  expect(made.output).toContain('Super administrator created: boss@company.example');
  for (const email of ['ada@company.example', 'ben@company.example', 'cy@company.example']) {
    const plain = await adminCreate(['--email', email]);
    expect(plain, plain.output).toMatchObject({ code: 0 });
    expect(plain.output).toContain(`Administrator created: ${email}`);
  }
  database = await openDatabase({ dataDir });
  app = createApp({ config: { staticDir: '/nonexistent', production: false }, database, background: () => {} });
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = async (path: string, body: unknown, token?: string) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const tokenOf = async (email: string) =>
  (await (await send('/api/auth/login', { email, password: PASSWORD })).json()).access_token as string;
const me = async (token: string) =>
  (await app.request('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).json();
const reason = 'Left the company';

describe('admin:create --super', () => {
  it('makes a super administrator; without --super an administrator', async () => {
    expect((await me(await tokenOf('boss@company.example'))).role).toBe('super_admin');
    expect((await me(await tokenOf('ada@company.example'))).role).toBe('admin');
  });

  it('an ordinary administrator cannot deactivate, demote or delete another administrator', async () => {
    const ada = await tokenOf('ada@company.example');
    const ben = (await me(await tokenOf('ben@company.example'))).id;
    for (const [action, body] of [
      ['deactivate', { reason }],
      ['role', { role: 'user', reason }],
      ['delete', { reason }],
    ] as const) {
      const res = await send(`/api/admin/users/${ben}/${action}`, body, ada);
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe('super_admin_only');
    }
  });

  it('the super administrator deactivates, demotes and deletes administrators', async () => {
    const boss = await tokenOf('boss@company.example');
    const [ada, ben, cy] = await Promise.all(
      ['ada', 'ben', 'cy'].map(async (name) => (await me(await tokenOf(`${name}@company.example`))).id as string),
    );
    expect((await send(`/api/admin/users/${ada}/deactivate`, { reason }, boss)).status).toBe(200);
    expect((await send('/api/auth/login', { email: 'ada@company.example', password: PASSWORD })).status).toBe(403);
    expect((await send(`/api/admin/users/${ben}/role`, { role: 'user', reason }, boss)).status).toBe(200);
    expect((await me(await tokenOf('ben@company.example'))).role).toBe('user');
    expect((await send(`/api/admin/users/${cy}/delete`, { reason }, boss)).status).toBe(200);
    expect((await send('/api/auth/login', { email: 'cy@company.example', password: PASSWORD })).status).toBe(401);
  });

  it('refuses an unknown option with the usage line', async () => {
    const res = await adminCreate(['--email', 'x@company.example', '--superuser']);
    expect(res.code).toBe(2);
    expect(res.output).toContain('[--super]');
  });
});

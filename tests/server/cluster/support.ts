/**
 * Real app servers as child processes on one PostgreSQL, sharing one payment sandbox, for the tests
 * that only mean something across processes (tests/server/cluster). Each server is `server/main.ts`
 * as `npm start` runs it, with DATABASE_URL and SANDBOX_ORIGIN set as `npm run start:cluster` sets them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');

export interface AppServer {
  origin: string;
  process: ChildProcess;
  /** SIGKILL: the process dies at once, mid-request if one is running */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function startAppServer(env: {
  DATABASE_URL: string;
  SANDBOX_ORIGIN: string;
  PAYSTACK_SECRET_KEY: string;
  PAYSTACK_PUBLIC_KEY: string;
}): Promise<AppServer> {
  // Port 0: the server takes a free port itself and says which (no race between servers started at once).
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', APP_ENV: 'test', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: unknown) => {
    output += String(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const deadline = Date.now() + 60_000;
  let port = 0;
  while (port === 0) {
    if (child.exitCode !== null) throw new Error(`app server exited (${child.exitCode}): ${output}`);
    if (Date.now() > deadline) throw new Error(`app server did not start: ${output}`);
    port = Number(/listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1] ?? 0);
    await new Promise((r) => setTimeout(r, 100));
  }
  const origin = `http://127.0.0.1:${port}`;
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((done) => child.once('exit', () => done()));
  return {
    origin,
    process: child,
    async kill() {
      child.kill('SIGKILL');
      await exited();
    },
    async stop() {
      child.kill('SIGTERM');
      await exited();
    },
  };
}

/** A JSON call to one server, as a browser's fetch would make it. */
export async function call(
  origin: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${origin}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

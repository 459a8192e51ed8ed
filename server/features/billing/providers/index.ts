/**
 * Which provider takes payments. Outside production the sandbox (a fake Paystack mounted by our own
 * server) is the default and the Paystack adapter talks to it in process; `PAYMENT_PROVIDER=paystack`
 * talks to PAYSTACK_BASE_URL. Production never mounts the sandbox and needs live keys: without them
 * payments answer 503 and the reason is logged at start. The sandbox itself is development-only code
 * (server/sandbox) that this module never imports: the caller hands it in (`sandbox`, a PaymentSandbox).
 *
 * Several app servers (npm run start:cluster) must share ONE sandbox, since its transactions live in
 * memory: the cluster runs it in its own process and each server gets its origin (`sandboxOrigin`).
 * The adapter then talks to it over HTTP, and the browser's pages under /sandbox/* (checkout, phone)
 * are passed through to it, so a charge started on one server is the same charge on every other.
 */
import { Hono } from 'hono';
import { type PaymentConfig, randomSandboxKey } from '../../../config';
import { paystackAdapter } from './paystack';
import type { PaymentProvider, PaymentSandbox, SandboxStart, TestCard, TestNumber } from './types';

export const PAYSTACK_INLINE_SCRIPT = 'https://js.paystack.co/v2/inline.js';
export const SANDBOX_INLINE_SCRIPT_PATH = '/sandbox/paystack/inline.js';

export interface PaymentSetup {
  provider: PaymentProvider | null;
  providerName: 'sandbox' | 'paystack';
  mode: 'sandbox' | 'test' | 'live';
  /** the key webhooks are signed with */
  secretKey: string | null;
  publicKey: string;
  inlineScriptUrl: string;
  /** what serves /sandbox/* on this server: the in-process sandbox or a pass-through to the shared one */
  sandboxRoutes: Hono | null;
  /** the sandbox's test numbers and cards, listed by GET /api/billing/config (empty with Paystack) */
  testNumbers: readonly TestNumber[];
  testCards: readonly TestCard[];
  unavailableReason: string | null;
}

export interface SetupOptions {
  config: PaymentConfig;
  production: boolean;
  publicUrl: string;
  clock: () => Date;
  deliverWebhook: SandboxStart['deliverWebhook'];
  /** the development-only sandbox (server/sandbox), handed in by the entry point or a test; never in production */
  sandbox?: PaymentSandbox;
  /** the shared sandbox's origin (http://127.0.0.1:port), when it runs in another process */
  sandboxOrigin?: string;
  /** wraps the adapter's transport (fault drills put a failing network between the adapter and the sandbox) */
  transport?: (send: ProviderFetch) => ProviderFetch;
  /** the adapter's per-request time-out (default 15 s) */
  timeoutMs?: number;
}

export type ProviderFetch = (input: string, init: RequestInit) => Promise<Response>;

export function setupPayments(options: SetupOptions): PaymentSetup {
  const { config, production } = options;
  if (production || config.provider === 'paystack') {
    const live = config.secretKey?.startsWith('sk_live_') && config.publicKey?.startsWith('pk_live_');
    const keys = Boolean(config.secretKey && config.publicKey);
    const reason = production
      ? live
        ? null
        : 'APP_ENV=production needs live Paystack keys: set PAYSTACK_SECRET_KEY=sk_live_... and PAYSTACK_PUBLIC_KEY=pk_live_...'
      : keys
        ? null
        : 'PAYMENT_PROVIDER=paystack needs PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY';
    return {
      provider:
        reason === null
          ? paystackAdapter({
              name: 'paystack',
              baseUrl: config.baseUrl,
              secretKey: config.secretKey ?? '',
              publicKey: config.publicKey ?? '',
              fetch: options.transport?.((input, init) => fetch(input, init)),
              timeoutMs: options.timeoutMs,
            })
          : null,
      providerName: 'paystack',
      mode: config.secretKey?.startsWith('sk_live_') ? 'live' : 'test',
      secretKey: reason === null ? (config.secretKey ?? null) : null,
      publicKey: reason === null ? (config.publicKey ?? '') : '',
      inlineScriptUrl: PAYSTACK_INLINE_SCRIPT,
      sandboxRoutes: null,
      testNumbers: [],
      testCards: [],
      unavailableReason: reason,
    };
  }
  const dev = options.sandbox;
  if (!dev) {
    return {
      provider: null,
      providerName: 'sandbox',
      mode: 'sandbox',
      secretKey: null,
      publicKey: '',
      inlineScriptUrl: SANDBOX_INLINE_SCRIPT_PATH,
      sandboxRoutes: null,
      testNumbers: [],
      testCards: [],
      unavailableReason:
        'the payment sandbox is development-only code and was not loaded: start the server with npm start (server/start.ts loads it) or set PAYMENT_PROVIDER=paystack',
    };
  }
  const wrap = (send: ProviderFetch) => options.transport?.(send) ?? send;
  // No fixed sandbox key exists: without configured keys this server makes up its own (loadConfig does
  // the same for a real start, and prints them).
  const secretKey = config.secretKey ?? randomSandboxKey('sk');
  const publicKey = config.publicKey ?? randomSandboxKey('pk');
  if (options.sandboxOrigin) {
    const origin = options.sandboxOrigin.replace(/\/+$/, '');
    return {
      provider: paystackAdapter({
        name: 'sandbox',
        baseUrl: `${origin}/sandbox/paystack`,
        secretKey,
        publicKey,
        fetch: wrap((url, init) => fetch(url, init)),
        timeoutMs: options.timeoutMs,
      }),
      providerName: 'sandbox',
      mode: 'sandbox',
      secretKey,
      publicKey,
      inlineScriptUrl: SANDBOX_INLINE_SCRIPT_PATH,
      sandboxRoutes: sandboxPassThrough(origin),
      testNumbers: dev.testNumbers,
      testCards: dev.testCards,
      unavailableReason: null,
    };
  }
  const sandbox = dev.create({
    secretKey,
    publicKey,
    clock: options.clock,
    deliverWebhook: options.deliverWebhook,
    approveDelayMs: config.sandboxApprovalDelayMs,
  });
  const provider = paystackAdapter({
    name: 'sandbox',
    baseUrl: config.customBaseUrl ? config.baseUrl : `${options.publicUrl}/sandbox/paystack`,
    secretKey,
    publicKey,
    // In process unless another base URL was given: the same Request/Response, no socket.
    fetch: wrap(
      config.customBaseUrl
        ? (url, init) => fetch(url, init)
        : (url, init) => Promise.resolve(sandbox.routes.request(url, init)),
    ),
    timeoutMs: options.timeoutMs,
  });
  return {
    provider,
    providerName: 'sandbox',
    mode: 'sandbox',
    secretKey,
    publicKey,
    inlineScriptUrl: SANDBOX_INLINE_SCRIPT_PATH,
    sandboxRoutes: sandbox.routes,
    testNumbers: dev.testNumbers,
    testCards: dev.testCards,
    unavailableReason: null,
  };
}

/** /sandbox/* passed to the shared sandbox: method, path, query, body and the headers a page needs. */
function sandboxPassThrough(origin: string): Hono {
  const routes = new Hono();
  routes.all('/sandbox/*', async (c) => {
    const url = new URL(c.req.url);
    const headers = new Headers();
    for (const name of ['content-type', 'accept', 'authorization']) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    const res = await fetch(`${origin}${url.pathname}${url.search}`, {
      method: c.req.method,
      headers,
      body: hasBody ? await c.req.arrayBuffer() : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!res) return c.json({ status: false, message: 'The payment sandbox is not answering' }, 502);
    const out = new Headers();
    for (const name of ['content-type', 'cache-control', 'location']) {
      const value = res.headers.get(name);
      if (value) out.set(name, value);
    }
    return new Response(res.body, { status: res.status, headers: out });
  });
  return routes;
}

import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { brand } from '../src/domain/brand';
import { type ProxyTrust, parseProxyTrust } from './http/proxy';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: every interface in production, loopback (127.0.0.1) elsewhere (see `defaultHost`). */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  STATIC_DIR: z.string().default('./dist/client'),
  /**
   * Non-production extras (demo accounts, dev outbox route, payment sandbox) are on unless the server runs
   * as production: APP_ENV=production, or NODE_ENV=production without APP_ENV (see `appEnvOf`).
   */
  APP_ENV: z.enum(['development', 'production', 'test']).optional(),
  /** HS256 signing key for access tokens; when absent one is generated on first start and kept in server_keys. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters long').optional(),
  /** smtp(s)://user:pass@host:port — when set, mail is sent by SMTP instead of written to the outbox table. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default(`${brand.name} <${brand.emails.noReply}>`),
  /** Absolute origin for links in mail (e.g. https://skylink.example); required in production. */
  PUBLIC_URL: z.string().url().optional(),
  /** Production: the first administrator, created on start when no administrator exists yet. */
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /**
   * `false`: every answer closes its connection, so with several app servers (node:cluster hands out
   * connections in turn) consecutive requests of one browser land on different servers. For the two-server
   * test run; keep-alive is on by default.
   */
  KEEP_ALIVE: z.enum(['true', 'false', '1', '0']).optional(),
  /**
   * Which X-Forwarded-For hops to trust for the client address: a hop count (`true` is 1) or the proxies'
   * addresses and CIDR ranges (server/http/proxy.ts); unset or `false` trusts none.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseProxyTrust(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: err instanceof Error ? err.message : String(err) });
      }
    }),
  /** Payments: `sandbox` (our fake Paystack, the default outside production; never in production) or `paystack`. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paystack']).optional(),
  /** Paystack's API base; point it elsewhere (e.g. another server's /sandbox/paystack) to test the adapter. */
  PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, 'PAYSTACK_SECRET_KEY must start with sk_test_ or sk_live_')
    .optional(),
  PAYSTACK_PUBLIC_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'PAYSTACK_PUBLIC_KEY must start with pk_test_ or pk_live_')
    .optional(),
  /** The shared payment sandbox's origin when it runs in another process (npm run start:cluster sets it). */
  SANDBOX_ORIGIN: z.string().url().optional(),
  /**
   * How long the sandbox's auto-answering test numbers (0241234987 ...) take to approve, decline or refuse,
   * in ms (default 4000, as a phone would). The e2e server sets a short one so journeys do not sit through it.
   */
  SANDBOX_APPROVAL_DELAY_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /**
   * SMS (docs/sms.md): `outbox` keeps messages in the sms_outbox table (the default outside production);
   * `arkesel` sends them (the default in production when SMS_API_KEY is set).
   */
  SMS_PROVIDER: z.enum(['outbox', 'arkesel']).optional(),
  SMS_API_KEY: z.string().trim().min(8, 'SMS_API_KEY must be at least 8 characters long').optional(),
  /** The sender ID registered with the provider: what phones show as the sender (at most 11 letters or digits). */
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{1,11}$/, 'SMS_SENDER_ID must be 1 to 11 letters or digits')
    .default('SkyLink'),
  /** The provider's API base (tests point it at a local fake). */
  SMS_BASE_URL: z.string().url().default('https://sms.arkesel.com'),
  /**
   * The built Storybook at /storybook: served outside production unless `false`; in production only when `true`.
   */
  SERVE_STORYBOOK: z.enum(['true', 'false', '1', '0']).optional(),
  STORYBOOK_DIR: z.string().default('./storybook-static'),
  /** Bearer token for GET /api/metrics (administrators' access tokens work too). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters long').optional(),
  /** Where service events are POSTed for the network side (docs/operations.md "Service events"), with their key. */
  SERVICE_EVENTS_URL: z.string().url().optional(),
  SERVICE_EVENTS_SECRET: z.string().min(32, 'SERVICE_EVENTS_SECRET must be at least 32 characters long').optional(),
});

/** How payments are taken (see docs/billing.md). */
export interface PaymentConfig {
  provider: 'sandbox' | 'paystack';
  /** Paystack's API base (paystack mode, or an external sandbox) */
  baseUrl: string;
  secretKey?: string;
  publicKey?: string;
  /** true when PAYSTACK_BASE_URL was set explicitly */
  customBaseUrl: boolean;
  /** true when the sandbox's keys were made up at this start (no PAYSTACK_SECRET_KEY/PAYSTACK_PUBLIC_KEY) */
  generatedKeys?: boolean;
  /** the shared sandbox in another process (several app servers); never in production */
  sandboxOrigin?: string;
  /** how long the sandbox's auto-answering numbers take (SANDBOX_APPROVAL_DELAY_MS; the sandbox's 4 s when absent) */
  sandboxApprovalDelayMs?: number;
}

/** How text messages go out (see docs/sms.md). */
export interface SmsConfig {
  provider: 'outbox' | 'arkesel';
  apiKey?: string;
  senderId: string;
  baseUrl: string;
  /** production keeping SMS in the outbox (no credentials): logged at start */
  warning?: string;
}

export type Config = {
  port: number;
  host: string;
  /** the environment the server runs as, and how that was read (for the start-up log) */
  appEnv: 'development' | 'production' | 'test';
  appEnvSource: 'APP_ENV' | 'NODE_ENV' | 'default';
  dataDir: string;
  databaseUrl?: string;
  staticDir: string;
  /** true when the dev-only routes (outbox, payment test page) must stay off */
  production: boolean;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The origin mail links use: PUBLIC_URL, or outside production http://localhost:PORT. Never the Host header. */
  publicUrl: string;
  /** which X-Forwarded-For hops are our proxies (TRUST_PROXY; see server/http/proxy.ts) */
  trustProxy: ProxyTrust;
  /** false: close the connection after every answer (see KEEP_ALIVE) */
  keepAlive: boolean;
  /** Production only: the first administrator's account. */
  initialAdmin?: { email: string; password: string };
  payments: PaymentConfig;
  sms: SmsConfig;
  metricsToken?: string;
  /** where service events are POSTed, signed with `secret` (both set, or neither) */
  serviceEvents?: { url: string; secret: string };
  /** the built Storybook for reviewers at /storybook (see SERVE_STORYBOOK) */
  storybook: { dir: string; serve: boolean };
};

/** Read configuration from the environment; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const { appEnv, source } = appEnvOf(e);
  const production = appEnv === 'production';
  if (production) {
    const how =
      source === 'NODE_ENV'
        ? 'production (NODE_ENV=production without APP_ENV is read as APP_ENV=production; for a local demo set APP_ENV=development)'
        : 'production (APP_ENV=production)';
    const missing = [
      !e.JWT_SECRET && '  JWT_SECRET: set a random key of at least 32 characters (e.g. `openssl rand -base64 48`)',
      !e.PUBLIC_URL &&
        '  PUBLIC_URL: set the public origin of the site (e.g. https://skylink.example); links in mail use it',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new Error(`Refusing to start in ${how} without:\n${missing.join('\n')}`);
    }
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid server configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (Boolean(e.SERVICE_EVENTS_URL) !== Boolean(e.SERVICE_EVENTS_SECRET)) {
    throw new Error(
      'Invalid server configuration:\n  SERVICE_EVENTS_URL and SERVICE_EVENTS_SECRET must be set together',
    );
  }
  const provider = production ? 'paystack' : (e.PAYMENT_PROVIDER ?? 'sandbox');
  // The sandbox's keys: the configured ones, else new random ones at every start (printed at start). A
  // fixed key in the source would let anyone who read it sign webhooks to a server left in sandbox mode.
  const generatedKeys = provider === 'sandbox' && !(e.PAYSTACK_SECRET_KEY && e.PAYSTACK_PUBLIC_KEY);
  const keys = generatedKeys
    ? {
        secretKey: e.PAYSTACK_SECRET_KEY ?? randomSandboxKey('sk'),
        publicKey: e.PAYSTACK_PUBLIC_KEY ?? randomSandboxKey('pk'),
      }
    : { secretKey: e.PAYSTACK_SECRET_KEY, publicKey: e.PAYSTACK_PUBLIC_KEY };
  return {
    port: e.PORT,
    host: e.HOST ?? defaultHost(production),
    appEnv,
    appEnvSource: source,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    staticDir: resolve(e.STATIC_DIR),
    production,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${e.PORT}`,
    trustProxy: parseProxyTrust(e.TRUST_PROXY),
    keepAlive: !(e.KEEP_ALIVE === 'false' || e.KEEP_ALIVE === '0'),
    initialAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    payments: {
      // Production never runs the sandbox; elsewhere the sandbox is the default.
      provider,
      baseUrl: e.PAYSTACK_BASE_URL,
      ...keys,
      customBaseUrl: env.PAYSTACK_BASE_URL !== undefined,
      generatedKeys,
      sandboxOrigin: production ? undefined : e.SANDBOX_ORIGIN,
      sandboxApprovalDelayMs: e.SANDBOX_APPROVAL_DELAY_MS,
    },
    sms: smsConfigOf(e, production),
    metricsToken: e.METRICS_TOKEN,
    serviceEvents:
      e.SERVICE_EVENTS_URL && e.SERVICE_EVENTS_SECRET
        ? { url: e.SERVICE_EVENTS_URL, secret: e.SERVICE_EVENTS_SECRET }
        : undefined,
    storybook: { dir: resolve(e.STORYBOOK_DIR), serve: storybookServed(e.SERVE_STORYBOOK, production) },
  };
}

/** Storybook for reviewers: on outside production unless switched off, off in production unless switched on. */
function storybookServed(setting: 'true' | 'false' | '1' | '0' | undefined, production: boolean): boolean {
  if (setting === undefined) return !production;
  return setting === 'true' || setting === '1';
}

/**
 * SMS: outside production the outbox unless SMS_PROVIDER=arkesel (which then needs SMS_API_KEY); in
 * production Arkesel when SMS_API_KEY is set, else the outbox with a warning (payments never depend on SMS).
 */
function smsConfigOf(e: z.infer<typeof EnvSchema>, production: boolean): SmsConfig {
  const base = { senderId: e.SMS_SENDER_ID, baseUrl: e.SMS_BASE_URL.replace(/\/+$/, '') };
  const wanted = e.SMS_PROVIDER ?? (production ? 'arkesel' : 'outbox');
  if (wanted === 'outbox') {
    const warning = production
      ? 'SMS_PROVIDER=outbox: SMS confirmations are kept in the sms_outbox table, not sent'
      : undefined;
    return { provider: 'outbox', ...base, warning };
  }
  if (e.SMS_API_KEY) return { provider: 'arkesel', apiKey: e.SMS_API_KEY, ...base };
  if (!production) {
    throw new Error('Invalid server configuration:\n  SMS_API_KEY: SMS_PROVIDER=arkesel needs the Arkesel API key');
  }
  return {
    provider: 'outbox',
    ...base,
    warning: 'no SMS_API_KEY: SMS confirmations are kept in the sms_outbox table, not sent (payments are not affected)',
  };
}

/**
 * Which environment the server runs as. APP_ENV when set; else NODE_ENV=production means production (the
 * safe reading: a host that says production never gets demo accounts or the sandbox by accident); else
 * development.
 */
export function appEnvOf(e: { APP_ENV?: 'development' | 'production' | 'test'; NODE_ENV?: string }): {
  appEnv: 'development' | 'production' | 'test';
  source: Config['appEnvSource'];
} {
  if (e.APP_ENV) return { appEnv: e.APP_ENV, source: 'APP_ENV' };
  if (e.NODE_ENV === 'production') return { appEnv: 'production', source: 'NODE_ENV' };
  return { appEnv: 'development', source: 'default' };
}

/**
 * Outside production the server answers only this machine: it has demo accounts whose passwords are
 * published, which a café or office network must not reach. Production listens on every interface.
 */
export function defaultHost(production: boolean): string {
  return production ? '0.0.0.0' : '127.0.0.1';
}

/** A sandbox key in Paystack's shape (`sk_test_…`/`pk_test_…`), random for this start. */
export function randomSandboxKey(kind: 'sk' | 'pk'): string {
  return `${kind}_test_sandbox_${randomBytes(24).toString('hex')}`;
}

import { resolve } from 'node:path';
import { z } from 'zod';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  STATIC_DIR: z.string().default('./dist/client'),
  /** Non-production extras (dev outbox route, payment test page) are on unless APP_ENV=production. */
  APP_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** HS256 signing key for access tokens; when absent one is generated on first start and kept in server_keys. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters long').optional(),
  /** smtp(s)://user:pass@host:port — when set, mail is sent by SMTP instead of written to the outbox table. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('SkyLink Ghana <no-reply@skylink.example>'),
  /** Absolute origin for links in mail (e.g. https://skylink.example); defaults to the request's origin. */
  PUBLIC_URL: z.string().url().optional(),
  /** Trust X-Forwarded-For for the client address (only behind a proxy that sets it). */
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  staticDir: string;
  /** true when the dev-only routes (outbox, payment test page) must stay off */
  production: boolean;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl?: string;
  trustProxy: boolean;
};

/** Read configuration from the environment; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    staticDir: resolve(e.STATIC_DIR),
    production: e.APP_ENV === 'production',
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
  };
}

import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { z } from 'zod';
import { hasControlCharacter } from '../src/domain/text';
import type { Config } from './config';
import type { Database } from './db/client';
import { ping } from './db/client';
import { bearerAuth, requireRole } from './features/auth/bearer';
import { loadSigningKey } from './features/auth/keys';
import { defaultClientIp } from './features/auth/policy';
import { authRoutes } from './features/auth/routes';
import { tokenService } from './features/auth/tokens';
import { coverageRoutes, listCoverageRequests } from './features/coverage/routes';
import { siteRoutes } from './features/site/routes';
import { ApiError, describeError, errorResponse, internalError, NOT_FOUND, toApiError } from './http/errors';
import { securityHeaders } from './http/security';
import { mountSite } from './http/static';
import { type Mailer, outboxMailer, readOutbox, smtpMailer } from './mail/mailer';

export interface AppDeps {
  config: Pick<Config, 'staticDir' | 'production'> &
    Partial<Pick<Config, 'jwtSecret' | 'smtpUrl' | 'mailFrom' | 'publicUrl' | 'trustProxy'>>;
  database: Database;
  /** The time as the server sees it (tests move it to expire tokens and rate-limit windows). */
  clock?: () => Date;
  /** Where mail goes; by default SMTP when config.smtpUrl is set, else the outbox table. */
  mailer?: Mailer;
  /** The client's address for rate limiting; by default the socket (or X-Forwarded-For with trustProxy). */
  clientIp?: (c: Context) => string;
  /** Runs work after an answer is sent (mail); tests collect the tasks to await them. */
  background?: (task: () => Promise<void>) => void;
}

const OUTBOX_TO_MESSAGE = 'to must be an email address';
/** GET /api/admin/outbox?to=: an optional recipient address. */
const outboxQuerySchema = z.object({
  to: z
    .string()
    .trim()
    .max(254, OUTBOX_TO_MESSAGE)
    .refine((value) => !hasControlCharacter(value) && /^[^\s@]+@[^\s@]+$/.test(value), OUTBOX_TO_MESSAGE)
    .optional(),
});

/** Outside production without PUBLIC_URL, mail links point at the local server. */
const LOCAL_ORIGIN = 'http://localhost:3000';

const runDetached = (task: () => Promise<void>) => {
  task().catch((err) => console.error('background task failed:', describeError(err)));
};

export const API_VERSION = '1.0.0';

/** Build the HTTP app: API routes under /api, then the built site with SPA fallback. */
export function createApp({
  config,
  database,
  clock = () => new Date(),
  mailer,
  clientIp,
  background = runDetached,
}: AppDeps) {
  const app = new Hono();
  let signingKey: Promise<string> | undefined;
  const loadKey = () => {
    signingKey ??= loadSigningKey(database.db, config.jwtSecret).catch((err) => {
      signingKey = undefined;
      throw err;
    });
    return signingKey;
  };
  const tokens = tokenService(database.db, clock, loadKey);
  app.use('*', securityHeaders());
  app.use('*', compress());
  // API answers carry tokens and personal data: no cache keeps them unless a route says otherwise.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  app.get('/api/health', async (c) => {
    const dbOk = await ping(database.db);
    return c.json(
      { status: dbOk ? 'ok' : 'degraded', version: API_VERSION, database: { kind: database.kind, ok: dbOk } },
      dbOk ? 200 : 503,
    );
  });

  const appMailer =
    mailer ??
    (config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom ?? 'no-reply@localhost')
      : outboxMailer(database.db, clock));
  const addressOf = clientIp ?? defaultClientIp(config.trustProxy ?? false);
  app.route(
    '/api/auth',
    authRoutes({
      db: database.db,
      clock,
      mailer: appMailer,
      tokens,
      publicUrl: config.publicUrl ?? LOCAL_ORIGIN,
      clientIp: addressOf,
      background,
    }),
  );
  // The contact inbox and first-party analytics (public, rate limited per client address).
  app.route('/api', siteRoutes({ db: database.db, clock, mailer: appMailer, clientIp: addressOf, background }));

  app.route('/api/coverage', coverageRoutes({ db: database.db, clock, clientIp: addressOf }));

  /** Coverage requests for unserved areas, newest first, for administrators (the admin area reads them). */
  app.get(
    '/api/admin/coverage-requests',
    bearerAuth(database.db, tokens),
    requireRole(['admin', 'super_admin']),
    async (c) => c.json({ requests: await listCoverageRequests(database.db) }),
  );

  if (!config.production) {
    /**
     * Outside production, mail written to the outbox, newest first (`?to=` filters by recipient),
     * for administrators only: it holds live verification and reset links.
     */
    app.get('/api/admin/outbox', bearerAuth(database.db, tokens), requireRole(['admin', 'super_admin']), async (c) => {
      const query = outboxQuerySchema.safeParse({ to: c.req.query('to') || undefined });
      if (!query.success) {
        const message = query.error.issues[0]?.message ?? OUTBOX_TO_MESSAGE;
        throw new ApiError(400, 'validation_failed', message, { issues: [{ path: 'to', message }] });
      }
      return c.json({ messages: await readOutbox(database.db, query.data.to) });
    });
  }

  // The one JSON 404 of the API (the site's fallback below never sees /api paths).
  app.all('/api/*', (c) =>
    errorResponse(
      c,
      new ApiError(404, 'not_found', `No API route for ${c.req.method} ${c.req.path}`, { error: NOT_FOUND }),
    ),
  );

  mountSite(app, config.staticDir, { origin: config.publicUrl ?? LOCAL_ORIGIN });

  // Every error body goes out through errorResponse, with a code.
  app.onError((err, c) => {
    const known = toApiError(err);
    if (known) return errorResponse(c, known);
    console.error(`${c.req.method} ${c.req.path} failed:`, describeError(err));
    return errorResponse(c, internalError());
  });
  return app;
}

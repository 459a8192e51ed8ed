/**
 * Longer than 300 lines: it assembles the whole server in one place (middleware order, feature mounts, guards,
 * error handling, static files), and that order is the security model; split, the order would be spread over
 * files.
 */
import { timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, controlCharactersIn, hasControlCharacter } from '../src/domain/text';
import { ADMIN_API, adminEndpoints } from '../src/features/admin/contract';
import { CUSTOMER_SUBSCRIPTIONS_BASE, RENEWALS_BASE } from '../src/features/subscriptions/contract';
import type { Config } from './config';
import type { Database } from './db/client';
import { ping } from './db/client';
import { adminPanelRoutes } from './features/admin/routes';
import { adminConsoleRoutes } from './features/adminConsole/routes';
import { adminSecurityRoutes } from './features/adminSecurity';
import { adminUsersRoutes } from './features/adminUsers/routes';
import { analyticsRoutes, reportRoutes } from './features/analytics/routes';
import { type AuthEnv, bearerAuth, optionalUserId, requireRole } from './features/auth/bearer';
import { loadSigningKey } from './features/auth/keys';
import { defaultClientIp } from './features/auth/policy';
import { authRoutes } from './features/auth/routes';
import { tokenService } from './features/auth/tokens';
import { anonymiseBooks, subscriptionPayments } from './features/billing';
import { adminReconcileRoutes } from './features/billing/adminReconcileRoutes';
import { circuitBreaker } from './features/billing/breaker';
import { type SetupOptions, setupPayments } from './features/billing/providers';
import type { PaymentSandbox, SandboxStart } from './features/billing/providers/types';
import { billingRoutes, paymentsByStatus } from './features/billing/routes';
import { billingCore } from './features/billing/service';
import { coverageRoutes } from './features/coverage/routes';
import { type BellStreamOptions, notificationRoutes } from './features/notifications';
import { settingsRoutes } from './features/settings/routes';
import { readOwnSecurity } from './features/settings/security';
import {
  autoRenewChosen,
  bellNotificationsShown,
  emailNotificationsOn,
  smsNotificationsOn,
} from './features/settings/smsPreference';
import { siteRoutes } from './features/site/routes';
import { runAutoRenewals } from './features/subscriptions/autoRenew';
import { sendDueReminders } from './features/subscriptions/reminders';
import { renewalService } from './features/subscriptions/renewal';
import { renewalLinks } from './features/subscriptions/renewalLinks';
import { customerSubscriptionRoutes, renewalRoutes, subscriptionsAdminRoutes } from './features/subscriptions/routes';
import {
  DELIVER_JOB,
  deliverServiceEvent,
  paymentServiceEvent,
  queueServiceEvents,
} from './features/subscriptions/serviceEvents';
import { applyStandingChanges } from './features/subscriptions/standing';
import { apiBodyLimit } from './http/bodyLimit';
import { compressAnswers } from './http/compress';
import { route } from './http/contractRoute';
import { ApiError, describeError, errorResponse, internalError, notFoundResponse, toApiError } from './http/errors';
import { metricsRegistry } from './http/metrics';
import { nodeOf } from './http/node';
import { securityHeaders } from './http/security';
import { cachedFile, mountSite, sendFile, siteScriptHashes } from './http/static';
import { mountStorybook } from './http/storybook';
import type { Scheduler } from './jobs/scheduler';
import { loggedMailer, type Mailer, outboxMailer, readOutbox, smtpMailer } from './mail/mailer';
import { OPENAPI_PATH, openApiDocument } from './openapi';
import { arkeselSender } from './sms/arkesel';
import { smsDispatcher } from './sms/dispatcher';
import { readSmsOutbox } from './sms/outbox';
import { internationalGhanaPhone, outboxSmsSender, type SmsSender } from './sms/sender';
import { type AppClock, appClockOf } from './system/clock';

export interface AppDeps {
  config: Pick<Config, 'staticDir' | 'production'> &
    Partial<
      Pick<
        Config,
        | 'jwtSecret'
        | 'smtpUrl'
        | 'mailFrom'
        | 'publicUrl'
        | 'trustProxy'
        | 'payments'
        | 'metricsToken'
        | 'serviceEvents'
        | 'sms'
        | 'storybook'
      >
    >;
  database: Database;
  /** The time as the server sees it (tests move it to expire tokens and rate-limit windows). */
  clock?: () => Date;
  /**
   * The application's clock with its test clock (server/system/clock.ts): when given, it is the server's
   * time (instead of `clock`), and outside production administrators may move it at /api/admin/test-clock.
   */
  appClock?: AppClock;
  /** Where mail goes; by default SMTP when config.smtpUrl is set, else the outbox table. */
  mailer?: Mailer;
  /**
   * The client's address for rate limiting; by default the socket's, or behind the proxies `trustProxy`
   * trusts the X-Forwarded-For hop they name (server/http/proxy.ts).
   */
  clientIp?: (c: Context) => string;
  /** Runs work after an answer is sent (mail); tests collect the tasks to await them. */
  background?: (task: () => Promise<void>) => void;
  /**
   * The fake Paystack (server/sandbox), development-only: server/start.ts loads it outside production,
   * tests and scripts pass `paystackSandbox` or `sandboxWith(...)`. Never used in production; without it
   * a server outside production takes no payments (503, the reason logged at start).
   */
  paymentSandbox?: PaymentSandbox;
  /** Billing knobs for tests: retry back-off, the notification stream, fault drills. */
  billing?: {
    retryBaseMs?: number;
    /** the notification stream's timings (tests shorten the 2 s poll) */
    bellStream?: Partial<BellStreamOptions>;
    /** fault drills: wrap the provider adapter's transport and the sandbox's webhook deliveries */
    providerTransport?: SetupOptions['transport'];
    providerTimeoutMs?: number;
    webhookTransport?: (deliver: SandboxStart['deliverWebhook']) => SandboxStart['deliverWebhook'];
  };
  /** SMS: the sender (by default from config.sms: Arkesel or the outbox) */
  sms?: { sender?: SmsSender };
  /**
   * The scheduler (server/jobs/scheduler.ts) the app defines its timed work on, started by the caller after
   * createApp; without one (most tests) nothing runs on time and tests run the work themselves.
   */
  scheduler?: Scheduler;
}

/** The one API route whose body is larger than the common limit (it has its own, in server/features/auth). */
const PROFILE_PICTURE_UPLOAD_PATH = '/api/auth/upload-profile-picture';

/** Outside production without PUBLIC_URL, mail links point at the local server. */
const LOCAL_ORIGIN = 'http://localhost:3000';

/**
 * Work after the answer (mail, the account-specific part of a reset request): started on the next turn of
 * the event loop, so none of it, not even its first synchronous steps, runs before the answer is written.
 */
const runDetached = (task: () => Promise<void>) => {
  setImmediate(() => {
    task().catch((err) => console.error('background task failed:', describeError(err)));
  });
};

export const API_VERSION = '1.0.0';
/** The OpenAPI document changes only with a deploy: an hour in any cache is fine. */
const OPENAPI_CACHE_CONTROL = 'public, max-age=3600';

/** The roles the admin area admits (site §6: admin and super_admin). */
export const ADMIN_ROLES = ['admin', 'super_admin'] as const;
/** API prefixes that only administrators reach (guarded once, below). */
export const ADMIN_PREFIXES = ['/api/admin', '/api/analytics'] as const;

/** A 400 when a decoded path segment or query key or value holds a control character. */
function refuseControlCharacters(url: string) {
  const query = url.indexOf('?');
  const rawPath = url.slice(url.indexOf('/', url.indexOf('//') + 2), query < 0 ? undefined : query);
  let path: string;
  let params: [string, string][];
  try {
    path = decodeURIComponent(rawPath);
    params = query < 0 ? [] : [...new URLSearchParams(url.slice(query + 1))];
  } catch {
    return; // malformed escapes: the router answers them as it always has
  }
  if (hasControlCharacter(path)) throw new ApiError(400, 'validation_failed', CONTROL_CHARACTERS_MESSAGE);
  const bad = params.find(([key, value]) => hasControlCharacter(key) || hasControlCharacter(value));
  if (bad) {
    const name = hasControlCharacter(bad[0]) ? 'query' : bad[0];
    const message = controlCharactersIn(name);
    throw new ApiError(400, 'validation_failed', message, { issues: [{ path: name, message }] });
  }
}

function timingSafeEqualText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Build the HTTP app: API routes under /api, then the built site with SPA fallback. */
export function createApp({
  config,
  database,
  clock: givenClock = () => new Date(),
  appClock,
  mailer,
  clientIp,
  background = runDetached,
  billing: billingOptions = {},
  sms: smsOptions = {},
  scheduler,
  paymentSandbox,
}: AppDeps) {
  // Outside production every app has a test clock over the time it is given (server/system/clock.ts).
  const applicationClock =
    appClock ?? appClockOf({ db: database.db, production: config.production, realNow: givenClock });
  const clock = applicationClock.now;
  const app = new Hono();
  const metrics = metricsRegistry();
  const startedAt = clock();
  let signingKey: Promise<string> | undefined;
  const loadKey = () => {
    signingKey ??= loadSigningKey(database.db, config.jwtSecret).catch((err) => {
      signingKey = undefined;
      throw err;
    });
    return signingKey;
  };
  // Sign-in and refresh apply the stricter of the system settings and the account's own Security preferences.
  const tokens = tokenService(database.db, clock, loadKey, readOwnSecurity);
  app.use('*', securityHeaders({ scriptHashes: siteScriptHashes(config.staticDir) }));
  app.use('*', compressAnswers());
  app.use('/api/*', metrics.middleware);
  app.use('/api/*', async (c, next) => {
    // A control character in a path segment or query value can mean nothing to any route (and a NUL
    // cannot even reach a PostgreSQL text parameter): refused at the door, as readJson refuses it in bodies.
    // Only a URL with an escape (or, were one to get through, a raw control character) needs decoding.
    const url = c.req.url;
    if (url.includes('%') || hasControlCharacter(url)) refuseControlCharacters(url);
    // API answers carry tokens and personal data: no cache keeps them unless a route says otherwise.
    // Under Node it goes onto Node's response first, and a route's own Cache-Control replaces it when the
    // answer is written; in process it is added after the handler when the answer has none.
    const outgoing = nodeOf(c)?.outgoing;
    if (outgoing) {
      outgoing.setHeader('Cache-Control', 'no-store');
      return next();
    }
    await next();
    const headers = c.res.headers;
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  });

  // One body limit in front of every API route, before authentication and before any route reads a body:
  // a body over it is refused at once by its Content-Length, or once that many bytes of a streamed one have
  // arrived, so no caller (signed in or not) can make the server hold more. Routes with smaller bodies keep
  // their own stricter limits; the profile picture, the one larger body, has its own (server/features/auth).
  app.use('/api/*', apiBodyLimit({ exempt: [PROFILE_PICTURE_UPLOAD_PATH] }));

  /** Liveness for a load balancer: the process answers; no database round trip (that is /api/health). */
  app.get('/api/health/live', (c) => c.json({ status: 'ok', version: API_VERSION }));

  // The API's description, made once at start from the contracts' endpoint tables (so it is the code's own
  // description, never a copy that can drift), listing what this server mounts (production leaves out the
  // development outboxes); public and the same for everyone, so caches may keep it. Served as the site's
  // files are: a strong ETag (304 to If-None-Match), and each compressed form made once, when first asked
  // for, then kept, so a request costs no compression.
  const openApiFile = cachedFile(
    new TextEncoder().encode(JSON.stringify(openApiDocument(API_VERSION, { production: config.production }))),
    'application/json; charset=UTF-8',
    OPENAPI_CACHE_CONTROL,
  );
  app.get(OPENAPI_PATH, (c) => sendFile(c, openApiFile));

  app.get('/api/health', async (c) => {
    const dbOk = await ping(database.db);
    return c.json(
      { status: dbOk ? 'ok' : 'degraded', version: API_VERSION, database: { kind: database.kind, ok: dbOk } },
      dbOk ? 200 : 503,
    );
  });

  // mail about a customer's service is logged with its outcome (the admin's messages log)
  const appMailer = loggedMailer(
    database.db,
    mailer ??
      (config.smtpUrl
        ? smtpMailer(config.smtpUrl, config.mailFrom ?? 'no-reply@localhost')
        : outboxMailer(database.db, clock)),
    { keeps: !config.smtpUrl, clock },
  );
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
      beforeAccountDeleted: anonymiseBooks,
      production: config.production,
    }),
  );
  // The contact inbox and first-party analytics (public, rate limited per client address).
  app.route(
    '/api',
    siteRoutes({
      db: database.db,
      clock,
      mailer: appMailer,
      userIdOf: optionalUserId(database.db, tokens),
      clientIp: addressOf,
      background,
    }),
  );

  // ----- billing: payments, subscriptions, invoices, notifications ------------------------------
  const publicUrl = config.publicUrl ?? LOCAL_ORIGIN;
  const payments = setupPayments({
    config: config.payments ?? { provider: 'sandbox', baseUrl: 'https://api.paystack.co', customBaseUrl: false },
    production: config.production,
    publicUrl,
    clock,
    // The sandbox posts its signed webhooks to our own endpoint, in process.
    deliverWebhook: (billingOptions.webhookTransport ?? ((deliver) => deliver))(async (raw, signature) => {
      const res = await app.request('/api/billing/paystack/webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signature },
        body: raw,
      });
      return res.status;
    }),
    sandbox: config.production ? undefined : paymentSandbox,
    sandboxOrigin: config.payments?.sandboxOrigin,
    transport: billingOptions.providerTransport,
    timeoutMs: billingOptions.providerTimeoutMs,
  });
  if (payments.unavailableReason) console.error(`Payments are OFF (answering 503): ${payments.unavailableReason}`);
  // ----- SMS: queued in the transaction that decides them, sent after the commit and retried --------
  const smsConfig = config.sms;
  const smsSender =
    smsOptions.sender ??
    (smsConfig?.provider === 'arkesel' && smsConfig.apiKey
      ? arkeselSender({ apiKey: smsConfig.apiKey, senderId: smsConfig.senderId, baseUrl: smsConfig.baseUrl })
      : outboxSmsSender);
  if (smsConfig?.warning) console.warn(`SMS are kept, not sent: ${smsConfig.warning}`);
  const sms = smsDispatcher({ db: database.db, sender: smsSender, clock });
  /**
   * A sweep the scheduler runs every minute (and at once after a test-clock advance): it carries no data and
   * is not retried, the next minute's run being its retry; each sweep is idempotent on its own rows.
   */
  const everyMinute = (name: string, run: () => Promise<unknown>) =>
    scheduler?.define({
      name,
      schema: z.object({}),
      every: '* * * * *',
      retryLimit: 0,
      run: async () => void (await run()),
    });
  // Retries come due with time: the scheduler looks for them every minute (one server claims each row).
  everyMinute('sms.dispatch', sms.runDue);
  // How the messages between payments reach the customer: the SMS and mail the customer's settings allow.
  const noticeChannels = { smsAllowed: smsNotificationsOn, mailer: appMailer, mailAllowed: emailNotificationsOn };
  // The password-less renewal link each reminder and standing message carries (signed with a key of its own).
  const links = renewalLinks(loadKey, publicUrl);
  // Reminders before paid-until, once per period (server/features/subscriptions/reminders.ts).
  everyMinute('subscriptions.reminders', async () => {
    const { sent } = await sendDueReminders({
      db: database.db,
      now: clock,
      renewUrl: links.url,
      payments: paymentsForSubscriptions,
      ...noticeChannels,
    });
    if (sent > 0) await sms.runDue();
  });
  // Standing changes when paid-until passes, and the service events they and payments write
  // (server/features/subscriptions/standing.ts, serviceEvents.ts).
  const serviceEventsTarget = config.serviceEvents;
  const queueEvents = async () => {
    if (!scheduler || !serviceEventsTarget) return;
    await queueServiceEvents(database.db, clock(), (id) =>
      scheduler.enqueue(DELIVER_JOB, { id }, { key: `service-event:${id}` }),
    );
  };
  everyMinute('subscriptions.standing', async () => {
    const { told, events } = await applyStandingChanges({
      db: database.db,
      now: clock,
      renewUrl: links.url,
      signInUrl: `${publicUrl}/login`,
      ...noticeChannels,
    });
    if (told > 0) await sms.runDue();
    if (events.length > 0) await queueEvents();
  });
  if (scheduler && serviceEventsTarget) {
    everyMinute('subscriptions.service-events', queueEvents);
    scheduler.define({
      name: DELIVER_JOB,
      schema: z.object({ id: z.number().int().positive() }),
      retryLimit: 8,
      retryDelaySeconds: 60,
      run: ({ id }) => deliverServiceEvent(database.db, id, serviceEventsTarget, clock),
    });
  }
  const breaker = circuitBreaker(database.db, clock);
  const billing = billingCore({
    db: database.db,
    clock,
    mailer: appMailer,
    background,
    breaker,
    provider: payments.provider,
    providerName: payments.providerName,
    retryBaseMs: billingOptions.retryBaseMs ?? 250,
    publicUrl,
    smsAllowed: smsNotificationsOn,
    smsQueued: sms.runDue,
    onCredited: paymentServiceEvent,
    autoRenewChosen,
  });
  // What subscriptions' renewal link, auto-renew and promise route use of payments: billing's own service.
  const paymentsForSubscriptions = subscriptionPayments(database.db, clock, billing);
  // Auto-renew: the day before paid-until, one charge per period to the number last paid with
  // (server/features/subscriptions/autoRenew.ts).
  everyMinute('subscriptions.auto-renew', async () => {
    const { missed } = await runAutoRenewals({
      db: database.db,
      now: clock,
      payments: paymentsForSubscriptions,
      renewUrl: links.url,
      ...noticeChannels,
    });
    if (missed > 0) await sms.runDue();
  });
  const billingApi = billingRoutes({
    db: database.db,
    clock,
    tokens,
    billing,
    breaker,
    payments,
    production: config.production,
    clientIp: addressOf,
  });
  const requireUser = bearerAuth(database.db, tokens);
  // Settings before notifications: /api/notifications/settings is the settings' notifications section.
  const settingsApi = settingsRoutes({ db: database.db, clock, tokens, clientIp: addressOf });
  app.route('/api/user', settingsApi.user);
  app.route('/api/notifications/settings', settingsApi.notificationSettings);
  app.route('/api/billing', billingApi.billing);
  app.route(
    '/api/notifications',
    notificationRoutes({
      db: database.db,
      clock,
      requireUser,
      bellStream: billingOptions.bellStream,
      shown: bellNotificationsShown,
    }),
  );
  app.route('/api/payment', billingApi.hosted);
  // The renewal link's page: no session, the token is the key (server/features/subscriptions/routes.ts).
  const renewalApi = new Hono();
  renewalRoutes(renewalApi, {
    db: database.db,
    clock,
    payments: paymentsForSubscriptions,
    renewals: renewalService({ db: database.db, clock, payments: paymentsForSubscriptions, links }),
    clientIp: addressOf,
  });
  app.route(RENEWALS_BASE, renewalApi);
  // The signed-in customer's own subscription actions: a promise to pay from the dashboard.
  const customerSubscriptionsApi = new Hono<AuthEnv>();
  customerSubscriptionRoutes(customerSubscriptionsApi, {
    db: database.db,
    clock,
    tokens,
    payments: paymentsForSubscriptions,
  });
  app.route(CUSTOMER_SUBSCRIPTIONS_BASE, customerSubscriptionsApi);
  // The fake Paystack: never in production.
  if (payments.sandboxRoutes && !config.production) app.route('/', payments.sandboxRoutes);

  /** Prometheus text: for administrators, or with METRICS_TOKEN as the bearer (no anonymous access). */
  const adminOnly = requireRole(ADMIN_ROLES);
  app.get(
    '/api/metrics',
    async (c, next) => {
      const header = c.req.header('authorization') ?? '';
      const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      if (token && config.metricsToken && timingSafeEqualText(token, config.metricsToken)) return next();
      const authed = c as unknown as Context<AuthEnv>;
      return requireUser(authed, async () => {
        await adminOnly(authed, next);
      });
    },
    async (c) => {
      const text = metrics.render([
        {
          name: 'payments_by_status',
          help: 'Payments by status.',
          label: 'status',
          values: await paymentsByStatus(database.db),
        },
      ]);
      return c.text(text, 200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' });
    },
  );

  app.route('/api/coverage', coverageRoutes({ db: database.db, clock, clientIp: addressOf }));

  // ----- the admin area: every route under these prefixes is for administrators only ----------
  // One guard in front of both prefixes (401 without a token, 403 for anyone whose role, read from the
  // database on this request, is not admin or super_admin), so no admin route can forget it.
  for (const prefix of ADMIN_PREFIXES) app.use(`${prefix}/*`, requireUser, adminOnly);

  // analytics on live data and the CSV reports
  app.route('/api/analytics', analyticsRoutes({ db: database.db, clock }));
  app.route('/api/admin', reportRoutes({ db: database.db, clock, clientIp: addressOf }));
  // Customers and accounts, and what administrators do to them (activate, deactivate, role, delete...).
  app.route(
    '/api/admin',
    adminUsersRoutes({ db: database.db, clock, mailer: appMailer, publicUrl, clientIp: addressOf }),
  );

  // The admin panel (/admin): overview, network, support (and GET /api/admin/coverage-requests).
  app.route('/api/admin', adminPanelRoutes({ db: database.db, clock, mailer: appMailer, clientIp: addressOf }));

  // The console's Security and System Status sections (sessions, locks, health).
  app.route(
    '/api/admin',
    adminSecurityRoutes({
      db: database.db,
      clock,
      tokens,
      clientIp: addressOf,
      breaker,
      providerName: payments.providerName,
      requestSummary: metrics.recent,
      databaseKind: database.kind,
      version: API_VERSION,
      mailMode: config.smtpUrl ? 'smtp' : 'outbox',
      startedAt,
    }),
  );
  // Reconciliation: the ledger check, our books against the provider's, crediting what we lack.
  app.route('/api/admin', adminReconcileRoutes({ db: database.db, clock, billing }));
  // What the network side was told of each customer's service (GET /api/admin/service-events).
  const serviceEventsApi = new Hono<AuthEnv>();
  subscriptionsAdminRoutes(serviceEventsApi, { db: database.db });
  app.route('/api/admin', serviceEventsApi);
  // The admin console (/admin-dashboard): stats, the audit log and its export, the system settings.
  app.route(
    '/api/admin',
    adminConsoleRoutes({
      db: database.db,
      clock,
      clientIp: addressOf,
      metrics: metrics.summary,
      appClock: applicationClock,
      scheduler,
      production: config.production,
    }),
  );

  if (!config.production) {
    // Mounted from the admin panel's endpoint table, behind the admin guard above.
    const outboxes = new Hono<AuthEnv>();
    /**
     * Outside production, mail written to the outbox, newest first (`?to=` filters by recipient),
     * for administrators only: it holds live verification and reset links.
     */
    route(outboxes, adminEndpoints.adminMailOutbox, async (_c, { query }) => ({
      messages: await readOutbox(database.db, query.to),
    }));
    /**
     * Outside production, the SMS outbox, newest first (`?to=` a Ghana number, local or international):
     * each message with its status, attempts and last error. For administrators only (phone numbers).
     */
    route(outboxes, adminEndpoints.adminSmsOutbox, async (_c, { query }) => ({
      messages: await readSmsOutbox(database.db, internationalGhanaPhone(query.to) ?? undefined),
    }));
    app.route(ADMIN_API, outboxes);
  }

  // The one JSON 404 of the API (the site's fallback below never sees /api paths).
  app.all('/api/*', (c) => notFoundResponse(c, c.req.method, c.req.path));

  if (config.storybook) mountStorybook(app, { dir: config.storybook.dir, enabled: config.storybook.serve });
  mountSite(app, config.staticDir, { origin: config.publicUrl ?? LOCAL_ORIGIN });

  // Every error body goes out through errorResponse, with a code.
  app.onError((err, c) => {
    const known = toApiError(err);
    if (known?.code === 'service_unavailable') console.error(`${c.req.method} ${c.req.path}:`, describeError(err));
    if (known) return errorResponse(c, known);
    console.error(`${c.req.method} ${c.req.path} failed:`, describeError(err));
    return errorResponse(c, internalError());
  });
  return app;
}

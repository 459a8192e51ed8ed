/**
 * The settings API (src/features/settings/contract.ts), every route for the signed-in caller only:
 *
 *   GET  /api/user/settings               the whole document (defaults for sections never saved)
 *   PUT  /api/user/settings               any non-empty set of whole sections
 *   PUT  /api/user/settings/:section      one section
 *   GET  /api/notifications/settings      the notifications section (same row)
 *   PUT  /api/notifications/settings      save the notifications section
 *   GET  /api/user/export.json            everything we hold about the caller, as a download
 *   GET  /api/user/payments.csv           the caller's payments as CSV (formula cells neutralised)
 *
 * Every JSON route is mounted from the contract's tables (`settingsEndpoints`, `notificationSettingsEndpoints`):
 * bodies read with their schemas, answers typed and checked against them. Each section's save is its own
 * endpoint; any other name under /settings/ answers 404. The CSV is a file, registered by hand.
 *
 * Bodies are at most 16 KB (413 before the bearer is checked), and every save counts against the account's
 * write limit (60 in 10 minutes, server/features/settings/policy.ts; 429 past it) before its body is read.
 *
 * A save is one INSERT .. ON CONFLICT DO UPDATE that sets only the sent sections' columns, so saves of
 * different sections at the same moment never lose each other.
 */
import { eq } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { csvDocument } from '../../../src/domain/csv';
import { cedisDecimal } from '../../../src/domain/format/money';
import { planWithCycle } from '../../../src/domain/plans';
import {
  DEFAULT_SETTINGS,
  notificationSettingsEndpoints,
  SECTION_ENDPOINTS,
  SECTION_SAVED,
  type SectionValues,
  type SettingsDocument,
  type SettingsPatch,
  type SettingsResponse,
  type SettingsSavedResponse,
  STORED_SECTIONS,
  type StoredSection,
  sectionSchemas,
  settingsDocumentSchema,
  settingsEndpoints,
} from '../../../src/features/settings/contract';
import { SETTINGS_MESSAGES as m } from '../../../src/features/settings/messages';
import { recordAuditSafely, requestOrigin } from '../../audit/log';
import type { Db } from '../../db/client';
import { rateLimiter } from '../../db/rateLimit';
import { bodyLimit } from '../../http/bodyLimit';
import { route } from '../../http/contractRoute';
import { ApiError, bodyTooLarge, errorResponse } from '../../http/errors';
import { type AuthEnv, bearerAuth, type TokenService, users } from '../auth';
import { paymentsWithPlanName } from '../billing';
import { setSubscriptionAutoRenew, subscriptionAutoRenew } from '../subscriptions';
import { settingsPolicy, settingsWriteRule, tooManySaves } from './policy';
import { userSettings } from './tables';

type Row = typeof userSettings.$inferSelect;

/** One stored section over its defaults, read through its schema (the defaults when never saved or no longer valid). */
export function sectionOf<S extends StoredSection>(section: S, stored: unknown): SectionValues[S] {
  const parsed =
    stored && typeof stored === 'object'
      ? sectionSchemas[section].safeParse({ ...DEFAULT_SETTINGS[section], ...stored })
      : null;
  return (parsed?.success ? parsed.data : DEFAULT_SETTINGS[section]) as SectionValues[S];
}

/** A stored row as the full document: each section over its defaults. */
export function toDocument(row: Row | undefined): SettingsDocument {
  const doc = {} as Record<string, unknown>;
  for (const section of STORED_SECTIONS) doc[section] = sectionOf(section, row?.[section]);
  return settingsDocumentSchema.parse(doc);
}

/**
 * The caller's settings. Auto-renew belongs to the subscription once there is one (the dashboard changes it
 * there too): the billing section shows the subscription's; before the first payment, the saved choice,
 * which the first subscription starts with.
 */
export async function readSettings(db: Db, userId: string): Promise<SettingsResponse> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  const autoRenew = await subscriptionAutoRenew(db, userId);
  const settings = toDocument(row);
  if (autoRenew !== null) settings.billing = { ...settings.billing, autoRenew };
  return { settings, updatedAt: row ? row.updatedAt.toISOString() : null };
}

/**
 * Write the given sections only (one atomic upsert). The billing section's auto-renew is the customer's
 * subscription's too: both change in one transaction, so the setting and the subscription never disagree.
 */
async function writeSections(db: Db, userId: string, patch: SettingsPatch, now: Date) {
  const set: Record<string, unknown> = { updatedAt: now };
  for (const section of STORED_SECTIONS) {
    if (patch[section] !== undefined) set[section] = patch[section];
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(userSettings)
      .values({ userId, ...set, updatedAt: now })
      .onConflictDoUpdate({ target: userSettings.userId, set });
    if (patch.billing) await setSubscriptionAutoRenew(tx, userId, patch.billing.autoRenew, now);
  });
}

export function settingsRoutes({
  db,
  clock,
  tokens,
  clientIp = () => '',
}: {
  db: Db;
  clock: () => Date;
  tokens: TokenService;
  /** the client's address, for the audit log */
  clientIp?: (c: Context) => string;
}) {
  const requireUser = bearerAuth(db, tokens);
  /** The audit entry of a save: which sections changed (not their values: they are the user's own). */
  const audited = (c: Context<AuthEnv>, sections: readonly string[]) =>
    recordAuditSafely(db, clock(), {
      action: 'user.settings_changed',
      userId: c.get('user').id,
      details: { sections: [...sections] },
      ...requestOrigin(c, clientIp),
    });
  const limiter = rateLimiter(db, clock);
  const limitBody = bodyLimit({ maxSize: settingsPolicy.bodyBytes, onError: (c) => errorResponse(c, bodyTooLarge()) });
  /** A save counts against the account's write limit before its body is read (a refused one counts nothing). */
  const limitWrites: MiddlewareHandler<AuthEnv> = async (c, next) => {
    if (c.req.method !== 'PUT') return next();
    const ticket = await limiter.consume([settingsWriteRule(c.get('user').id)]);
    if (ticket.limited) throw tooManySaves(ticket.retryAfterSeconds);
    return next();
  };
  const user = new Hono<AuthEnv>();
  const notificationSettings = new Hono<AuthEnv>();
  for (const app of [user, notificationSettings]) app.use('*', limitBody, requireUser, limitWrites);

  route(user, settingsEndpoints.settings, (c) => readSettings(db, c.get('user').id));

  route(user, settingsEndpoints.saveSettings, async (c, { body: patch }) => {
    const userId = c.get('user').id;
    await writeSections(db, userId, patch, clock());
    const sections = STORED_SECTIONS.filter((s) => patch[s] !== undefined);
    await audited(c, sections);
    const message = sections.length === 1 && sections[0] ? SECTION_SAVED[sections[0]] : m.preferencesSaved;
    return { message, ...(await readSettings(db, userId)) };
  });

  /** Save one section: its own endpoint, whose request schema is that section's. */
  const saveSection = async <S extends StoredSection>(
    c: Context<AuthEnv>,
    section: S,
    values: SectionValues[S],
  ): Promise<SettingsSavedResponse> => {
    const userId = c.get('user').id;
    await writeSections(db, userId, { [section]: values }, clock());
    await audited(c, [section]);
    return { message: SECTION_SAVED[section], ...(await readSettings(db, userId)) };
  };
  route(user, SECTION_ENDPOINTS.profile, (c, { body }) => saveSection(c, 'profile', body));
  route(user, SECTION_ENDPOINTS.security, (c, { body }) => saveSection(c, 'security', body));
  route(user, SECTION_ENDPOINTS.notifications, (c, { body }) => saveSection(c, 'notifications', body));
  route(user, SECTION_ENDPOINTS.privacy, (c, { body }) => saveSection(c, 'privacy', body));
  route(user, SECTION_ENDPOINTS.billing, (c, { body }) => saveSection(c, 'billing', body));
  route(user, SECTION_ENDPOINTS.preferences, (c, { body }) => saveSection(c, 'preferences', body));
  // Every section has its route above: any other name (a typo, or '__proto__' and what every object inherits)
  // is no section.
  user.put('/settings/:section', () => {
    throw new ApiError(404, 'not_found', m.unknownSection);
  });

  route(notificationSettings, notificationSettingsEndpoints.notificationSettings, async (c) => {
    const { settings } = await readSettings(db, c.get('user').id);
    return { settings: settings.notifications };
  });

  route(notificationSettings, notificationSettingsEndpoints.saveNotificationSettings, async (c, { body: values }) => {
    const userId = c.get('user').id;
    await writeSections(db, userId, { notifications: values }, clock());
    await audited(c, ['notifications']);
    const { settings } = await readSettings(db, userId);
    return { message: SECTION_SAVED.notifications, settings: settings.notifications };
  });

  /** The caller's payments, newest first, with the plan's name. */
  const paymentsOf = (userId: string) => paymentsWithPlanName(db, userId);

  const stamp = (now: Date) => now.toISOString().slice(0, 10);

  route(user, settingsEndpoints.dataExport, async (c) => {
    const me = c.get('user');
    const [account] = await db.select().from(users).where(eq(users.id, me.id)).limit(1);
    if (!account) throw new ApiError(404, 'not_found', m.exportFailed);
    const now = clock();
    const rows = await paymentsOf(me.id);
    const body = {
      exportedAt: now.toISOString(),
      account: {
        id: account.id,
        email: account.email,
        username: account.username,
        firstName: account.firstName,
        lastName: account.lastName,
        phoneNumber: account.phoneNumber,
        dateOfBirth: account.dateOfBirth,
        role: account.role,
        createdAt: account.createdAt.toISOString(),
        emailVerified: account.emailVerifiedAt !== null,
      },
      settings: (await readSettings(db, me.id)).settings,
      payments: rows.map(({ payment, planName }) => ({
        id: payment.id,
        reference: payment.reference,
        created_at: payment.createdAt.toISOString(),
        paid_at: payment.paidAt ? payment.paidAt.toISOString() : null,
        plan_id: payment.planId,
        plan_name: planName,
        billing_cycle: payment.billingCycle,
        amount: cedisDecimal(payment.amountPesewas),
        currency: payment.currency,
        channel: payment.channel,
        network: payment.network,
        status: payment.status,
      })),
    };
    c.header('Content-Disposition', `attachment; filename="skylink-data-${stamp(now)}.json"`);
    return body;
  });

  user.get('/payments.csv', async (c) => {
    const now = clock();
    const rows = await paymentsOf(c.get('user').id);
    const csv = csvDocument(
      ['Date', 'Reference', 'Description', 'Amount (GHS)', 'Currency', 'Status', 'Channel', 'Network'],
      rows.map(({ payment, planName }) => [
        payment.createdAt.toISOString(),
        payment.reference,
        planWithCycle(planName, payment.billingCycle),
        cedisDecimal(payment.amountPesewas),
        payment.currency,
        payment.status,
        payment.channel,
        payment.network ?? '',
      ]),
    );
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="skylink-payments-${stamp(now)}.csv"`,
    });
  });

  return { user, notificationSettings };
}

/**
 * The admin people API, mounted at /api/admin behind the one admin guard (server/app.ts): the customers
 * list and detail, the accounts list, and the user actions (each with a required reason, audited).
 * Queries and bodies are parsed with the contract's schemas; bad input answers 400 with the field's message.
 */
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  customersQuerySchema,
  roleChangeRequestSchema,
  type UserActionResponse,
  type UserListResponse,
  userActionRequestSchema,
  userIdSchema,
  usersQuerySchema,
} from '../../../src/features/adminUsers/contract';
import { ADMIN_USERS_MESSAGES as m } from '../../../src/features/adminUsers/messages';
import { requestOrigin } from '../../audit/log';
import type { Db } from '../../db/client';
import { ApiError, readJson } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import type { AuthEnv } from '../auth';
import { type AdminAction, runAdminAction } from './actions';
import { customerDetail, findRow, listCustomers, listUsers } from './directory';

export interface AdminUsersDeps {
  db: Db;
  clock: () => Date;
  mailer: Mailer;
  publicUrl: string;
  clientIp: (c: Context) => string;
}

function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(c.req.query())) if (value !== '') raw[key] = value;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    throw new ApiError(400, 'validation_failed', issues[0]?.message ?? 'Invalid query', { issues });
  }
  return parsed.data;
}

function parseId(c: Context): string {
  const parsed = userIdSchema.safeParse(c.req.param('id'));
  if (!parsed.success) throw new ApiError(400, 'invalid_id', m.badId, { issues: [{ path: 'id', message: m.badId }] });
  return parsed.data.toLowerCase();
}

const SUCCESS: Record<AdminAction['kind'], string> = {
  activate: m.activated,
  deactivate: m.deactivated,
  changeRole: m.roleChanged,
  resendVerification: m.verificationResent,
  delete: m.deleted,
};

export function adminUsersRoutes(deps: AdminUsersDeps) {
  const { db, clock } = deps;
  const app = new Hono<AuthEnv>();
  const mail = { db, clock, mailer: deps.mailer, publicUrl: deps.publicUrl };

  app.get('/customers', async (c) =>
    c.json<UserListResponse>(await listCustomers(db, parseQuery(c, customersQuerySchema), clock())),
  );
  app.get('/users', async (c) =>
    c.json<UserListResponse>(await listUsers(db, parseQuery(c, usersQuerySchema), clock())),
  );
  app.get('/customers/:id', async (c) => {
    const detail = await customerDetail(db, parseId(c), clock());
    if (!detail) throw new ApiError(404, 'user_not_found', m.userNotFound);
    return c.json(detail);
  });

  const act = async (c: Context<AuthEnv>, action: AdminAction, reason: string) => {
    const targetId = parseId(c);
    const { deleted } = await runAdminAction({ db, clock, mail }, action, {
      actorId: c.get('user').id,
      targetId,
      reason,
      origin: requestOrigin(c, deps.clientIp),
    });
    return c.json<UserActionResponse>({
      message: SUCCESS[action.kind],
      user: deleted ? null : await findRow(db, targetId, clock()),
    });
  };
  // The id is checked before the body, so a malformed id answers 400 whatever the body.
  const simple = (path: string, kind: 'activate' | 'deactivate' | 'resendVerification' | 'delete') =>
    app.post(`/users/:id/${path}`, async (c) => {
      parseId(c);
      const body = await readJson(c, userActionRequestSchema);
      return act(c, { kind } as AdminAction, body.reason);
    });
  simple('activate', 'activate');
  simple('deactivate', 'deactivate');
  simple('resend-verification', 'resendVerification');
  simple('delete', 'delete');
  app.post('/users/:id/role', async (c) => {
    parseId(c);
    const body = await readJson(c, roleChangeRequestSchema);
    return act(c, { kind: 'changeRole', role: body.role }, body.reason);
  });

  return app;
}

/**
 * The admin people API, mounted at /api/admin behind the one admin guard (server/app.ts): the customers
 * list and detail, the accounts list, and the user actions (each with a required reason, audited).
 * Each route is mounted from its declaration in `adminUsersEndpoints` (src/features/adminUsers/contract.ts).
 * Queries and bodies are parsed with the contract's schemas; bad input answers 400 with the field's message.
 */
import { type Context, Hono } from 'hono';
import {
  adminUsersEndpoints,
  USER_ACTION_ENDPOINTS,
  type UserActionResponse,
  userIdSchema,
} from '../../../src/features/adminUsers/contract';
import { ADMIN_USERS_MESSAGES as m } from '../../../src/features/adminUsers/messages';
import { requestOrigin } from '../../audit/log';
import type { Db } from '../../db/client';
import { route } from '../../http/contractRoute';
import { ApiError } from '../../http/errors';
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

function parseId(c: Context): string {
  const parsed = userIdSchema.safeParse(c.req.param('id') ?? '');
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

  const e = adminUsersEndpoints;
  route(app, e.adminCustomers, async (_c, { query }) => listCustomers(db, query, clock()));
  route(app, e.adminUsers, async (_c, { query }) => listUsers(db, query, clock()));
  route(app, e.adminCustomer, async (c) => {
    const detail = await customerDetail(db, parseId(c), clock());
    if (!detail) throw new ApiError(404, 'user_not_found', m.userNotFound);
    return detail;
  });

  const act = async (c: Context<AuthEnv>, action: AdminAction, reason: string): Promise<UserActionResponse> => {
    const targetId = parseId(c);
    const { deleted } = await runAdminAction({ db, clock, mail }, action, {
      actorId: c.get('user').id,
      targetId,
      reason,
      origin: requestOrigin(c, deps.clientIp),
    });
    return { message: SUCCESS[action.kind], user: deleted ? null : await findRow(db, targetId, clock()) };
  };
  // The id is checked before the body, so a malformed id answers 400 whatever the body.
  for (const endpoint of Object.values(USER_ACTION_ENDPOINTS)) {
    app.use(endpoint.path, async (c, next) => {
      parseId(c);
      await next();
    });
  }
  const simple = (kind: 'activate' | 'deactivate' | 'resendVerification' | 'delete') =>
    route(app, USER_ACTION_ENDPOINTS[kind], (c, { body }) => act(c, { kind } as AdminAction, body.reason));
  simple('activate');
  simple('deactivate');
  simple('resendVerification');
  simple('delete');
  route(app, USER_ACTION_ENDPOINTS.changeRole, (c, { body }) =>
    act(c, { kind: 'changeRole', role: body.role }, body.reason),
  );

  return app;
}

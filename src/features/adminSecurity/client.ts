/**
 * Client for the console's Security and System Status API (contract.ts). Answers are parsed with the
 * contract; a failure throws a RequestError whose message is the server's words for a refusal (4xx
 * with a message: 'This session has already ended') or the console's 'Failed to load dashboard data'.
 */
import type { z } from 'zod';
import { type ApiClientOptions, apiClient } from '../../services/http';
import {
  HEALTH_API,
  type HealthResponse,
  healthResponseSchema,
  type RevokeResponse,
  revokeResponseSchema,
  revokeSessionPath,
  SECURITY_API,
  type SecurityResponse,
  securityResponseSchema,
  type UnlockResponse,
  unlockAccountPath,
  unlockResponseSchema,
} from './contract';
import { SECURITY_MESSAGES as m } from './messages';

export type AdminSecurityClientOptions = ApiClientOptions;

export function createAdminSecurityClient(options: AdminSecurityClientOptions) {
  const client = apiClient(options);
  const call = <S extends z.ZodType>(url: string, schema: S, body?: unknown): Promise<z.output<S>> =>
    client.call(url, body === undefined ? {} : { method: 'POST', body }, schema, m.loadFailed);
  return {
    /** GET /api/admin/security */
    security: (): Promise<SecurityResponse> => call(SECURITY_API, securityResponseSchema),
    /** POST /api/admin/security/sessions/:id/revoke */
    revokeSession: (id: string, reason: string): Promise<RevokeResponse> =>
      call(revokeSessionPath(id), revokeResponseSchema, { reason }),
    /** POST /api/admin/security/accounts/:id/unlock */
    unlockAccount: (id: string, reason: string): Promise<UnlockResponse> =>
      call(unlockAccountPath(id), unlockResponseSchema, { reason }),
    /** GET /api/admin/system/health */
    health: (): Promise<HealthResponse> => call(HEALTH_API, healthResponseSchema),
  };
}

export type AdminSecurityClient = ReturnType<typeof createAdminSecurityClient>;

/**
 * Client for the console's Security and System Status API (contract.ts). Answers are parsed with the
 * contract; a failure throws a RequestError whose message is the server's words for a refusal (4xx
 * with a message: 'This session has already ended') or the console's 'Failed to load dashboard data'.
 */
import { type ApiClientOptions, apiClient, endpointUrl } from '../../services/http';
import {
  ADMIN_SECURITY_BASE,
  adminSecurityEndpoints as e,
  type HealthResponse,
  type RevokeResponse,
  type SecurityResponse,
  type UnlockResponse,
} from './contract';
import { SECURITY_MESSAGES as m } from './messages';

export type AdminSecurityClientOptions = ApiClientOptions;

export function createAdminSecurityClient(options: AdminSecurityClientOptions) {
  const { callAt } = apiClient(options);
  const url = (endpoint: { path: string }, id?: string) =>
    endpointUrl(ADMIN_SECURITY_BASE, endpoint, id === undefined ? {} : { id });
  return {
    /** GET /api/admin/security */
    security: (): Promise<SecurityResponse> => callAt(url(e.adminSecurity), e.adminSecurity, undefined, m.loadFailed),
    /** POST /api/admin/security/sessions/:id/revoke */
    revokeSession: (id: string, reason: string): Promise<RevokeResponse> =>
      callAt(url(e.adminRevokeSession, id), e.adminRevokeSession, { reason }, m.loadFailed),
    /** POST /api/admin/security/accounts/:id/unlock */
    unlockAccount: (id: string, reason: string): Promise<UnlockResponse> =>
      callAt(url(e.adminUnlockAccount, id), e.adminUnlockAccount, { reason }, m.loadFailed),
    /** GET /api/admin/system/health */
    health: (): Promise<HealthResponse> =>
      callAt(url(e.adminSystemHealth), e.adminSystemHealth, undefined, m.loadFailed),
  };
}

export type AdminSecurityClient = ReturnType<typeof createAdminSecurityClient>;

/**
 * The security limits that apply to one account: the installation's system settings (admin console)
 * combined with the account's own Security preferences (/settings), the stricter of each winning.
 *
 * Auth does not read the settings feature (settings depends on auth): the account's own choices come
 * through `OwnSecurityReader`, a port the app assembly (server/app.ts) fills with the settings feature's
 * reader. Without one (a token service built alone), the system settings apply as they are.
 */
import type { SystemSettings } from '../../../src/domain/systemSettings';
import type { Db } from '../../db/client';
import { readSystemSettings } from '../../system/settings';

type Reader = Pick<Db, 'select'>;

/** An account's own Security preferences, in the system settings' units (minutes, days). */
export interface OwnSecurityPreferences {
  sessionTimeoutMinutes: number;
  allowedDevices: number;
  /** days; 0 would mean no expiry of the account's own */
  passwordExpiryDays: number;
  loginNotifications: boolean;
}

/** Reads an account's own preferences (its saved section, else the settings' defaults), in `reader`'s transaction. */
export type OwnSecurityReader = (reader: Reader, userId: string) => Promise<OwnSecurityPreferences>;

/** What sign-in and refresh apply to an account. */
export interface EffectiveSecurity {
  sessionTimeoutMinutes: number;
  allowedDevices: number;
  /** days; 0: passwords never expire */
  passwordExpiryDays: number;
  /** mail the account at each successful sign-in */
  loginNotifications: boolean;
}

/** The stricter of two expiries in days where 0 means off: a 0 yields to the other, else the shorter wins. */
export function stricterExpiry(a: number, b: number): number {
  if (a === 0) return b;
  if (b === 0) return a;
  return Math.min(a, b);
}

/** System settings and an account's own choices combined: each limit the stricter of the two. */
export function effectiveSecurity(system: SystemSettings, own: OwnSecurityPreferences | null): EffectiveSecurity {
  if (!own) {
    return {
      sessionTimeoutMinutes: system.sessionTimeoutMinutes,
      allowedDevices: system.allowedDevices,
      passwordExpiryDays: system.passwordExpiryDays,
      loginNotifications: false,
    };
  }
  return {
    sessionTimeoutMinutes: Math.min(system.sessionTimeoutMinutes, own.sessionTimeoutMinutes),
    allowedDevices: Math.min(system.allowedDevices, own.allowedDevices),
    passwordExpiryDays: stricterExpiry(system.passwordExpiryDays, own.passwordExpiryDays),
    loginNotifications: own.loginNotifications,
  };
}

/** The limits of one account, read now (two primary-key lookups), inside `reader`'s transaction when given one. */
export function securityReader(ownSecurity?: OwnSecurityReader) {
  return async (reader: Reader, userId: string): Promise<EffectiveSecurity> => {
    // One after the other: inside a transaction both go through the same connection.
    const system = await readSystemSettings(reader);
    const own = ownSecurity ? await ownSecurity(reader, userId) : null;
    return effectiveSecurity(system, own);
  };
}

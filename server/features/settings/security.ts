/**
 * The customer's own Security preferences as auth applies them (server/features/auth/security.ts): the
 * saved section, or the defaults /settings shows before any save; the sign-in notice also needs the
 * Notifications section's Security alerts and Email notifications on (it is a mail). Given to the token service by the app
 * assembly (auth cannot import settings: settings depends on auth).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OwnSecurityPreferences } from '../auth';
import { sectionOf } from './routes';
import { userSettings } from './tables';

export async function readOwnSecurity(reader: Pick<Db, 'select'>, userId: string): Promise<OwnSecurityPreferences> {
  const [row] = await reader
    .select({ security: userSettings.security, notifications: userSettings.notifications })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  const own = sectionOf('security', row?.security);
  const notifications = sectionOf('notifications', row?.notifications);
  return {
    sessionTimeoutMinutes: own.sessionTimeout,
    allowedDevices: own.allowedDevices,
    passwordExpiryDays: own.passwordExpiry,
    // the sign-in notice is a login notification (Security) and a security alert (Notifications): both on
    loginNotifications: own.loginNotifications && notifications.securityAlerts && notifications.emailNotifications,
  };
}

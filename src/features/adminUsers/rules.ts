/** Pure rules of the admin people screens (the server holds the same rules and has the last word). */
import { isAdmin, isSuperAdmin, type Role } from '../../domain/roles';
import { type AdminUserRow, REASON_MAX, REASON_MIN, USER_ACTIONS, type UserAction } from './contract';
import { ADMIN_USERS_MESSAGES as m } from './messages';

/** The reason field's message, or null when it is acceptable (same bounds as the server). */
export function reasonError(reason: string): string | null {
  const text = reason.trim();
  if (text.length < REASON_MIN) return m.reasonRequired;
  if (text.length > REASON_MAX) return m.reasonTooLong;
  return null;
}

/** 'Failed to {action} user' for the action (spec billing §8). */
export function actionFailedMessage(action: UserAction): string {
  return m.actionFailed(USER_ACTIONS[action].word);
}

/** The administrator looking at the list. */
export interface Viewer {
  id: string;
  role: Role;
}

/**
 * The actions a row offers: the ones that would change something and that the server allows this viewer
 * (without a viewer, every such action). Nobody acts on their own account here (the server refuses a
 * self-demotion, -deactivation or -deletion), and only a super_admin acts on an administrator's account;
 * resending a verification mail stays open to both.
 */
export function actionsFor(row: Pick<AdminUserRow, 'status' | 'id' | 'role'>, viewer?: Viewer | null): UserAction[] {
  const actions: UserAction[] = [];
  if (row.status === 'inactive') actions.push('activate');
  else actions.push('deactivate');
  if (row.status === 'pending') actions.push('resendVerification');
  actions.push('changeRole', 'delete');
  if (!viewer) return actions;
  const self = row.id === viewer.id;
  const protectedAccount = isAdmin(row.role) && !isSuperAdmin(viewer.role);
  return self || protectedAccount ? actions.filter((a) => a === 'resendVerification') : actions;
}

/** Why a row offers fewer actions to this viewer, shown in its Actions cell; null when nothing is held back. */
export function heldBackNote(row: Pick<AdminUserRow, 'id' | 'role'>, viewer?: Viewer | null): string | null {
  if (!viewer) return null;
  if (row.id === viewer.id) return m.yourAccount;
  if (isAdmin(row.role) && !isSuperAdmin(viewer.role)) return m.managedBySuperAdmin;
  return null;
}

export const ACTION_LABELS: Record<UserAction, string> = {
  activate: 'Activate',
  deactivate: 'Deactivate',
  changeRole: 'Change role',
  resendVerification: 'Resend verification',
  delete: 'Delete',
};

export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super admin',
  admin: 'Admin',
  moderator: 'Moderator',
  support: 'Support',
  user: 'Customer',
};

/** The page count of a list (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

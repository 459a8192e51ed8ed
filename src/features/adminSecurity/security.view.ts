/** The Security section's view model (security.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { formatDateTime, isoDateTime } from '../../domain/format/date';
import { SECURITY_MESSAGES as m } from './messages';
import type { SecurityActionKind, SecurityContext, securityMachine } from './security.machine';

export interface FailedSignInRow {
  id: string;
  at: string;
  atIso: string;
  /** the account's name and email, or what was typed when no account has it */
  who: string;
  whoDetail: string | null;
  address: string;
}

export interface LockedAccountRow {
  id: string;
  name: string;
  email: string;
  failures: number;
  until: string;
  untilIso: string;
}

export interface SessionRow {
  id: string;
  name: string;
  email: string;
  role: string;
  created: string;
  lastRefresh: string;
  current: boolean;
}

export interface ActionDialogView {
  kind: SecurityActionKind;
  title: string;
  question: string;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  error: string | null;
}

export type SecurityStatus = 'loading' | 'failed' | 'ready' | 'refreshing' | 'confirming' | 'acting';

export interface SecurityView {
  status: SecurityStatus;
  /** the lists are loading for the first time (announced) */
  isLoading: boolean;
  isRefreshing: boolean;
  /** 'Failed to load dashboard data' (or the server's words), with or without earlier lists */
  error: string | null;
  /** the last action's outcome (announced) */
  notice: string | null;
  lists: {
    failedSignIns: FailedSignInRow[];
    lockedAccounts: LockedAccountRow[];
    sessions: SessionRow[];
    /** 'Showing 12 of 12 active sessions' */
    sessionSummary: string;
    /** 'An account is locked after 5 failed sign-ins within 15 minutes ...' */
    policy: string;
  } | null;
  dialog: ActionDialogView | null;
}

export type SecuritySnapshot = Pick<SnapshotFrom<typeof securityMachine>, 'context' | 'matches'>;

function lists(context: SecurityContext): SecurityView['lists'] {
  const data = context.data;
  if (!data) return null;
  const { policy } = data;
  return {
    failedSignIns: data.failedSignIns.map((f, index) => ({
      id: `${f.at}-${index}`,
      at: formatDateTime(f.at),
      atIso: isoDateTime(f.at),
      who: f.account ? f.account.name || f.account.email : (f.identifier ?? ''),
      whoDetail: f.account ? f.account.email : m.unknownAccount,
      address: f.ipAddress ?? m.unknownAddress,
    })),
    lockedAccounts: data.lockedAccounts.map((a) => ({
      id: a.id,
      name: a.name || a.email,
      email: a.email,
      failures: a.failures,
      until: formatDateTime(a.lockedUntil),
      untilIso: isoDateTime(a.lockedUntil),
    })),
    sessions: data.sessions.map((s) => ({
      id: s.id,
      name: s.user.name || s.user.email,
      email: s.user.email,
      role: s.user.role,
      created: formatDateTime(s.createdAt),
      lastRefresh: s.lastRefreshAt ? formatDateTime(s.lastRefreshAt) : m.neverRefreshed,
      current: s.current,
    })),
    sessionSummary: `Showing ${data.sessions.length} of ${data.sessionCount} active sessions`,
    policy:
      `An account is locked after ${policy.failuresPerAccount} failed sign-ins within ${policy.windowMinutes} minutes, ` +
      `and an address after ${policy.failuresPerAddress}.`,
  };
}

function dialog(context: SecurityContext, isPending: boolean): ActionDialogView | null {
  const pending = context.pending;
  if (!pending) return null;
  const unlock = pending.kind === 'unlock';
  return {
    kind: pending.kind,
    title: unlock ? m.unlockTitle : m.revokeTitle,
    question: unlock
      ? `Clear the failed sign-ins of ${pending.label} so they can sign in again now.`
      : `End the session of ${pending.label}: its device is signed out at its next request.`,
    confirmLabel: unlock ? m.unlockConfirm : m.revokeConfirm,
    pendingLabel: unlock ? m.unlocking : m.revoking,
    isPending,
    error: context.actionError,
  };
}

const STATUSES: SecurityStatus[] = ['loading', 'failed', 'refreshing', 'confirming', 'acting', 'ready'];

export function toSecurityView(snapshot: SecuritySnapshot): SecurityView {
  const status = STATUSES.find((s) => snapshot.matches(s)) ?? 'loading';
  const { context } = snapshot;
  return {
    status,
    isLoading: status === 'loading',
    isRefreshing: status === 'refreshing',
    error: status === 'failed' || status === 'ready' || status === 'refreshing' ? context.error : null,
    notice: context.notice,
    lists: lists(context),
    dialog: status === 'confirming' || status === 'acting' ? dialog(context, status === 'acting') : null,
  };
}

/** The people screens' view of the people machine: list, filters, drawer and confirmation dialog. */
import type { SnapshotFrom } from 'xstate';
import type { Role } from '../../domain/roles';
import type { AdminUserRow, CustomerDetail, ListQuery, UserAction } from './contract';
import type { PeopleScope, peopleMachine } from './people.machine';
import { ACTION_LABELS, actionsFor, heldBackNote, pageCount } from './rules';

export interface PeopleRowView {
  row: AdminUserRow;
  name: string;
  actions: UserAction[];
  /** why actions are held back for this viewer ('Your account', ...), or null */
  note: string | null;
}

export type DrawerView =
  | { state: 'loading'; userId: string }
  | { state: 'failed'; userId: string; message: string }
  | {
      state: 'shown';
      userId: string;
      detail: CustomerDetail;
      /** the payments listed: all, or only the late successes */
      payments: CustomerDetail['payments'];
      lateOnly: boolean;
      /** how many of the customer's payments were credited late */
      lateCount: number;
    };

export interface DialogView {
  action: UserAction;
  title: string;
  confirmLabel: string;
  tone: 'neutral' | 'danger';
  userName: string;
  reason: string;
  reasonError: string;
  /** the role picker (change role only) */
  role: Role | null;
  acting: boolean;
  /** 'Failed to {action} user' and the server's reason */
  error: { title: string; detail: string } | null;
}

export interface PeopleView {
  scope: PeopleScope;
  searchText: string;
  query: ListQuery;
  /** loading: the first load or a reload (rows, when any, stay) */
  status: 'loading' | 'failed' | 'ready';
  listError: string;
  rows: PeopleRowView[];
  total: number;
  page: number;
  pages: number;
  notice: string;
  drawer: DrawerView | null;
  dialog: DialogView | null;
}

export const displayName = (row: Pick<AdminUserRow, 'firstName' | 'lastName' | 'username'>) =>
  `${row.firstName} ${row.lastName}`.trim() || row.username;

const DANGER: UserAction[] = ['deactivate', 'delete'];

export function toPeopleView(snapshot: SnapshotFrom<typeof peopleMachine>): PeopleView {
  const { context } = snapshot;
  const list = context.list;
  const status = snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready';
  // The drawer shows while a customer is open, except under the confirmation dialog (one modal at a time).
  const confirming = snapshot.matches({ ready: 'confirming' }) || snapshot.matches({ ready: 'acting' });
  let drawer: DrawerView | null = null;
  if (context.detailId && !confirming) {
    const userId = context.detailId;
    if (snapshot.matches({ ready: { viewing: 'failed' } }))
      drawer = { state: 'failed', userId, message: context.detailError };
    else if (context.detail) {
      const all = context.detail.payments;
      const late = all.filter((p) => p.lateSuccess);
      drawer = {
        state: 'shown',
        userId,
        detail: context.detail,
        payments: context.lateOnly ? late : all,
        lateOnly: context.lateOnly,
        lateCount: late.length,
      };
    } else drawer = { state: 'loading', userId };
  }
  let dialog: DialogView | null = null;
  const pending = context.pending;
  if (pending && confirming) {
    const label = ACTION_LABELS[pending.action];
    const name = displayName(pending.user);
    dialog = {
      action: pending.action,
      title: `${label}: ${name}`,
      confirmLabel: label,
      tone: DANGER.includes(pending.action) ? 'danger' : 'neutral',
      userName: name,
      reason: context.reason,
      reasonError: context.reasonError,
      role: pending.action === 'changeRole' ? context.role : null,
      acting: snapshot.matches({ ready: 'acting' }),
      error: context.actionError,
    };
  }
  return {
    scope: context.scope,
    searchText: context.searchText,
    query: context.query,
    status,
    listError: context.listError,
    rows: (list?.rows ?? []).map((row) => ({
      row,
      name: displayName(row),
      actions: actionsFor(row, context.viewer),
      note: heldBackNote(row, context.viewer),
    })),
    total: list?.total ?? 0,
    page: context.query.page,
    pages: pageCount(list?.total ?? 0, context.query.pageSize),
    notice: context.notice,
    drawer,
    dialog,
  };
}

/**
 * The admin area's people list (Customers tab of /admin, User Management of /admin-dashboard): search,
 * filters, the table with paging, each row's actions behind a confirmation with a reason, and (customers)
 * a detail drawer. Loading, empty and error states are announced.
 * Longer than 300 lines: one screen serves both people lists (customers and staff), with the table, filters,
 * paging and each row action's dialog; the dialogs are small components nothing else uses.
 */
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  Inline,
  Modal,
  Select,
  Spinner,
  Stack,
  StatusBadge,
  Switch,
  TextArea,
  TextField,
} from '@/components';
import { MESSAGE_CHANNEL_LABELS, MESSAGE_KIND_LABELS, MESSAGE_STATUS_LABELS } from '../../domain/customerMessages';
import { formatDate, formatDateTime } from '../../domain/format/date';
import { formatMoney } from '../../domain/format/money';
import { ROLES, type Role } from '../../domain/roles';
import { standingLabel, statusLook } from '../billing';
import {
  REASON_MAX,
  ROLE_FILTERS,
  type RoleFilter,
  STATUS_FILTERS,
  type StatusFilter,
  SUBSCRIPTION_FILTERS,
  type SubscriptionFilter,
} from './contract';
import { ADMIN_USERS_MESSAGES as m } from './messages';
import * as styles from './People.css';
import type { PeopleEvent } from './people.machine';
import type { DialogView, DrawerView, PeopleRowView, PeopleView } from './people.view';
import { ACTION_LABELS, ROLE_LABELS } from './rules';

export interface PeopleScreenProps {
  view: PeopleView;
  onEvent: (event: PeopleEvent) => void;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const STATUS_OPTIONS = STATUS_FILTERS.map((id) => ({ id, label: capitalise(id) }));
const SUBSCRIPTION_OPTIONS = SUBSCRIPTION_FILTERS.map((id) => ({
  id,
  label: id === 'none' ? 'No subscription' : capitalise(id),
}));
const ROLE_OPTIONS = ROLE_FILTERS.map((id) => ({ id, label: id === 'all' ? 'All' : ROLE_LABELS[id] }));
const ROLE_CHOICES = ROLES.map((id) => ({ id, label: ROLE_LABELS[id] }));

const money = (pesewas: number) => formatMoney(pesewas, { minorUnits: true });

export function PeopleScreen({ view, onEvent }: PeopleScreenProps) {
  const customers = view.scope === 'customers';
  const title = customers ? 'Customers' : 'User Management';
  const headingId = `people-${view.scope}-heading`;
  const columns: DataTableColumn<PeopleRowView>[] = [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      cell: (item) =>
        customers ? (
          <Button
            variant="ghost"
            size="sm"
            onPress={() => onEvent({ type: 'detail.open', userId: item.row.id })}
            aria-label={`Open ${item.name}`}
          >
            {item.name}
          </Button>
        ) : (
          item.name
        ),
    },
    { id: 'email', header: 'Email', cell: (item) => item.row.email },
    { id: 'username', header: 'Username', cell: (item) => item.row.username },
    ...(customers ? [] : [{ id: 'role', header: 'Role', cell: (item: PeopleRowView) => ROLE_LABELS[item.row.role] }]),
    { id: 'status', header: 'Status', cell: (item) => <StatusBadge {...statusLook(item.row.status)} size="sm" /> },
    ...(customers
      ? [
          {
            id: 'subscription',
            header: 'Subscription',
            cell: (item: PeopleRowView) =>
              item.row.subscriptionStatus ? (
                <Inline as="span" gap="2" align="center">
                  {item.row.plan?.name ?? ''} <StatusBadge {...statusLook(item.row.subscriptionStatus)} size="sm" />
                </Inline>
              ) : (
                'None'
              ),
          },
          {
            id: 'lastPayment',
            header: 'Last payment',
            cell: (item: PeopleRowView) =>
              item.row.lastPayment
                ? `${money(item.row.lastPayment.amount)} (${item.row.lastPayment.status}), ${formatDate(item.row.lastPayment.at)}`
                : 'None',
          },
        ]
      : []),
    { id: 'joined', header: 'Joined', cell: (item) => formatDate(item.row.createdAt) },
    {
      id: 'lastLogin',
      header: 'Last sign-in',
      cell: (item) => (item.row.lastLoginAt ? formatDateTime(item.row.lastLoginAt) : 'Never'),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (item) => (
        <Inline as="span" gap="2" align="center">
          {item.actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'delete' || action === 'deactivate' ? 'danger' : 'secondary'}
              onPress={() => onEvent({ type: 'action.request', action, user: item.row })}
              aria-label={`${ACTION_LABELS[action]} ${item.name}`}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
          {item.note ? <span className={styles.muted}>{item.note}</span> : null}
        </Inline>
      ),
    },
  ];

  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <Inline gap="3" align="end">
        <search>
          <Inline
            method="post"
            as="form"
            gap="2"
            align="end"
            onSubmit={(e) => {
              e.preventDefault();
              onEvent({ type: 'search.submit' });
            }}
          >
            <TextField
              label={customers ? 'Search customers' : 'Search users'}
              type="search"
              value={view.searchText}
              onChange={(text) => onEvent({ type: 'search.change', text })}
              description="Name, email, username or phone"
              maxLength={100}
            />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </Inline>
        </search>
        <Select<StatusFilter>
          label="Status"
          options={STATUS_OPTIONS}
          value={view.query.status}
          onChange={(value) => value && onEvent({ type: 'filter.status', value })}
        />
        {customers ? (
          <Select<SubscriptionFilter>
            label="Subscription"
            options={SUBSCRIPTION_OPTIONS}
            value={view.query.subscription}
            onChange={(value) => value && onEvent({ type: 'filter.subscription', value })}
          />
        ) : (
          <Select<RoleFilter>
            label="Role"
            options={ROLE_OPTIONS}
            value={view.query.role}
            onChange={(value) => value && onEvent({ type: 'filter.role', value })}
          />
        )}
      </Inline>

      {view.notice ? (
        <Alert tone="success" announce="status">
          {view.notice}
        </Alert>
      ) : null}

      {view.status === 'failed' ? (
        <Alert
          tone="danger"
          announce="alert"
          title={view.listError}
          actions={
            <Button variant="secondary" onPress={() => onEvent({ type: 'list.retry' })}>
              Try again
            </Button>
          }
        />
      ) : (
        <>
          <DataTable
            caption={title}
            hideCaption
            columns={columns}
            rows={view.rows}
            getRowId={(item) => item.row.id}
            sortsRows={false}
            isLoading={view.status === 'loading'}
            loadingLabel={m.loading}
            emptyText={customers ? m.noCustomers : m.noUsers}
          />
          <Inline as="nav" gap="3" wrap={false} align="center" justify="end" aria-label={`${title} pages`}>
            <p className={styles.muted} aria-live="polite">
              Page {view.page} of {view.pages} ({view.total} {view.total === 1 ? 'account' : 'accounts'})
            </p>
            <Button
              size="sm"
              variant="secondary"
              isDisabled={view.page <= 1 || view.status !== 'ready'}
              onPress={() => onEvent({ type: 'page.go', page: view.page - 1 })}
            >
              Previous page
            </Button>
            <Button
              size="sm"
              variant="secondary"
              isDisabled={view.page >= view.pages || view.status !== 'ready'}
              onPress={() => onEvent({ type: 'page.go', page: view.page + 1 })}
            >
              Next page
            </Button>
          </Inline>
        </>
      )}

      {view.drawer ? <CustomerDrawer drawer={view.drawer} onEvent={onEvent} /> : null}
      {view.dialog ? <ActionDialog dialog={view.dialog} onEvent={onEvent} /> : null}
    </Stack>
  );
}

function ActionDialog({ dialog, onEvent }: { dialog: DialogView; onEvent: PeopleScreenProps['onEvent'] }) {
  return (
    <ConfirmDialog
      isOpen
      title={dialog.title}
      confirmLabel={dialog.confirmLabel}
      tone={dialog.tone}
      isPending={dialog.acting}
      pendingLabel="Working"
      onConfirm={() => onEvent({ type: 'action.confirm' })}
      onCancel={() => onEvent({ type: 'action.cancel' })}
      message={
        <Stack gap="4">
          {dialog.error ? (
            <Alert tone="danger" announce="alert" title={dialog.error.title}>
              {dialog.error.detail || null}
            </Alert>
          ) : null}
          {dialog.role ? (
            <Select<Role>
              label="New role"
              options={ROLE_CHOICES}
              value={dialog.role}
              isDisabled={dialog.acting}
              onChange={(role) => role && onEvent({ type: 'action.role', role })}
            />
          ) : null}
          <TextArea
            label="Reason"
            value={dialog.reason}
            onChange={(text) => onEvent({ type: 'action.reason', text })}
            description="Recorded in the audit log with this action"
            errorMessage={dialog.reasonError || undefined}
            isRequired
            isDisabled={dialog.acting}
            maxLength={REASON_MAX}
            rows={3}
          />
        </Stack>
      }
    />
  );
}

function CustomerDrawer({ drawer, onEvent }: { drawer: DrawerView; onEvent: PeopleScreenProps['onEvent'] }) {
  const close = () => onEvent({ type: 'detail.close' });
  const name =
    drawer.state === 'shown'
      ? `${drawer.detail.customer.firstName} ${drawer.detail.customer.lastName}`.trim() ||
        drawer.detail.customer.username
      : 'Customer';
  return (
    <Modal isOpen onOpenChange={(open) => !open && close()} title={name} size="lg">
      {drawer.state === 'loading' ? <Spinner label={m.loadingDetail} showLabel layout="block" /> : null}
      {drawer.state === 'failed' ? (
        <Alert
          tone="danger"
          announce="alert"
          title={drawer.message}
          actions={
            <Button variant="secondary" onPress={() => onEvent({ type: 'detail.retry' })}>
              Try again
            </Button>
          }
        />
      ) : null}
      {drawer.state === 'shown' ? <CustomerDetailBody drawer={drawer} onEvent={onEvent} /> : null}
    </Modal>
  );
}

type ShownDrawer = Extract<DrawerView, { state: 'shown' }>;

function CustomerDetailBody({ drawer, onEvent }: { drawer: ShownDrawer; onEvent: PeopleScreenProps['onEvent'] }) {
  const { detail } = drawer;
  const c = detail.customer;
  const s = detail.subscription;
  return (
    <Stack gap="4">
      <Stack as="section" gap="4" aria-label="Profile">
        <DescriptionList
          items={[
            { id: 'email', term: 'Email', description: `${c.email}${c.emailVerified ? '' : ' (not verified)'}` },
            { id: 'username', term: 'Username', description: c.username },
            { id: 'phone', term: 'Phone', description: c.phoneNumber ?? 'None' },
            { id: 'role', term: 'Role', description: ROLE_LABELS[c.role] },
            { id: 'status', term: 'Status', description: <StatusBadge {...statusLook(c.status)} size="sm" /> },
            { id: 'joined', term: 'Joined', description: formatDate(c.createdAt) },
            {
              id: 'login',
              term: 'Last sign-in',
              description: c.lastLoginAt ? formatDateTime(c.lastLoginAt) : 'Never',
            },
          ]}
        />
        <Inline gap="2" align="center">
          {(c.status === 'inactive' ? (['activate'] as const) : (['deactivate'] as const)).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'deactivate' ? 'danger' : 'secondary'}
              onPress={() => onEvent({ type: 'action.request', action, user: c })}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
          {c.status === 'pending' ? (
            <Button
              size="sm"
              variant="secondary"
              onPress={() => onEvent({ type: 'action.request', action: 'resendVerification', user: c })}
            >
              {ACTION_LABELS.resendVerification}
            </Button>
          ) : null}
        </Inline>
      </Stack>
      <Stack as="section" gap="4" aria-labelledby="detail-subscription">
        <h3 id="detail-subscription" className={styles.subheading}>
          Subscription
        </h3>
        {s ? (
          <DescriptionList
            items={[
              { id: 'plan', term: 'Plan', description: s.planName },
              { id: 'cycle', term: 'Billing cycle', description: s.billingCycle },
              { id: 'sstatus', term: 'Status', description: <StatusBadge {...statusLook(s.status)} size="sm" /> },
              {
                id: 'next',
                term: 'Next billing date',
                description: s.nextBillingDate ? formatDate(s.nextBillingDate) : 'None',
              },
              { id: 'renew', term: 'Auto-renew', description: s.autoRenew ? 'On' : 'Off' },
              ...(s.standing
                ? [
                    {
                      id: 'standing',
                      term: 'Standing',
                      description: standingLabel({ status: s.standing, graceDaysLeft: s.graceDaysLeft ?? null }),
                    },
                  ]
                : []),
              ...(s.promise
                ? [
                    {
                      id: 'promise',
                      term: 'Promise to pay',
                      description: `${s.promise.days} ${s.promise.days === 1 ? 'day' : 'days'}: suspended from ${formatDate(s.promise.suspendsAt)} unless paid`,
                    },
                  ]
                : []),
            ]}
          />
        ) : (
          <p className={styles.muted}>No subscription</p>
        )}
      </Stack>
      <DataTable
        caption="Invoices"
        columns={[
          { id: 'number', header: 'Invoice', isRowHeader: true, cell: (row) => row.number },
          { id: 'amount', header: 'Amount', align: 'end', cell: (row) => money(row.amount) },
          { id: 'status', header: 'Status', cell: (row) => <StatusBadge {...statusLook(row.status)} size="sm" /> },
          { id: 'due', header: 'Due', cell: (row) => formatDate(row.dueDate) },
        ]}
        rows={detail.invoices}
        getRowId={(row) => row.id}
        emptyText="No invoices found"
      />
      <Inline gap="2" align="center">
        <Switch
          isSelected={drawer.lateOnly}
          onChange={(value) => onEvent({ type: 'detail.lateOnly', value })}
          description={m.lateSuccessCount(drawer.lateCount)}
        >
          {m.lateSuccessesOnly}
        </Switch>
      </Inline>
      <DataTable
        caption="Payments"
        columns={[
          { id: 'reference', header: 'Reference', isRowHeader: true, cell: (row) => row.reference },
          { id: 'amount', header: 'Amount', align: 'end', cell: (row) => money(row.amount) },
          {
            id: 'status',
            header: 'Status',
            cell: (row) => (
              <Inline as="span" gap="2" align="center">
                <StatusBadge {...statusLook(row.status)} size="sm" />
                {row.lateSuccess ? (
                  <Badge tone="warning" size="sm">
                    {m.lateSuccess}
                  </Badge>
                ) : null}
                {row.duplicateOf ? (
                  <Badge tone="warning" size="sm">
                    {m.duplicateOf(row.duplicateOf)}
                  </Badge>
                ) : null}
                {row.failureReason ? ` ${row.failureReason}` : ''}
              </Inline>
            ),
          },
          {
            id: 'method',
            header: 'Method',
            cell: (row) => (row.network ? `${row.network} mobile money` : row.channel),
          },
          { id: 'date', header: 'Date', cell: (row) => formatDateTime(row.createdAt) },
        ]}
        rows={drawer.payments}
        getRowId={(row) => row.id}
        emptyText={drawer.lateOnly ? m.noLateSuccesses : 'No payments yet'}
      />
      <DataTable
        caption="Messages"
        columns={[
          { id: 'what', header: 'Message', isRowHeader: true, cell: (row) => row.summary },
          { id: 'kind', header: 'Kind', cell: (row) => MESSAGE_KIND_LABELS[row.kind] },
          { id: 'channel', header: 'Channel', cell: (row) => MESSAGE_CHANNEL_LABELS[row.channel] },
          {
            id: 'status',
            header: 'Status',
            cell: (row) =>
              [
                MESSAGE_STATUS_LABELS[row.status],
                row.sentAt ? formatDateTime(row.sentAt) : null,
                row.error ? `(${row.error})` : null,
              ]
                .filter(Boolean)
                .join(' '),
          },
          { id: 'date', header: 'Date', cell: (row) => formatDateTime(row.at) },
        ]}
        rows={detail.messages}
        getRowId={(row) => row.id}
        emptyText="No messages"
      />
      <DataTable
        caption="Service events"
        columns={[
          { id: 'type', header: 'Event', isRowHeader: true, cell: (row) => row.type },
          { id: 'paid', header: 'Paid until', cell: (row) => formatDate(row.paidUntil) },
          { id: 'date', header: 'Date', cell: (row) => formatDateTime(row.occurredAt) },
          {
            id: 'delivered',
            header: 'Network told',
            cell: (row) => (row.deliveredAt ? formatDateTime(row.deliveredAt) : 'Not yet'),
          },
        ]}
        rows={detail.serviceEvents}
        getRowId={(row) => String(row.id)}
        emptyText="No service events"
      />
      <DataTable
        caption="Audit trail"
        columns={[
          { id: 'action', header: 'Action', isRowHeader: true, cell: (row) => row.action },
          { id: 'level', header: 'Level', cell: (row) => row.level },
          {
            id: 'reason',
            header: 'Reason',
            cell: (row) => (typeof row.details.reason === 'string' ? row.details.reason : ''),
          },
          { id: 'ip', header: 'Address', cell: (row) => row.ipAddress ?? '' },
          { id: 'date', header: 'When', cell: (row) => formatDateTime(row.at) },
        ]}
        rows={detail.audit}
        getRowId={(row) => row.id}
        emptyText="No audit entries"
      />
    </Stack>
  );
}

/**
 * Longer than 300 lines: one presentational screen for every state of the customer dashboard (its view is a
 * union the screen renders case by case); its parts are small components in this file that nothing else uses.
 */
import { type ReactNode, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Columns,
  ComingSoonPanel,
  DashboardShell,
  DashboardSidebar,
  DataTable,
  type DataTableColumn,
  Inline,
  Link,
  Skeleton,
  SkeletonGroup,
  Stack,
  StatGrid,
  StatTile,
  StatusBadge,
  Switch,
  UserMenu,
} from '@/components';
import { adminMenuItems } from '../../domain/adminAreas';
import { brand } from '../../domain/brand';
import { paths } from '../../domain/paths';
import { BILLING_MESSAGES, statusLook } from '../billing';
import { PromiseToPay } from '../subscriptions';
import * as styles from './CustomerDashboardScreen.css';
import type { DashboardSection, HistoryColumn, HistorySort } from './customerDashboard.machine';
import type {
  AutoRenewView,
  BillingView,
  CustomerDashboardView,
  HistoryRowView,
  HistoryView,
  SubscriptionView,
} from './customerDashboard.view';
import { DASHBOARD_MESSAGES as M } from './messages';
import type { ProfileCompleteness } from './rules';

export interface DashboardUser {
  name: string;
  email: string;
  avatarSrc?: string;
  isEmailVerified: boolean;
  /** adds 'Admin Panel' and 'Admin Dashboard' to the user menu (ours: an admin on /dashboard keeps a way to both admin areas) */
  isAdmin?: boolean;
  profile: ProfileCompleteness;
}

export interface CustomerDashboardScreenProps {
  view: CustomerDashboardView;
  user: DashboardUser;
  /** the header's notification bell (the app's BillingBell) */
  bell?: ReactNode;
  onSelectSection: (section: DashboardSection) => void;
  onRefresh: () => void;
  onSort: (sort: HistorySort) => void;
  onPage: (page: number) => void;
  onDismissFlash: () => void;
  /** the subscription card's 'Renew automatically' switch */
  onAutoRenewChange?: (on: boolean) => void;
  /** in grace: the promise to pay's days, and 'Hold my service' */
  onPromiseChoose?: (days: number) => void;
  onPromiseAsk?: () => void;
  /** 'View Receipt' on a paid row: our payment id */
  onViewReceipt: (paymentId: string) => void;
  onSignOut: () => void;
  isSigningOut?: boolean;
}

const sectionLabels: Record<DashboardSection, string> = {
  billing: M.sectionBilling,
  overview: M.sectionOverview,
  usage: M.sectionUsage,
  support: M.sectionSupport,
};

/**
 * The customer dashboard (/dashboard): sidebar (Billing & Payments, Account Overview, and the two
 * coming-soon sections), header (bell and user menu), and the billing tab's cards, history and summary.
 * Presentational: the route passes the machine's view and the callbacks.
 */
export function CustomerDashboardScreen(props: CustomerDashboardScreenProps) {
  const { view, user, bell, onSelectSection, onSignOut } = props;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const select = (id: string) => {
    setDrawerOpen(false);
    onSelectSection(id as DashboardSection);
  };
  return (
    <DashboardShell
      sidebarLabel={M.menuLabel}
      isSidebarOpen={drawerOpen}
      onSidebarOpenChange={setDrawerOpen}
      header={
        <div className={styles.headerRow}>
          <p className={styles.headerTitle}>
            <Link href={paths.home} variant="subtle">
              {brand.name}
            </Link>
            <span className={styles.headerSub}>{M.title}</span>
          </p>
          <div className={styles.headerActions}>
            {bell}
            <UserMenu
              name={user.name}
              email={user.email}
              avatarSrc={user.avatarSrc}
              items={[
                // the spec's dashboard menu (Reset Password, coming soon; Sign Out) plus the account pages it
                // had no way to reach while they did not exist
                { id: 'profile', label: 'Profile', href: paths.profile },
                { id: 'settings', label: 'Settings', href: paths.settings },
                { id: 'reset-password', label: M.resetPassword, isDisabled: true, note: M.comingSoon },
                ...adminMenuItems(user.isAdmin === true),
                {
                  id: 'sign-out',
                  label: props.isSigningOut ? 'Signing out...' : M.signOut,
                  tone: 'danger',
                  onAction: onSignOut,
                },
              ]}
            />
          </div>
        </div>
      }
      sidebar={
        <DashboardSidebar
          label={M.menuLabel}
          activeId={view.section}
          onSelect={select}
          items={(Object.keys(sectionLabels) as DashboardSection[]).map((id) => ({ id, label: sectionLabels[id] }))}
        />
      }
    >
      <div className={styles.page}>
        {view.flash ? (
          <Alert tone="success" announce="status" onDismiss={props.onDismissFlash}>
            {view.flash}
          </Alert>
        ) : null}
        {view.section === 'billing' ? <BillingSection {...props} /> : null}
        {view.section === 'overview' ? <OverviewSection {...props} /> : null}
        {view.section === 'usage' || view.section === 'support' ? (
          <>
            <h1 className={styles.title}>{sectionLabels[view.section]}</h1>
            <ComingSoonPanel
              feature={view.section === 'usage' ? M.usageFeature : M.supportFeature}
              onBack={() => onSelectSection('billing')}
            />
          </>
        ) : null}
      </div>
    </DashboardShell>
  );
}

function BillingSection({ view, onRefresh, ...props }: CustomerDashboardScreenProps) {
  const busy = view.status === 'refreshing' || view.status === 'loading';
  return (
    <>
      <Inline gap="3" align="center" justify="between">
        <h1 className={styles.title}>{M.sectionBilling}</h1>
        <Button variant="secondary" onPress={onRefresh} isPending={busy} pendingLabel={M.refreshing}>
          {M.refresh}
        </Button>
      </Inline>
      {view.error ? <LoadError error={view.error} /> : null}
      {view.billing ? (
        <BillingCards billing={view.billing} view={view} onRefresh={onRefresh} {...props} />
      ) : view.status === 'loading' ? (
        <SkeletonGroup label={M.loading}>
          <Columns gap="4" minItemWidth="18rem">
            <Skeleton shape="rect" height="10rem" />
            <Skeleton shape="rect" height="10rem" />
            <Skeleton shape="rect" height="10rem" />
          </Columns>
          <Skeleton shape="rect" height="16rem" />
        </SkeletonGroup>
      ) : (
        <PaymentCards view={view} />
      )}
    </>
  );
}

function LoadError({ error }: { error: NonNullable<CustomerDashboardView['error']> }) {
  return (
    <Alert tone="danger" title={error.title} announce="alert">
      {error.message}
      {error.detail && error.detail !== error.message ? (
        <span className={styles.errorDetail}>{error.detail}</span>
      ) : null}
    </Alert>
  );
}

function PaymentCards({ view }: { view: CustomerDashboardView }) {
  return (
    <>
      <Card title={M.acceptedMethods} headingLevel={2}>
        <Stack as="ul" gap="2">
          {view.paymentMethods.map((method) => (
            <Inline key={method.id} as="li" gap="3" wrap={false} justify="between">
              <span>{method.name}</span>
              <span className={styles.ussd}>{method.ussd}</span>
            </Inline>
          ))}
        </Stack>
      </Card>
      <Card
        title={M.makePayment}
        headingLevel={2}
        footer={
          <Button href={view.moreOptionsHref} variant="ghost">
            {M.moreOptions}
          </Button>
        }
      >
        <Stack gap="4">
          {view.packages.own ? (
            <Stack gap="2">
              <h3 className={styles.groupTitle}>{M.yourPlan}</h3>
              <Button href={view.packages.own.href} variant="primary" fullWidth className={styles.payButton}>
                {view.packages.own.label}
              </Button>
              <p className={styles.muted}>{view.packages.own.family}</p>
            </Stack>
          ) : null}
          {view.packages.families.map((family) => (
            <Stack key={family.id} gap="2">
              <h3 className={styles.groupTitle}>{family.name}</h3>
              <p className={styles.muted}>{family.description}</p>
              {family.packages.map((pkg) => (
                <Button key={pkg.id} href={pkg.href} variant="secondary" fullWidth className={styles.payButton}>
                  {pkg.label}
                </Button>
              ))}
            </Stack>
          ))}
        </Stack>
      </Card>
    </>
  );
}

function BillingCards({
  billing,
  view,
  onSort,
  onPage,
  onViewReceipt,
  onAutoRenewChange,
  onPromiseChoose,
  onPromiseAsk,
}: CustomerDashboardScreenProps & { billing: BillingView }) {
  const sub = billing.subscription;
  const summary = billing.summary;
  return (
    <>
      <Columns gap="4" minItemWidth="18rem">
        <Card title={M.currentSubscription} headingLevel={2}>
          <Stack gap="4">
            <SubscriptionFacts sub={sub} />
            {sub.kind === 'subscribed' ? <AutoRenewSwitch view={sub.autoRenew} onChange={onAutoRenewChange} /> : null}
            {sub.kind === 'subscribed' && sub.promise ? (
              <PromiseToPay view={sub.promise} onChoose={onPromiseChoose} onAsk={onPromiseAsk} headingLevel={3} />
            ) : null}
          </Stack>
        </Card>
        <PaymentCards view={view} />
      </Columns>
      <History history={billing.history} onSort={onSort} onPage={onPage} onViewReceipt={onViewReceipt} />
      <section aria-labelledby="billing-summary-heading">
        <h2 id="billing-summary-heading" className={styles.title}>
          {M.billingSummary}
        </h2>
        <StatGrid aria-label={M.billingSummary}>
          <StatTile label={M.totalThisYear} value={summary.totalThisYear} />
          <StatTile label={M.totalThisMonth} value={summary.totalThisMonth} />
          <StatTile label={M.averageMonthly} value={summary.averageMonthly} />
          <StatTile label={M.totalPayments} value={summary.totalPayments} />
          <StatTile label={M.pendingPayments} value={summary.pendingPayments} tone="warning" />
          <StatTile label={M.lastPayment} value={summary.lastPayment} hint={summary.lastPaymentHint ?? undefined} />
        </StatGrid>
      </section>
    </>
  );
}

function History({
  history,
  onSort,
  onPage,
  onViewReceipt,
}: {
  history: HistoryView;
  onSort: (sort: HistorySort) => void;
  onPage: (page: number) => void;
  onViewReceipt: (paymentId: string) => void;
}) {
  // The rows come sorted and paged by the view (sortsRows false): `sortValue` only marks a column sortable.
  const sortable = () => 0;
  const columns: DataTableColumn<HistoryRowView>[] = [
    {
      id: 'date',
      header: 'Date',
      cell: (r) => r.date,
      sortValue: sortable,
      firstSortDirection: 'descending',
      isRowHeader: true,
    },
    {
      id: 'amount',
      header: 'Amount',
      cell: (r) => r.amount,
      sortValue: sortable,
      firstSortDirection: 'descending',
      align: 'end',
    },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => <StatusBadge {...statusLook(r.status)} size="sm" />,
      sortValue: sortable,
    },
    { id: 'description', header: 'Description', cell: (r) => r.description, sortValue: sortable },
    { id: 'channel', header: 'Channel', cell: (r) => r.channel, sortValue: sortable },
    { id: 'reference', header: 'Reference', cell: (r) => r.reference, sortValue: sortable },
    {
      id: 'actions',
      header: 'Actions',
      cell: (r) => {
        const paymentId = r.receiptPaymentId;
        return paymentId ? (
          <Button size="sm" variant="ghost" onPress={() => onViewReceipt(paymentId)}>
            {M.viewReceipt}
          </Button>
        ) : null;
      },
    },
  ];
  return (
    <Card title={M.paymentHistory} headingLevel={2}>
      {history.kind === 'unavailable' ? (
        <Alert tone="warning" announce="status">
          {history.message}
        </Alert>
      ) : (
        <>
          {history.notice ? <p className={styles.muted}>{history.notice}</p> : null}
          <DataTable
            caption={M.paymentHistory}
            hideCaption
            columns={columns}
            rows={history.rows}
            getRowId={(r) => r.id}
            sort={history.sort}
            sortsRows={false}
            onSortChange={(sort) => onSort({ column: sort.column as HistoryColumn, direction: sort.direction })}
            emptyText={BILLING_MESSAGES.noInvoices}
          />
          {history.pageCount > 1 ? (
            <nav className={styles.pager} aria-label="Payment history pages">
              <p className={styles.muted}>{history.range}</p>
              <span className={styles.headerActions}>
                <Button
                  size="sm"
                  variant="secondary"
                  isDisabled={history.page <= 1}
                  onPress={() => onPage(history.page - 1)}
                >
                  Previous
                </Button>
                <span>{`Page ${history.page} of ${history.pageCount}`}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  isDisabled={history.page >= history.pageCount}
                  onPress={() => onPage(history.page + 1)}
                >
                  Next
                </Button>
              </span>
            </nav>
          ) : null}
        </>
      )}
    </Card>
  );
}

function OverviewSection({ view, user, onSelectSection }: CustomerDashboardScreenProps) {
  const sub = view.billing?.subscription;
  return (
    <>
      <h1 className={styles.title}>{M.sectionOverview}</h1>
      {view.error ? <LoadError error={view.error} /> : null}
      <Columns gap="4" minItemWidth="18rem">
        <Card title={M.currentSubscription} headingLevel={2}>
          {sub ? (
            <SubscriptionFacts sub={sub} />
          ) : (
            <p className={styles.muted}>{view.status === 'loading' ? M.loading : '—'}</p>
          )}
        </Card>
        <Card title="Profile" headingLevel={2}>
          <dl className={styles.facts}>
            <dt className={styles.term}>Name</dt>
            <dd className={styles.detail}>{user.name}</dd>
            <dt className={styles.term}>Email</dt>
            <dd className={styles.detail}>{user.email}</dd>
            <dt className={styles.term}>Email status</dt>
            <dd className={styles.detail}>
              {user.isEmailVerified ? (
                <Badge tone="success">Verified</Badge>
              ) : (
                <Badge tone="warning">Not verified</Badge>
              )}
            </dd>
            <dt className={styles.term}>Profile completeness</dt>
            <dd className={styles.detail}>{`${user.profile.percent}%`}</dd>
            {user.profile.missing.length > 0 ? (
              <>
                <dt className={styles.term}>Missing</dt>
                <dd className={styles.detail}>{user.profile.missing.join(', ')}</dd>
              </>
            ) : null}
          </dl>
        </Card>
        <Card title="Quick links" headingLevel={2}>
          <Stack as="ul" gap="2">
            <li>
              <Button variant="secondary" fullWidth onPress={() => onSelectSection('billing')}>
                {M.sectionBilling}
              </Button>
            </li>
            <li>
              <Button href={paths.payment} variant="secondary" fullWidth>
                {M.makePayment}
              </Button>
            </li>
            <li>
              <Button href={paths.packages} variant="secondary" fullWidth>
                View packages
              </Button>
            </li>
            <li>
              <Button href="/profile" variant="secondary" fullWidth>
                Edit profile
              </Button>
            </li>
          </Stack>
        </Card>
      </Columns>
    </>
  );
}

/**
 * Auto-renew on the subscription card: the server's choice, held (disabled, 'Saving...') while a change is on
 * its way; then what was saved (announced) or why it was not (an alert).
 */
function AutoRenewSwitch({ view, onChange }: { view: AutoRenewView; onChange?: (on: boolean) => void }) {
  return (
    <Stack gap="2">
      <Switch
        isSelected={view.on}
        isDisabled={view.saving}
        onChange={(on) => onChange?.(on)}
        description={view.saving ? M.autoRenewSaving : M.autoRenewHelp}
      >
        {M.autoRenew}
      </Switch>
      {view.note ? (
        <Alert tone={view.note.saved ? 'info' : 'danger'} announce={view.note.saved ? 'status' : 'alert'}>
          {view.note.message}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * The current subscription as the server has it: plan, standing badge, next billing date (paid-until), the
 * change to come, and the last payment. Without a subscription: says so and links to the plans.
 */
function SubscriptionFacts({ sub }: { sub: SubscriptionView }) {
  const lastPayment = (
    <>
      <dt className={styles.term}>{M.lastPaymentTerm}</dt>
      <dd className={styles.detail}>
        {sub.lastPaymentDate ? `${sub.lastPaymentAmount} on ${sub.lastPaymentDate}` : M.noPaymentYet}
      </dd>
    </>
  );
  if (sub.kind === 'none') {
    return (
      <Stack gap="2">
        <p className={styles.detail}>{sub.message}</p>
        <p className={styles.muted}>{sub.hint}</p>
        <p>
          <Link href={sub.plansHref}>{M.viewPackages}</Link>
        </p>
        {sub.lastPaymentDate ? <dl className={styles.facts}>{lastPayment}</dl> : null}
      </Stack>
    );
  }
  return (
    <dl className={styles.facts}>
      <dt className={styles.term}>{M.plan}</dt>
      <dd className={styles.detail}>
        {sub.planName}
        {sub.change ? <p className={styles.muted}>{sub.change}</p> : null}
        {sub.credit ? <p className={styles.muted}>{sub.credit}</p> : null}
      </dd>
      <dt className={styles.term}>{M.status}</dt>
      <dd className={styles.detail}>
        <StatusBadge {...statusLook(sub.status)} label={sub.statusLabel} wrap />
      </dd>
      <dt className={styles.term}>{M.nextBillingDate}</dt>
      <dd className={styles.detail}>{sub.nextBillingDate ?? '—'}</dd>
      {lastPayment}
    </dl>
  );
}

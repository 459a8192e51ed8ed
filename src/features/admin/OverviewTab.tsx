import { Alert, Button, Inline, Money, Spinner, StatGrid, StatTile } from '@/components';
import { formatDateTime } from '../../domain/format/date';
import * as styles from './AdminPanel.css';
import type { AdminOverviewView } from './adminOverview.view';
import type { Overview } from './contract';
import { ADMIN_MESSAGES as m } from './messages';

export interface OverviewTabProps {
  view: AdminOverviewView;
  onRefresh: () => void;
  onRetry: () => void;
}

function Figures({ overview }: { overview: Overview }) {
  return (
    <StatGrid aria-label="Key figures">
      <StatTile label="Customers" value={overview.customers} hint={`${overview.newCustomersThisWeek} new this week`} />
      <StatTile label="Active subscriptions" value={overview.activeSubscriptions} tone="success" />
      <StatTile
        label="Revenue this month"
        value={<Money amount={overview.revenueThisMonthPesewas} minorUnits />}
        tone="success"
      />
      <StatTile
        label="Payments today"
        value={`${overview.paymentsPendingToday} pending`}
        hint={`${overview.paymentsFailedToday} failed`}
        tone={overview.paymentsFailedToday > 0 ? 'danger' : 'accent'}
      />
      <StatTile label="Open support messages" value={overview.openSupportTickets} tone="warning" />
      <StatTile label="Open coverage requests" value={overview.openCoverageRequests} tone="info" />
    </StatGrid>
  );
}

/** The Overview tab: the live key figures, with Refresh; loading and errors are announced. */
export function OverviewTab({ view, onRefresh, onRetry }: OverviewTabProps) {
  return (
    <section className={styles.stack} aria-labelledby="admin-overview-heading">
      <Inline gap="4" align="center" justify="between">
        <h2 id="admin-overview-heading" className={styles.heading}>
          Overview
        </h2>
        {view.kind === 'loaded' ? (
          <Button variant="secondary" size="sm" onPress={onRefresh}>
            {m.refresh}
          </Button>
        ) : null}
      </Inline>
      <div role="status">
        {view.kind === 'loading' ? <Spinner label={m.overviewLoading} showLabel layout="block" /> : null}
      </div>
      {view.kind === 'error' ? (
        <Alert
          tone="danger"
          announce="alert"
          title={view.message}
          actions={
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {m.tryAgain}
            </Button>
          }
        />
      ) : null}
      {view.kind === 'loaded' ? (
        <>
          <Figures overview={view.overview} />
          <p className={styles.muted}>As of {formatDateTime(view.overview.generatedAt)}</p>
        </>
      ) : null}
    </section>
  );
}

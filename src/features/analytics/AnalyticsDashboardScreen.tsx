/**
 * The analytics dashboard (a tab of the admin panel): period picker, Refresh and Export CSV, KPI tiles
 * and the charts of the period (plain SVG, each with its data table). Six states: loading, loaded,
 * empty, refreshing, stale (a refresh failed; the older figures stay with their time) and error
 * ('Failed to load dashboard data'). Loading and refreshing are announced in a status line; failures
 * in an alert.
 */
import { Alert, Button, Columns, EmptyState, Inline, NativeSelect, StatGrid, StatTile } from '@/components';
import { formatDate, formatDateTime } from '../../domain/format/date';
import { formatMoney } from '../../domain/format/money';
import * as styles from './AnalyticsDashboardScreen.css';
import type { AnalyticsDashboardView } from './analyticsDashboard.view';
import { BarChart, LineChart } from './Charts';
import * as chartStyles from './Charts.css';
import { type DashboardResponse, FUNNEL_LABELS, NETWORK_LABELS, PERIODS, type PeriodChoice } from './contract';
import { ANALYTICS_MESSAGES as m, PERIOD_LABELS } from './messages';
import { revenuePlanGroups } from './rules';

export interface AnalyticsDashboardScreenProps {
  view: AnalyticsDashboardView;
  onPeriod: (period: PeriodChoice) => void;
  onRefresh: () => void;
  onExport: () => void;
}

const money = (pesewas: number) => formatMoney(pesewas, { minorUnits: true });
const count = (n: number) => n.toLocaleString('en-GH');
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
/** a day of a series as '21 Nov' */
const day = (iso: string) => formatDate(`${iso}T12:00:00Z`).replace(/ \d{4}$/, '');

function Figures({ data }: { data: DashboardResponse }) {
  const { users, revenue, network, traffic } = data;
  return (
    <>
      <StatGrid aria-label="Key figures">
        <StatTile
          label="Revenue"
          value={money(revenue.revenuePesewas)}
          hint={`${count(revenue.payments.succeeded)} paid`}
        />
        <StatTile
          label="Sign-ups"
          value={count(users.signups)}
          hint={`${count(users.totalCustomers)} customers in all`}
        />
        <StatTile
          label="Active customers"
          value={count(users.activeCustomers)}
          hint={`${count(users.payingCustomers)} paid in the period`}
        />
        <StatTile
          label="Payment success rate"
          value={revenue.payments.successRate === null ? '—' : percent(revenue.payments.successRate)}
          hint={`${count(revenue.payments.unsuccessful)} failed, ${count(revenue.payments.open)} open`}
        />
        <StatTile label="Page views" value={count(traffic.pageViews)} />
        <StatTile label="Coverage requests" value={count(network.coverageRequests)} />
      </StatGrid>
      <Columns gap="4" minItemWidth="22rem">
        <LineChart
          title="Revenue by day"
          points={revenue.revenueByDay.map((d) => ({ label: d.date, value: d.pesewas }))}
          format={money}
          formatLabel={day}
          labelHeading="Day"
          valueHeading="Revenue"
        />
        <LineChart
          title="Sign-ups by day"
          points={users.signupsByDay.map((d) => ({ label: d.date, value: d.count }))}
          format={count}
          formatLabel={day}
          labelHeading="Day"
          valueHeading="Sign-ups"
        />
        <LineChart
          title="Page views by day"
          points={traffic.pageViewsByDay.map((d) => ({ label: d.date, value: d.count }))}
          format={count}
          formatLabel={day}
          labelHeading="Day"
          valueHeading="Page views"
        />
        <BarChart
          title="Revenue by family"
          points={revenue.revenueByFamily.map((f) => ({ label: f.familyName, value: f.pesewas }))}
          format={money}
          labelHeading="Family"
          valueHeading="Revenue"
        />
        {revenuePlanGroups(revenue.revenueByPlan).map((group) => (
          <BarChart
            key={group.familyName}
            title={`Revenue by plan: ${group.familyName}`}
            points={group.plans.map((p) => ({ label: p.planName, value: p.pesewas }))}
            format={money}
            labelHeading="Plan"
            valueHeading="Revenue"
          />
        ))}
        <BarChart
          title="Package to payment funnel"
          points={traffic.funnel.map((s) => ({ label: FUNNEL_LABELS[s.step], value: s.sessions }))}
          format={count}
          labelHeading="Step"
          valueHeading="Sessions"
          total={false}
        />
        <BarChart
          title="Mobile money network share"
          points={network.networkShare.map((n) => ({ label: NETWORK_LABELS[n.network], value: n.share }))}
          format={percent}
          labelHeading="Network"
          valueHeading="Share of paid mobile money payments"
          total={false}
        />
        <BarChart
          title="Payment failure reasons"
          points={revenue.failureReasons.map((r) => ({ label: r.reason, value: r.count }))}
          format={count}
          labelHeading="Reason"
          valueHeading="Payments"
        />
        <BarChart
          title="Coverage requests by area"
          points={network.coverageByArea.map((a) => ({ label: a.area, value: a.requests }))}
          format={count}
          labelHeading="Area"
          valueHeading="Requests"
        />
        <BarChart
          title={m.eventsTitle}
          points={traffic.events.filter((e) => e.count > 0).map((e) => ({ label: e.name, value: e.count }))}
          format={count}
          labelHeading="Event"
          valueHeading="Events"
          total={false}
        />
        <VisitorErrors errors={traffic.recentErrors} />
      </Columns>
    </>
  );
}

/** The latest error_occurred events: what the error screen's 'our team has been notified' sent (docs/analytics.md). */
function VisitorErrors({ errors }: { errors: DashboardResponse['traffic']['recentErrors'] }) {
  return (
    <section className={chartStyles.figure} aria-labelledby="analytics-visitor-errors">
      <h3 id="analytics-visitor-errors" className={[chartStyles.caption, styles.figureTitle].join(' ')}>
        {m.errorsTitle}
      </h3>
      {errors.length === 0 ? (
        <p className={chartStyles.summary}>{m.noErrors}</p>
      ) : (
        <ul className={styles.errorList}>
          {errors.map((e) => (
            <li key={`${e.at}-${e.page}-${e.message}`}>
              <span className={chartStyles.summary}>
                {formatDateTime(e.at)} · {e.page}
              </span>
              <br />
              {e.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function statusLine(view: AnalyticsDashboardView): string {
  if (view.status === 'loading') return m.loading;
  if (view.status === 'refreshing') return m.refreshing;
  if (view.updatedAt) return `Last updated ${formatDateTime(view.updatedAt)}`;
  return '';
}

export function AnalyticsDashboardScreen({ view, onPeriod, onRefresh, onExport }: AnalyticsDashboardScreenProps) {
  const { data } = view;
  return (
    <section className={styles.page} aria-labelledby="analytics-title" aria-busy={view.busy}>
      <Inline gap="3" align="end" justify="between">
        <h2 id="analytics-title" className={styles.title}>
          {m.title}
        </h2>
        <Inline gap="2" align="end">
          <NativeSelect
            className={styles.period}
            label={m.period}
            value={view.period}
            options={PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
            onChange={(value) => onPeriod(value as PeriodChoice)}
          />
          <Button
            variant="secondary"
            onPress={onRefresh}
            isPending={view.busy}
            pendingLabel={view.status === 'loading' ? 'Loading...' : 'Refreshing...'}
          >
            {m.refresh}
          </Button>
          <Button variant="secondary" onPress={onExport} isDisabled={data === null || view.busy}>
            {m.exportCsv}
          </Button>
        </Inline>
      </Inline>
      <p className={styles.status} role="status">
        {statusLine(view)}
      </p>
      {view.status === 'error' && (
        <Alert
          tone="danger"
          title={m.loadFailed}
          announce="alert"
          actions={<Button onPress={onRefresh}>{m.retry}</Button>}
        >
          The figures could not be loaded. They are tried again every 30 seconds.
        </Alert>
      )}
      {view.status === 'stale' && view.error && (
        <Alert tone="warning" title={view.error} announce="alert">
          {m.staleTitle}
          {view.updatedAt ? ` from ${formatDateTime(view.updatedAt)}` : ''}. They are tried again every 30 seconds.
        </Alert>
      )}
      {data && view.empty && <EmptyState title={m.empty} description={m.emptyHint} headingLevel={3} />}
      {data && !view.empty && <Figures data={data} />}
    </section>
  );
}

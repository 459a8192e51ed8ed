/**
 * The console's Reconciliation section (presentational, from the reconcile machine's view): a period,
 * Run, then each provider success our books lack with a Credit button. Running is announced
 * (role=status), failures are alerts with a way on (Try again, Dismiss).
 */
import type { FormEvent } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { DataTable, type DataTableColumn } from '../../components/DataTable/DataTable';
import { Spinner } from '../../components/Spinner/Spinner';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { TextField } from '../../components/TextField/TextField';
import { formatDateTime } from '../../domain/format/date';
import * as styles from './AdminConsoleScreen.css';
import { CONSOLE_MESSAGES as m } from './messages';
import type { ReconcileRowView, ReconcileView } from './reconcile.view';
import { formatCount } from './rules';

export interface ReconcileSectionProps {
  view: ReconcileView;
  onPeriodChange: (change: { from?: string; to?: string }) => void;
  onRun: () => void;
  onRetry: () => void;
  onCredit: (reference: string) => void;
  onDismissCreditError: () => void;
}

export function ReconcileSection(props: ReconcileSectionProps) {
  const { view } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onRun();
  };
  const busy = view.status === 'running' || view.status === 'crediting';
  const columns: DataTableColumn<ReconcileRowView>[] = [
    { id: 'reference', header: 'Reference', isRowHeader: true, cell: (row) => row.reference },
    { id: 'amount', header: 'Amount', align: 'end', cell: (row) => row.amount },
    { id: 'paid', header: 'Paid at the provider', cell: (row) => (row.paidAt ? formatDateTime(row.paidAt) : '—') },
    { id: 'customer', header: 'Customer', cell: (row) => row.customerEmail ?? 'Unknown' },
    {
      id: 'ours',
      header: 'Our status',
      cell: (row) => (row.ourStatus ? <StatusBadge status={row.ourStatus} size="sm" /> : 'No payment of ours'),
    },
    {
      id: 'action',
      header: 'Action',
      cell: (row) =>
        row.creditable ? (
          <Button
            size="sm"
            onPress={() => props.onCredit(row.reference)}
            isDisabled={busy && !row.crediting}
            isPending={row.crediting}
            pendingLabel={m.reconcileCrediting}
            aria-label={`${row.crediting ? m.reconcileCrediting : m.reconcileCredit} ${row.reference}`}
          >
            {m.reconcileCredit}
          </Button>
        ) : (
          <span className={styles.muted}>{m.reconcileNotOurs}</span>
        ),
    },
  ];
  return (
    <section aria-labelledby="console-reconcile" className={styles.page}>
      <h2 id="console-reconcile" className={styles.title}>
        {m.reconcile}
      </h2>
      <p className={styles.muted}>{m.reconcileIntro}</p>
      <form method="post" aria-label="Reconciliation period" className={styles.searchForm} onSubmit={submit}>
        <TextField
          label="First day"
          value={view.period.from}
          onChange={(from) => props.onPeriodChange({ from })}
          description="YYYY-MM-DD (UTC)"
          errorMessage={view.periodError ?? undefined}
          maxLength={10}
        />
        <TextField
          label="Last day"
          value={view.period.to}
          onChange={(to) => props.onPeriodChange({ to })}
          description="YYYY-MM-DD, included"
          maxLength={10}
        />
        <Button type="submit" isPending={view.status === 'running'} pendingLabel={m.reconcileRunning}>
          {m.reconcileRun}
        </Button>
      </form>

      {view.status === 'running' ? (
        <div role="status">
          <Spinner label={m.reconcileRunning} showLabel layout="block" />
        </div>
      ) : null}
      {view.status === 'failed' ? (
        <Alert
          tone="danger"
          announce="alert"
          title={view.message}
          actions={
            <Button variant="secondary" onPress={props.onRetry}>
              {m.retry}
            </Button>
          }
        />
      ) : null}
      {view.status === 'ready' ||
      view.status === 'empty' ||
      view.status === 'crediting' ||
      view.status === 'creditFailed' ? (
        <>
          {view.notice ? (
            <Alert tone="success" announce="status">
              {view.notice}
            </Alert>
          ) : null}
          {view.status === 'creditFailed' ? (
            <Alert
              tone="danger"
              announce="alert"
              title={`${m.reconcileCreditFailed}: ${view.creditError.reference}`}
              actions={
                <Button variant="secondary" onPress={props.onDismissCreditError}>
                  Dismiss
                </Button>
              }
            >
              {view.creditError.message}
            </Alert>
          ) : null}
          <p className={styles.muted}>
            {formatDateTime(view.summary.from)} to {formatDateTime(view.summary.to)}:{' '}
            {formatCount(view.summary.transactions)} provider transactions, {formatCount(view.summary.successes)}{' '}
            successful
          </p>
          {view.status === 'empty' ? (
            <Alert tone="info" announce="status" title={m.reconcileNothing} />
          ) : (
            <DataTable
              caption="Provider successes our books lack"
              columns={columns}
              rows={view.rows}
              getRowId={(row) => row.reference}
              emptyText={m.reconcileNothing}
            />
          )}
        </>
      ) : null}
    </section>
  );
}

/**
 * The console's Reconciliation section (presentational, from the reconcile machine's view): a period,
 * Run, then each provider success our books lack with a Credit button. Running and crediting are announced
 * (role=status), failures are alerts with a way on (Try again, Dismiss). When a run or a credit ends, focus
 * goes to its outcome (the list's heading, the 'nothing to reconcile' or 'credited' message, or the alert),
 * scrolled into view; a period that cannot run puts focus on its field. On phones the rows are cards
 * (DataTable) and every control is at least 44 px tall.
 */
import { type FormEvent, type RefObject, useEffect, useRef } from 'react';
import {
  Alert,
  Button,
  DataTable,
  type DataTableColumn,
  focusTarget,
  Inline,
  revealAfterCommit,
  Spinner,
  StatusBadge,
  TextField,
  VisuallyHidden,
} from '@/components';
import { formatDateTime } from '../../domain/format/date';
import { statusLook } from '../billing';
import * as styles from './AdminConsoleScreen.css';
import { CONSOLE_MESSAGES as m } from './messages';
import * as local from './ReconcileSection.css';
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

type Status = ReconcileView['status'];

const RESULT_TITLE = 'Provider successes our books lack';

/** Which of the section's places takes focus when the status goes from `before` to `now` (null: none). */
function outcomeOf(before: Status, now: Status, hasNotice: boolean): 'result' | 'empty' | 'notice' | 'alert' | null {
  if (before === now) return null;
  if (now === 'failed' || now === 'creditFailed') return 'alert';
  if ((now === 'ready' || now === 'empty') && (before === 'running' || before === 'creditFailed')) {
    if (hasNotice) return 'notice';
    return now === 'empty' ? 'empty' : 'result';
  }
  return null;
}

/**
 * Moves focus to the outcome of what the administrator just did, after React committed it (the list replaced
 * the spinner, the pressed Credit button is gone), and scrolls it into view below the sticky header.
 */
function useOutcomeFocus(
  view: ReconcileView,
  refs: Record<'result' | 'empty' | 'notice' | 'alert', RefObject<HTMLElement | null>>,
  fromFieldId: string,
) {
  const before = useRef<Status>(view.status);
  const hasNotice = 'notice' in view && view.notice !== null;
  useEffect(() => {
    const target = outcomeOf(before.current, view.status, hasNotice);
    before.current = view.status;
    if (target) return revealAfterCommit(() => refs[target].current);
  }, [view.status, hasNotice, refs]);
  // Run with a period that cannot run: the field says why; take the administrator there.
  const periodErrorBefore = useRef(view.periodError);
  useEffect(() => {
    const appeared = view.periodError !== null && view.periodError !== periodErrorBefore.current;
    periodErrorBefore.current = view.periodError;
    if (appeared) return revealAfterCommit(() => document.getElementById(fromFieldId));
  }, [view.periodError, fromFieldId]);
}

export function ReconcileSection(props: ReconcileSectionProps) {
  const { view } = props;
  const resultRef = useRef<HTMLHeadingElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const refs = useRef({ result: resultRef, empty: emptyRef, notice: noticeRef, alert: alertRef }).current;
  useOutcomeFocus(view, refs, 'reconcile-from');
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
      cell: (row) => (row.ourStatus ? <StatusBadge {...statusLook(row.ourStatus)} size="sm" /> : 'No payment of ours'),
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
    <section aria-labelledby="console-reconcile" className={`${styles.page} ${local.section}`}>
      <h2 id="console-reconcile" className={styles.title}>
        {m.reconcile}
      </h2>
      <p className={styles.muted}>{m.reconcileIntro}</p>
      <Inline method="post" aria-label="Reconciliation period" as="form" gap="2" align="end" onSubmit={submit}>
        <TextField
          id="reconcile-from"
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
      </Inline>

      {view.status === 'running' ? (
        <div role="status">
          <Spinner label={m.reconcileRunning} showLabel layout="block" />
        </div>
      ) : null}
      {view.status === 'crediting' ? (
        <VisuallyHidden as="div" role="status">
          {`${m.reconcileCrediting} ${view.rows.find((row) => row.crediting)?.reference ?? ''}`}
        </VisuallyHidden>
      ) : null}
      {view.status === 'failed' ? (
        <div ref={alertRef} tabIndex={-1} className={focusTarget}>
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
        </div>
      ) : null}
      {view.status === 'ready' ||
      view.status === 'empty' ||
      view.status === 'crediting' ||
      view.status === 'creditFailed' ? (
        <>
          {view.notice ? (
            <div ref={noticeRef} tabIndex={-1} className={focusTarget}>
              <Alert tone="success" announce="status">
                {view.notice}
              </Alert>
            </div>
          ) : null}
          {view.status === 'creditFailed' ? (
            <div ref={alertRef} tabIndex={-1} className={focusTarget}>
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
            </div>
          ) : null}
          <p className={styles.muted}>
            {formatDateTime(view.summary.from)} to {formatDateTime(view.summary.to)}:{' '}
            {formatCount(view.summary.transactions)} provider transactions, {formatCount(view.summary.successes)}{' '}
            successful
          </p>
          {view.status === 'empty' ? (
            <div ref={emptyRef} tabIndex={-1} className={focusTarget}>
              <Alert tone="info" announce="status" title={m.reconcileNothing} />
            </div>
          ) : (
            <div className={local.result}>
              <h3 ref={resultRef} tabIndex={-1} className={`${focusTarget} ${local.resultTitle}`}>
                {RESULT_TITLE}
              </h3>
              <DataTable
                caption={RESULT_TITLE}
                hideCaption
                columns={columns}
                rows={view.rows}
                getRowId={(row) => row.reference}
                emptyText={m.reconcileNothing}
              />
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}

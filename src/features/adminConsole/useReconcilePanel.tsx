/**
 * The Reconciliation section bound to its machine: everything `ReconcileSection` takes. The app gives it the
 * admin API and the period to start with (the last 7 days); the flow stories give it an in-memory ledger, so
 * both run the same wiring.
 */
import { useMachineView } from '../../machines/useMachineView';
import type { ReconcileSectionProps } from './ReconcileSection';
import { provideReconcile, type ReconcileDeps } from './reconcile.machine';
import { toReconcileView } from './reconcile.view';
import type { ReconcilePeriod } from './rules';

/** `api` is called once, when the machine is made. */
export function useReconcilePanel(api: () => ReconcileDeps, period: ReconcilePeriod): ReconcileSectionProps {
  const [view, send] = useMachineView(() => provideReconcile(api()), toReconcileView, { input: { period } });
  return {
    view,
    onPeriodChange: (change) => send({ type: 'period.change', ...change }),
    onRun: () => send({ type: 'reconcile.run' }),
    onRetry: () => send({ type: 'reconcile.retry' }),
    onCredit: (reference) => send({ type: 'credit.request', reference }),
    onDismissCreditError: () => send({ type: 'credit.dismiss' }),
  };
}

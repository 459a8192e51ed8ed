/**
 * The analytics tab of the admin panel, connected (no props): the analyticsDashboard machine with the
 * real API client (loaded on first use), the tab's visibility fed to the machine so the 30 s refresh
 * pauses while the tab is hidden, and Export saving the CSV of the figures on screen.
 */
import { useEffect } from 'react';
import { AnalyticsDashboardScreen } from '../../src/features/analytics/AnalyticsDashboardScreen';
import { provideAnalyticsDashboard } from '../../src/features/analytics/analyticsDashboard.machine';
import { toAnalyticsDashboardView } from '../../src/features/analytics/analyticsDashboard.view';
import { dashboardCsv, dashboardCsvName } from '../../src/features/analytics/rules';
import { useMachineView } from '../../src/machines/useMachineView';
import { loadAnalyticsClient } from '../services';

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** Save text as a file (an object URL on a temporary link, revoked after the click). */
function saveText(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function AnalyticsTab() {
  const [view, send] = useMachineView(
    () =>
      provideAnalyticsDashboard({
        loadDashboard: async (period) => (await loadAnalyticsClient()).dashboard(period),
      }),
    toAnalyticsDashboardView,
    { input: { hidden: isHidden() } },
  );
  useEffect(() => {
    const onChange = () => send({ type: isHidden() ? 'tab.hidden' : 'tab.visible' });
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [send]);
  return (
    <AnalyticsDashboardScreen
      view={view}
      onPeriod={(period) => send({ type: 'period.select', period })}
      onRefresh={() => send({ type: 'dashboard.refresh' })}
      onExport={() => {
        if (view.data) saveText(dashboardCsv(view.data), dashboardCsvName(view.data), 'text/csv;charset=utf-8');
      }}
    />
  );
}

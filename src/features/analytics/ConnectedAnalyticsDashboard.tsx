/**
 * The admin panel's analytics tab driven by the analyticsDashboard machine: the page's visibility is fed
 * to the machine (the 30 s refresh pauses while it is hidden) and Export saves the CSV of the figures on
 * screen. The admin panel renders it with the API client; the flow stories with a simulated API.
 */
import { useEffect } from 'react';
import type { PageVisibility } from '../../machines/pageVisibility';
import { useMachineView } from '../../machines/useMachineView';
import { AnalyticsDashboardScreen } from './AnalyticsDashboardScreen';
import { type AnalyticsDashboardDeps, provideAnalyticsDashboard } from './analyticsDashboard.machine';
import { toAnalyticsDashboardView } from './analyticsDashboard.view';
import { dashboardCsv, dashboardCsvName } from './rules';

export interface AnalyticsServices extends AnalyticsDashboardDeps {
  /** saves a file for the user (Export) */
  saveFile: (file: { filename: string; contentType: string; text: string }) => void;
  /** the page's visibility; without it the refresh never pauses */
  visibility?: PageVisibility;
}

export function ConnectedAnalyticsDashboard({ services }: { services: AnalyticsServices }) {
  const { visibility } = services;
  const [view, send] = useMachineView(() => provideAnalyticsDashboard(services), toAnalyticsDashboardView, {
    input: visibility ? { hidden: visibility.hidden() } : {},
  });
  useEffect(
    () => visibility?.subscribe((hidden) => send({ type: hidden ? 'tab.hidden' : 'tab.visible' })),
    [visibility, send],
  );
  return (
    <AnalyticsDashboardScreen
      view={view}
      onPeriod={(period) => send({ type: 'period.select', period })}
      onRefresh={() => send({ type: 'dashboard.refresh' })}
      onExport={() => {
        if (view.data) {
          services.saveFile({
            filename: dashboardCsvName(view.data),
            contentType: 'text/csv;charset=utf-8',
            text: dashboardCsv(view.data),
          });
        }
      }}
    />
  );
}

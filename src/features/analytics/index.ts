/** What other features may use of analytics: the dashboard screen, its machine and the client. */
export { AnalyticsDashboardScreen } from './AnalyticsDashboardScreen';
export { provideAnalyticsDashboard } from './analyticsDashboard.machine';
export { toAnalyticsDashboardView } from './analyticsDashboard.view';
export { createAnalyticsClient } from './client';
export { dashboardCsv, dashboardCsvName } from './rules';

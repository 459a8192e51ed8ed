/** The analytics dashboard's words (spec billing §8 for the load failure, quoted exactly). */
export const ANALYTICS_MESSAGES = {
  loadFailed: 'Failed to load dashboard data',
  title: 'Analytics',
  loading: 'Loading dashboard data...',
  refreshing: 'Refreshing dashboard data...',
  refresh: 'Refresh',
  exportCsv: 'Export CSV',
  retry: 'Try again',
  period: 'Period',
  empty: 'No activity in this period',
  emptyHint: 'No sign-ups, payments, page views or coverage requests were recorded in the chosen days.',
  staleTitle: 'Showing older data',
  eventsTitle: 'Events recorded',
  errorsTitle: 'Errors visitors saw',
  noErrors: 'No visitor saw the error screen in this period.',
} as const;

export const PERIOD_LABELS = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
} as const;

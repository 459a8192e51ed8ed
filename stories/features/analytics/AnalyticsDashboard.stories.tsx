import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnalyticsDashboardScreen } from '../../../src/features/analytics/AnalyticsDashboardScreen';
import type { AnalyticsDashboardContext } from '../../../src/features/analytics/analyticsDashboard.machine';
import { toAnalyticsDashboardView } from '../../../src/features/analytics/analyticsDashboard.view';
import { emptyDashboard, sampleDashboard, snapshotIn } from './analyticsKit';

const at = (state: string, context: Partial<AnalyticsDashboardContext> = {}) =>
  toAnalyticsDashboardView(snapshotIn(state, context));

const meta = {
  title: 'Screens/Admin/Analytics dashboard',
  component: AnalyticsDashboardScreen,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The analytics tab of the admin panel, one story per state of the `analyticsDashboard` machine: loading, loaded, ' +
          'empty (no activity in the period), refreshing (every 30 s while the tab is visible, or Refresh), stale (a refresh ' +
          'failed; the older figures stay with their time) and error (Failed to load dashboard data). Charts are plain SVG, ' +
          'each with a one-line summary as its text alternative and its figures in a data table under a disclosure.',
      },
    },
  },
  args: {
    view: at('loaded', { data: sampleDashboard() }),
    onPeriod: fn(),
    onRefresh: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof AnalyticsDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: 'analyticsDashboard', state: 'loading' },
  args: { view: at('loading') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading dashboard data...');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await expect(canvas.queryByRole('group', { name: 'Key figures' })).toBeNull();
  },
};

export const Loaded: Story = {
  parameters: { machine: 'analyticsDashboard', state: 'loaded' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Last updated 22 Nov 2026, 12:00');
    const tiles = canvas.getByRole('group', { name: 'Key figures' });
    await expect(within(tiles).getByText('Active customers')).toBeVisible();
    await expect(within(tiles).getByText('42')).toBeVisible();
    await expect(within(tiles).getByText('Coverage requests')).toBeVisible();
    // each chart is a named figure with an image named by its summary and a table of its data
    const funnel = canvas.getByRole('figure', { name: 'Package to payment funnel' });
    await expect(within(funnel).getByRole('img')).toHaveAccessibleName(
      'Package to payment funnel: highest 120 (Viewed a package).',
    );
    await userEvent.click(within(funnel).getByText('Show the data of package to payment funnel'));
    const table = within(funnel).getByRole('table', { name: 'Package to payment funnel' });
    await expect(within(table).getByRole('row', { name: 'Completed a payment 35' })).toBeVisible();
    const networks = canvas.getByRole('figure', { name: 'Mobile money network share' });
    await expect(within(networks).getByRole('img')).toHaveAccessibleName(
      'Mobile money network share: highest 62.5% (MTN).',
    );
    // every event recorded, and the errors visitors saw (the error screen's 'our team has been notified')
    const events = canvas.getByRole('figure', { name: 'Events recorded' });
    await expect(within(events).getByRole('img')).toHaveAccessibleName('Events recorded: highest 1,480 (page_view).');
    const errors = canvas.getByRole('region', { name: 'Errors visitors saw' });
    await expect(errors).toHaveTextContent('/packages');
    await expect(errors).toHaveTextContent('TypeError: Failed to fetch dynamically imported module');
    // the period picker and the buttons
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
    await expect(args.onPeriod).toHaveBeenCalledWith('7d');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  parameters: { machine: 'analyticsDashboard', state: 'empty' },
  args: { view: at('empty', { data: emptyDashboard(), period: '7d' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No activity in this period' })).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveValue('7d');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

export const Refreshing: Story = {
  parameters: { machine: 'analyticsDashboard', state: 'refreshing' },
  args: { view: at('refreshing', { data: sampleDashboard() }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Refreshing dashboard data...');
    // the figures stay while the new ones load
    await expect(canvas.getByRole('figure', { name: 'Revenue by day' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Refreshing/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Stale: Story = {
  parameters: { machine: 'analyticsDashboard', state: 'stale' },
  args: { view: at('stale', { data: sampleDashboard(), failure: 'Failed to load dashboard data' }) },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load dashboard data');
    await expect(alert).toHaveTextContent('Showing older data from 22 Nov 2026, 12:00');
    await expect(canvas.getByRole('status')).toHaveTextContent('Last updated 22 Nov 2026, 12:00');
    await expect(canvas.getByRole('group', { name: 'Key figures' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { machine: 'analyticsDashboard', state: 'error' },
  args: { view: at('error', { failure: 'Failed to load dashboard data' }) },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load dashboard data');
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

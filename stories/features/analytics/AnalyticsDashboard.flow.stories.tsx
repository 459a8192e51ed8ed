import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedAnalyticsDashboard } from '../../../src/features/analytics/ConnectedAnalyticsDashboard';
import type { DashboardResponse, PeriodChoice } from '../../../src/features/analytics/contract';
import { emptyDashboard, sampleDashboard } from './analyticsKit';

/** The ConnectedAnalyticsDashboard the admin panel renders, over a simulated API (Export saves nothing). */
function Connected({ loadDashboard }: { loadDashboard: (period: PeriodChoice) => Promise<DashboardResponse> }) {
  return <ConnectedAnalyticsDashboard services={{ loadDashboard, saveFile: () => {} }} />;
}

const meta = {
  title: 'Flows/Admin/Analytics dashboard',
  component: Connected,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The real `analyticsDashboard` machine over a simulated API (each answer after a short delay): a refresh that fails ' +
          'keeps the figures as stale with the alert, the next one recovers; a period without activity shows the empty state.',
      },
    },
  },
} satisfies Meta<typeof Connected>;

export default meta;
type Story = StoryObj<typeof meta>;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the simulated API answers next (the play function moves it on). */
const script = { phase: 'first' as 'first' | 'fail' | 'recovered' };

export const RefreshFailsThenRecovers: Story = {
  args: {
    loadDashboard: async (period: PeriodChoice) => {
      await delay(150);
      if (period === '7d') return emptyDashboard('2026-11-22T12:10:00.000Z');
      if (script.phase === 'fail') throw new Error('Failed to load dashboard data');
      return sampleDashboard(script.phase === 'first' ? '2026-11-22T12:00:00.000Z' : '2026-11-22T12:05:00.000Z');
    },
  },
  play: async ({ canvas }) => {
    script.phase = 'first';
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading dashboard data...');
    await expect(await canvas.findByRole('group', { name: 'Key figures' })).toBeVisible();
    script.phase = 'fail';
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Refreshing dashboard data...');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load dashboard data');
    await expect(alert).toHaveTextContent('Showing older data from 22 Nov 2026, 12:00');
    await expect(canvas.getByRole('group', { name: 'Key figures' })).toBeVisible();
    script.phase = 'recovered';
    // by keyboard: from the period picker, Tab reaches Refresh and Enter presses it
    canvas.getByRole('combobox', { name: 'Period' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Last updated 22 Nov 2026, 12:05'));
    await expect(canvas.queryByRole('alert')).toBeNull();
    const picker = canvas.getByRole('combobox', { name: 'Period' });
    await userEvent.selectOptions(picker, '7d');
    const empty = await canvas.findByRole('heading', { name: 'No activity in this period' });
    await expect(empty).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Analytics' })).queryByRole('figure')).toBeNull();
  },
};

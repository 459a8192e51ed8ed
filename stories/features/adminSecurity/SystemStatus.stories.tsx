import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SystemStatusScreen } from '../../../src/features/adminSecurity/SystemStatusScreen';
import { toSystemStatusView } from '../../../src/features/adminSecurity/systemStatus.view';
import { healthData, statusIn } from './securityKit';

const view = (state: string, context = {}) => toSystemStatusView(statusIn(state, context));

const meta = {
  title: 'Screens/Admin/System Status',
  component: SystemStatusScreen,
  parameters: {
    docs: {
      description: {
        component:
          'The admin console’s System Status section, one story per state of the `systemStatus` machine: loading, ' +
          'failed, ready (the health tiles), refreshing (every 30 s and on demand), stale (a refresh failed, the last ' +
          'tiles stay) and paused (the page is hidden: no refresh runs).',
      },
    },
  },
  args: { view: view('ready', { data: healthData }), onRefresh: fn() },
} satisfies Meta<typeof SystemStatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: 'systemStatus', state: 'loading' },
  args: { view: view('loading') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading system status...');
    await expect(canvas.queryByRole('group', { name: 'System Status' })).toBeNull();
  },
};

export const Failed: Story = {
  parameters: { machine: 'systemStatus', state: 'failed' },
  args: { view: view('failed', { error: 'Failed to load dashboard data' }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const Ready: Story = {
  parameters: { machine: 'systemStatus', state: 'ready' },
  play: async ({ canvas, args }) => {
    const tiles = canvas.getByRole('group', { name: 'System Status' });
    for (const [label, value] of [
      ['Database', 'Reachable'],
      ['Uptime', '2 d 4 h'],
      ['Response time', 'p50 12 ms · p95 86 ms'],
      ['Error rate', '0.3% server errors'],
      ['Payment provider', 'Working (circuit closed)'],
      ['Mail', 'Outbox'],
      ['Version', '1.0.0'],
    ]) {
      await expect(within(tiles).getByText(label as string)).toBeVisible();
      await expect(within(tiles).getByText(value as string)).toBeVisible();
    }
    // mail kept in the outbox: read it in the Admin Panel
    await expect(within(tiles).getByRole('link', { name: 'Read the outbox' })).toHaveAttribute(
      'href',
      '/admin?tab=outbox',
    );
    await expect(canvas.getByText(/Refreshes every 30 seconds\./)).toBeVisible();
    canvas.getByRole('button', { name: 'Refresh' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const ReadyBreakerOpen: Story = {
  name: 'Ready (breaker open, database down)',
  parameters: { machine: 'systemStatus', state: 'ready' },
  args: {
    view: view('ready', {
      data: {
        ...healthData,
        database: { kind: 'postgres', ok: false, latencyMs: 1500 },
        paymentProvider: { name: 'paystack', breaker: 'open' },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paused (circuit open)')).toBeVisible();
    await expect(canvas.getByText(/payments are refused until the pause ends/)).toBeVisible();
    await expect(canvas.getByText('Not reachable')).toBeVisible();
  },
};

export const Refreshing: Story = {
  parameters: { machine: 'systemStatus', state: 'refreshing' },
  args: { view: view('refreshing', { data: healthData }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Refreshing/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('group', { name: 'System Status' })).toBeVisible();
  },
};

export const Stale: Story = {
  parameters: { machine: 'systemStatus', state: 'stale' },
  args: {
    view: view('stale', {
      data: { ...healthData, paymentProvider: { name: 'sandbox', breaker: 'half-open' } },
      error: 'Failed to load dashboard data',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing the last figures: the latest refresh failed.');
    await expect(canvas.getByText('Testing (circuit half-open)')).toBeVisible();
  },
};

export const Paused: Story = {
  parameters: { machine: 'systemStatus', state: 'paused' },
  args: { view: view('paused', { data: healthData }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Paused while this page is hidden\./)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'System Status' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedAdminOverview } from '../../../src/features/admin/ConnectedAdminOverview';
import type { Overview } from '../../../src/features/admin/contract';
import { never, overview } from './adminKit';

/** The ConnectedAdminOverview the admin panel's Overview tab renders, with the API mocked. */
function ConnectedOverview({ load }: { load: () => Promise<Overview> }) {
  return <ConnectedAdminOverview services={{ loadOverview: load }} />;
}

const meta = {
  title: 'Flows/Admin/Overview tab',
  component: ConnectedOverview,
  parameters: {
    docs: {
      description: {
        component:
          'The admin panel Overview tab with the real `adminOverview` machine and GET /api/admin/overview mocked: the live key figures (customers, subscriptions, revenue this month, payments today, open support messages and coverage requests).',
      },
    },
  },
  args: { load: (async () => overview) as () => Promise<Overview> },
} satisfies Meta<typeof ConnectedOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: 'adminOverview', state: 'loading' },
  args: { load: () => never<Overview>() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(within(status).getByRole('progressbar', { name: 'Loading the overview...' })).toBeVisible();
  },
};

export const Loaded: Story = {
  parameters: { machine: 'adminOverview', state: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = await canvas.findByRole('group', { name: 'Key figures' });
    await expect(within(figures).getByText('GH₵ 12,540.00')).toBeVisible();
    await expect(within(figures).getByText('7 new this week')).toBeVisible();
    await expect(within(figures).getByText('2 pending')).toBeVisible();
    await expect(within(figures).getByText('1 failed')).toBeVisible();
    await expect(within(figures).getByText('120')).toBeVisible();
  },
};

let calls = 0;
export const LoadError: Story = {
  name: 'Error, then Try again',
  parameters: { machine: 'adminOverview', state: 'error' },
  args: {
    load: async () => {
      calls += 1;
      if (calls % 2 === 1) throw new Error('');
      return overview;
    },
  },
  beforeEach: () => {
    calls = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load dashboard data');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Key figures' })).toBeVisible());
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedAdminNetwork } from '../../../src/features/admin/ConnectedAdminNetwork';
import type { AdminCoverageRequest, CoverageRequestStatus, NetworkStats } from '../../../src/features/admin/contract';
import { never, stats } from './adminKit';

/** The ConnectedAdminNetwork the admin panel's Network tab renders, with the API mocked. */
function ConnectedNetwork({
  load,
  update,
}: {
  load: () => Promise<NetworkStats>;
  update: (id: string, status: CoverageRequestStatus) => Promise<AdminCoverageRequest>;
}) {
  return <ConnectedAdminNetwork services={{ loadStats: load, updateRequest: update }} />;
}

const updated = async (id: string, status: CoverageRequestStatus) => {
  const request = stats.followUp.find((r) => r.id === id) as AdminCoverageRequest;
  return { ...request, status, updatedAt: '2026-11-22T10:00:00.000Z' };
};

const meta = {
  title: 'Flows/Admin/Network tab',
  component: ConnectedNetwork,
  parameters: {
    docs: {
      description: {
        component:
          'The admin panel Network tab with the real `adminNetwork` machine and the admin API mocked: coverage demand by region and zone (plain-SVG bars, each with its data table), the served areas and the coverage requests to follow up with a status change.',
      },
    },
  },
  args: {
    load: (async () => stats) as () => Promise<NetworkStats>,
    update: updated as (id: string, status: CoverageRequestStatus) => Promise<AdminCoverageRequest>,
  },
} satisfies Meta<typeof ConnectedNetwork>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: 'adminNetwork', state: 'loading' },
  args: { load: () => never<NetworkStats>() },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(within(status).getByRole('progressbar', { name: 'Loading network demand...' })).toBeVisible();
  },
};

export const Loaded: Story = {
  parameters: { machine: 'adminNetwork', state: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /Coverage demand by region/ });
    const northern = within(table).getByRole('rowheader', { name: 'Northern' }).closest('tr') as HTMLElement;
    await expect(
      within(northern)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '12', '9']);
    await expect(canvas.getByTestId('coverage-demand-by-region-chart')).toBeInTheDocument();
    await expect(canvas.getByText('Accra (Greater Accra, urban)')).toBeVisible();
  },
};

export const Idle: Story = {
  name: 'Loaded: a request closed',
  parameters: { machine: 'adminNetwork', state: 'loaded.idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Status of the request for Bolgatanga/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Coverage request updated.'));
    await expect(canvas.queryByRole('button', { name: /Status of the request for Bolgatanga/ })).toBeNull();
  },
};

export const Updating: Story = {
  parameters: { machine: 'adminNetwork', state: 'loaded.updating' },
  args: { update: () => never<AdminCoverageRequest>() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Status of the request for Tamale/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Refresh' })).toBeDisabled());
  },
};

export const UpdateFailed: Story = {
  name: 'Loaded: the change failed',
  parameters: { machine: 'adminNetwork', state: 'loaded' },
  args: { update: async () => Promise.reject(new Error('Coverage request not found')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Status of the request for Tamale/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Closed' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Coverage request not found');
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { machine: 'adminNetwork', state: 'error' },
  args: { load: async () => Promise.reject(new Error('')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load network data');
  },
};

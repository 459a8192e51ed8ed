/**
 * Longer than 300 lines: one story per state of the people machine (list, drawer, actions), each with its
 * play, sharing the kit's customers.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PeopleScreen } from '../../../src/features/adminUsers/PeopleScreen';
import {
  baseContext,
  duplicateDetail,
  lateSuccessDetail,
  sampleDetail,
  sampleList,
  sampleRow,
  staffList,
  viewAt,
} from './peopleKit';

const onEvent = fn();
const page = () => within(document.body);

const meta = {
  title: 'Screens/Admin/People',
  component: PeopleScreen,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The admin area's people list, one story per state of the `people` machine: the Customers tab of /admin (search, status and subscription filters, paging, detail drawer) and User Management of /admin-dashboard (status and role filters). Every action asks for a reason; a failure says 'Failed to {action} user'.",
      },
    },
  },
  args: { view: viewAt('loading'), onEvent },
} satisfies Meta<typeof PeopleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: 'people', state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Customers' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Customers' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading users')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { machine: 'people', state: 'failed' },
  args: { view: viewAt('failed', { listError: 'Failed to load users' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load users');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onEvent).toHaveBeenLastCalledWith({ type: 'list.retry' });
  },
};

export const UserManagement: Story = {
  parameters: { machine: 'people', state: 'ready' },
  // seen by the admin Kwame Boateng: no actions on his own row (the server refuses them anyway)
  args: {
    view: viewAt(
      'ready.idle',
      { list: staffList, viewer: { id: staffList.rows[0]?.id ?? '', role: 'admin' } },
      'users',
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'User Management' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'User Management' });
    await expect(within(table).getByRole('rowheader', { name: 'Kwame Boateng' })).toBeVisible();
    await expect(within(table).getByText('Admin')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Role/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Subscription/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Deactivate Kwame Boateng' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete Kwame Boateng' })).toBeNull();
    await expect(within(table).getByText('Your account')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Kofi Asante' }));
    await expect(onEvent).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'action.request', action: 'deactivate' }),
    );
  },
};

export const Customers: Story = {
  parameters: { machine: 'people', state: 'ready.idle' },
  args: { view: viewAt('ready.idle', { list: sampleList, notice: 'User activated', searchText: 'asante' }) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Customers' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('GH₵ 250.00 (succeeded), 20 Nov 2026')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('User activated');
    await expect(canvas.getByText('Page 1 of 3 (43 accounts)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // the pending customer is offered the verification mail, the inactive one activation
    await expect(canvas.getByRole('button', { name: 'Resend verification Esi Owusu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Activate Yaw Darko' })).toBeVisible();
    // keyboard: the search field submits with Enter
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search customers' }));
    await userEvent.keyboard('{Enter}');
    await expect(onEvent).toHaveBeenLastCalledWith({ type: 'search.submit' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(onEvent).toHaveBeenLastCalledWith({ type: 'page.go', page: 2 });
    await userEvent.click(canvas.getByRole('button', { name: 'Open Kofi Asante' }));
    await expect(onEvent).toHaveBeenLastCalledWith({ type: 'detail.open', userId: sampleRow().id });
  },
};

export const Empty: Story = {
  parameters: { machine: 'people', state: 'ready.idle' },
  args: {
    view: viewAt('ready.idle', {
      list: { rows: [], total: 0, page: 1, pageSize: 20 },
      query: { ...baseContext().query, status: 'pending', search: 'nobody' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No customers found')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 1 (0 accounts)')).toBeVisible();
  },
};

const viewing = { list: sampleList, detailId: sampleRow().id };

export const DrawerOpening: Story = {
  parameters: { machine: 'people', state: 'ready.viewing' },
  args: { view: viewAt('ready.viewing.loading', viewing) },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Customer' });
    await expect(within(dialog).getByText('Loading the customer')).toBeInTheDocument();
  },
};

export const DrawerLoading: Story = {
  parameters: { machine: 'people', state: 'ready.viewing.loading' },
  args: { view: viewAt('ready.viewing.loading', viewing) },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Customer' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const DrawerShown: Story = {
  parameters: { machine: 'people', state: 'ready.viewing.shown' },
  args: { view: viewAt('ready.viewing.shown', { ...viewing, detail: sampleDetail }) },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Kofi Asante' });
    const inside = within(dialog);
    await waitFor(() => expect(inside.getByText('kofi.asante@example.com')).toBeVisible());
    for (const name of ['Invoices', 'Payments', 'Messages', 'Service events', 'Audit trail']) {
      await expect(inside.getByRole('table', { name })).toBeInTheDocument();
    }
    await expect(inside.getByText('SKY-1763805600000-A1B2C3')).toBeInTheDocument();
    await expect(inside.getByText('payment.succeeded')).toBeInTheDocument();
    // every message the customer was sent: channel, kind and delivery
    const messages = within(inside.getByRole('table', { name: 'Messages' }));
    await expect(messages.getByRole('row', { name: /GHS 250\.00 received/ })).toHaveTextContent(/SMSSent 20 Nov 2026/);
    await expect(messages.getByRole('row', { name: /Payment received/ })).toHaveTextContent('Unread');
    // what the network side was told, and when it took it
    await expect(
      within(inside.getByRole('table', { name: 'Service events' })).getByText('activated'),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onEvent).toHaveBeenLastCalledWith({ type: 'detail.close' }));
  },
};

export const DrawerPromiseToPay: Story = {
  name: 'Drawer: in grace, with a promise to pay',
  parameters: { machine: 'people', state: 'ready.viewing.shown' },
  args: {
    view: viewAt('ready.viewing.shown', {
      ...viewing,
      detail: {
        ...sampleDetail,
        subscription: sampleDetail.subscription && {
          ...sampleDetail.subscription,
          status: 'expired',
          standing: 'grace_period',
          graceDaysLeft: 4,
          promise: { days: 2, suspendsAt: '2026-12-26T09:00:00.000Z' },
        },
      },
    }),
  },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Kofi Asante' });
    const inside = within(dialog);
    await waitFor(() => expect(inside.getByText('Grace period: 4 days remaining')).toBeVisible());
    await expect(inside.getByText('2 days: suspended from 26 Dec 2026 unless paid')).toBeVisible();
  },
};

export const DrawerLateSuccess: Story = {
  name: 'Drawer shown: a late success',
  parameters: { machine: 'people', state: 'ready.viewing.shown' },
  args: { view: viewAt('ready.viewing.shown', { ...viewing, detail: lateSuccessDetail }) },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Kofi Asante' });
    const payments = within(dialog).getByRole('table', { name: 'Payments' });
    await waitFor(() => expect(payments).toBeVisible());
    const late = within(payments).getByRole('row', { name: /SKY-1763719200000-0A1B2C3D/ });
    await expect(within(late).getByText('Late success')).toBeVisible();
    const ordinary = within(payments).getByRole('row', { name: /SKY-1763805600000-A1B2C3/ });
    await expect(within(ordinary).queryByText('Late success')).toBeNull();
    const only = within(dialog).getByRole('switch', { name: 'Late successes only' });
    await expect(only).not.toBeChecked();
    await expect(within(dialog).getByText('1 payment credited late')).toBeVisible();
    await userEvent.click(only);
    await expect(onEvent).toHaveBeenLastCalledWith({ type: 'detail.lateOnly', value: true });
  },
};

export const DrawerPaidTwice: Story = {
  name: 'Drawer shown: a payment made twice',
  parameters: { machine: 'people', state: 'ready.viewing.shown' },
  args: { view: viewAt('ready.viewing.shown', { ...viewing, detail: duplicateDetail }) },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Kofi Asante' });
    const payments = within(dialog).getByRole('table', { name: 'Payments' });
    await waitFor(() => expect(payments).toBeVisible());
    const twice = within(payments).getByRole('row', { name: /SKY-1763719200000-0A1B2C3D/ });
    await expect(within(twice).getByText('Late success')).toBeVisible();
    await expect(
      within(twice).getByText('Paid twice: SKY-1763805600000-A1B2C3 had already paid this period'),
    ).toBeVisible();
    const paying = within(payments).getByRole('row', { name: /^SKY-1763805600000-A1B2C3/ });
    await expect(within(paying).queryByText(/Paid twice/)).toBeNull();
    // the picture shows the payments, where the badge is
    payments.scrollIntoView({ block: 'end' });
  },
};

export const DrawerLateSuccessesOnly: Story = {
  name: 'Drawer shown: late successes only',
  parameters: { machine: 'people', state: 'ready.viewing.shown' },
  args: { view: viewAt('ready.viewing.shown', { ...viewing, detail: lateSuccessDetail, lateOnly: true }) },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Kofi Asante' });
    const payments = within(dialog).getByRole('table', { name: 'Payments' });
    await waitFor(() => expect(payments).toBeVisible());
    await expect(within(dialog).getByRole('switch', { name: 'Late successes only' })).toBeChecked();
    await expect(within(payments).getByText('SKY-1763719200000-0A1B2C3D')).toBeVisible();
    await expect(within(payments).queryByText('SKY-1763805600000-A1B2C3')).toBeNull();
    await expect(within(payments).getByText('Late success')).toBeVisible();
  },
};

export const DrawerNoLateSuccesses: Story = {
  name: 'Drawer shown: late successes only, none',
  parameters: { machine: 'people', state: 'ready.viewing.shown' },
  args: { view: viewAt('ready.viewing.shown', { ...viewing, detail: sampleDetail, lateOnly: true }) },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Kofi Asante' });
    await waitFor(() => expect(within(dialog).getByText('No late successes for this customer')).toBeVisible());
    await expect(within(dialog).getByText('No payment was credited late')).toBeVisible();
  },
};

export const DrawerFailed: Story = {
  parameters: { machine: 'people', state: 'ready.viewing.failed' },
  args: { view: viewAt('ready.viewing.failed', { ...viewing, detailError: 'User not found' }) },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Customer' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('User not found');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(onEvent).toHaveBeenLastCalledWith({ type: 'detail.retry' });
  },
};

const pending = { action: 'deactivate' as const, user: sampleRow() };

export const Confirming: Story = {
  parameters: { machine: 'people', state: 'ready.confirming' },
  args: {
    view: viewAt('ready.confirming', {
      list: sampleList,
      pending,
      reasonError: 'Give a reason (at least 3 characters)',
    }),
  },
  play: async () => {
    const dialog = await page().findByRole('alertdialog', { name: 'Deactivate: Kofi Asante' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await expect(reason).toHaveAccessibleDescription(/Give a reason \(at least 3 characters\)/);
    await userEvent.type(reason, 'x');
    await expect(onEvent).toHaveBeenLastCalledWith({ type: 'action.reason', text: 'x' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(onEvent).toHaveBeenLastCalledWith({ type: 'action.confirm' });
  },
};

export const ActionFailed: Story = {
  parameters: { machine: 'people', state: 'ready.confirming' },
  args: {
    view: viewAt(
      'ready.confirming',
      {
        list: staffList,
        pending: { action: 'changeRole', user: staffList.rows[0] ?? sampleRow() },
        role: 'user',
        reason: 'Moving to finance',
        actionError: {
          title: 'Failed to update user',
          detail: 'Only a super admin can grant or change an administrator role',
        },
      },
      'users',
    ),
  },
  play: async () => {
    const dialog = await page().findByRole('alertdialog', { name: 'Change role: Kwame Boateng' });
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to update user');
    await expect(alert).toHaveTextContent('Only a super admin can grant or change an administrator role');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /New role/ })).toBeVisible());
  },
};

export const Acting: Story = {
  parameters: { machine: 'people', state: 'ready.acting' },
  args: { view: viewAt('ready.acting', { list: sampleList, pending, reason: 'Unpaid for three months' }) },
  play: async () => {
    const dialog = await page().findByRole('alertdialog', { name: 'Deactivate: Kofi Asante' });
    await expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedPeople } from '../../../src/features/adminUsers/ConnectedPeople';
import type { ActionRequest } from '../../../src/features/adminUsers/contract';
import { sampleDetail, sampleList, sampleRow } from './peopleKit';

const runAction = fn(async (_request: ActionRequest) => {
  if (runAction.mock.calls.length === 1)
    throw new Error('The last administrator cannot be demoted, deactivated or deleted');
  return {
    message: 'User deactivated and signed out everywhere',
    user: { ...sampleRow(), status: 'inactive' as const },
  };
});
const loadList = fn(async () => sampleList);

/** The ConnectedPeople the admin panel's Customers tab renders, with the API mocked. */
function PeopleFlow() {
  return <ConnectedPeople services={{ loadList, loadDetail: async () => sampleDetail, runAction }} scope="customers" />;
}

const meta = {
  title: 'Screens/Admin/People flow',
  component: PeopleFlow,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The real `people` machine with mocked services: deactivate a customer by keyboard, with a reason; the first attempt fails and says 'Failed to deactivate user', the second succeeds and the list reloads.",
      },
    },
  },
  beforeEach: () => {
    runAction.mockClear();
    loadList.mockClear();
  },
} satisfies Meta<typeof PeopleFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeactivateWithReason: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Deactivate Kofi Asante' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Deactivate: Kofi Asante' });
    // the reason is required
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(/Give a reason/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Unpaid for three months');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to deactivate user'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(runAction).toHaveBeenLastCalledWith({
      action: 'deactivate',
      userId: sampleRow().id,
      reason: 'Unpaid for three months',
    });
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('User deactivated and signed out everywhere'),
    );
    await expect(loadList).toHaveBeenCalledTimes(2);
  },
};

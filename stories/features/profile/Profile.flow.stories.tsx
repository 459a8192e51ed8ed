import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedProfile } from '../../../src/features/profile/ConnectedProfile';
import type { ProfileData } from '../../../src/features/profile/profile.machine';
import { clearLiveAnnouncer, createGate, type Gate } from '../auth/flowKit';

const profile: ProfileData = {
  fields: {
    firstName: 'Kwame',
    lastName: 'Boateng',
    email: 'kwame@example.com',
    phone: '',
    address: '',
    currentPassword: '',
  },
  pictureUrl: null,
  isActive: true,
  createdAt: '2026-03-14T09:00:00.000Z',
  plan: null,
  displayName: 'Kwame Boateng',
  username: 'kwameboateng',
};

let load: Gate;
let save: Gate;
let remove: Gate;
let deletion: Gate;
let deleted = false;

/** The ConnectedProfile /profile renders, with loads, saves and the deletion mocked per request. */
function ProfileFlow() {
  return (
    <ConnectedProfile
      services={{
        loadProfile: async () => {
          await load.wait();
          return profile;
        },
        saveProfile: async ({ draft }) => {
          await save.wait();
          return { ...profile, fields: { ...draft, currentPassword: '' } };
        },
        uploadPicture: async () => 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
        removePicture: async () => {
          await remove.wait();
          return 'Profile picture removed';
        },
        deleteAccount: () => deletion.wait(),
        accountDeleted: () => {
          deleted = true;
        },
      }}
      changePassword={<p>Change password form</p>}
    />
  );
}

const meta = {
  title: 'Flows/Profile/Profile',
  component: ProfileFlow,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The real `profile` and `deleteAccount` machines driving ProfileScreen with loads, saves and the deletion mocked per request.',
      },
    },
  },
  beforeEach: () => {
    clearLiveAnnouncer();
    load = createGate();
    save = createGate();
    remove = createGate();
    deletion = createGate();
    deleted = false;
  },
} satisfies Meta<typeof ProfileFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadEditSave: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your profile...')).toBeVisible();
    load.open();
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit profile' }));
    await expect(within(canvas.getByRole('region', { name: 'Account status' })).getByText('No plan yet')).toBeVisible();
    const first = canvas.getByRole('textbox', { name: /First name/ });
    await userEvent.clear(first);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(first).toHaveAccessibleDescription('First name is required'));
    await userEvent.type(first, 'Kwamena');
    await userEvent.type(canvas.getByRole('textbox', { name: /Address/ }), '5 Liberation Rd');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    save.open();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Profile updated successfully!'));
    await expect(canvas.getByText('5 Liberation Rd')).toBeVisible();
    // The flash clears itself after three seconds; the picture is of the page it leaves, whatever the machine's speed.
    await waitFor(() => expect(canvas.queryByText('Profile updated successfully!')).toBeNull(), { timeout: 6000 });
    await expect(canvas.getByText('5 Liberation Rd')).toBeVisible();
  },
};

export const DeleteWithPassword: Story = {
  play: async ({ canvas, canvasElement }) => {
    load.open();
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete account' }));
    const dialog = await within(canvasElement).findByRole('form', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Enter your password to delete your account',
    );
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Kwame#Pass2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    deletion.fail('Current password is incorrect');
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription('Current password is incorrect'),
    );
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Kwame#Pass2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    deletion.open();
    await waitFor(() => expect(deleted).toBe(true));
  },
};

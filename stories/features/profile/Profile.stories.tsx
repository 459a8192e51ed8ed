import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileScreen, type ProfileScreenProps } from '../../../src/features/profile/ProfileScreen';
import type { DeleteAccountView, ProfileView } from '../../../src/features/profile/profile.view';

const fields = {
  firstName: 'Efua',
  lastName: 'Owusu',
  email: 'efua.owusu@example.com',
  phone: '0241234567',
  address: '12 Ring Road, Accra',
  currentPassword: '',
};
const loaded = {
  name: 'Efua Owusu',
  fields,
  pictureUrl: null,
  tiles: { status: 'Active', plan: 'Standard Internet', memberSince: 'November 2026', username: 'efuaowusu' },
  pictureBusy: null,
} as const;

const props = (view: ProfileView, deleteView: DeleteAccountView = { status: 'closed' }): ProfileScreenProps => ({
  view,
  deleteView,
  changePassword: <p>The change-password form</p>,
  onRetry: fn(),
  onEdit: fn(),
  onCancel: fn(),
  onFieldChange: fn(),
  onSubmit: fn(),
  onPictureSelect: fn(),
  onPictureRemove: fn(),
  onDeleteOpen: fn(),
  onDeleteCancel: fn(),
  onDeletePasswordChange: fn(),
  onDeleteConfirm: fn(),
});

const meta = {
  title: 'Screens/Profile/Profile',
  component: ProfileScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The /profile screen, one story per state of the `profile` machine (loading, loadFailed, viewing, editing, saving, saved with its 3 s message, uploading, removing) and of `deleteAccount` (closed, confirming, deleting, deleted). Status tiles come from the account and the billing subscription. Use only through the profile route.',
      },
    },
  },
  args: props({ status: 'loading' }),
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: 'profile', state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(canvas.getByText('Loading your profile...')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { machine: 'profile', state: 'loadFailed' },
  args: props({ status: 'loadFailed', message: 'Failed to load your profile' }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load your profile');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Viewing: Story = {
  parameters: { machine: 'profile', state: 'viewing' },
  args: props({ status: 'viewing', ...loaded }),
  play: async ({ canvas, args }) => {
    const tiles = canvas.getByRole('region', { name: 'Account status' });
    await expect(within(tiles).getByText('Active')).toBeVisible();
    await expect(within(tiles).getByText('Standard Internet')).toBeVisible();
    await expect(within(tiles).getByText('November 2026')).toBeVisible();
    await expect(within(tiles).getByText('efuaowusu')).toBeVisible();
    await expect(canvas.getByText('12 Ring Road, Accra')).toBeVisible();
    // two-factor sign-in is set up in Settings: the card says so and links there
    await expect(canvas.getByRole('link', { name: 'Open Security settings' })).toHaveAttribute('href', '/settings');
    await expect(canvas.queryByRole('button', { name: 'Remove picture' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    await expect(args.onEdit).toHaveBeenCalled();
    await userEvent.upload(canvas.getByLabelText(/Upload picture/), new File(['x'], 'me.png', { type: 'image/png' }));
    await expect(args.onPictureSelect).toHaveBeenCalled();
  },
};

export const ViewingWithPicture: Story = {
  name: 'Viewing: with a picture, after an upload',
  parameters: { machine: 'profile', state: 'viewing' },
  args: props({
    status: 'viewing',
    ...loaded,
    pictureUrl:
      'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="%231d4ed8"/></svg>',
    pictureMessage: 'Profile picture uploaded successfully!',
  }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Profile picture uploaded successfully!');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove picture' }));
    await expect(args.onPictureRemove).toHaveBeenCalled();
  },
};

export const Editing: Story = {
  parameters: { machine: 'profile', state: 'editing' },
  args: props({
    status: 'editing',
    ...loaded,
    draft: { ...fields, firstName: '', email: 'efua@new.example.com' },
    errors: {
      firstName: 'First name is required',
      currentPassword: 'Enter your current password to change your email',
    },
    emailChanged: true,
  }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
      'First name is required',
    );
    await expect(canvas.getByLabelText(/Current password/)).toHaveAccessibleDescription(
      'Enter your current password to change your email',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'E');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('firstName', 'E');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const EditingFailed: Story = {
  name: 'Editing: the save failed',
  parameters: { machine: 'profile', state: 'editing' },
  args: props({
    status: 'editing',
    ...loaded,
    draft: fields,
    errors: {},
    emailChanged: false,
    error: 'Failed to update profile',
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to update profile');
  },
};

export const Saving: Story = {
  parameters: { machine: 'profile', state: 'saving' },
  args: props({ status: 'saving', ...loaded, draft: fields, errors: {}, emailChanged: false }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Saving\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Saved: Story = {
  parameters: { machine: 'profile', state: 'saved' },
  args: props({ status: 'saved', ...loaded, message: 'Profile updated successfully!' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Profile updated successfully!');
  },
};

export const Uploading: Story = {
  parameters: { machine: 'profile', state: 'uploading' },
  args: props({ status: 'uploading', ...loaded, pictureBusy: 'uploading' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Uploading\.\.\./)).toBeDisabled();
  },
};

export const Removing: Story = {
  parameters: { machine: 'profile', state: 'removing' },
  args: props({
    status: 'removing',
    ...loaded,
    pictureUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    pictureBusy: 'removing',
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Removing\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
  },
};

// ----- delete account (deleteAccount machine) -----------------------------------------------------

export const DeleteClosed: Story = {
  name: 'Delete: closed',
  parameters: { machine: 'deleteAccount', state: 'closed' },
  args: props({ status: 'viewing', ...loaded }),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    await expect(args.onDeleteOpen).toHaveBeenCalled();
  },
};

export const DeleteConfirming: Story = {
  name: 'Delete: confirming',
  parameters: { machine: 'deleteAccount', state: 'confirming' },
  args: props(
    { status: 'viewing', ...loaded },
    { status: 'confirming', password: '', error: 'Enter your password to delete your account' },
  ),
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('form', { name: 'Delete your account?' });
    const field = within(dialog).getByLabelText(/^Password/);
    await expect(field).toHaveAccessibleDescription('Enter your password to delete your account');
    await userEvent.type(field, 'p');
    await expect(args.onDeletePasswordChange).toHaveBeenLastCalledWith('p');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await expect(args.onDeleteConfirm).toHaveBeenCalled();
  },
};

export const DeleteDeleting: Story = {
  name: 'Delete: deleting',
  parameters: { machine: 'deleteAccount', state: 'deleting' },
  args: props({ status: 'viewing', ...loaded }, { status: 'deleting', password: 'secret' }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('form', { name: 'Delete your account?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Deleting\.\.\./ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

export const DeleteDeleted: Story = {
  name: 'Delete: deleted (the app signs out and goes home)',
  parameters: { machine: 'deleteAccount', state: 'deleted' },
  args: props({ status: 'viewing', ...loaded }, { status: 'deleted' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('form', { name: 'Delete your account?' })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';
import {
  TwoFactorPanel,
  type TwoFactorView,
  twoFactorPanelText as t,
} from '../../../src/features/settings/TwoFactorPanel';

const meta = {
  title: 'Screens/Settings/Two-factor authentication',
  component: TwoFactorPanel,
  parameters: {
    docs: {
      description: {
        component:
          'Two-factor sign-in in the Security section of /settings, one story per state of the `twoFactor` machine (rendered from `toTwoFactorView`): set up with the key, the otpauth:// link and a confirming code; the recovery codes once; turning it off with a code.',
      },
    },
  },
  args: {
    view: { status: 'off', message: null, error: null },
    onStart: fn(),
    onCancel: fn(),
    onCodeChange: fn(),
    onCodeSubmit: fn(),
    onCodesDone: fn(),
  },
} satisfies Meta<typeof TwoFactorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const view = (v: TwoFactorView) => v;
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const uri = `otpauth://totp/SkyLink%20Ghana:ama%40example.com?secret=${secret}&issuer=SkyLink+Ghana&algorithm=SHA1&digits=6&period=30`;

export const Off: Story = {
  name: 'Off: set it up',
  parameters: { machine: 'twoFactor', state: 'off' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: t.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.start }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const Deciding: Story = {
  name: 'Deciding: the account record says off',
  parameters: { machine: 'twoFactor', state: 'deciding' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.offNote)).toBeVisible();
  },
};

export const TurnedOff: Story = {
  name: 'Off: just turned off',
  parameters: { machine: 'twoFactor', state: 'off' },
  args: { view: view({ status: 'off', message: AUTH_MESSAGES.twoFactorTurnedOff, error: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(AUTH_MESSAGES.twoFactorTurnedOff);
  },
};

export const Starting: Story = {
  parameters: { machine: 'twoFactor', state: 'starting' },
  args: { view: view({ status: 'starting' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t.starting);
  },
};

export const Enrolling: Story = {
  name: 'Enrolling: the key, the link and the code',
  parameters: { machine: 'twoFactor', state: 'enrolling' },
  args: { view: view({ status: 'enrolling', secret, uri, code: '', codeError: null, busy: false }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: /Authentication code/ });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, '1');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('1');
    await userEvent.click(canvas.getByRole('button', { name: t.confirm }));
    await expect(args.onCodeSubmit).toHaveBeenCalledTimes(1);
  },
};

export const EnrollingRefused: Story = {
  name: 'Enrolling: a refused code is announced',
  parameters: { machine: 'twoFactor', state: 'enrolling' },
  args: {
    view: view({ status: 'enrolling', secret, uri, code: '', codeError: AUTH_MESSAGES.codeRejected, busy: false }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.codeRejected);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Authentication code/ })).toHaveFocus());
  },
};

export const Enabling: Story = {
  parameters: { machine: 'twoFactor', state: 'enabling' },
  args: { view: view({ status: 'enrolling', secret, uri, code: '123456', codeError: null, busy: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t.confirming })).toBeVisible();
  },
};

export const Codes: Story = {
  name: 'Codes: the recovery codes, once',
  parameters: { machine: 'twoFactor', state: 'codes' },
  args: {
    view: view({ status: 'codes', recoveryCodes: ['ab2cd-ef3gh', 'jk4mn-pq5rs', 'tu6vw-xy7za', 'bc8de-fg9hj'] }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: 'Recovery codes' }).querySelectorAll('li')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: t.codesDone }));
    await expect(args.onCodesDone).toHaveBeenCalledTimes(1);
  },
};

export const On: Story = {
  name: 'On: a code turns it off',
  parameters: { machine: 'twoFactor', state: 'on' },
  args: { view: view({ status: 'on', code: '', codeError: null, busy: false }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t.onNote)).toBeVisible();
    // the page does not jump to the field on load
    await expect(canvas.getByRole('textbox', { name: /Code to turn it off/ })).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: t.turnOff }));
    await expect(args.onCodeSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Disabling: Story = {
  parameters: { machine: 'twoFactor', state: 'disabling' },
  args: { view: view({ status: 'on', code: '123456', codeError: null, busy: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t.turningOff })).toBeVisible();
  },
};

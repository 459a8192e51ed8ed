import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { paths } from '../../../src/domain/paths';
import { LoginScreen } from '../../../src/features/auth/LoginScreen';
import { type LoginView, loginText } from '../../../src/features/auth/login.view';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';

const values = { email: 'ama.mensah@example.com', password: 'Akwaaba#2026', remember: false };
const empty = { email: '', password: '', remember: false };

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The /login screen, one story per state of the `login` machine, rendered from the view model (`toLoginView`). Use it only through the login route, which feeds it the machine snapshot; it does no routing or fetching itself. Field errors come from the shared zod schema; the request error shows above the form and takes focus.',
      },
    },
  },
  args: {
    view: { status: 'idle', values: empty, fieldErrors: {} },
    onFieldChange: fn(),
    onRememberChange: fn(),
    onSubmit: fn(),
    onCodeChange: fn(),
    onCodeSubmit: fn(),
    onRestart: fn(),
    onRecoveryDone: fn(),
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const view = (v: LoginView) => v;

export const Idle: Story = {
  parameters: { machine: 'login', state: 'idle' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: loginText.title })).toBeVisible();
    for (const claim of ['99.9%', '1000+', '24/7']) await expect(canvas.getByText(claim)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', paths.forgotPassword);
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'a');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('email', 'a');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await expect(args.onRememberChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const IdleWithFieldErrors: Story = {
  name: 'Idle: field errors after submit',
  parameters: { machine: 'login', state: 'idle' },
  args: {
    view: view({
      status: 'idle',
      values: { ...empty, email: 'ama@' },
      fieldErrors: { email: AUTH_MESSAGES.emailInvalid, password: AUTH_MESSAGES.passwordRequired },
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const summary = canvas.getByRole('group', { name: /fix the following/i });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      AUTH_MESSAGES.emailInvalid,
    );
    await userEvent.click(canvas.getByRole('link', { name: AUTH_MESSAGES.passwordRequired }));
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus();
  },
};

export const Submitting: Story = {
  parameters: { machine: 'login', state: 'submitting' },
  args: { view: view({ status: 'submitting', values, fieldErrors: {} }) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Signing in\.\.\./ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('Signing in...', { selector: 'span' })).toBeVisible();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidCredentials: Story = {
  parameters: { machine: 'login', state: 'failed' },
  args: { view: view({ status: 'failed', values, fieldErrors: {}, message: AUTH_MESSAGES.invalidCredentials }) },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    // the error sits above the form's fields
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await expect(alert.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const NetworkError: Story = {
  parameters: { machine: 'login', state: 'failed' },
  args: { view: view({ status: 'failed', values, fieldErrors: {}, message: AUTH_MESSAGES.pageNetworkError }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error. Please try again later.');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

export const Success: Story = {
  parameters: { machine: 'login', state: 'success' },
  args: { view: view({ status: 'success', values, fieldErrors: {} }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(loginText.success);
    await expect(canvas.getByRole('button', { name: /Signing in\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const AfterPasswordReset: Story = {
  name: 'Idle: notice after a password reset',
  parameters: { machine: 'login', state: 'idle' },
  args: { notice: AUTH_MESSAGES.resetSuccessState },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Password reset successfully. Please sign in with your new password.',
    );
  },
};

export const KeyboardOnly: Story = {
  name: 'Idle: keyboard only',
  parameters: { machine: 'login', state: 'idle' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await userEvent.keyboard('ama@example.com');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard('x{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const IdleMobile: Story = {
  name: 'Idle (mobile)',
  parameters: { machine: 'login', state: 'idle' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};

export const FailedDark: Story = {
  name: 'Failed (dark)',
  parameters: { machine: 'login', state: 'failed', theme: 'dark' },
  args: { view: view({ status: 'failed', values, fieldErrors: {}, message: AUTH_MESSAGES.invalidCredentials }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);
  },
};

export const FailedMobileDark: Story = {
  name: 'Failed (mobile, dark)',
  parameters: { machine: 'login', state: 'failed', theme: 'dark' },
  globals: { viewport: { value: 'mobile' } },
  args: { view: view({ status: 'failed', values, fieldErrors: {}, message: AUTH_MESSAGES.invalidCredentials }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

// ----- two-factor sign-in ------------------------------------------------------------------------

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const uri = `otpauth://totp/SkyLink%20Ghana:ops%40example.com?secret=${secret}&issuer=SkyLink+Ghana&algorithm=SHA1&digits=6&period=30`;
const codeStep = { code: '', codeError: null, busy: false };

export const Code: Story = {
  name: 'Code: the second step asks for the authenticator code',
  parameters: { machine: 'login', state: 'code' },
  args: { view: view({ status: 'code', values, fieldErrors: {}, ...codeStep }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: loginText.codeTitle })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: /Authentication code/ });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(canvas.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    await userEvent.type(field, '1');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('1');
    await userEvent.click(canvas.getByRole('button', { name: loginText.codeSubmit }));
    await expect(args.onCodeSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: loginText.restart }));
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
  },
};

export const CodeRefused: Story = {
  name: 'Code: a refused code is announced and the field takes focus',
  parameters: { machine: 'login', state: 'code' },
  args: { view: view({ status: 'code', values, fieldErrors: {}, ...codeStep, codeError: AUTH_MESSAGES.codeRejected }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.codeRejected);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Authentication code/ })).toHaveFocus());
  },
};

export const Verifying: Story = {
  name: 'Verifying: the code is sent',
  parameters: { machine: 'login', state: 'verifying' },
  args: { view: view({ status: 'code', values, fieldErrors: {}, ...codeStep, code: '123456', busy: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: loginText.codeSubmitting })).toBeVisible();
  },
};

export const EnrolLoading: Story = {
  name: 'Enrol loading: an administrator required to use two-factor sign-in',
  parameters: { machine: 'login', state: 'enrolLoading' },
  args: { view: view({ status: 'enrolLoading', values, fieldErrors: {} }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: loginText.enrolTitle })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(loginText.enrolLoading);
  },
};

export const Enrol: Story = {
  name: 'Enrol: the key to add to the app, and the code that confirms it',
  parameters: { machine: 'login', state: 'enrol' },
  args: { view: view({ status: 'enrol', values, fieldErrors: {}, secret, uri, ...codeStep }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(canvas.getByRole('link', { name: uri })).toHaveAttribute('href', uri);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Authentication code/ })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: loginText.enrolSubmit }));
    await expect(args.onCodeSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Confirming: Story = {
  name: 'Confirming: the enrolment code is sent',
  parameters: { machine: 'login', state: 'confirming' },
  args: {
    view: view({ status: 'enrol', values, fieldErrors: {}, secret, uri, ...codeStep, code: '123456', busy: true }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: loginText.codeSubmitting })).toBeVisible();
  },
};

export const RecoveryCodes: Story = {
  name: 'Recovery codes: shown once after enrolment',
  parameters: { machine: 'login', state: 'recoveryCodes' },
  args: {
    view: view({
      status: 'recoveryCodes',
      values,
      fieldErrors: {},
      recoveryCodes: ['ab2cd-ef3gh', 'jk4mn-pq5rs', 'tu6vw-xy7za', 'bc8de-fg9hj', 'km2np-qr3st'],
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: loginText.recoveryTitle })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Recovery codes' }).querySelectorAll('li')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: loginText.recoveryDone }));
    await expect(args.onRecoveryDone).toHaveBeenCalledTimes(1);
  },
};

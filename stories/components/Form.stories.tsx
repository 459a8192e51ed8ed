import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  Alert,
  Button,
  Checkbox,
  ErrorSummary,
  Form,
  type FormErrorItem,
  MobileNetworkPicker,
  PasswordField,
  RadioGroup,
  Select,
  TextField,
} from '@/components';

const meta = {
  title: 'Components/Form',
  component: Form,
  args: { children: null, onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A form that never submits natively: it calls `onSubmit` (validation lives in the zod schemas and the screen's machine) and, when the submit left field errors, shows an **error summary** above the fields and moves focus to it, so screen readers read the list. Each entry links to its field (by the `id` you gave the field). Fields still show their own messages. Typing never moves focus. Use `header` for a request-level Alert. For a one-field form set `hideErrorSummary`; focus then goes to the field.",
      },
    },
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

function validate(values: { email: string; password: string }): FormErrorItem[] {
  const errors: FormErrorItem[] = [];
  if (!values.email) errors.push({ fieldId: 'login-email', message: 'Email is required' });
  else if (!values.email.includes('@'))
    errors.push({ fieldId: 'login-email', message: 'Please enter a valid email address' });
  if (!values.password) errors.push({ fieldId: 'login-password', message: 'Password is required' });
  return errors;
}

function LoginExample({ onValid, hideErrorSummary }: { onValid: () => void; hideErrorSummary?: boolean }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FormErrorItem[]>([]);
  const messageFor = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  const change = (key: 'email' | 'password', fieldId: string) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((list) => list.filter((e) => e.fieldId !== fieldId));
  };
  return (
    <Form
      aria-label="Sign in"
      errors={errors}
      hideErrorSummary={hideErrorSummary}
      onSubmit={() => {
        const next = validate(values);
        setErrors(next);
        if (next.length === 0) onValid();
      }}
    >
      <TextField
        id="login-email"
        label="Email"
        type="email"
        value={values.email}
        onChange={change('email', 'login-email')}
        errorMessage={messageFor('login-email')}
        isRequired
      />
      <PasswordField
        id="login-password"
        label="Password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password', 'login-password')}
        errorMessage={messageFor('login-password')}
        isRequired
      />
      <Checkbox name="remember">Remember me</Checkbox>
      <Button type="submit">Sign In</Button>
    </Form>
  );
}

export const FailedSubmitFocusesSummary: Story = {
  name: 'Failed submit: summary focused, links jump to fields',
  render: (args) => <LoginExample onValid={args.onSubmit as () => void} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const summary = canvas.getByRole('group', { name: 'Please fix the following:' });
    await waitFor(() => expect(summary).toHaveFocus());
    const emailLink = canvas.getByRole('link', { name: 'Email is required' });
    await expect(canvas.getByRole('link', { name: 'Password is required' })).toBeInTheDocument();
    await userEvent.click(emailLink);
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const KeyboardSubmitAndFix: Story = {
  name: 'Keyboard: Enter submits, Tab to a summary link, Enter focuses the field',
  render: (args) => <LoginExample onValid={args.onSubmit as () => void} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('ama@example.com{Enter}');
    const summary = canvas.getByRole('group', { name: 'Please fix the following:' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.queryByRole('link', { name: 'Email is required' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Password is required' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const password = canvas.getByLabelText(/Password/, { selector: 'input' });
    await expect(password).toHaveFocus();
    await userEvent.keyboard('Secret#123');
    await expect(canvas.queryByRole('group', { name: 'Please fix the following:' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const OneFieldFormFocusesField: Story = {
  name: 'Without summary: focus goes to the first invalid field',
  render: (args) => <LoginExample onValid={args.onSubmit as () => void} hideErrorSummary />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus());
    await expect(canvas.queryByRole('group', { name: 'Please fix the following:' })).not.toBeInTheDocument();
  },
};

export const WithRequestError: Story = {
  render: () => (
    <Form aria-label="Sign in" header={<Alert tone="danger">Login failed. Please check your credentials.</Alert>}>
      <TextField id="e" label="Email" defaultValue="ama@example.com" />
      <Button type="submit">Sign In</Button>
    </Form>
  ),
};

export const SummaryOnly: Story = {
  name: 'ErrorSummary on its own',
  render: () => (
    <ErrorSummary
      errors={[
        { fieldId: 'full-name', message: 'Please fill all fields' },
        { fieldId: 'confirm', message: 'Passwords do not match!' },
      ]}
    />
  ),
};

export const MobileLongMessages: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <Form
      aria-label="Reset password"
      errors={[
        {
          fieldId: 'new-password',
          message:
            'Password must contain at least one uppercase letter, Password must contain at least one number, Password must contain at least one special character',
        },
      ]}
    >
      <PasswordField
        id="new-password"
        label="New password"
        errorMessage="Password must contain at least one uppercase letter"
      />
    </Form>
  ),
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: (args) => <LoginExample onValid={args.onSubmit as () => void} />,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    // The error state in dark: the summary takes focus and lists both fields (axe checks its contrast).
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Please fix the following:' })).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Email is required' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Password is required' })).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Summary links reach every kind of field: text, select, checkbox, radio group and network cards. */
export const SummaryLinksReachEveryField: Story = {
  render: () => (
    <Form
      aria-label="Payment"
      errors={[
        { fieldId: 'pay-region', message: 'Please select a region' },
        { fieldId: 'pay-zone', message: 'Please choose a zone' },
        { fieldId: 'pay-network', message: 'Please enter mobile number and select network' },
        { fieldId: 'pay-terms', message: 'Please accept the terms to continue' },
      ]}
    >
      <Select
        id="pay-region"
        label="Region"
        options={[{ id: 'greater-accra', label: 'Greater Accra' }]}
        errorMessage="Please select a region"
      />
      <RadioGroup
        id="pay-zone"
        label="Zone"
        options={[
          { value: 'urban', label: 'Urban' },
          { value: 'rural', label: 'Rural' },
        ]}
        errorMessage="Please choose a zone"
      />
      <MobileNetworkPicker id="pay-network" errorMessage="Please enter mobile number and select network" />
      <Checkbox id="pay-terms" errorMessage="Please accept the terms to continue">
        I accept the terms
      </Checkbox>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Please select a region' }));
    await expect(canvas.getByRole('button', { name: /Region/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Please choose a zone' }));
    await expect(canvas.getByRole('radio', { name: 'Urban' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Please enter mobile number and select network' }));
    await expect(canvas.getByRole('radio', { name: 'MTN' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Please accept the terms to continue' }));
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms' })).toHaveFocus();
  },
};

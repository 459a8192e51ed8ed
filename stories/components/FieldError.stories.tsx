import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button, FieldError } from '@/components';

const meta = {
  title: 'Components/FieldError',
  component: FieldError,
  args: { children: 'Please select a plan', id: 'plan-error' },
  parameters: {
    docs: {
      description: {
        component:
          "A validation message for a custom control (for example a group of plan cards). Reference it from the control with `aria-describedby` and set `aria-invalid` there. Our field components (TextField, PasswordField, Checkbox, Select...) show their own errors through `errorMessage`, so do not add this next to them. Set `live` to announce it when it appears outside a submit (a submit focuses the Form's error summary instead). Nothing is rendered when the message is empty.",
      },
    },
  },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div>
      <div role="radiogroup" aria-label="Plan" aria-invalid="true" aria-describedby="plan-error" tabIndex={-1}>
        (plan cards)
      </div>
      <FieldError {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('Please select a plan');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { children: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};

export const Live: Story = {
  name: 'Live (announced when it appears)',
  render: () => {
    const [error, setError] = useState('');
    return (
      <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <Button onPress={() => setError('Please enter mobile number and select network')}>Pay now</Button>
        <FieldError live>{error}</FieldError>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter mobile number and select network');
  },
};

export const LongTextOnMobile: Story = {
  args: {
    children:
      'Username can only contain letters, numbers, underscores, and hyphens — spaces and other symbols are not allowed',
  },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = { parameters: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordStrengthMeter } from '../../src/components/PasswordStrengthMeter/PasswordStrengthMeter';

const meta = {
  title: 'Components/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  args: { score: 45 },
  argTypes: { score: { control: { type: 'range', min: 0, max: 100 } } },
  parameters: {
    docs: {
      description: {
        component:
          'Shows the strength of a new password (react-aria `Meter`): red under 30 (Weak), orange to 59 (Fair), yellow to 79 (Good), green from 80 (Strong). Pass the score from `passwordStrength()`, or `null` when the field is empty and nothing is shown. The text line is a polite live region. Use it under PasswordField on registration and password reset; never on sign-in.',
      },
    },
  },
} satisfies Meta<typeof PasswordStrengthMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { score: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Password strength/)).not.toBeInTheDocument();
  },
};

export const Weak: Story = {
  args: { score: 15 },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Password strength' });
    await expect(meter).toHaveAttribute('aria-valuenow', '15');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    await expect(canvas.getByText('Weak')).toBeVisible();
  },
};

export const Fair: Story = {
  args: { score: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Fair');
  },
};

export const Good: Story = {
  args: { score: 79 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Good');
  },
};

export const Strong: Story = {
  args: { score: 80 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Strong');
  },
};

export const Zero: Story = {
  name: 'Score 0 (still shown: the password is not empty)',
  args: { score: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Weak');
  },
};

export const AllBands: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      {[10, 45, 70, 95].map((score) => (
        <PasswordStrengthMeter key={score} score={score} />
      ))}
    </div>
  ),
};

export const Mobile: Story = { args: { score: 62 }, globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      {[10, 45, 70, 95].map((score) => (
        <PasswordStrengthMeter key={score} score={score} />
      ))}
    </div>
  ),
};

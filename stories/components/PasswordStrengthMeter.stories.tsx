import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordStrengthMeter } from '@/components';

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

/** The hue (0-360) of a computed `rgb(r, g, b)` colour. */
function hueOf(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((n) => Number(n) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

export const AllBands: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      {[10, 45, 70, 95].map((score) => (
        <PasswordStrengthMeter key={score} score={score} />
      ))}
    </div>
  ),
  // red, orange, yellow, green: 'Good' is a yellow of its own, not an amber next to Fair's orange
  play: async ({ canvasElement }) => {
    const hues = [...canvasElement.querySelectorAll<HTMLElement>('[data-tone]')].map((fill) =>
      hueOf(getComputedStyle(fill).backgroundColor),
    );
    await expect(hues).toHaveLength(4);
    const [weak = 0, fair = 0, good = 0, strong = 0] = hues;
    await expect(weak < 15 || weak > 345).toBe(true);
    await expect(fair).toBeGreaterThanOrEqual(15);
    await expect(fair).toBeLessThan(35);
    await expect(good).toBeGreaterThanOrEqual(45);
    await expect(good).toBeLessThanOrEqual(60);
    await expect(strong).toBeGreaterThan(90);
    await expect(strong).toBeLessThan(160);
  },
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

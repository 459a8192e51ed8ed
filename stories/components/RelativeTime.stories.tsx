import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RelativeTime } from '@/components';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

const meta = {
  title: 'Components/RelativeTime',
  component: RelativeTime,
  args: { value: ago(5 * MIN), now },
  parameters: {
    docs: {
      description: {
        component:
          "A past moment as people say it: 'Just now' under a minute, then minutes, hours and days up to 7 days, then the date ('14 Nov 2026', Accra time). It renders `<time dateTime>` with the ISO value and the full date and time as a tooltip. `now` is a prop, so stories and tests are deterministic and the app decides when to refresh. Use it for notifications and activity; use a plain date for invoices and receipts where the exact day matters.",
      },
    },
  },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MinutesAgo: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('5 minutes ago');
    await expect(time).toHaveAttribute('datetime', '2026-11-21T11:55:00.000Z');
    await expect(time).toHaveAttribute('title', '21 Nov 2026, 11:55');
  },
};

export const JustNow: Story = { args: { value: ago(20_000) } };
export const HoursAgo: Story = { args: { value: ago(3 * 60 * MIN) } };
export const DaysAgo: Story = { args: { value: ago(2 * 24 * 60 * MIN) } };

export const OlderShowsDate: Story = {
  args: { value: ago(8 * 24 * 60 * MIN) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('13 Nov 2026');
  },
};

export const AllSteps: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, margin: 0, paddingInlineStart: '1.25rem' }}>
      {[10_000, 60_000, 45 * MIN, 60 * MIN, 5 * 60 * MIN, 24 * 60 * MIN, 6 * 24 * 60 * MIN, 7 * 24 * 60 * MIN].map(
        (ms) => (
          <li key={ms}>
            <RelativeTime value={ago(ms)} now={now} />
          </li>
        ),
      )}
    </ul>
  ),
};

export const Muted: Story = { args: { muted: true } };

export const Dark: Story = { parameters: { theme: 'dark' }, args: { muted: true } };

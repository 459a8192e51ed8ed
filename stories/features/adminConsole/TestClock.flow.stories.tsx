import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConnectedTestClock } from '../../../src/features/adminConsole/ConnectedConsoleSections';
import type { TestClockAnswer } from '../../../src/features/adminConsole/contract';
import { CONSOLE_MESSAGES as m } from '../../../src/features/adminConsole/messages';

/** The connected panel over an in-memory clock that moves as the server's does. */
function TestClockFlow({
  readClock,
  advanceClock,
}: {
  readClock: () => Promise<TestClockAnswer | null>;
  advanceClock: (seconds: number) => Promise<TestClockAnswer>;
}) {
  return <ConnectedTestClock services={{ readClock, advanceClock }} />;
}

const START = Date.parse('2026-12-10T09:00:00.000Z');
let offset = 0;

const meta = {
  title: 'Flows/Admin/Test clock',
  component: TestClockFlow,
  parameters: {
    docs: {
      description: {
        component: 'The real `testClock` machine driving the panel, over an in-memory clock that only goes forward.',
      },
    },
  },
  args: {
    readClock: async (): Promise<TestClockAnswer | null> => ({
      now: new Date(START + offset * 1000).toISOString(),
      offset_seconds: offset,
    }),
    advanceClock: fn(async (seconds: number) => {
      offset += seconds;
      return { now: new Date(START + offset * 1000).toISOString(), offset_seconds: offset };
    }),
  },
  beforeEach: () => {
    offset = 0;
  },
} satisfies Meta<typeof TestClockFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MovesSevenDays: Story = {
  name: 'Refuses 500 days, then moves 7 days and says the new time',
  parameters: { machine: 'testClock', state: 'advancing' },
  play: async ({ canvas, args }) => {
    const days = await canvas.findByRole('textbox', { name: m.testClockDays });
    await userEvent.clear(days);
    await userEvent.type(days, '500');
    await userEvent.click(canvas.getByRole('button', { name: m.testClockAdvance }));
    await expect(await canvas.findByText(m.testClockDaysInvalid)).toBeVisible();
    await expect(args.advanceClock).not.toHaveBeenCalled();
    await userEvent.clear(days);
    await userEvent.type(days, '7{Enter}');
    await expect(args.advanceClock).toHaveBeenCalledWith(7 * 86_400);
    await expect(await canvas.findByRole('status')).toHaveTextContent('The clock is now 17 Dec 2026, 09:00.');
    await expect(canvas.getByText('7 days')).toBeVisible();
  },
};

export const Production: Story = {
  name: 'In production: no test clock',
  parameters: { machine: 'testClock', state: 'unavailable' },
  args: { readClock: async () => null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.testClockUnavailable)).toBeVisible();
  },
};

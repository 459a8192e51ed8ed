import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CONSOLE_MESSAGES as m } from '../../../src/features/adminConsole/messages';
import { TestClockSection } from '../../../src/features/adminConsole/TestClockSection';
import { type TestClockContext, testClockMachine } from '../../../src/features/adminConsole/testClock.machine';
import { toTestClockView } from '../../../src/features/adminConsole/testClock.view';

const base: TestClockContext = {
  clock: { now: '2026-12-10T09:00:00.000Z', offset_seconds: 3 * 86_400 + 4 * 3_600 },
  days: '1',
  daysError: null,
  error: null,
  moved: null,
};

/** The view the real machine gives in a state with a context. */
const viewAt = (state: string, context: Partial<TestClockContext> = {}) =>
  toTestClockView(testClockMachine.resolveState({ value: state as never, context: { ...base, ...context } }));

const handlers = () => ({ onDaysChange: fn(), onAdvance: fn(), onRetry: fn() });

const meta = {
  title: 'Screens/Admin/Test clock',
  component: TestClockSection,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The admin console's test clock under System Status, outside production only, one story per state of the `testClock` machine: the application's time and how far ahead of the real time it is, and a way to move it forward (0.01 to 400 days) for every server, so reminders, standing changes and auto-renew can be walked through.",
      },
    },
  },
  args: { view: viewAt('ready'), ...handlers() },
} satisfies Meta<typeof TestClockSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: 'testClock', state: 'loading' },
  args: { view: viewAt('loading', { clock: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: m.testClockTitle })).toBeVisible();
  },
};

const ready = handlers();
export const Ready: Story = {
  parameters: { machine: 'testClock', state: 'ready' },
  args: { view: viewAt('ready'), ...ready },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 days, 4 hours')).toBeVisible();
    const days = canvas.getByRole('textbox', { name: m.testClockDays });
    await expect(days).toHaveValue('1');
    // the field shows the view's days: typing asks for them with the key added
    await userEvent.type(days, '7');
    await expect(ready.onDaysChange).toHaveBeenLastCalledWith('17');
    await userEvent.click(canvas.getByRole('button', { name: m.testClockAdvance }));
    await expect(ready.onAdvance).toHaveBeenCalled();
  },
};

export const ReadyBadDays: Story = {
  name: 'Ready: days that cannot be moved by',
  parameters: { machine: 'testClock', state: 'ready' },
  args: { view: viewAt('ready', { days: '500', daysError: m.testClockDaysInvalid }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: m.testClockDays })).toHaveAccessibleDescription(
      m.testClockDaysInvalid,
    );
  },
};

export const Moved: Story = {
  name: 'Ready: moved, the new time announced',
  parameters: { machine: 'testClock', state: 'ready' },
  args: {
    view: viewAt('ready', {
      clock: { now: '2026-12-17T09:00:00.000Z', offset_seconds: 10 * 86_400 + 4 * 3_600 },
      moved: '2026-12-17T09:00:00.000Z',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The clock is now 17 Dec 2026, 09:00.');
  },
};

export const Advancing: Story = {
  parameters: { machine: 'testClock', state: 'advancing' },
  args: { view: viewAt('advancing', { days: '7' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: m.testClockAdvancing })).toHaveAttribute('aria-disabled', 'true');
  },
};

const failed = handlers();
export const Failed: Story = {
  parameters: { machine: 'testClock', state: 'failed' },
  args: { view: viewAt('failed', { error: m.testClockFailed }), ...failed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.testClockFailed);
    await userEvent.click(canvas.getByRole('button', { name: m.retry }));
    await expect(failed.onRetry).toHaveBeenCalled();
  },
};

export const Unavailable: Story = {
  name: 'Unavailable (production)',
  parameters: { machine: 'testClock', state: 'unavailable' },
  args: { view: viewAt('unavailable', { clock: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.testClockUnavailable)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: m.testClockAdvance })).toBeNull();
  },
};

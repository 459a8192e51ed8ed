import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from '@/components';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A labelled multi-line text input (the browser's own `<textarea>`, linked like TextField's input) for contact and support messages. With `maxLength` it shows a visual counter; going over the limit marks the field invalid and says by how much. For a single line use TextField.",
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hello{Enter}World');
    await expect(box).toHaveValue('Hello\nWorld');
    await expect(args.onChange).toHaveBeenLastCalledWith('Hello\nWorld');
  },
};

export const WithCounter: Story = {
  args: { maxLength: 20, description: 'Briefly describe the problem.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'No signal since noon!!');
    await expect(canvas.getByText('22 / 20')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/2 characters over the limit of 20/);
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Please tell us how we can help', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription('Please tell us how we can help');
  },
};

export const KeyboardFocus: Story = {
  name: 'Keyboard: Tab focuses, Enter adds a line',
  play: async ({ canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('textbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard('a{Enter}b');
    await expect(box).toHaveValue('a\nb');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Read only text' } };

export const LongTextOnMobile: Story = {
  args: {
    label: 'Describe your installation site and any obstacles like trees or tall buildings',
    defaultValue:
      'We are in East Legon near the A&C Mall. The roof is flat concrete and there is a mango tree to the south of the house that may block the view of the sky.',
    maxLength: 500,
  },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { description: 'We reply within one business day.', errorMessage: 'Please tell us how we can help' },
};

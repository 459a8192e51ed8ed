/**
 * useDeferredMachineView: a page renders its machine's first view without xstate, and the machine
 * loads after hydration or at the first event. These stories hold its promises: what is typed before
 * the machine runs stays on screen and reaches the machine; a submit sent early is replayed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { assign, setup } from 'xstate';
import { type DeferredMachine, useDeferredMachineView } from '../../src/machines/useDeferredMachineView';

const echoMachine = setup({
  types: {} as {
    context: { text: string; sent: string | null };
    events: { type: 'text.change'; value: string } | { type: 'form.submit' };
  },
}).createMachine({
  context: { text: '', sent: null },
  on: {
    'text.change': { actions: assign({ text: ({ event }) => event.value }) },
    'form.submit': { actions: assign({ sent: ({ context }) => context.text }) },
  },
});

interface EchoView {
  text: string;
  sent: string | null;
  running: boolean;
}

function Echo({ delayMs }: { delayMs: number }) {
  const [view, send] = useDeferredMachineView(
    () =>
      new Promise<DeferredMachine<typeof echoMachine, EchoView>>((resolve) =>
        setTimeout(
          () =>
            resolve({
              machine: echoMachine,
              view: (snapshot) => ({ text: snapshot.context.text, sent: snapshot.context.sent, running: true }),
            }),
          delayMs,
        ),
      ),
    { text: '', sent: null, running: false } as EchoView,
    (current, event) => (event.type === 'text.change' ? { ...current, text: event.value } : current),
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      <label>
        Message{' '}
        <input value={view.text} onChange={(event) => send({ type: 'text.change', value: event.target.value })} />
      </label>
      <button type="submit">Send</button>
      <p role="status">{view.running ? 'Machine running' : 'Machine loading'}</p>
      {view.sent !== null ? <p>Sent: {view.sent}</p> : null}
    </form>
  );
}

const meta = {
  title: 'Machines/Deferred machine',
  component: Echo,
  // a behaviour test (timing), not a look: no visual baseline
  tags: ['no-visual'],
  args: { delayMs: 800 },
} satisfies Meta<typeof Echo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypedBeforeTheMachineRuns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Machine loading');
    const input = canvas.getByLabelText('Message');
    await userEvent.type(input, 'Akwaaba');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(input).toHaveValue('Akwaaba');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Machine running'), { timeout: 3000 });
    await expect(canvas.getByText('Sent: Akwaaba')).toBeVisible();
    await expect(input).toHaveValue('Akwaaba');
  },
};

export const LoadsOnItsOwn: Story = {
  args: { delayMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Machine running'));
    await userEvent.type(canvas.getByLabelText('Message'), 'Hi');
    await expect(canvas.getByLabelText('Message')).toHaveValue('Hi');
  },
};

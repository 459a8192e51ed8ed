import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedCoverageChecker } from '../../../src/features/coverage/ConnectedCoverageChecker';
import type { CoverageServices } from '../../../src/features/coverage/locate';
import { clearLiveAnnouncer, createGate, type Gate } from '../auth/flowKit';
import { paris, storyToday } from './fixtures';

let remote: Gate;
let request: Gate;
const checkRemote = fn(async (_address: string) => {
  await remote.wait();
  return paris;
});
const requestCoverage = fn(async (_request: { address: string; contactInfo: string }) => request.wait());
const services: CoverageServices = { checkRemote, requestCoverage, today: () => storyToday };

const meta = {
  title: 'Flows/Coverage/Coverage checker',
  component: ConnectedCoverageChecker,
  args: { services },
  parameters: {
    docs: {
      description: {
        component:
          'The real `coverageCheck` machine in `ConnectedCoverageChecker`: a place we know in Ghana (or a GhanaPost GPS code we can place) is answered in the browser (no call); any other text goes to the mocked server check; where no place is found the visitor requests coverage.',
      },
    },
  },
  beforeEach: () => {
    clearLiveAnnouncer();
    remote = createGate();
    request = createGate();
    checkRemote.mockClear();
    requestCoverage.mockClear();
  },
} satisfies Meta<typeof ConnectedCoverageChecker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GhanaAddressTwice: Story = {
  name: 'A Ghana address is computed in the browser, the same answer twice (result.shown)',
  parameters: { machine: 'coverageCheck', state: 'result.shown' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'City or address' });
    await expect(canvas.getByRole('button', { name: 'Check' })).toBeDisabled();
    await userEvent.type(input, 'Osu, Accra');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    const first = (await canvas.findByRole('region', { name: 'Result for Osu, Accra' })).textContent;
    await expect(first).toContain('SkyLink service is available');
    await waitFor(() => expect(canvas.getByText('SkyLink service is available')).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Result for Osu, Accra' }).textContent).toBe(first));
    await expect(checkRemote).not.toHaveBeenCalled();
  },
};

export const RequestWhereThereIsNone: Story = {
  name: "Text naming no place we know: the server says 'We couldn't find that place', the visitor requests coverage (result.sent)",
  parameters: { machine: 'coverageCheck', state: 'result.sent' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'City or address' }), 'Paris, France');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: /Checking\.\.\./ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    remote.open();
    await expect(await canvas.findByText("We couldn't find that place")).toBeVisible();
    await waitFor(() => expect(canvas.getByText("We couldn't find that place")).toHaveFocus());
    await expect(checkRemote).toHaveBeenCalledWith('Paris, France');

    await userEvent.click(canvas.getByRole('button', { name: 'Request coverage' }));
    const form = canvas.getByRole('form', { name: 'Request coverage' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await expect(within(form).getByRole('textbox', { name: /Email or phone/ })).toHaveAccessibleDescription(
      'Enter an email address or a phone number so we can reach you',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /Email or phone/ }), 'kofi@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    request.open();
    await expect(await canvas.findByText(/We have recorded your request/)).toBeVisible();
    await expect(requestCoverage).toHaveBeenCalledWith({ address: 'Paris, France', contactInfo: 'kofi@example.com' });
    clearLiveAnnouncer();
  },
};

export const CheckFails: Story = {
  name: "The server check fails: 'HTTP {status}: {statusText}' (failed)",
  parameters: { machine: 'coverageCheck', state: 'failed' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'City or address' }), 'Lagos');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    remote.fail('HTTP 500: Internal Server Error');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('HTTP 500: Internal Server Error');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  },
};

export const GazetteerPlaces: Story = {
  name: 'Places of the gazetteer (Legon with city broadband, Damongo satellite only) and a GhanaPost GPS code are answered in the browser (result.shown)',
  parameters: { machine: 'coverageCheck', state: 'result.shown' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'City or address' });
    const broadband: Record<string, string | null> = {
      Legon: 'City broadband: Fixed wireless',
      'Damongo, Savannah Region': null,
      'GA-183-8164': 'City broadband: Fiber',
    };
    for (const [address, heading] of Object.entries(broadband)) {
      await userEvent.clear(input);
      await userEvent.type(input, address);
      await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
      const result = await canvas.findByRole('region', { name: `Result for ${address}` });
      await expect(result).toHaveTextContent('SkyLink service is available');
      await expect(result).not.toHaveTextContent('Not yet available in this area');
      await expect(within(result).getByRole('heading', { name: 'Satellite' })).toBeVisible();
      if (heading) await expect(within(result).getByRole('heading', { name: heading })).toBeVisible();
      else await expect(result).toHaveTextContent('City broadband does not reach this area yet');
      await waitFor(() => expect(within(result).getByText('SkyLink service is available')).toHaveFocus());
    }
    await expect(checkRemote).not.toHaveBeenCalled();
  },
};

export const BlankThenClear: Story = {
  name: "A blank address: 'Please enter a valid address', Clear empties the input (idle)",
  parameters: { machine: 'coverageCheck', state: 'idle' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'City or address' });
    await userEvent.type(input, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(input).toHaveAccessibleDescription('Please enter a valid address');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Check' })).toBeDisabled();
  },
};

export const RequestFails: Story = {
  name: 'The request fails: the form stays with the error (result.requesting)',
  parameters: { machine: 'coverageCheck', state: 'result.requesting' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'City or address' }), 'Paris, France');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    remote.open();
    await waitFor(() => expect(canvas.getByText("We couldn't find that place")).toHaveFocus()); // the outcome, then the visitor goes on
    await userEvent.click(canvas.getByRole('button', { name: 'Request coverage' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Email or phone/ }), '0241234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByRole('button', { name: /Sending\.\.\./ })).toBeInTheDocument();
    request.fail('Coverage request failed');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Coverage request failed');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CoverageChecker } from '../../../src/features/coverage/CoverageChecker';
import type { CoverageCheckView } from '../../../src/features/coverage/coverageCheck.view';
import { COVERAGE_MESSAGES as m } from '../../../src/features/coverage/messages';
import { nkwanta, osu, outsideGhana, paris } from './fixtures';

const meta = {
  title: 'Screens/Coverage/Coverage checker',
  component: CoverageChecker,
  parameters: {
    docs: {
      description: {
        component:
          "The home hero's coverage checker, one story per state of the `coverageCheck` machine (`toCoverageCheckView`): the city input with Check (disabled while empty or checking) and Clear, then the result panel (satellite everywhere, city broadband where the area is served), the failure, or 'Request coverage' where no place is found. Use through `ConnectedCoverageChecker`, which runs the machine.",
      },
    },
  },
  args: {
    view: { status: 'idle', address: '', canCheck: false },
    onAddressChange: fn(),
    onCheck: fn(),
    onClear: fn(),
    onRequestOpen: fn(),
    onContactChange: fn(),
    onRequestSubmit: fn(),
  },
} satisfies Meta<typeof CoverageChecker>;

export default meta;
type Story = StoryObj<typeof meta>;

const view = (v: CoverageCheckView) => v;
const checkButton = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: /^Check$|Checking/ });
const result = (request: Extract<CoverageCheckView, { status: 'result' }>['request']) =>
  view({
    status: 'result',
    address: 'Paris, France',
    canCheck: true,
    checkedAddress: 'Paris, France',
    result: paris,
    request,
  });

export const Idle: Story = {
  parameters: { machine: 'coverageCheck', state: 'idle' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Check coverage in your area' })).toBeVisible();
    await expect(checkButton(canvas)).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'City or address' }), 'O');
    await expect(args.onAddressChange).toHaveBeenLastCalledWith('O');
  },
};

export const IdleReady: Story = {
  name: 'Idle: address typed',
  parameters: { machine: 'coverageCheck', state: 'idle' },
  args: { view: view({ status: 'idle', address: 'Osu, Accra', canCheck: true }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(checkButton(canvas));
    await expect(args.onCheck).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const IdleBlank: Story = {
  name: 'Idle: blank address',
  parameters: { machine: 'coverageCheck', state: 'idle' },
  args: { view: view({ status: 'idle', address: '   ', canCheck: true, fieldError: m.invalidAddress }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'City or address' })).toHaveAccessibleDescription(
      'Please enter a valid address',
    );
  },
};

export const Checking: Story = {
  parameters: { machine: 'coverageCheck', state: 'checking' },
  args: { view: view({ status: 'checking', address: 'Osu, Accra' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Checking\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Available: Story = {
  name: 'Result: city broadband and satellite',
  parameters: { machine: 'coverageCheck', state: 'result.shown' },
  args: {
    view: view({
      status: 'result',
      address: 'Osu, Accra',
      canCheck: true,
      checkedAddress: 'Osu, Accra',
      result: osu,
      request: { status: 'closed' },
    }),
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Result for Osu, Accra' });
    await expect(within(panel).getByRole('status')).toHaveTextContent(m.available);
    await expect(within(panel).getByText('Osu, Greater Accra')).toBeVisible();
    await expect(within(panel).getByRole('heading', { name: 'City broadband: Fiber' })).toBeVisible();
    await expect(within(panel).getByText(`${osu.broadband?.estimatedSpeed.download} Mbps`)).toBeVisible();
    await expect(within(panel).getByText(`${osu.broadband?.coveragePercentage}%`)).toBeVisible();
    await expect(within(panel).getByText(/^Business Internet: 100 Mbps/)).toBeVisible();
    await expect(within(panel).getByRole('heading', { name: 'Satellite' })).toBeVisible();
    await expect(within(panel).getByText(/^Student: 25 Mbps/)).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: 'Request coverage' })).toBeNull();
  },
};

export const SatelliteOnly: Story = {
  name: 'Result: satellite only',
  parameters: { machine: 'coverageCheck', state: 'result.shown' },
  args: {
    view: view({
      status: 'result',
      address: 'Nkwanta',
      canCheck: true,
      checkedAddress: 'Nkwanta',
      result: nkwanta,
      request: { status: 'closed' },
    }),
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Result for Nkwanta' });
    await expect(within(panel).getByRole('status')).toHaveTextContent(m.available);
    await expect(within(panel).getByText('Nkwanta, Oti')).toBeVisible();
    await expect(within(panel).getByText(m.noBroadband)).toBeVisible();
    await expect(within(panel).queryByRole('heading', { name: /City broadband/ })).toBeNull();
    await expect(within(panel).queryByText(/Internet:/)).toBeNull();
    await expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(':')[0]),
    ).toEqual(['Student', 'Home', 'Business']);
  },
};

export const NotFound: Story = {
  name: "Result: we couldn't find that place",
  parameters: { machine: 'coverageCheck', state: 'result.shown' },
  args: { view: result({ status: 'closed' }) },
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent("We couldn't find that place");
    await expect(status).toHaveTextContent(m.notFoundLead);
    await expect(status).not.toHaveTextContent('No Coverage');
    await userEvent.click(canvas.getByRole('button', { name: 'Request coverage' }));
    await expect(args.onRequestOpen).toHaveBeenCalledTimes(1);
  },
};

export const NoCoverage: Story = {
  name: 'Result: no coverage (a point outside Ghana)',
  parameters: { machine: 'coverageCheck', state: 'result.shown' },
  args: {
    view: view({
      status: 'result',
      address: '48.85, 2.35',
      canCheck: true,
      checkedAddress: '48.85, 2.35',
      result: outsideGhana,
      request: { status: 'closed' },
    }),
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('No Coverage');
    await expect(status).toHaveTextContent('Not yet available in this area');
    await expect(canvas.getByRole('button', { name: 'Request coverage' })).toBeVisible();
  },
};

export const Requesting: Story = {
  name: 'Result: request form',
  parameters: { machine: 'coverageCheck', state: 'result.requesting' },
  args: { view: result({ status: 'form', contact: '' }) },
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: 'Request coverage' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Email or phone/ }), 'k');
    await expect(args.onContactChange).toHaveBeenLastCalledWith('k');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await expect(args.onRequestSubmit).toHaveBeenCalledTimes(1);
  },
};

export const RequestingInvalid: Story = {
  name: 'Result: request form, invalid contact',
  parameters: { machine: 'coverageCheck', state: 'result.requesting' },
  args: { view: result({ status: 'form', contact: 'call me', contactError: m.contactInvalid }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Email or phone/ })).toHaveAccessibleDescription(m.contactInvalid);
  },
};

export const RequestFailed: Story = {
  name: 'Result: request failed',
  parameters: { machine: 'coverageCheck', state: 'result.requesting' },
  args: { view: result({ status: 'form', contact: 'kofi@example.com', error: m.requestFailed }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Coverage request failed');
  },
};

export const Sending: Story = {
  name: 'Result: sending the request',
  parameters: { machine: 'coverageCheck', state: 'result.sending' },
  args: { view: result({ status: 'sending', contact: 'kofi@example.com' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sending\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Sent: Story = {
  name: 'Result: request sent',
  parameters: { machine: 'coverageCheck', state: 'result.sent' },
  args: { view: result({ status: 'sent', message: m.requestSent }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.requestSent)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Request coverage' })).toBeNull();
  },
};

export const Failed: Story = {
  parameters: { machine: 'coverageCheck', state: 'failed' },
  args: {
    view: view({
      status: 'failed',
      address: 'Paris, France',
      canCheck: true,
      checkedAddress: 'Paris, France',
      message: 'HTTP 503: Service Unavailable',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('HTTP 503: Service Unavailable');
    await expect(checkButton(canvas)).toBeEnabled();
  },
};

export const Mobile: Story = {
  ...Available,
  name: 'Result: city broadband and satellite (mobile)',
  parameters: { machine: 'coverageCheck', state: 'result' },
  globals: { viewport: { value: 'mobile' } },
};

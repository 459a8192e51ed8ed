import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedAdminOutbox } from '../../../src/features/admin/ConnectedAdminOutbox';
import type { OutboxContents } from '../../../src/features/admin/contract';
import type { RecipientFilter } from '../../../src/features/admin/outbox';
import { never, outboxMail, outboxNow, outboxOrigin, outboxSms } from './adminKit';

/** The ConnectedAdminOutbox the admin panel's Outbox tab renders, with the API mocked and a fixed "now". */
function ConnectedOutbox({ load }: { load: (filter: RecipientFilter) => Promise<OutboxContents> }) {
  return <ConnectedAdminOutbox services={{ loadOutbox: load }} origin={outboxOrigin} now={outboxNow} />;
}

/** The outbox as the API answers it: an email address finds mail, a phone number SMS. */
const answer = async (filter: RecipientFilter): Promise<OutboxContents> => ({
  available: true,
  mail: filter.kind === 'phone' ? [] : outboxMail.filter((m) => filter.kind === 'all' || m.to === filter.to),
  sms:
    filter.kind === 'email'
      ? []
      : outboxSms.filter((s) => filter.kind === 'all' || s.to === `233${filter.to.slice(1)}`),
});

/** Answers the first load, then holds every later one (a filter or a refresh in flight). */
const thenHold = () => {
  let calls = 0;
  return (filter: RecipientFilter) => {
    calls += 1;
    return calls === 1 ? answer(filter) : never<OutboxContents>();
  };
};

const meta = {
  title: 'Flows/Admin/Outbox tab',
  component: ConnectedOutbox,
  parameters: {
    docs: {
      description: {
        component:
          'The admin panel Outbox tab (outside production) with the real `adminOutbox` machine and the admin API mocked: the mail and SMS the server kept instead of sending them, newest first, filtered by recipient (an email address finds mail, a Ghana mobile number SMS). A mail is text with links only to the site itself; in production the API has no outbox and the tab says so.',
      },
    },
  },
  args: { load: answer },
} satisfies Meta<typeof ConnectedOutbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: 'adminOutbox', state: 'loading' },
  args: { load: () => never<OutboxContents>() },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(within(status).getByRole('progressbar', { name: 'Loading the outbox...' })).toBeVisible();
  },
};

export const Loaded: Story = {
  parameters: { machine: 'adminOutbox', state: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('2 mails and 2 SMS, newest first.');
    const mail = canvas.getByRole('region', { name: 'Mail (2)' });
    const items = within(mail).getAllByRole('article');
    await expect(items.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Verify your email address',
      'Re: <b>Installation</b> date',
    ]);
    const verify = within(items[0] as HTMLElement);
    await expect(verify.getByText('To kofi.owusu@example.com')).toBeVisible();
    await expect(verify.getByText('5 minutes ago')).toBeVisible();
    // the site's own link is a link (its path on this site), without the sentence's full stop
    await expect(
      verify.getByRole('link', { name: 'https://skylink.example/verify-email?token=abc123' }),
    ).toHaveAttribute('href', '/verify-email?token=abc123');
    // markup in a mail is text, and a link to another site is not a link
    const reply = items[1] as HTMLElement;
    await expect(within(reply).queryAllByRole('link')).toEqual([]);
    await expect(reply.querySelector('script, b')).toBeNull();
    await expect(reply).toHaveTextContent('<script>alert(1)</script> See https://elsewhere.example/phish');
    const sms = canvas.getByRole('region', { name: 'SMS (2)' });
    const failed = within(within(sms).getAllByRole('article')[0] as HTMLElement);
    await expect(failed.getByRole('heading', { name: 'To 233244000111' })).toBeVisible();
    await expect(failed.getByText('Failed')).toBeVisible();
    await expect(failed.getByText('3 attempts')).toBeVisible();
    await expect(failed.getByText('Last error: provider timeout')).toBeVisible();
    // an SMS's link to the site (the one-tap renewal) is pressable too
    const reminder = within(within(sms).getAllByRole('article')[1] as HTMLElement);
    await expect(reminder.getByRole('link', { name: 'https://skylink.example/renew/r3n3w' })).toHaveAttribute(
      'href',
      '/renew/r3n3w',
    );
  },
};

export const Filtering: Story = {
  parameters: { machine: 'adminOutbox', state: 'filtering' },
  args: { load: thenHold() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Recipient' }), 'Kofi.Owusu@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await expect(
      within(canvas.getByRole('status')).getByRole('progressbar', {
        name: 'Looking for mail and SMS to kofi.owusu@example.com...',
      }),
    ).toBeVisible();
    // the last lists stay on screen while the filter loads
    await expect(canvas.getByRole('region', { name: 'Mail (2)' })).toBeVisible();
  },
};

export const Filtered: Story = {
  name: 'Loaded: filtered by email',
  parameters: { machine: 'adminOutbox', state: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Recipient' }), 'kofi.owusu@example.com{Enter}');
    const summary = await canvas.findByText('1 mail and 0 SMS to kofi.owusu@example.com, newest first.');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('region', { name: 'SMS (0)' })).toHaveTextContent('SMS are found by phone number.');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all' }));
    await expect(await canvas.findByText('2 mails and 2 SMS, newest first.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Recipient' })).toHaveValue('');
  },
};

export const FilterRefused: Story = {
  name: 'Loaded: not a recipient',
  parameters: { machine: 'adminOutbox', state: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('searchbox', { name: 'Recipient' });
    await canvas.findByText('2 mails and 2 SMS, newest first.');
    await userEvent.type(field, 'kofi{Enter}');
    await expect(field).toHaveAccessibleDescription(/Enter an email address or a Ghana mobile number/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
  },
};

export const Empty: Story = {
  parameters: { machine: 'adminOutbox', state: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Recipient' }), '024 400 0222{Enter}');
    const empty = await canvas.findByText('No mail or SMS to 0244000222.');
    await waitFor(() => expect(empty).toHaveFocus());
    await expect(canvas.queryByRole('region', { name: /Mail/ })).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { machine: 'adminOutbox', state: 'error' },
  args: { load: async () => Promise.reject(new Error('')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load the outbox');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Unavailable: Story = {
  name: 'Unavailable (production)',
  parameters: { machine: 'adminOutbox', state: 'unavailable' },
  args: { load: async () => ({ available: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Mail is sent by SMTP in production; there is no outbox to read.',
    );
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Refresh' })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedSupportInbox, type SupportInboxServices } from '../../../src/features/admin/ConnectedSupportInbox';
import type { Ticket, TicketList } from '../../../src/features/admin/contract';
import type { InboxQuery } from '../../../src/features/admin/supportInbox.machine';
import type { TicketChange } from '../../../src/features/admin/supportTicket.machine';
import { admins, never, ticket, ticketList } from './adminKit';

type Api = SupportInboxServices;

/** The ConnectedSupportInbox the admin panel's Support tab renders, with the admin API mocked. */
function ConnectedSupport(api: Api) {
  return <ConnectedSupportInbox services={api} />;
}

const loadTickets = fn(async (_query: InboxQuery) => ticketList);
const sendReply = fn(
  async (_id: number, message: string): Promise<Ticket> => ({
    ...ticket,
    status: 'answered',
    replies: [{ id: 1, body: message, author: admins[0] ?? null, sentAt: '2026-11-22T10:00:00.000Z' }],
  }),
);
const updateTicket = fn(async (_id: number, change: TicketChange): Promise<Ticket> => {
  if ('status' in change) return { ...ticket, status: change.status };
  return { ...ticket, assignee: admins.find((a) => a.id === change.assigneeId) ?? null };
});

const meta = {
  title: 'Flows/Admin/Support tab',
  component: ConnectedSupport,
  parameters: {
    docs: {
      description: {
        component:
          'The admin panel Support tab with the real `supportInbox` and `supportTicket` machines and the admin API mocked: the contact inbox (status filter, search, paging), a message with its status and assignee, and the reply form (mailed to the sender; the message becomes answered).',
      },
    },
  },
  args: {
    loadTickets: loadTickets as Api['loadTickets'],
    loadTicket: (async () => ticket) as Api['loadTicket'],
    updateTicket: updateTicket as Api['updateTicket'],
    sendReply: sendReply as Api['sendReply'],
  },
  beforeEach: () => {
    loadTickets.mockClear();
    sendReply.mockClear();
    updateTicket.mockClear();
  },
} satisfies Meta<typeof ConnectedSupport>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = (el: HTMLElement) => within(el.ownerDocument.body);

async function openTicket(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Installation date' }));
  return canvas.findByRole('article');
}

export const InboxLoading: Story = {
  parameters: { machine: 'supportInbox', state: 'loading' },
  args: { loadTickets: () => never<TicketList>() },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(within(status).getByRole('progressbar', { name: 'Loading the support inbox...' })).toBeVisible();
  },
};

export const InboxLoaded: Story = {
  name: 'Inbox: filter, search and page',
  parameters: { machine: 'supportInbox', state: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Installation date' })).toBeVisible();
    await expect(canvas.getByText('21 messages')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(loadTickets).toHaveBeenLastCalledWith({ status: 'open', search: '', page: 2 }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search messages' }), 'kumasi{Enter}');
    await waitFor(() => expect(loadTickets).toHaveBeenLastCalledWith({ status: 'open', search: 'kumasi', page: 1 }));
    await userEvent.click(canvas.getByRole('button', { name: /Show/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Answered' }));
    await waitFor(() =>
      expect(loadTickets).toHaveBeenLastCalledWith({ status: 'answered', search: 'kumasi', page: 1 }),
    );
  },
};

export const InboxError: Story = {
  parameters: { machine: 'supportInbox', state: 'error' },
  args: { loadTickets: async () => Promise.reject(new Error('')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load the support inbox');
  },
};

export const TicketLoading: Story = {
  parameters: { machine: 'supportTicket', state: 'loading' },
  args: { loadTicket: () => never<Ticket>() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Installation date' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Loading the message...' })).toBeVisible();
  },
};

export const TicketError: Story = {
  parameters: { machine: 'supportTicket', state: 'error' },
  args: { loadTicket: async () => Promise.reject(new Error('Support ticket not found')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Installation date' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Support ticket not found');
  },
};

export const TicketShown: Story = {
  name: 'Ticket: shown, an empty reply is refused',
  parameters: { machine: 'supportTicket', state: 'shown' },
  play: async ({ canvasElement }) => {
    const ticketEl = await openTicket(canvasElement);
    await expect(within(ticketEl).getByText('When can you install in Kumasi?')).toBeVisible();
    await userEvent.click(within(ticketEl).getByRole('button', { name: 'Send reply' }));
    await expect(await within(ticketEl).findByText('Please write a reply')).toBeVisible();
    await expect(sendReply).not.toHaveBeenCalled();
  },
};

export const TicketIdle: Story = {
  name: 'Ticket: reply sent',
  parameters: { machine: 'supportTicket', state: 'shown.idle' },
  play: async ({ canvasElement }) => {
    const ticketEl = await openTicket(canvasElement);
    await userEvent.type(within(ticketEl).getByRole('textbox', { name: /Reply to Esi Nkrumah/ }), 'Monday works.');
    await userEvent.click(within(ticketEl).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(within(ticketEl).getAllByRole('status')[0]).toHaveTextContent('Reply sent.'));
    await expect(sendReply).toHaveBeenCalledWith(7, 'Monday works.');
    await expect(within(ticketEl).getByText('Monday works.')).toBeVisible();
    // the inbox refreshed after the reply
    await waitFor(() => expect(loadTickets).toHaveBeenCalledTimes(2));
  },
};

export const TicketUpdating: Story = {
  name: 'Ticket: assigning',
  parameters: { machine: 'supportTicket', state: 'shown.updating' },
  args: { updateTicket: () => never<Ticket>() },
  play: async ({ canvasElement }) => {
    const ticketEl = await openTicket(canvasElement);
    await userEvent.click(within(ticketEl).getByRole('button', { name: /Assignee/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Efua Owusu' }));
    await expect(await within(ticketEl).findByRole('progressbar', { name: 'Saving...' })).toBeVisible();
  },
};

export const TicketReplying: Story = {
  name: 'Ticket: sending the reply',
  parameters: { machine: 'supportTicket', state: 'shown.replying' },
  args: { sendReply: () => never<Ticket>() },
  play: async ({ canvasElement }) => {
    const ticketEl = await openTicket(canvasElement);
    await userEvent.type(within(ticketEl).getByRole('textbox', { name: /Reply to Esi Nkrumah/ }), 'On it.');
    await userEvent.click(within(ticketEl).getByRole('button', { name: 'Send reply' }));
    await expect(await within(ticketEl).findByText('Sending reply...')).toBeInTheDocument();
  },
};

export const TicketReplyRefused: Story = {
  name: 'Ticket: another admin answered first',
  parameters: { machine: 'supportTicket', state: 'shown.idle' },
  args: { sendReply: async () => Promise.reject(new Error('This message was already answered by Efua Owusu.')) },
  play: async ({ canvasElement }) => {
    const ticketEl = await openTicket(canvasElement);
    await userEvent.type(within(ticketEl).getByRole('textbox', { name: /Reply to Esi Nkrumah/ }), 'On it.');
    await userEvent.click(within(ticketEl).getByRole('button', { name: 'Send reply' }));
    await expect(await within(ticketEl).findByRole('alert')).toHaveTextContent(
      'This message was already answered by Efua Owusu.',
    );
  },
};

/** The admin panel's words (spec billing §2 "Admin panel"; the rest are ours, see docs/product-rules.md). */
export const ADMIN_MESSAGES = {
  panelTitle: 'Admin Panel',
  roleLabel: 'Administrator',
  superRoleLabel: 'Super administrator',
  signOut: 'Sign out',
  tabsLabel: 'Admin panel sections',
  // overview
  overviewLoading: 'Loading the overview...',
  overviewFailed: 'Failed to load dashboard data',
  refresh: 'Refresh',
  tryAgain: 'Try again',
  // network
  networkLoading: 'Loading network demand...',
  networkFailed: 'Failed to load network data',
  requestStatusInvalid: 'Status must be new, contacted or closed',
  requestUpdated: 'Coverage request updated.',
  requestUpdateFailed: 'Failed to update the coverage request',
  requestNotFound: 'Coverage request not found',
  noFollowUp: 'No coverage requests to follow up.',
  // support
  inboxLoading: 'Loading the support inbox...',
  inboxFailed: 'Failed to load the support inbox',
  ticketLoading: 'Loading the message...',
  ticketFailed: 'Failed to load the message',
  ticketNotFound: 'Support ticket not found',
  ticketFilterInvalid: 'Status must be all, open, new, in_progress or answered',
  ticketStatusInvalid: 'Status must be new, in_progress or answered',
  assigneeInvalid: 'Assignee must be an administrator',
  ticketUpdateEmpty: 'Give a status or an assignee to change',
  ticketUpdated: 'Ticket updated.',
  ticketUpdateFailed: 'Failed to update the ticket',
  searchTooLong: 'Search must be at most 100 characters',
  pageInvalid: 'Page must be a whole number from 1',
  pageSizeInvalid: 'Page size must be a whole number from 1 to 100',
  reasonTooLong: 'Reason must be at most 500 characters',
  replyRequired: 'Please write a reply',
  replyTooLong: 'Reply must be at most 5000 characters',
  replySent: 'Reply sent.',
  replyFailed: 'Failed to send the reply',
  replyMailFailed: 'The reply could not be mailed. Please try again.',
  alreadyAnswered: (name: string) => `This message was already answered by ${name}.`,
  noTickets: 'No messages match.',
} as const;

export const TICKET_STATUS_LABELS = { new: 'New', in_progress: 'In progress', answered: 'Answered' } as const;
export const REQUEST_STATUS_LABELS = { new: 'New', contacted: 'Contacted', closed: 'Closed' } as const;

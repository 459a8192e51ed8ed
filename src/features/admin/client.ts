import { type ApiClientOptions, apiClient, RequestError } from '../../services/http';
import {
  type AdminCoverageRequest,
  type CoverageRequestStatus,
  coverageRequestUpdatedSchema,
  MAIL_OUTBOX_API,
  mailOutboxResponseSchema,
  NETWORK_REQUESTS_API,
  NETWORK_STATS_API,
  type NetworkStats,
  networkStatsResponseSchema,
  type OutboxContents,
  OVERVIEW_API,
  type Overview,
  overviewResponseSchema,
  replyResponseSchema,
  SMS_OUTBOX_API,
  SUPPORT_TICKETS_API,
  smsOutboxResponseSchema,
  type Ticket,
  type TicketFilter,
  type TicketList,
  type TicketStatus,
  ticketListSchema,
  ticketResponseSchema,
} from './contract';
import { ADMIN_MESSAGES as m } from './messages';
import type { RecipientFilter } from './outbox';

export type AdminClientOptions = ApiClientOptions;

export interface TicketListQuery {
  status: TicketFilter;
  search: string;
  page: number;
}

/** The server has no such route: the outboxes answer 404 in production, where mail goes by SMTP. */
const isNotFound = (error: unknown) =>
  error instanceof RequestError && error.failure.kind === 'http' && error.failure.status === 404;

export function createAdminClient(options: AdminClientOptions) {
  const { call } = apiClient(options);

  return {
    async overview(): Promise<Overview> {
      return (await call(OVERVIEW_API, {}, overviewResponseSchema, m.overviewFailed)).overview;
    },
    async networkStats(): Promise<NetworkStats> {
      return (await call(NETWORK_STATS_API, {}, networkStatsResponseSchema, m.networkFailed)).stats;
    },
    async updateRequest(id: string, status: CoverageRequestStatus): Promise<AdminCoverageRequest> {
      const url = `${NETWORK_REQUESTS_API}/${encodeURIComponent(id)}`;
      return (
        await call(url, { method: 'PATCH', body: { status } }, coverageRequestUpdatedSchema, m.requestUpdateFailed)
      ).request;
    },
    /**
     * The development outboxes (GET /api/admin/outbox and /api/admin/sms-outbox), newest first: an email
     * address filters the mail (no SMS goes to one), a phone number the SMS (no mail goes to one). A 404
     * from either (production) is `available: false`.
     */
    async outbox(filter: RecipientFilter): Promise<OutboxContents> {
      const query = (to: string) => `?${new URLSearchParams({ to })}`;
      try {
        const [mail, sms] = await Promise.all([
          filter.kind === 'phone'
            ? []
            : call(
                `${MAIL_OUTBOX_API}${filter.kind === 'email' ? query(filter.to) : ''}`,
                {},
                mailOutboxResponseSchema,
                m.outboxFailed,
              ).then((body) => body.messages),
          filter.kind === 'email'
            ? []
            : call(
                `${SMS_OUTBOX_API}${filter.kind === 'phone' ? query(filter.to) : ''}`,
                {},
                smsOutboxResponseSchema,
                m.outboxFailed,
              ).then((body) => body.messages),
        ]);
        return { available: true, mail, sms };
      } catch (error) {
        if (isNotFound(error)) return { available: false };
        throw error;
      }
    },
    async tickets(query: TicketListQuery): Promise<TicketList> {
      const params = new URLSearchParams({ status: query.status, page: String(query.page) });
      if (query.search.trim()) params.set('search', query.search.trim());
      return call(`${SUPPORT_TICKETS_API}?${params}`, {}, ticketListSchema, m.inboxFailed);
    },
    async ticket(id: number): Promise<Ticket> {
      return (await call(`${SUPPORT_TICKETS_API}/${id}`, {}, ticketResponseSchema, m.ticketFailed)).ticket;
    },
    async updateTicket(id: number, change: { status?: TicketStatus; assigneeId?: string | null }): Promise<Ticket> {
      return (
        await call(
          `${SUPPORT_TICKETS_API}/${id}`,
          { method: 'PATCH', body: change },
          ticketResponseSchema,
          m.ticketUpdateFailed,
        )
      ).ticket;
    },
    async reply(id: number, message: string): Promise<Ticket> {
      return (
        await call(
          `${SUPPORT_TICKETS_API}/${id}/reply`,
          { method: 'POST', body: { message } },
          replyResponseSchema,
          m.replyFailed,
        )
      ).ticket;
    },
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;

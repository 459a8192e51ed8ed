import type { z } from 'zod';
import {
  type ApiClientOptions,
  apiClient,
  endpointUrl,
  type PathParamNames,
  type QueryValues,
  RequestError,
} from '../../services/http';
import {
  ADMIN_API,
  type AdminCoverageRequest,
  adminEndpoints,
  type CoverageRequestStatus,
  type NetworkStats,
  type OutboxContents,
  type Overview,
  type Ticket,
  type TicketFilter,
  type TicketList,
  type TicketStatus,
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

const url = <E extends { path: string; query?: z.ZodType }>(
  endpoint: E,
  params?: Readonly<{ [K in PathParamNames<E['path']>]: string | number }>,
  query?: QueryValues<E>,
) => endpointUrl(ADMIN_API, endpoint, params, query);

export function createAdminClient(options: AdminClientOptions) {
  const { callAt } = apiClient(options);
  const e = adminEndpoints;

  return {
    async overview(): Promise<Overview> {
      return (await callAt(url(e.adminOverview), e.adminOverview, undefined, m.overviewFailed)).overview;
    },
    async networkStats(): Promise<NetworkStats> {
      return (await callAt(url(e.adminNetworkStats), e.adminNetworkStats, undefined, m.networkFailed)).stats;
    },
    async updateRequest(id: string, status: CoverageRequestStatus): Promise<AdminCoverageRequest> {
      const endpoint = e.adminUpdateCoverageRequest;
      return (await callAt(url(endpoint, { id }), endpoint, { status }, m.requestUpdateFailed)).request;
    },
    /**
     * The development outboxes (adminMailOutbox and adminSmsOutbox), newest first: an email address
     * filters the mail (no SMS goes to one), a phone number the SMS (no mail goes to one). A 404 from
     * either (production) is `available: false`.
     */
    async outbox(filter: RecipientFilter): Promise<OutboxContents> {
      const to = (kind: RecipientFilter['kind']) => ({
        to: filter.kind === kind && 'to' in filter ? filter.to : undefined,
      });
      try {
        const [mail, sms] = await Promise.all([
          filter.kind === 'phone'
            ? []
            : callAt(url(e.adminMailOutbox, {}, to('email')), e.adminMailOutbox, undefined, m.outboxFailed).then(
                (body) => body.messages,
              ),
          filter.kind === 'email'
            ? []
            : callAt(url(e.adminSmsOutbox, {}, to('phone')), e.adminSmsOutbox, undefined, m.outboxFailed).then(
                (body) => body.messages,
              ),
        ]);
        return { available: true, mail, sms };
      } catch (error) {
        if (isNotFound(error)) return { available: false };
        throw error;
      }
    },
    async tickets(query: TicketListQuery): Promise<TicketList> {
      const search = query.search.trim();
      const params = { status: query.status, page: query.page, search };
      return callAt(url(e.adminTickets, {}, params), e.adminTickets, undefined, m.inboxFailed);
    },
    async ticket(id: number): Promise<Ticket> {
      return (await callAt(url(e.adminTicket, { id }), e.adminTicket, undefined, m.ticketFailed)).ticket;
    },
    async updateTicket(id: number, change: { status?: TicketStatus; assigneeId?: string | null }): Promise<Ticket> {
      const endpoint = e.adminUpdateTicket;
      return (await callAt(url(endpoint, { id }), endpoint, change, m.ticketUpdateFailed)).ticket;
    },
    async reply(id: number, message: string): Promise<Ticket> {
      const endpoint = e.adminReplyToTicket;
      return (await callAt(url(endpoint, { id }), endpoint, { message }, m.replyFailed)).ticket;
    },
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;

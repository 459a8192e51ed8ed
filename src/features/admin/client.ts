import { type ApiClientOptions, apiClient } from '../../services/http';
import {
  type AdminCoverageRequest,
  type CoverageRequestStatus,
  coverageRequestUpdatedSchema,
  NETWORK_REQUESTS_API,
  NETWORK_STATS_API,
  type NetworkStats,
  networkStatsResponseSchema,
  OVERVIEW_API,
  type Overview,
  overviewResponseSchema,
  replyResponseSchema,
  SUPPORT_TICKETS_API,
  type Ticket,
  type TicketFilter,
  type TicketList,
  type TicketStatus,
  ticketListSchema,
  ticketResponseSchema,
} from './contract';
import { ADMIN_MESSAGES as m } from './messages';

export type AdminClientOptions = ApiClientOptions;

export interface TicketListQuery {
  status: TicketFilter;
  search: string;
  page: number;
}

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

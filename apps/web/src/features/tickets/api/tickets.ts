import type { Ticket, TicketInput, TicketListItem, TicketPatch } from '@host/domain/tickets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, ifMatch } from '../../../lib/http';

/**
 * The brand's tickets. Everything sits under ['brands', brandId, 'tickets'], the key the service
 * editor reads the tickets on sale by, so a change here refreshes what a service may sell.
 */
export const ticketKeys = {
  brand: (brandId: string) => ['brands', brandId, 'tickets'] as const,
  all: (brandId: string) => ['brands', brandId, 'tickets', 'all'] as const,
  one: (brandId: string, id: string) => ['brands', brandId, 'tickets', 'one', id] as const,
};

/** A ticket of the list: how many services sell it, unknown in a copy a change answered with. */
export type ListedTicket = Ticket & Partial<Pick<TicketListItem, 'servicesSelling'>>;

/** Every ticket of the brand, retired ones too, in their order. */
export function useAllTickets(brandId: string) {
  return useQuery({
    queryKey: ticketKeys.all(brandId),
    queryFn: () => api<ListedTicket[]>(`/api/v1/brands/${brandId}/tickets?all=true`),
    enabled: Boolean(brandId),
  });
}

export function useTicket(brandId: string, id: string) {
  return useQuery({
    queryKey: ticketKeys.one(brandId, id),
    queryFn: () => api<Ticket>(`/api/v1/tickets/${id}`),
    enabled: Boolean(brandId && id),
    meta: { handlesErrors: true },
  });
}

/** What uses a ticket a delete was refused for (422 ticketInUse). */
export interface TicketUsage {
  serviceTimings: Array<{ id: string; name: string; outletName: string }>;
  futureBookings: number;
}

export function usageOf(error: unknown): TicketUsage | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const details = error.details as { reason?: string; usage?: TicketUsage } | undefined;
  return details?.reason === 'ticketInUse' && details.usage ? details.usage : null;
}

/** The ticket as it is now, from a 409 on a stale edit. */
export function currentOf(error: unknown): Ticket | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return (error.details as { current?: Ticket } | undefined)?.current ?? null;
}

/** Every ticket change; callers show their own errors (a refused delete lists what uses the ticket). */
export function useTicketChanges(brandId: string) {
  const client = useQueryClient();
  const options = { meta: { handlesErrors: true }, onSettled: () => client.invalidateQueries({ queryKey: ticketKeys.brand(brandId) }) };
  return {
    create: useMutation({
      ...options,
      mutationFn: ({ input, idempotencyKey }: { input: TicketInput; idempotencyKey: string }) =>
        api<Ticket>(`/api/v1/brands/${brandId}/tickets`, { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
    }),
    update: useMutation({
      ...options,
      mutationFn: ({ ticket, patch }: { ticket: Ticket; patch: TicketPatch }) =>
        api<Ticket>(`/api/v1/tickets/${ticket.id}`, { method: 'PATCH', body: patch, headers: ifMatch(ticket.version) }),
    }),
    remove: useMutation({
      ...options,
      mutationFn: (ticket: Ticket) => api<void>(`/api/v1/tickets/${ticket.id}`, { method: 'DELETE', headers: ifMatch(ticket.version) }),
    }),
    reorder: useMutation({
      ...options,
      mutationFn: (ids: string[]) => api<Ticket[]>(`/api/v1/brands/${brandId}/tickets/order`, { method: 'POST', body: { ids } }),
      // The list moves at once; the server's answer (or a refetch after a refusal) settles it.
      onMutate: async (ids: string[]) => {
        await client.cancelQueries({ queryKey: ticketKeys.all(brandId) });
        const before = client.getQueryData<Ticket[]>(ticketKeys.all(brandId));
        if (before) client.setQueryData(ticketKeys.all(brandId), ids.map((id) => before.find((t) => t.id === id)!).filter(Boolean));
        return { before };
      },
      onError: (_error: unknown, _ids: string[], context: { before?: Ticket[] } | undefined) => {
        if (context?.before) client.setQueryData(ticketKeys.all(brandId), context.before);
      },
    }),
  };
}

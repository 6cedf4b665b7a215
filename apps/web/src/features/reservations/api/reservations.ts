import type { AvailabilityView } from '@host/domain/availability/views';
import type { CustomerMatch } from '@host/domain/customers';
import type { calendarSchema, dayListSchema, Reservation, reservationWithWarningsSchema } from '@host/domain/reservations/reservation';
import type { ExtendGraceInput } from '@host/domain/reservations/schemas';
import type { CreateReservationInput, CreateWalkInInput, UpdateReservationInput } from '@host/domain/reservations/schemas';
import type { AreaWithTables, Combination, MoveInput, SuggestionView, TableStatusInput, TableVersion } from '@host/domain/tables';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { liveKey } from '../../../state/live-updates';
import { api, ifMatch } from '../../../lib/http';
import { FRESH_AFTER_PREFETCH_MS } from '../../../state/query-freshness';
import { customerLookupQuery, type CustomerSearch } from './customer-lookup';

type DayList = z.infer<typeof dayListSchema>;
type CalendarDays = z.infer<typeof calendarSchema>;
type SavedReservation = z.infer<typeof reservationWithWarningsSchema>;

/** One query-key factory for the feature, under the outlet's live key: live updates refresh `all(outletId)`. */
export const reservationKeys = {
  all: liveKey,
  day: (outletId: string, date: string | undefined) => [...liveKey(outletId), 'day', date ?? 'today'] as const,
  calendar: (outletId: string, from: string, to: string) => [...liveKey(outletId), 'calendar', from, to] as const,
  search: (outletId: string, q: string) => [...liveKey(outletId), 'search', q] as const,
  areas: (outletId: string) => [...liveKey(outletId), 'areas'] as const,
};

export const dayQuery = (outletId: string, date?: string) =>
  queryOptions({
    queryKey: reservationKeys.day(outletId, date),
    queryFn: ({ signal }) => api<DayList>(`/api/v1/outlets/${outletId}/reservations${date ? `?date=${date}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: FRESH_AFTER_PREFETCH_MS,
  });

export function useDay(outletId: string, date?: string) {
  return useQuery(dayQuery(outletId, date));
}

export function useCalendar(outletId: string, from: string, to: string) {
  return useQuery({
    queryKey: reservationKeys.calendar(outletId, from, to),
    queryFn: () => api<CalendarDays>(`/api/v1/outlets/${outletId}/reservations?from=${from}&to=${to}`),
    placeholderData: keepPreviousData,
  });
}

export function useSearch(outletId: string, q: string) {
  return useQuery({
    queryKey: reservationKeys.search(outletId, q),
    queryFn: ({ signal }) => api<DayList>(`/api/v1/outlets/${outletId}/reservations?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.trim().length >= 2,
  });
}

export const areasQuery = (outletId: string) =>
  queryOptions({
    queryKey: reservationKeys.areas(outletId),
    queryFn: ({ signal }) => api<AreaWithTables[]>(`/api/v1/outlets/${outletId}/areas`, { signal }),
    staleTime: FRESH_AFTER_PREFETCH_MS,
  });

export function useAreas(outletId: string) {
  return useQuery(areasQuery(outletId));
}

/**
 * Guests by phone (the phone field) or by name or phone digits (the guest picker), at most 8, with
 * their tags and no-shows; with `sameDay`, also their active bookings that day at the brand's outlets
 * (the double-booking warning).
 */
export function useCustomerLookup(brandId: string | undefined, search: CustomerSearch, sameDay?: { outletId: string; date: string }) {
  const params = customerLookupQuery(search, sameDay);
  return useQuery({
    queryKey: ['brands', brandId, 'customers', 'lookup', params?.toString() ?? ''],
    queryFn: () => api<CustomerMatch[]>(`/api/v1/brands/${brandId}/customers/lookup?${params}`),
    enabled: Boolean(brandId) && params !== null,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

function useInvalidate(outletId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: reservationKeys.all(outletId) });
}

export function useCreateReservation(outletId: string) {
  const invalidate = useInvalidate(outletId);
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({
      input,
      idempotencyKey,
    }: {
      input: CreateReservationInput | (CreateWalkInInput & { isWalkIn: true });
      idempotencyKey: string;
    }) =>
      api<SavedReservation>(`/api/v1/outlets/${outletId}/reservations`, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: invalidate,
  });
}

export function useUpdateReservation(outletId: string) {
  const invalidate = useInvalidate(outletId);
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ id, version, input }: { id: string; version: number; input: UpdateReservationInput }) =>
      api<SavedReservation>(`/api/v1/reservations/${id}`, { method: 'PATCH', body: input, headers: ifMatch(version) }),
    onSuccess: invalidate,
  });
}

/** Puts a party at other tables: a seated one moves on the floor, a waiting one is re-assigned. */
export function useMoveReservation(outletId: string) {
  const invalidate = useInvalidate(outletId);
  return useMutation({
    mutationFn: ({ id, tableIds, allowOverCapacity }: { id: string; tableIds: string[]; allowOverCapacity?: boolean }) =>
      api<Reservation>(`/api/v1/reservations/${id}/tables`, {
        method: 'POST',
        body: { tableIds, allowOverCapacity: allowOverCapacity ?? false } satisfies MoveInput,
      }),
    onSettled: invalidate,
  });
}

/** Holds a LATE party's table `minutes` longer (issue 33): the booking waits again until then. */
export function useExtendGrace(outletId: string) {
  const invalidate = useInvalidate(outletId);
  return useMutation({
    mutationFn: ({ id, minutes }: { id: string; minutes: number }) =>
      api<Reservation>(`/api/v1/reservations/${id}/grace-period`, { method: 'POST', body: { minutes } satisfies ExtendGraceInput }),
    onSettled: invalidate,
  });
}

export const combinationsQuery = (outletId: string) =>
  queryOptions({
    queryKey: [...reservationKeys.all(outletId), 'combinations'],
    queryFn: () => api<Combination[]>(`/api/v1/outlets/${outletId}/table-combinations`),
    staleTime: FRESH_AFTER_PREFETCH_MS,
  });

export function useCombinations(outletId: string, enabled: boolean) {
  return useQuery({ ...combinationsQuery(outletId), enabled: Boolean(outletId) && enabled });
}

export function useSetTableStatus(outletId: string) {
  const invalidate = useInvalidate(outletId);
  return useMutation({
    mutationFn: ({ tables, status }: { tables: TableVersion[]; status: number }) =>
      Promise.all(
        tables.map((table) =>
          api(`/api/v1/tables/${table.id}/status`, {
            method: 'POST',
            body: { status } satisfies TableStatusInput,
            headers: ifMatch(table.version),
          }),
        ),
      ),
    onSettled: invalidate,
  });
}

/** The best free tables or combinations for a party: at a date and time, or now when both are absent. */
export function useTableSuggestions(
  outletId: string,
  query: { pax: number; date?: string; time?: string; reservationId?: string; diningInterval?: number },
  enabled = true,
) {
  const params = new URLSearchParams({ pax: String(query.pax), limit: '4' });
  if (query.date && query.time) {
    params.set('date', query.date);
    params.set('time', query.time);
  }
  if (query.reservationId) params.set('reservationId', query.reservationId);
  if (query.diningInterval) params.set('diningInterval', String(query.diningInterval));
  return useQuery({
    queryKey: [...reservationKeys.all(outletId), 'suggestions', params.toString()],
    queryFn: () => api<SuggestionView[]>(`/api/v1/outlets/${outletId}/table-suggestions?${params}`),
    enabled: Boolean(outletId) && enabled && query.pax >= 1,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

/**
 * The day's times for a party as the server's availability rules see them (staff channel); `ticketId` is the ticket the
 * booking takes ('none': none), whose day's limit counts instead of each service's.
 */
export function useAvailability(
  outletId: string,
  date: string | undefined,
  pax: number,
  { reservationId, ticketId = 'none' }: { reservationId?: string; ticketId?: string } = {},
) {
  const params = new URLSearchParams({ date: date ?? '', pax: String(pax), ticketId });
  if (reservationId) params.set('reservationId', reservationId);
  return useQuery({
    queryKey: [...reservationKeys.all(outletId), 'availability', params.toString()],
    queryFn: () => api<AvailabilityView>(`/api/v1/outlets/${outletId}/availability?${params}`),
    enabled: Boolean(outletId) && Boolean(date && /^\d{4}-\d{2}-\d{2}$/.test(date)) && pax >= 1,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

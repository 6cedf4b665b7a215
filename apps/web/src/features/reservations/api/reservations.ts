import type { SlotReason } from '@host/domain/availability/slots';
import type { Suggestion } from '@host/domain/floor/suggest';
import type { Reservation, Warning } from '@host/domain/reservations/reservation';
import type { CreateReservationInput, CreateWalkInInput, UpdateReservationInput } from '@host/domain/reservations/schemas';
import type { AreaWithTables, Combination } from '@host/domain/tables';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';

export interface DayList {
  date: string;
  today: string;
  /** the server's clock when it answered */
  now: string;
  reservations: Reservation[];
}
export interface CalendarDays {
  from: string;
  to: string;
  days: Array<{ date: string; bookings: number; covers: number; byStatus: Record<string, number> }>;
}
export type SavedReservation = Reservation & { warnings: Warning[] };
export interface CustomerMatch {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
  notesDiner: string | null;
  visits: number;
  lastVisits: Array<{ reservationDate: string; status: number; pax: number }>;
}

/** One query-key factory for the feature: live updates invalidate `all(outletId)`. */
export const reservationKeys = {
  all: (outletId: string) => ['outlets', outletId, 'reservations'] as const,
  day: (outletId: string, date: string | undefined) => ['outlets', outletId, 'reservations', 'day', date ?? 'today'] as const,
  calendar: (outletId: string, from: string, to: string) => ['outlets', outletId, 'reservations', 'calendar', from, to] as const,
  search: (outletId: string, q: string) => ['outlets', outletId, 'reservations', 'search', q] as const,
  areas: (outletId: string) => ['outlets', outletId, 'reservations', 'areas'] as const,
};

export const dayQuery = (outletId: string, date?: string) =>
  queryOptions({
    queryKey: reservationKeys.day(outletId, date),
    queryFn: () => api<DayList>(`/api/v1/outlets/${outletId}/reservations${date ? `?date=${date}` : ''}`),
    placeholderData: keepPreviousData,
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
    queryFn: () => api<DayList>(`/api/v1/outlets/${outletId}/reservations?q=${encodeURIComponent(q)}`),
    enabled: q.trim().length >= 2,
  });
}

export function useAreas(outletId: string) {
  return useQuery({ queryKey: reservationKeys.areas(outletId), queryFn: () => api<AreaWithTables[]>(`/api/v1/outlets/${outletId}/areas`) });
}

export function useTags(brandId: string | undefined) {
  return useQuery({
    queryKey: ['brands', brandId, 'tags'],
    queryFn: () => api<Array<{ id: string; title: string }>>(`/api/v1/brands/${brandId}/tags`),
    enabled: Boolean(brandId),
    staleTime: 5 * 60_000,
  });
}

export function useCustomerLookup(brandId: string | undefined, phone: string) {
  const digits = phone.replace(/\D/g, '');
  return useQuery({
    queryKey: ['brands', brandId, 'customers', digits],
    queryFn: () => api<CustomerMatch[]>(`/api/v1/brands/${brandId}/customers?phone=${encodeURIComponent(digits)}`),
    enabled: Boolean(brandId) && digits.length >= 6,
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
    mutationFn: ({ input, idempotencyKey }: { input: CreateReservationInput | (CreateWalkInInput & { isWalkIn: true }); idempotencyKey: string }) =>
      api<SavedReservation>(`/api/v1/outlets/${outletId}/reservations`, { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: invalidate,
  });
}

export function useUpdateReservation(outletId: string) {
  const invalidate = useInvalidate(outletId);
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ id, version, input }: { id: string; version: number; input: UpdateReservationInput }) =>
      api<SavedReservation>(`/api/v1/reservations/${id}`, { method: 'PATCH', body: input, headers: { 'If-Match': `"${version}"` } }),
    onSuccess: invalidate,
  });
}

export function useChangeStatus(outletId: string) {
  const invalidate = useInvalidate(outletId);
  return useMutation({
    mutationFn: ({ id, status, tableIds, allowOverCapacity }: { id: string; status: number; tableIds?: string[]; allowOverCapacity?: boolean }) =>
      api<Reservation>(`/api/v1/reservations/${id}/status`, { method: 'POST', body: { status, ...(tableIds ? { tableIds } : {}), ...(allowOverCapacity ? { allowOverCapacity } : {}) } }),
    onSettled: invalidate,
  });
}

/** Puts a party at other tables: a seated one moves on the floor, a waiting one is re-assigned. */
export function useMoveReservation(outletId: string) {
  const invalidate = useInvalidate(outletId);
  return useMutation({
    mutationFn: ({ id, tableIds, allowOverCapacity }: { id: string; tableIds: string[]; allowOverCapacity?: boolean }) =>
      api<Reservation>(`/api/v1/reservations/${id}/tables`, { method: 'POST', body: { tableIds, allowOverCapacity: allowOverCapacity ?? false } }),
    onSettled: invalidate,
  });
}

export function useCombinations(outletId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...reservationKeys.all(outletId), 'combinations'],
    queryFn: () => api<Combination[]>(`/api/v1/outlets/${outletId}/table-combinations`),
    enabled: Boolean(outletId) && enabled,
  });
}

/** A table as the host last saw it: a status set on a table changed since is refused (409). */
export interface TableVersion {
  id: string;
  version: number;
}

export function useSetTableStatus(outletId: string) {
  const invalidate = useInvalidate(outletId);
  return useMutation({
    mutationFn: ({ tables, status }: { tables: TableVersion[]; status: number }) =>
      Promise.all(tables.map((table) => api(`/api/v1/tables/${table.id}/status`, { method: 'POST', body: { status }, headers: { 'If-Match': `"${table.version}"` } }))),
    onSettled: invalidate,
  });
}

/** The best free tables or combinations for a party: at a date and time, or now when both are absent. */
export function useTableSuggestions(outletId: string, query: { pax: number; date?: string; time?: string; reservationId?: string }, enabled = true) {
  const params = new URLSearchParams({ pax: String(query.pax), limit: '4' });
  if (query.date && query.time) {
    params.set('date', query.date);
    params.set('time', query.time);
  }
  if (query.reservationId) params.set('reservationId', query.reservationId);
  return useQuery({
    queryKey: [...reservationKeys.all(outletId), 'suggestions', params.toString()],
    queryFn: () => api<Suggestion[]>(`/api/v1/outlets/${outletId}/table-suggestions?${params}`),
    enabled: Boolean(outletId) && enabled && query.pax >= 1,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

export interface AvailabilitySlot {
  date: string;
  time: string;
  serviceName: string;
  available: boolean;
  reasons: SlotReason[];
  coversBooked: number;
  maxGuest: number | null;
}

/** The day's times for a party as the server's availability rules see them (staff channel). */
export function useAvailability(outletId: string, date: string | undefined, pax: number, reservationId?: string) {
  const params = new URLSearchParams({ date: date ?? '', pax: String(pax) });
  if (reservationId) params.set('reservationId', reservationId);
  return useQuery({
    queryKey: [...reservationKeys.all(outletId), 'availability', params.toString()],
    queryFn: () => api<{ slots: AvailabilitySlot[] }>(`/api/v1/outlets/${outletId}/availability?${params}`),
    enabled: Boolean(outletId) && Boolean(date && /^\d{4}-\d{2}-\d{2}$/.test(date)) && pax >= 1,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

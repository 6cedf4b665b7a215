import type { FestiveEveningInput, HolidaysView } from '@host/domain/availability/festive';
import type { AffectedReservation } from '@host/domain/floor/affected';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** The outlet country's public holidays in a year, and each festive template's date (issue 32): they change once a year. */
export function useHolidays(outletId: string, year: number, language: string) {
  return useQuery({
    queryKey: ['outlets', outletId, 'holidays', year, language],
    queryFn: () => api<HolidaysView>(`/api/v1/outlets/${outletId}/holidays?year=${year}&language=${language}`),
    enabled: Boolean(outletId),
    staleTime: 24 * 3600_000,
  });
}

/**
 * From the outlet's today on, over this year and next: the public holidays and each template's next date, with `known` once
 * both years are read (the holidays card and the festive dialog read the same two queries).
 */
export function useComingHolidays(outletId: string, today: string, language: string) {
  const year = Number(today.slice(0, 4)) || new Date().getFullYear();
  const thisYear = useHolidays(outletId, year, language);
  const nextYear = useHolidays(outletId, year + 1, language);
  const both = [thisYear.data, nextYear.data];
  return {
    known: Boolean(thisYear.data && nextYear.data),
    loading: !thisYear.data && !thisYear.isError,
    holidays: both.flatMap((view) => view?.holidays ?? []).filter((h) => h.date >= today),
    festive: both.flatMap((view) => view?.festive ?? []).filter((f) => f.date >= today),
  };
}

/** Sets up a festive evening across outlets; 409 AFFECTED_RESERVATIONS lists the bookings it strands until confirmed. */
export const createFestiveEvening = (brandId: string, input: FestiveEveningInput, confirm: boolean) =>
  api<{ ticketId: string | null; timings: Array<{ outletId: string; serviceTimingId: string }> }>(
    `/api/v1/brands/${brandId}/festive-evenings${confirm ? '?confirm=true' : ''}`,
    { method: 'POST', body: input },
  );

/** What setting it up would do, outlet by outlet: the upcoming bookings on its dates it strands. Nothing is written. */
export interface FestivePlan {
  outlets: Array<{ outletId: string; outletName: string; affected: AffectedReservation[] }>;
}
export const previewFestiveEvening = (brandId: string, input: FestiveEveningInput) =>
  api<FestivePlan>(`/api/v1/brands/${brandId}/festive-evenings/preview`, { method: 'POST', body: input });

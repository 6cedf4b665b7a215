import type { BlockOutInput, ServiceTimingInput } from '@host/domain/availability/schedules';
import type { AvailabilityView, BlockOutView, ServiceTimingView } from '@host/domain/availability/views';
import type { ReservationSettings } from '@host/domain/outlets';
import type { TicketChoice } from '@host/domain/tickets';
import type { TFunction } from 'i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { liveKey } from '../../../state/live-updates';
import { api, ifMatch } from '../../../lib/http';

export type ServiceTiming = ServiceTimingView;
export type BlockOut = BlockOutView;

/** A service's hours as a line: 22:30–01:00 (next day). */
export function hoursOf(timing: Pick<ServiceTiming, 'dailyStartTime' | 'dailyEndTime' | 'endsNextDay'>, t: TFunction<'schedules'>) {
  const hours = `${timing.dailyStartTime.slice(0, 5)}–${timing.dailyEndTime.slice(0, 5)}`;
  return timing.endsNextDay ? `${hours} ${t('fields.nextDayShort')}` : hours;
}

/** Under the outlet's live key: live updates refresh schedules as they refresh the book. */
const keys = {
  timings: (outletId: string) => [...liveKey(outletId), 'schedules', 'timings'] as const,
  blockOuts: (outletId: string) => [...liveKey(outletId), 'schedules', 'block-outs'] as const,
  onlineDay: (outletId: string, date: string, pax: number) => [...liveKey(outletId), 'online-schedule', date, pax] as const,
};

/** A day as diners see it online: each time with its covers against capacity. */
export function useOnlineDay(outletId: string, date: string, pax: number) {
  return useQuery({
    queryKey: keys.onlineDay(outletId, date, pax),
    queryFn: () => api<AvailabilityView>(`/api/v1/outlets/${outletId}/availability?date=${date}&pax=${pax}&channel=online`),
    enabled: Boolean(outletId && date),
  });
}

/** The outlet's booking rules, saved with the outlet's version; `confirm` goes on over the bookings it would affect. */
export const saveReservationSettings = (outletId: string, input: ReservationSettings, options: { version: number; confirm: boolean }) =>
  api<void>(`/api/v1/outlets/${outletId}/reservation-settings${options.confirm ? '?confirm=true' : ''}`, {
    method: 'PUT',
    body: input,
    headers: ifMatch(options.version),
  });

export function useServiceTimings(outletId: string) {
  return useQuery({
    queryKey: keys.timings(outletId),
    queryFn: () => api<ServiceTiming[]>(`/api/v1/outlets/${outletId}/service-timings`),
    enabled: Boolean(outletId),
  });
}

/** The brand's active tickets a service can sell. */
export function useTickets(brandId: string) {
  return useQuery({
    queryKey: ['brands', brandId, 'tickets'],
    queryFn: () => api<TicketChoice[]>(`/api/v1/brands/${brandId}/tickets`),
    enabled: Boolean(brandId),
    staleTime: 60_000,
  });
}

export function useBlockOuts(outletId: string) {
  return useQuery({
    queryKey: keys.blockOuts(outletId),
    queryFn: () => api<BlockOut[]>(`/api/v1/outlets/${outletId}/block-out-days`),
    enabled: Boolean(outletId),
  });
}

const confirmQuery = (confirm?: boolean) => (confirm ? '?confirm=true' : '');

/** Schedule changes; callers show their own errors (the affected list asks first). */
export function useScheduleChanges(outletId: string) {
  const client = useQueryClient();
  const options = { meta: { handlesErrors: true }, onSettled: () => client.invalidateQueries({ queryKey: liveKey(outletId) }) };
  return {
    saveTiming: useMutation({
      ...options,
      mutationFn: ({ timing, input, confirm }: { timing?: ServiceTiming; input: ServiceTimingInput; confirm?: boolean }) =>
        timing
          ? api<ServiceTiming>(`/api/v1/service-timings/${timing.id}${confirmQuery(confirm)}`, {
              method: 'PUT',
              body: input,
              headers: ifMatch(timing.version),
            })
          : api<ServiceTiming>(`/api/v1/outlets/${outletId}/service-timings`, { method: 'POST', body: input }),
    }),
    deleteTiming: useMutation({
      ...options,
      mutationFn: ({ timing, confirm }: { timing: ServiceTiming; confirm?: boolean }) =>
        api<void>(`/api/v1/service-timings/${timing.id}${confirmQuery(confirm)}`, {
          method: 'DELETE',
          headers: ifMatch(timing.version),
        }),
    }),
    saveBlockOut: useMutation({
      ...options,
      mutationFn: ({ blockOut, input, confirm }: { blockOut?: BlockOut; input: BlockOutInput; confirm?: boolean }) =>
        blockOut
          ? api<BlockOut>(`/api/v1/block-out-days/${blockOut.id}${confirmQuery(confirm)}`, {
              method: 'PUT',
              body: input,
              headers: ifMatch(blockOut.version),
            })
          : api<BlockOut>(`/api/v1/outlets/${outletId}/block-out-days${confirmQuery(confirm)}`, { method: 'POST', body: input }),
    }),
    deleteBlockOut: useMutation({
      ...options,
      mutationFn: (blockOut: BlockOut) =>
        api<void>(`/api/v1/block-out-days/${blockOut.id}`, { method: 'DELETE', headers: ifMatch(blockOut.version) }),
    }),
  };
}

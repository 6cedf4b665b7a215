import type { GuestBookingView } from '@host/domain/notifications/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** The guest's confirm-or-cancel link (issue 14): no session, the token in the link is the key. */
export const guestKeys = { booking: (token: string) => ['guest', token] as const };

const base = (token: string) => `/api/guest/${encodeURIComponent(token)}`;

export function useGuestBooking(token: string) {
  return useQuery({
    queryKey: guestKeys.booking(token),
    queryFn: () => api<GuestBookingView>(base(token)),
    meta: { handlesErrors: true },
    retry: false,
  });
}

export type GuestAnswer = 'confirm' | 'cancel';

/**
 * The guest's answer. The server answers with the booking as it now is, which the page shows at
 * once; a refused answer (422: the booking changed meanwhile) reads the booking afresh.
 */
export function useGuestAnswer(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (answer: GuestAnswer) => api<GuestBookingView>(`${base(token)}/${answer}`, { method: 'POST' }),
    onSuccess: (view) => client.setQueryData(guestKeys.booking(token), view),
    onError: () => client.invalidateQueries({ queryKey: guestKeys.booking(token) }),
  });
}

export interface GuestChange {
  reservationDate?: string;
  reservationTime?: string;
  numberOfAdults?: number;
  numberOfChildren?: number;
}

/** The guest's change of day, time or party (issue 18): the server checks it on the online channel and answers the booking as it now is. */
export function useGuestChange(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (change: GuestChange) => api<GuestBookingView>(base(token), { method: 'PATCH', body: change }),
    onSuccess: (view) => client.setQueryData(guestKeys.booking(token), view),
  });
}

interface FreeTimes {
  services: Array<{ serviceTimingId: string; name: string; times: Array<{ time: string; available: boolean }> }>;
}

/**
 * The online times a guest may move their booking to (GET /api/guest/{token}/times): the booking
 * page's, with the guest's own covers and table not counted against them, in their area if they chose one.
 */
export function useFreeTimes(token: string, date: string, pax: number, enabled: boolean) {
  return useQuery({
    queryKey: ['guest', 'times', token, date, pax],
    queryFn: () => api<FreeTimes>(`${base(token)}/times?date=${date}&pax=${pax}`),
    enabled: enabled && /^\d{4}-\d{2}-\d{2}$/.test(date),
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** The guest's own yes or no to marketing by SMS and email (issue 32): recorded as theirs, with when. */
export function useGuestMarketing(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (marketing: { sms?: boolean; email?: boolean }) =>
      api<GuestBookingView>(`${base(token)}/marketing`, { method: 'PUT', body: marketing }),
    onSuccess: (view) => client.setQueryData(guestKeys.booking(token), view),
  });
}

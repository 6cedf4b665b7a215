import type { OnlineBookingResult } from '@host/domain/booking-page';
import { ON_LIST, type GuestWaitingView } from '@host/domain/waitlist/waiting-list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../../lib/http';

/** The guest's place on a day's waiting list (issue 30): no session, the token in the link is the key. */
export const waitingKeys = { place: (token: string) => ['waiting', token] as const };

/** How often the page asks for the guest's place while they wait: a time offered shows within it. */
export const WAITING_POLL_MS = 20_000;

const base = (token: string) => `/api/waiting-list/${encodeURIComponent(token)}`;

/** The guest's place, asked for again every 20 s while they are on the list (off it, nothing more changes). */
export function useWaitingPlace(token: string) {
  return useQuery({
    queryKey: waitingKeys.place(token),
    queryFn: () => api<GuestWaitingView>(base(token)),
    refetchInterval: (query) => (query.state.data && ON_LIST.includes(query.state.data.status) ? WAITING_POLL_MS : false),
    meta: { handlesErrors: true },
    retry: false,
  });
}

/**
 * Accepting the time held: the booking is made on the server by the booking page's own path. One
 * Idempotency-Key per offer, so a double tap or a retry after a lost answer books once. Refused or
 * not, the place is read again: a time taken meanwhile puts the guest back in their place.
 */
export function useAcceptOffer(token: string) {
  const client = useQueryClient();
  const keys = useRef(new Map<string, string>());
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (offerId: string) => {
      if (!keys.current.has(offerId)) keys.current.set(offerId, crypto.randomUUID());
      return api<OnlineBookingResult>(`${base(token)}/accept`, {
        method: 'POST',
        headers: { 'Idempotency-Key': keys.current.get(offerId)! },
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: waitingKeys.place(token) }),
  });
}

/** `decline`: no thanks to the time offered; `cancel`: leave the list. Either way the guest is off it and the time passes on. */
export type WaitingAnswer = 'decline' | 'cancel';

export function useWaitingAnswer(token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (answer: WaitingAnswer) => api<GuestWaitingView>(`${base(token)}/${answer}`, { method: 'POST' }),
    onSuccess: (view) => client.setQueryData(waitingKeys.place(token), view),
    onError: () => client.invalidateQueries({ queryKey: waitingKeys.place(token) }),
  });
}

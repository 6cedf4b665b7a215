import type { BookingMessages, DeliveryView } from '@host/domain/notifications/contract';
import type { PaymentRequestView } from '@host/domain/payments/contract';
import type { Reservation } from '@host/domain/reservations/reservation';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { reservationKeys } from './reservations';

/** A booking's messages sit under the outlet's live key: a change to the booking reads them again. */
export const bookingMessagesKey = (outletId: string, reservationId: string) =>
  [...reservationKeys.all(outletId), 'messages', reservationId] as const;

/** What the guest was sent and will be sent; messages go out with the clock's sweep, so it is read again while open. */
export function useBookingMessages(outletId: string, reservationId: string) {
  return useQuery({
    queryKey: bookingMessagesKey(outletId, reservationId),
    queryFn: () => api<BookingMessages>(`/api/v1/reservations/${reservationId}/messages`),
    refetchInterval: 10_000,
  });
}

export const placeCall = (reservationId: string) => api<DeliveryView>(`/api/v1/reservations/${reservationId}/calls`, { method: 'POST' });

export const readReservation = (reservationId: string) => api<Reservation>(`/api/v1/reservations/${reservationId}`);

export const askToPay = (reservationId: string, input: { type: string; expireTime: number }) =>
  api<PaymentRequestView>(`/api/v1/reservations/${reservationId}/payment-request`, { method: 'POST', body: input });

/** Sends the pay link again: by the channel named, or with none by the outlet's own channels. */
export const resendPayLink = (reservationId: string, channel?: 'sms' | 'email') =>
  api<void>(`/api/v1/reservations/${reservationId}/payment-request/resend`, { method: 'POST', body: channel ? { channel } : {} });

export const withdrawPayRequest = (reservationId: string) =>
  api<PaymentRequestView>(`/api/v1/reservations/${reservationId}/payment-request`, { method: 'DELETE' });

/** A refund is sent once: its idempotency key is made per attempt, so a retry after a lost answer does not pay twice. */
export const refundBooking = (reservationId: string, input: { amount: number; reason: string; overrideWindow?: boolean }) =>
  api<void>(`/api/v1/reservations/${reservationId}/refunds`, {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

import { TICKET_TYPE_PRICE } from '@host/domain/statuses';
import type { BookingTimesView } from './api';
import type { Translate } from './locale';

type Service = BookingTimesView['services'][number];

/** A ticket with a day's limit that cannot take this party (docs/decisions/033-ticket-limit.md): what it has left, else null. */
export function ticketShortOf(service: Service, pax: number): { ticket: string; left: number; perPax: boolean } | null {
  const { ticket, ticketsLeft } = service;
  if (!ticket || ticketsLeft === null) return null;
  const perPax = ticket.typePrice === TICKET_TYPE_PRICE.PER_PAX;
  return ticketsLeft < (perPax ? pax : 1) ? { ticket: ticket.name, left: ticketsLeft, perPax } : null;
}

/** Why a service has no time for the party when its ticket is the reason: sold out, or too few places left for them. */
export function soldOutLine(service: Service, pax: number, t: Translate): string | null {
  const short = ticketShortOf(service, pax);
  if (!short) return null;
  if (short.left === 0 || !short.perPax) return t('ticketSoldOut', { ticket: short.ticket });
  return t('ticketTooFew', { ticket: short.ticket, count: short.left });
}

import type { BookingTimesView } from './api';
import type { Translate } from './locale';

export type ServiceTicket = NonNullable<BookingTimesView['services'][number]['ticket']>;

/** TICKET_TYPE_PAYMENT (domain tickets): 1 none, 2 deposit, 3 prepaid, 4 card guarantee. */
const KIND: Record<number, string> = { 2: 'deposit', 3: 'prepaid', 4: 'guarantee' };
/** TICKET_TYPE_PRICE: 1 per guest, 2 per booking. */
const PER_GUEST = 1;

/** The ticket the service of a chosen time sells, when it asks for money (a free ticket asks nothing). */
export function ticketAt(times: BookingTimesView | null, time: string | null): ServiceTicket | null {
  const service = times?.services.find((s) => s.times.some((t) => t.time === time));
  const ticket = service?.ticket;
  return ticket && KIND[ticket.typePayment] && ticket.price > 0 ? ticket : null;
}

/** The prefixes the pay page writes amounts with (domain formatMoney): "S$ 88.00" on both pages. */
const PREFIX: Record<string, string> = { SGD: 'S$', MYR: 'RM', HKD: 'HK$', TWD: 'NT$' };

/** An amount in minor units (cents) in the outlet's currency, grouped as the diner's language writes numbers. */
export function money(minor: number, currency: string, tag: string): string {
  const amount = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
  return `${PREFIX[currency] ?? currency} ${amount}`;
}

/** "Deposit: S$ 88.00 per guest, S$ 352.00 for 4 guests — paid on the next page." */
export function costLine(ticket: ServiceTicket, party: number, t: Translate, tag: string): string {
  const kind = t(`cost.${KIND[ticket.typePayment]}`);
  const price = money(ticket.price, ticket.currency, tag);
  const amount =
    ticket.typePrice === PER_GUEST
      ? t('cost.perGuest', { kind, price, total: money(ticket.price * party, ticket.currency, tag), count: party })
      : t('cost.perBooking', { kind, price });
  return `${amount} ${t(ticket.typePayment === 4 ? 'cost.guaranteeNext' : 'cost.payNext')}`;
}

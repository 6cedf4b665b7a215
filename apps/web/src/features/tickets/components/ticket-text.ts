import type { CountryCode } from '@host/domain/locales';
import { TICKET_TYPE_PAYMENT } from '@host/domain/statuses';
import type { Ticket } from '@host/domain/tickets';
import type { TFunction } from 'i18next';

type Money = (amountMinor: number, country?: CountryCode) => string;

/** "S$ 25.00 per guest", "HK$ 300.00 per booking", or "Free" for a ticket without payment. */
export function priceLine(
  ticket: Pick<Ticket, 'typePayment' | 'price' | 'typePrice'>,
  money: Money,
  country: CountryCode,
  t: TFunction<'tickets'>,
) {
  if (ticket.typePayment === TICKET_TYPE_PAYMENT.NO_PAYMENT) return t('free');
  return t('priceLine', { amount: money(ticket.price, country), per: t(`per.${ticket.typePrice}`) });
}

/** "Refundable up to 24 hours before", or "No refunds" without a window. */
export function refundLine(ticket: Pick<Ticket, 'typePayment' | 'refundWindow' | 'refundWindowUnit'>, t: TFunction<'tickets'>) {
  if (ticket.typePayment === TICKET_TYPE_PAYMENT.NO_PAYMENT) return null;
  if (ticket.refundWindow === null || !ticket.refundWindowUnit) return t('noRefund');
  return t(`refundWindow.${ticket.refundWindowUnit}`, { count: ticket.refundWindow });
}

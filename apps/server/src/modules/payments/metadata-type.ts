import { TICKET_TYPE_PAYMENT } from '@host/domain/statuses';

/** 'Deposit' or 'Full payment' (docs/rules.md section 9's payment metadata type), by the booking's ticket. */
export function metadataTypeOf(typePayment: number | null | undefined): 'Deposit' | 'Full payment' | null {
  if (typePayment === TICKET_TYPE_PAYMENT.PREPAID) return 'Full payment';
  if (typePayment === TICKET_TYPE_PAYMENT.DEPOSIT || typePayment === TICKET_TYPE_PAYMENT.CARD_GUARANTEE) return 'Deposit';
  return null;
}

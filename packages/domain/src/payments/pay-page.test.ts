import { describe, expect, it } from 'vitest';
import { TICKET_TYPE_PAYMENT } from '../statuses';
import { paymentPurposeOf, type PaymentPurpose } from './pay-page';
import type { PaymentKind } from './contract';

describe('what the pay page says the money is for', () => {
  it.each<[PaymentKind, number | null, PaymentPurpose]>([
    ['payment', TICKET_TYPE_PAYMENT.DEPOSIT, 'deposit'],
    ['payment', TICKET_TYPE_PAYMENT.PREPAID, 'prepaid'],
    ['payment', null, 'deposit'],
    ['payment', TICKET_TYPE_PAYMENT.NO_PAYMENT, 'deposit'],
    ['hold', TICKET_TYPE_PAYMENT.CARD_GUARANTEE, 'guarantee'],
    ['hold', TICKET_TYPE_PAYMENT.DEPOSIT, 'guarantee'],
    ['hold', null, 'guarantee'],
  ])('a %s request with ticket type %s is a %s', (kind, ticketType, purpose) => {
    expect(paymentPurposeOf(kind, ticketType)).toBe(purpose);
  });
});

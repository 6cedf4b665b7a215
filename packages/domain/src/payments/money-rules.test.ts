import { describe, expect, it } from 'vitest';
import { formatMoney } from '../locales';
import {
  amountDue,
  amountToAsk,
  balanceDue,
  checkPaymentRequest,
  checkRefund,
  isCardGuaranteeOffered,
  isHostRefundOpen,
  isInsideRefundWindow,
  isPayingTicket,
  isRequestExpired,
  isRequestTypeCreatableByHand,
  refundDeadline,
  refundableAmount,
  refundTermsOf,
  type Movement,
  expiryChoices,
} from './money-rules';

const { NO_PAYMENT, DEPOSIT, PREPAID, CARD_GUARANTEE } = { NO_PAYMENT: 1, DEPOSIT: 2, PREPAID: 3, CARD_GUARANTEE: 4 };
const { PER_PAX, PER_BOOKING } = { PER_PAX: 1, PER_BOOKING: 2 };

describe('what a booking owes, in minor units (docs/rules.md section 9 ticket types)', () => {
  it.each([
    ['no payment', { typePayment: NO_PAYMENT, typePrice: PER_PAX, price: 2000 }, 4, 0],
    ['a S$20.00 deposit per guest, party of 4', { typePayment: DEPOSIT, typePrice: PER_PAX, price: 2000 }, 4, 8000],
    ['a RM50.00 deposit per booking, party of 6', { typePayment: DEPOSIT, typePrice: PER_BOOKING, price: 5000 }, 6, 5000],
    ['a HK$688.00 prepaid set menu per guest, party of 3', { typePayment: PREPAID, typePrice: PER_PAX, price: 68800 }, 3, 206400],
    ['a card guarantee of S$30.00 per guest (the no-show fee)', { typePayment: CARD_GUARANTEE, typePrice: PER_PAX, price: 3000 }, 2, 6000],
    ['a deposit ticket priced at 0 takes nothing', { typePayment: DEPOSIT, typePrice: PER_PAX, price: 0 }, 4, 0],
    ['a paying ticket for a party of 0', { typePayment: DEPOSIT, typePrice: PER_PAX, price: 2000 }, 0, 0],
  ])('%s', (_, ticket, pax, due) => {
    expect(amountDue(ticket, pax)).toBe(due);
    expect(isPayingTicket(ticket)).toBe(ticket.typePayment !== NO_PAYMENT && ticket.price > 0);
  });

  const paid = (amount: number): Movement => ({ type: 'create', status: 'paid', amount });
  const refunded = (amount: number): Movement => ({ type: 'refund', status: 'refunded', amount });
  it.each([
    ['nothing paid yet: the whole price', [], 8000],
    ['S$40 paid for two, the party grew to four: the other S$40', [paid(4000)], 4000],
    ['paid in full: nothing', [paid(8000)], 0],
    ['paid S$80, S$30 given back: S$30 again', [paid(8000), refunded(3000)], 3000],
    ['a payment that failed counts for nothing', [{ type: 'create', status: 'failed', amount: 8000 } as Movement], 8000],
    ['paid more than the price now (the party shrank): nothing, never below zero', [paid(12000)], 0],
  ] as Array<[string, Movement[], number]>)('the balance of a S$20-per-guest deposit for four: %s', (_, movements, balance) => {
    expect(balanceDue({ typePayment: DEPOSIT, typePrice: PER_PAX, price: 2000 }, 4, movements)).toBe(balance);
  });

  it('a new request asks for the balance of money, but holds the whole card guarantee again', () => {
    expect(amountToAsk({ typePayment: PREPAID, typePrice: PER_PAX, price: 8800 }, 4, [paid(17600)])).toBe(17600);
    expect(amountToAsk({ typePayment: CARD_GUARANTEE, typePrice: PER_PAX, price: 3000 }, 2, [paid(6000)])).toBe(6000);
  });

  it('no ticket owes nothing; fractions of a cent are refused rather than rounded', () => {
    expect(amountDue(null, 4)).toBe(0);
    expect(() => amountDue({ typePayment: DEPOSIT, typePrice: PER_PAX, price: 19.99 }, 2)).toThrow(RangeError);
  });

  it.each([
    ['SG', 123456, 'S$ 1,234.56'],
    ['MY', 5000, 'RM 50.00'],
    ['HK', 206400, 'HK$ 2,064.00'],
    ['TW', 100000, 'NT$ 1,000.00'],
  ] as const)('%s writes %i minor units as %s', (country, minor, written) => {
    expect(formatMoney(minor, country)).toBe(written);
  });
});

describe('what is offered where', () => {
  it.each([
    ['SG', true],
    ['MY', true],
    ['HK', true],
    ['TW', false],
  ] as const)('card guarantee in %s: %s', (country, offered) => {
    expect(isCardGuaranteeOffered(country)).toBe(offered);
  });

  it.each([
    ['CARD', true],
    ['ATM', true],
    ['OTHER_METHOD', true],
    ['ONLINE_PAYMENT_LINK', false],
  ] as const)('a host may open a %s request by hand: %s', (type, byHand) => {
    expect(isRequestTypeCreatableByHand(type)).toBe(byHand);
  });
});

describe('the refund window', () => {
  const startsAt = new Date('2026-04-03T11:00:00Z'); // 19:00 in Singapore
  it.each([
    ['24 hours before, at the deadline', 24, 'hour', '2026-04-02T11:00:00Z', true],
    ['24 hours before, a minute late', 24, 'hour', '2026-04-02T11:01:00Z', false],
    ['2 days before, a day ahead', 2, 'day', '2026-04-01T10:00:00Z', true],
    ['30 minutes before, 20 minutes before the time', 30, 'minute', '2026-04-03T10:40:00Z', false],
    ['no window: never by the rules', null, 'hour', '2026-03-01T00:00:00Z', false],
    ['an unknown unit: never by the rules', 24, 'week', '2026-03-01T00:00:00Z', false],
  ])('%s', (_, refundWindow, refundWindowUnit, now, inside) => {
    expect(isInsideRefundWindow(new Date(now), startsAt, { refundWindow, refundWindowUnit })).toBe(inside);
  });

  it('names the deadline', () => {
    expect(refundDeadline(startsAt, { refundWindow: 24, refundWindowUnit: 'hour' })?.toISOString()).toBe('2026-04-02T11:00:00.000Z');
    expect(refundDeadline(startsAt, { refundWindow: null, refundWindowUnit: null })).toBeNull();
  });

  // The guest's terms are the request's (the ticket's when they were asked); money taken without a
  // request follows the ticket as it stands; with neither, the host refunds as the merchant chooses.
  const day = { refundWindow: 1, refundWindowUnit: 'day' };
  const tenDays = { refundWindow: 10, refundWindowUnit: 'day' };
  const noWindow = { refundWindow: null, refundWindowUnit: null };
  it.each([
    ['the request keeps the window the guest was asked under', day, tenDays, '2026-03-31T11:00:00Z', true],
    ['past the request’s own window', day, noWindow, '2026-04-02T12:00:00Z', false],
    ['a request without a window: the merchant’s choice, whatever the ticket became', noWindow, day, '2026-04-03T10:00:00Z', true],
    ['no request: the ticket’s window', null, tenDays, '2026-03-31T11:00:00Z', false],
    ['no request, no ticket window', null, noWindow, '2026-04-03T10:00:00Z', true],
    ['neither a request nor a ticket', null, null, '2026-04-03T10:00:00Z', true],
  ])('a host refund: %s', (_name, request, ticket, now, open) => {
    expect(isHostRefundOpen(new Date(now), startsAt, refundTermsOf(request, ticket))).toBe(open);
  });
});

describe('refunds never give back more than was paid', () => {
  const paid: Movement = { type: 'create', status: 'paid', amount: 8000 };
  it.each<[string, Movement[], number, number, string | null]>([
    ['a full refund of a paid deposit', [paid], 8000, 8000, null],
    ['a partial refund', [paid], 3000, 8000, null],
    ['a second partial refund up to the rest', [paid, { type: 'refund', status: 'refunded', amount: 3000 }], 5000, 5000, null],
    [
      'one cent too many after a partial refund',
      [paid, { type: 'refund', status: 'refunded', amount: 3000 }],
      5001,
      5000,
      'refundTooLarge',
    ],
    [
      'a refund still waiting for the provider holds its amount',
      [paid, { type: 'refund', status: 'waiting_refund_result', amount: 8000 }],
      1,
      0,
      'nothingToRefund',
    ],
    ['a failed refund gives the amount back to refund', [paid, { type: 'refund', status: 'failed', amount: 8000 }], 8000, 8000, null],
    ['nothing paid yet (pending charge)', [{ type: 'create', status: 'pending', amount: 8000 }], 8000, 0, 'nothingToRefund'],
    ['a held card (guaranteed) is not money in', [{ type: 'create', status: 'guaranteed', amount: 6000 }], 6000, 0, 'nothingToRefund'],
    ['a no-show charge on a held card can be refunded', [{ type: 'create', status: 'charge', amount: 6000 }], 6000, 6000, null],
    ['zero', [paid], 0, 8000, 'refundNotPositive'],
    ['a negative amount', [paid], -100, 8000, 'refundNotPositive'],
    ['a fraction of a cent', [paid], 10.5, 8000, 'refundNotPositive'],
  ])('%s', (_, movements, amount, left, refusal) => {
    expect(refundableAmount(movements)).toBe(left);
    expect(checkRefund(amount, movements)).toBe(refusal);
  });
});

describe("a host's payment request (docs/rules.md section 8's refusals)", () => {
  const startsAt = new Date('2026-04-03T11:00:00Z');
  type RequestInput = Parameters<typeof checkPaymentRequest>[0];
  const base: RequestInput = { type: 'CARD', status: 'pending', expireDateTime: new Date('2026-04-02T11:00:00Z'), startsAt, byHand: true };
  it.each<[string, Partial<RequestInput>, string | null]>([
    ['a card request expiring the day before', {}, null],
    ['no type', { type: null }, 'paymentStatusTypeEmpty'],
    ['no status', { status: null }, 'paymentStatusTypeEmpty'],
    ['a type Host does not know', { type: 'BITCOIN' }, 'typeNotValid'],
    ['a type in lower case', { type: 'card' }, 'typeNotValid'],
    ['no expiry', { expireDateTime: null }, 'expireTimeEmpty'],
    ['an expiry after the booking', { expireDateTime: new Date('2026-04-03T11:00:01Z') }, 'expireAfterReservation'],
    ['an expiry at the booking time', { expireDateTime: startsAt }, null],
    ['an online payment link by hand', { type: 'ONLINE_PAYMENT_LINK' }, 'onlineLinkByHand'],
    ['an online payment link by the system', { type: 'ONLINE_PAYMENT_LINK', byHand: false }, null],
  ])('%s', (_, change, refusal) => {
    expect(checkPaymentRequest({ ...base, ...change })).toBe(refusal);
  });

  it.each([
    ['pending, past its expiry', 'pending', '2026-04-02T10:00:00Z', true],
    ['pending, at its expiry', 'pending', '2026-04-02T11:00:00Z', true],
    ['pending, before its expiry', 'pending', '2026-04-02T12:00:00Z', false],
    ['paid, past its expiry', 'paid', '2026-04-02T10:00:00Z', false],
  ])('is expired when %s', (_, status, expiry, expired) => {
    expect(isRequestExpired({ status, expireDateTime: new Date(expiry) }, new Date('2026-04-02T11:00:00Z'))).toBe(expired);
  });
});

describe('expiryChoices: a pay link ends before the booking starts', () => {
  it.each<[number, number[]]>([
    [10, []],
    [15, []],
    [16, [15]],
    [90, [15, 30, 60]],
    [24 * 60, [15, 30, 60, 120, 360]],
    [3 * 24 * 60, [15, 30, 60, 120, 360, 1440]],
  ])('%i minutes before the booking: %j', (minutes, expected) => {
    expect(expiryChoices(minutes)).toEqual(expected);
  });
});

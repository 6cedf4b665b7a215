import { formatMoney } from '@host/domain/locales';
import { describe, expect, it } from 'vitest';
import { costLine, money, ticketAt, type ServiceTicket } from './cost';
import { translator } from './locale';
import en from '../../public/locales/en/book.json';
import zh from '../../public/locales/zh-Hans/book.json';

const deposit: ServiceTicket = { id: 't', name: 'Dinner deposit', typePayment: 2, typePrice: 1, price: 2000, currency: 'SGD' };
const times = (ticket: ServiceTicket | null) => ({
  date: '2026-04-23',
  pax: 4,
  services: [
    { serviceTimingId: 's', name: 'Dinner', ticket, times: [{ time: '19:00:00', available: true }], ticketsLeft: null, areas: null },
  ],
});

describe("what a service's ticket costs, before booking", () => {
  it('writes amounts as the pay page does (domain formatMoney)', () => {
    const byCountry = { SG: 'SGD', MY: 'MYR', HK: 'HKD', TW: 'TWD' } as const;
    for (const [country, currency] of Object.entries(byCountry))
      expect(money(123450, currency, 'en-SG')).toBe(formatMoney(123450, country as keyof typeof byCountry));
  });

  it.each([
    ['a deposit per guest', deposit, 4, 'Deposit: S$ 20.00 per guest, S$ 80.00 for 4 guests — paid on the next page.'],
    ['a deposit for one', deposit, 1, 'Deposit: S$ 20.00 per guest, S$ 20.00 for 1 guest — paid on the next page.'],
    [
      'a prepayment per booking',
      { ...deposit, typePayment: 3, typePrice: 2, price: 5000 },
      4,
      'Prepayment: S$ 50.00 for the booking — paid on the next page.',
    ],
    [
      'a card guarantee',
      { ...deposit, typePayment: 4 },
      2,
      'Card guarantee: S$ 20.00 per guest, S$ 40.00 for 2 guests — your card is asked on the next page.',
    ],
  ])('tells %s', (_, ticket, party, line) => {
    expect(costLine(ticket, party, translator(en, 'en'), 'en-SG')).toBe(line);
  });

  it('reads in Chinese', () => {
    expect(costLine(deposit, 4, translator(zh, 'zh-Hans'), 'zh-SG')).toBe('订金：每位 S$ 20.00，4 位共 S$ 80.00 — 在下一页付款。');
  });

  it("finds the chosen time's service's paying ticket; a free ticket or none asks nothing", () => {
    expect(ticketAt(times(deposit), '19:00:00')).toEqual(deposit);
    expect(ticketAt(times(deposit), '20:00:00')).toBeNull();
    expect(ticketAt(times({ ...deposit, typePayment: 1, price: 0 }), '19:00:00')).toBeNull();
    expect(ticketAt(times(null), '19:00:00')).toBeNull();
    expect(ticketAt(null, '19:00:00')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { BookingTimesView } from './api';
import { soldOutLine } from './ticket-left';

type Service = BookingTimesView['services'][number];
const service = (typePrice: number, ticketsLeft: number | null): Service => ({
  serviceTimingId: 's1',
  name: 'Dinner',
  ticket: { id: 'k', name: 'Durian feast', typePayment: 1, typePrice, price: 0, currency: 'SGD' },
  times: [{ time: '19:00:00', available: false }],
  ticketsLeft,
  areas: null,
});
/** The page's words, with what they were given: enough to read which line was chosen and with what. */
const t = (key: string, values: Record<string, string | number> = {}) => `${key} ${JSON.stringify(values)}`;

describe("the booking page's line for a service whose ticket cannot take the party (decision 033)", () => {
  it.each<[string, Service, number, string | null]>([
    ['per guest, none left', service(1, 0), 2, 'ticketSoldOut {"ticket":"Durian feast"}'],
    ['per guest, 2 left for a party of 4: how many are left', service(1, 2), 4, 'ticketTooFew {"ticket":"Durian feast","count":2}'],
    ['per guest, 4 left for a party of 4: not the ticket', service(1, 4), 4, null],
    ['per booking, none left, whatever the party', service(2, 0), 1, 'ticketSoldOut {"ticket":"Durian feast"}'],
    ['per booking, one left', service(2, 1), 8, null],
    ['no limit', service(1, null), 8, null],
  ])('%s', (_, s, pax, expected) => {
    expect(soldOutLine(s, pax, t)).toBe(expected);
  });

  it('a service selling no ticket has no such line', () => {
    expect(soldOutLine({ ...service(1, 0), ticket: null }, 2, t)).toBeNull();
  });
});

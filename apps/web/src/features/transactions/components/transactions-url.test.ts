import { describe, expect, it } from 'vitest';
import { filenameOf, transactionParams } from '../api/transactions';
import { filtersOf } from './filters-url';
import { bookingLinkOf } from './booking-link';

describe('bookingLinkOf', () => {
  const tx = { reservationCode: 'RW29WJRD', reservationDate: '2026-03-31', outletId: 'orchard' };
  it.each([
    ['a booking at this outlet opens on its day, searched by its code', tx, 'orchard', '/reservations?date=2026-03-31&q=RW29WJRD'],
    ["another outlet's booking is not in this book", tx, 'tanjong-pagar', null],
    ['a movement without a booking has nothing to open', { ...tx, reservationCode: null, reservationDate: null }, 'orchard', null],
    ['no signed-in outlet, no book', tx, undefined, null],
  ])('%s', (_, row, outletId, expected) => {
    expect(bookingLinkOf(row, outletId)).toBe(expected);
  });
});

describe('transactionParams', () => {
  it('sends only the filters that are set, then the extras', () => {
    expect(
      transactionParams(
        { from: '2026-03-01', to: undefined, type: 'refund', status: undefined, source: undefined },
        { format: 'csv' },
      ).toString(),
    ).toBe('from=2026-03-01&type=refund&format=csv');
  });
});

describe('filenameOf', () => {
  it.each([
    ['attachment; filename="transactions-jg-orchard-start-2026-03-31.csv"', 'transactions-jg-orchard-start-2026-03-31.csv'],
    ['attachment', null],
    [null, null],
  ])('%s', (header, name) => {
    expect(filenameOf(header)).toBe(name);
  });
});

describe('filtersOf: the URL is the filters', () => {
  it('reads every filter that is set', () => {
    expect(
      filtersOf(new URLSearchParams('from=2026-03-01&to=2026-03-31&type=refund&status=waiting_refund_result&source=Merchant&scope=brand')),
    ).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      type: 'refund',
      status: 'waiting_refund_result',
      source: 'Merchant',
    });
  });

  it('drops what the server would refuse (a shared link with a typo shows the whole list, not an error)', () => {
    expect(filtersOf(new URLSearchParams('from=31/03/2026&to=2026-3-1&type=charge&status=lost&source=merchant'))).toEqual({});
  });
});

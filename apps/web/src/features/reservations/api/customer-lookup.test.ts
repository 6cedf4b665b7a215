import { describe, expect, it } from 'vitest';
import { customerLookupQuery } from './customer-lookup';

const day = { outletId: 'o-1', date: '2026-04-02' };

describe('the booking dialog asks the guest lookup', () => {
  it.each([
    [{ phone: '+65 9123 4567' }, 'phone=6591234567&outletId=o-1&date=2026-04-02'],
    [{ phone: '+65 91' }, null],
    [{ q: '陈' }, 'q=%E9%99%88&outletId=o-1&date=2026-04-02'],
    [{ q: '  Nur   Aisyah ' }, 'q=Nur+Aisyah&outletId=o-1&date=2026-04-02'],
    [{ q: '+65 9123 4567' }, 'q=6591234567&outletId=o-1&date=2026-04-02'],
    [{ q: '0912-345-678' }, 'q=0912345678&outletId=o-1&date=2026-04-02'],
    [{ q: '912' }, null],
    [{ q: '   ' }, null],
  ])('%j as %s', (search, query) => {
    expect(customerLookupQuery(search, day)?.toString() ?? null).toBe(query);
  });

  it('asks for no day when none is named', () => {
    expect(customerLookupQuery({ q: 'Tan' })?.toString()).toBe('q=Tan');
  });
});

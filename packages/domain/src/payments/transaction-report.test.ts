import { describe, expect, it } from 'vitest';
import { csvCell, csvOf, decimalOf, movementOf, totalsByCurrency } from './transaction-report';

describe('movementOf: what counts as money in and money out', () => {
  it.each([
    ['create', 'paid', 'collected'],
    ['create', 'succeeded', 'collected'],
    ['create', 'charge', 'collected'],
    ['create', 'pending', null],
    ['create', 'failed', null],
    ['create', 'guaranteed', null],
    ['create', 'requires_capture', null],
    ['create', 'expired', null],
    ['create', 'refunded', null],
    ['refund', 'succeeded', 'refunded'],
    ['refund', 'refunded', 'refunded'],
    ['refund', 'waiting_refund_result', 'refunded'],
    ['refund', 'failed', null],
    ['refund', 'paid', null],
  ])('%s %s: %s', (type, status, expected) => {
    expect(movementOf({ type, status })).toBe(expected);
  });
});

describe('totalsByCurrency', () => {
  it('keeps each currency apart, nets refunds from what was collected and counts every row', () => {
    const totals = totalsByCurrency([
      { currency: 'SGD', type: 'create', status: 'paid', amount: 5000 },
      { currency: 'SGD', type: 'create', status: 'succeeded', amount: 2500 },
      { currency: 'SGD', type: 'refund', status: 'succeeded', amount: 1000 },
      { currency: 'SGD', type: 'create', status: 'failed', amount: 9900 },
      { currency: 'MYR', type: 'create', status: 'charge', amount: 3000 },
      { currency: 'MYR', type: 'refund', status: 'waiting_refund_result', amount: 3000 },
    ]);
    expect(totals).toEqual([
      { currency: 'MYR', collected: 3000, refunded: 3000, net: 0, count: 2 },
      { currency: 'SGD', collected: 7500, refunded: 1000, net: 6500, count: 4 },
    ]);
  });

  it('takes sums grouped by currency, type and status with their counts', () => {
    expect(
      totalsByCurrency([
        { currency: 'HKD', type: 'create', status: 'paid', amount: 120_000, count: 12 },
        { currency: 'HKD', type: 'refund', status: 'refunded', amount: 10_000, count: 1 },
        { currency: 'HKD', type: 'create', status: 'pending', amount: 40_000, count: 4 },
      ]),
    ).toEqual([{ currency: 'HKD', collected: 120_000, refunded: 10_000, net: 110_000, count: 17 }]);
  });

  it('is empty when nothing matches', () => {
    expect(totalsByCurrency([])).toEqual([]);
  });
});

describe('decimalOf: minor units as a spreadsheet reads them', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [12345, '123.45'],
    [100_000_000, '1000000.00'],
    [-250, '-2.50'],
  ])('%i is %s', (minor, text) => {
    expect(decimalOf(minor)).toBe(text);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => decimalOf(1.5)).toThrow(RangeError);
  });
});

describe('csvCell: RFC 4180 quoting and no formula a spreadsheet would run', () => {
  it.each([
    ['Tan Mei Ling', 'Tan Mei Ling'],
    ['陈美玲', '陈美玲'],
    ['=HYPERLINK("http://evil.example","pay")', `"'=HYPERLINK(""http://evil.example"",""pay"")"`],
    ['+65 9123 4567', "'+65 9123 4567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['Lim, Wei', '"Lim, Wei"'],
    ['said "no"', '"said ""no"""'],
    ['two\nlines', '"two\nlines"'],
    ['', ''],
  ])('%j is written %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as they are and nothing for a missing value', () => {
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvOf', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(
      csvOf([
        ['Code', 'Amount'],
        ['AB12', '10.00'],
      ]),
    ).toBe('\uFEFFCode,Amount\r\nAB12,10.00\r\n');
  });
});

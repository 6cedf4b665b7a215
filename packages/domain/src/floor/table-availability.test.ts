import { describe, expect, it } from 'vitest';
import type { DisplayStatus } from '../reservations/display-status';
import { TABLE_STATUS as T } from '../statuses';
import { canTake, inUseUntil, tableAvailability, type HoldingReservation } from './table-availability';

const NOW = Date.parse('2026-03-31T11:30:00Z'); // 19:30 in Singapore
const WINDOW = { startsAt: NOW, endsAt: NOW + 90 * 60_000 }; // seated now for 90 minutes
const at = (hhmm: string) => `2026-03-31T${hhmm}:00Z`;
const booking = (
  id: string,
  displayStatus: DisplayStatus,
  time: string,
  seatedAt: string | null = null,
  minutes = 90,
): HoldingReservation => ({
  id,
  displayStatus,
  pax: 4,
  dateTime: at(time),
  limitTime: new Date(Date.parse(at(time)) + minutes * 60_000).toISOString(),
  seatedAt,
  diningInterval: minutes * 60,
  tables: [{ id: 'M1' }],
});

describe('the table picker: what each table is to a party sitting down now (issue 19)', () => {
  it.each<[string, number, HoldingReservation[], string, string | undefined, boolean]>([
    ['a free table with nothing booked', T.AVAILABLE, [], 'free', undefined, true],
    ['a seated party holds it', T.IN_USE, [booking('r1', 'SEATED', '10:30', at('10:45'))], 'inUse', 'r1', false],
    ['a party at the bill holds it', T.BILL_REQUESTED, [booking('r1', 'BILL', '10:00', at('10:00'))], 'inUse', 'r1', false],
    ['an overstaying party holds it', T.OVERSTAY, [booking('r1', 'OVERSTAYED', '09:30', at('09:30'))], 'inUse', 'r1', false],
    ['in use on the floor with no party in the book still cannot be taken', T.IN_USE, [], 'inUse', undefined, false],
    ['a booking due in 30 minutes overlaps the stay', T.AVAILABLE, [booking('r1', 'CONFIRMED', '12:00')], 'reserved', 'r1', false],
    ['a late party keeps its hold', T.AVAILABLE, [booking('r1', 'LATE', '11:00')], 'reserved', 'r1', false],
    ['a booking after the stay leaves the table free, and is named', T.AVAILABLE, [booking('r1', 'BOOKED', '13:00')], 'free', 'r1', true],
    ['a booking that ended before now does not matter', T.AVAILABLE, [booking('r1', 'BOOKED', '09:00')], 'free', undefined, true],
    ['a table to be cleaned can be taken (the server allows it)', T.REQUIRES_CLEANING, [], 'cleaning', undefined, true],
    ['a blocked table cannot', T.BLOCKED, [], 'blocked', undefined, false],
    [
      'cancelled, finished and no-show bookings hold nothing',
      T.AVAILABLE,
      [booking('r1', 'CANCELLED', '11:45'), booking('r2', 'COMPLETED', '11:00'), booking('r3', 'NO_SHOW', '11:15')],
      'free',
      undefined,
      true,
    ],
  ])('%s', (_, status, book, kind, who, takeable) => {
    const a = tableAvailability([{ id: 'M1', status }], book, WINDOW).get('M1')!;
    expect(a.kind).toBe(kind);
    const holder =
      a.kind === 'inUse' ? a.party : a.kind === 'reserved' ? a.booking : a.kind === 'free' || a.kind === 'cleaning' ? a.later : undefined;
    expect(holder?.id).toBe(who);
    expect(canTake(a)).toBe(takeable);
  });

  it("the party's own booking does not block its table", () => {
    const a = tableAvailability([{ id: 'M1', status: T.AVAILABLE }], [booking('r1', 'LATE', '11:00')], {
      ...WINDOW,
      reservationId: 'r1',
    }).get('M1')!;
    expect(a.kind).toBe('free');
  });

  it('the earliest overlapping booking is the one named', () => {
    const a = tableAvailability(
      [{ id: 'M1', status: T.AVAILABLE }],
      [booking('r2', 'BOOKED', '12:30'), booking('r1', 'BOOKED', '12:00')],
      WINDOW,
    ).get('M1')!;
    expect(a.kind === 'reserved' && [a.booking.id, a.at.toISOString()]).toEqual(['r1', '2026-03-31T12:00:00.000Z']);
  });

  it.each<[string, string | null, string]>([
    ['seated at 18:45 for 90 minutes: until 20:15', at('10:45'), '2026-03-31T12:15:00.000Z'],
    ['no seating time: its limit time', null, '2026-03-31T12:00:00.000Z'],
  ])('in use until: %s', (_, seatedAt, until) => {
    expect(inUseUntil(booking('r1', 'SEATED', '10:30', seatedAt)).toISOString()).toBe(until);
  });
});

import { describe, expect, it } from 'vitest';
import type { DisplayStatus } from '../reservations/display-status';
import { TABLE_STATUS as T } from '../statuses';
import { floorOf, minutesSeated, waitingList, type FloorReservation } from './floor-state';

const NOW = new Date('2026-03-31T11:30:00Z'); // 19:30 in Singapore
const booking = (id: string, displayStatus: DisplayStatus, time: string, tables: string[], seatedAt: string | null = null): FloorReservation => ({
  id,
  displayStatus,
  pax: 2,
  dateTime: `2026-03-31T${time}:00Z`,
  seatedAt,
  tables: tables.map((t) => ({ id: t })),
});

describe('floor: what each table shows', () => {
  it.each<[string, number, FloorReservation[], number, string | undefined, string | undefined]>([
    ['a free table with nothing booked', T.AVAILABLE, [], T.AVAILABLE, undefined, undefined],
    ['a free table whose party is due in 20 minutes shows RESERVED', T.AVAILABLE, [booking('r1', 'BOOKED', '11:50', ['M1'])], T.RESERVED, undefined, 'r1'],
    ['a free table whose party is due in 45 minutes stays AVAILABLE', T.AVAILABLE, [booking('r1', 'CONFIRMED', '12:15', ['M1'])], T.AVAILABLE, undefined, 'r1'],
    ['a late party keeps its table RESERVED', T.AVAILABLE, [booking('r1', 'LATE', '11:00', ['M1'])], T.RESERVED, undefined, 'r1'],
    [
      "a seated party is the table's party; the next booking follows",
      T.IN_USE,
      [booking('r2', 'BOOKED', '13:00', ['M1']), booking('r1', 'SEATED', '11:00', ['M1'], '2026-03-31T11:05:00Z')],
      T.IN_USE,
      'r1',
      'r2',
    ],
    ['the bill keeps its status', T.BILL_REQUESTED, [booking('r1', 'BILL', '11:00', ['M1'], '2026-03-31T11:05:00Z')], T.BILL_REQUESTED, 'r1', undefined],
    ['a table being cleaned is not RESERVED even when the next party is due', T.REQUIRES_CLEANING, [booking('r1', 'BOOKED', '11:40', ['M1'])], T.REQUIRES_CLEANING, undefined, 'r1'],
    ['cancelled and finished bookings do not appear', T.AVAILABLE, [booking('r1', 'CANCELLED', '11:40', ['M1']), booking('r2', 'COMPLETED', '10:00', ['M1'])], T.AVAILABLE, undefined, undefined],
    ['the earliest waiting booking is next', T.AVAILABLE, [booking('r2', 'BOOKED', '14:00', ['M1']), booking('r1', 'BOOKED', '13:00', ['M1'])], T.AVAILABLE, undefined, 'r1'],
  ])('%s', (_, tableStatus, reservations, shown, party, next) => {
    const spot = floorOf([{ id: 'M1', status: tableStatus }], reservations, NOW).get('M1')!;
    expect(spot.status).toBe(shown);
    expect(spot.party?.id).toBe(party);
    expect(spot.next?.id).toBe(next);
  });

  it('a party at two tables is drawn at both', () => {
    const floor = floorOf(
      [
        { id: 'M1', status: T.IN_USE },
        { id: 'M2', status: T.IN_USE },
      ],
      [booking('r1', 'SEATED', '11:00', ['M1', 'M2'], '2026-03-31T11:00:00Z')],
      NOW,
    );
    expect([floor.get('M1')?.party?.id, floor.get('M2')?.party?.id]).toEqual(['r1', 'r1']);
  });

  it.each([
    [null, null],
    ['2026-03-31T11:05:00Z', 25],
    ['2026-03-31T11:31:00Z', 0],
  ])('seated at %s: %s minutes', (seatedAt, minutes) => {
    expect(minutesSeated(seatedAt, NOW)).toBe(minutes);
  });
});

describe("the floor's waiting rail", () => {
  it.each<[string, FloorReservation[], string[]]>([
    ['nobody booked', [], []],
    ['by time', [booking('r2', 'BOOKED', '13:00', []), booking('r1', 'CONFIRMED', '12:00', [])], ['r1', 'r2']],
    ['late parties first, then by time', [booking('r1', 'BOOKED', '11:40', []), booking('r3', 'LATE', '11:15', []), booking('r2', 'LATE', '11:00', [])], ['r2', 'r3', 'r1']],
    ['pending bookings wait too', [booking('r1', 'PENDING', '12:00', [])], ['r1']],
    [
      'seated, finished and cancelled parties are not waiting',
      [
        booking('r1', 'SEATED', '11:00', ['M1'], '2026-03-31T11:00:00Z'),
        booking('r2', 'BILL', '10:00', ['M2']),
        booking('r3', 'COMPLETED', '09:00', []),
        booking('r4', 'CANCELLED', '12:00', []),
        booking('r5', 'NO_SHOW', '10:30', []),
      ],
      [],
    ],
  ])('%s', (_, reservations, order) => {
    expect(waitingList(reservations).map((r) => r.id)).toEqual(order);
  });

  it('leaves the book it was given in its order', () => {
    const book = [booking('r2', 'BOOKED', '13:00', []), booking('r1', 'BOOKED', '12:00', [])];
    waitingList(book);
    expect(book.map((r) => r.id)).toEqual(['r2', 'r1']);
  });
});

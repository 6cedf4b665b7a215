import { describe, expect, it } from 'vitest';
import type { DisplayStatus } from '../reservations/display-status';
import { TABLE_STATUS as T } from '../statuses';
import { comingLater, floorOf, isWaitingNow, minutesSeated, waitingList, type FloorReservation } from './floor-state';

const NOW = new Date('2026-03-31T11:30:00Z'); // 19:30 in Singapore
const booking = (
  id: string,
  displayStatus: DisplayStatus,
  time: string,
  tables: string[],
  seatedAt: string | null = null,
): FloorReservation => ({
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
    [
      'a free table whose party is due in 20 minutes shows RESERVED',
      T.AVAILABLE,
      [booking('r1', 'BOOKED', '11:50', ['M1'])],
      T.RESERVED,
      undefined,
      'r1',
    ],
    [
      'a free table whose party is due in 45 minutes stays AVAILABLE',
      T.AVAILABLE,
      [booking('r1', 'CONFIRMED', '12:15', ['M1'])],
      T.AVAILABLE,
      undefined,
      'r1',
    ],
    ['a late party keeps its table RESERVED', T.AVAILABLE, [booking('r1', 'LATE', '11:00', ['M1'])], T.RESERVED, undefined, 'r1'],
    [
      "a seated party is the table's party; the next booking follows",
      T.IN_USE,
      [booking('r2', 'BOOKED', '13:00', ['M1']), booking('r1', 'SEATED', '11:00', ['M1'], '2026-03-31T11:05:00Z')],
      T.IN_USE,
      'r1',
      'r2',
    ],
    [
      'the bill keeps its status',
      T.BILL_REQUESTED,
      [booking('r1', 'BILL', '11:00', ['M1'], '2026-03-31T11:05:00Z')],
      T.BILL_REQUESTED,
      'r1',
      undefined,
    ],
    [
      'a table being cleaned is not RESERVED even when the next party is due',
      T.REQUIRES_CLEANING,
      [booking('r1', 'BOOKED', '11:40', ['M1'])],
      T.REQUIRES_CLEANING,
      undefined,
      'r1',
    ],
    [
      'cancelled and finished bookings do not appear',
      T.AVAILABLE,
      [booking('r1', 'CANCELLED', '11:40', ['M1']), booking('r2', 'COMPLETED', '10:00', ['M1'])],
      T.AVAILABLE,
      undefined,
      undefined,
    ],
    [
      'the earliest waiting booking is next',
      T.AVAILABLE,
      [booking('r2', 'BOOKED', '14:00', ['M1']), booking('r1', 'BOOKED', '13:00', ['M1'])],
      T.AVAILABLE,
      undefined,
      'r1',
    ],
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

const GRACE = 15 * 60; // the outlet's grace period, seconds

describe("the floor's waiting rail: arrived late or due now, within the grace period (issue 19)", () => {
  it.each<[string, FloorReservation[], string[]]>([
    ['nobody booked', [], []],
    [
      'due now and due within the grace period, by time',
      [booking('r2', 'BOOKED', '11:45', []), booking('r1', 'CONFIRMED', '11:30', [])],
      ['r1', 'r2'],
    ],
    ['a booking just past its time, not yet swept LATE, still waits', [booking('r1', 'BOOKED', '11:20', [])], ['r1']],
    ['one minute past the grace period ahead is coming, not waiting', [booking('r1', 'BOOKED', '11:46', [])], []],
    ['later tonight is not waiting', [booking('r1', 'BOOKED', '13:00', []), booking('r2', 'CONFIRMED', '14:30', [])], []],
    [
      'late parties first, then by time',
      [booking('r1', 'BOOKED', '11:40', []), booking('r3', 'LATE', '11:15', []), booking('r2', 'LATE', '11:00', [])],
      ['r2', 'r3', 'r1'],
    ],
    ['pending bookings due now wait too', [booking('r1', 'PENDING', '11:30', [])], ['r1']],
    [
      'seated, finished and cancelled parties are not waiting',
      [
        booking('r1', 'SEATED', '11:00', ['M1'], '2026-03-31T11:00:00Z'),
        booking('r2', 'BILL', '10:00', ['M2']),
        booking('r3', 'COMPLETED', '09:00', []),
        booking('r4', 'CANCELLED', '11:30', []),
        booking('r5', 'NO_SHOW', '10:30', []),
      ],
      [],
    ],
  ])('%s', (_, reservations, order) => {
    expect(waitingList(reservations, NOW, GRACE).map((r) => r.id)).toEqual(order);
  });

  it.each<[string, DisplayStatus, string, boolean]>([
    ['late, long ago', 'LATE', '09:00', true],
    ['booked at now', 'BOOKED', '11:30', true],
    ['booked at now plus the grace period', 'BOOKED', '11:45', true],
    ['booked just after it', 'BOOKED', '11:46', false],
    ['confirmed two hours ahead', 'CONFIRMED', '13:30', false],
    ['seated', 'SEATED', '11:30', false],
  ])('%s: waiting %s', (_, status, time, waiting) => {
    expect(isWaitingNow(booking('r', status, time, []), NOW, GRACE)).toBe(waiting);
  });

  it('with no grace period, only parties due by now wait', () => {
    expect(waitingList([booking('r1', 'BOOKED', '11:30', []), booking('r2', 'BOOKED', '11:31', [])], NOW, 0).map((r) => r.id)).toEqual([
      'r1',
    ]);
  });

  it('bookings coming later are listed apart, by time', () => {
    const book = [
      booking('r3', 'BOOKED', '14:00', []),
      booking('r1', 'LATE', '11:00', []),
      booking('r2', 'CONFIRMED', '12:30', []),
      booking('r4', 'SEATED', '13:00', ['M1']),
    ];
    expect(comingLater(book, NOW, GRACE).map((r) => r.id)).toEqual(['r2', 'r3']);
  });

  it('leaves the book it was given in its order', () => {
    const book = [booking('r2', 'BOOKED', '11:40', []), booking('r1', 'BOOKED', '11:35', [])];
    waitingList(book, NOW, GRACE);
    expect(book.map((r) => r.id)).toEqual(['r2', 'r1']);
  });
});

import { describe, expect, it } from 'vitest';
import { TABLE_STATUS } from '../statuses';
import type { Hold, SuggestTable } from '../floor/suggest';
import { estimateWaits, median, medianTurns, quotedMinutes, type QueuedParty, type SeatedParty, type WaitEstimateInput } from './estimate';

// Scripted evenings: the floor at 19:00, the queue at the door, and the waits worked out by hand.
const at = (time: string) => Date.parse(`2026-04-03T${time}:00+08:00`);
const NOW = at('19:00');
const table = (id: string, minPax: number, maxPax: number, more: Partial<SuggestTable> = {}): SuggestTable => ({
  id,
  name: id,
  areaId: 'main',
  minPax,
  maxPax,
  enabled: true,
  status: TABLE_STATUS.AVAILABLE,
  ...more,
});
const T1 = table('T1', 1, 2);
const T2 = table('T2', 2, 4);
const T3 = table('T3', 4, 6);
const seated = (tableId: string, time: string, pax: number): SeatedParty => ({ tableIds: [tableId], seatedAt: at(time), pax });
const booked = (tableId: string, from: string, to: string): Hold => ({
  tableId,
  reservationId: `${tableId}-${from}`,
  startsAt: at(from),
  endsAt: at(to),
});
const queue = (...sizes: number[]): QueuedParty[] => sizes.map((pax, i) => ({ id: String.fromCharCode(65 + i), pax }));
const inUse = (t: SuggestTable) => ({ ...t, status: TABLE_STATUS.IN_USE });

function evening(over: Partial<WaitEstimateInput>) {
  const input: WaitEstimateInput = {
    now: NOW,
    tables: [T1, T2, T3],
    holds: [],
    seated: [],
    stayMinutes: () => 90,
    cleaningMinutes: 0,
    queue: queue(2),
    horizonMinutes: 360,
    ...over,
  };
  return Object.fromEntries(estimateWaits(input));
}

describe('the quoted wait, on scripted evenings', () => {
  it('an empty room seats the first party at once', () => {
    expect(evening({})).toEqual({ A: 0 });
  });

  it('a full room: each party in turn takes the table that frees first for it, the ones ahead first', () => {
    // T1 frees at 19:30, T2 at 20:00, T3 at 20:45 (a party of 6 stays 120 minutes).
    const waits = evening({
      tables: [inUse(T1), inUse(T2), inUse(T3)],
      seated: [seated('T1', '18:00', 2), seated('T2', '18:30', 4), seated('T3', '18:45', 6)],
      stayMinutes: (pax) => (pax >= 6 ? 120 : 90),
      queue: queue(2, 2, 4),
    });
    // A: T1 at 19:30. B: T2 at 20:00 (T1 is A's until 21:00). C (4): T3 at 20:45, before T2 is free again at 21:30.
    expect(waits).toEqual({ A: 30, B: 60, C: 105 });
  });

  it('a booking due at a free table keeps it: the party waits for one it can stay at', () => {
    const waits = evening({
      tables: [T1, inUse(T2), inUse(T3)],
      seated: [seated('T2', '18:30', 2), seated('T3', '18:00', 4)],
      holds: [booked('T1', '19:30', '21:00')],
    });
    // T1 is free for 30 minutes only; T2 frees at 20:00 and nothing is booked there.
    expect(waits).toEqual({ A: 60 });
  });

  it('cleaning counts after a party leaves, and a party past its stay is taken to leave within five minutes', () => {
    const waits = evening({
      tables: [inUse(T1), inUse(T2), inUse(T3)],
      seated: [seated('T1', '17:00', 2), seated('T2', '18:30', 4), seated('T3', '18:30', 4)],
      cleaningMinutes: 10,
    });
    expect(waits).toEqual({ A: 15 });
  });

  it('a table whose party asked for the bill frees within five minutes, one being cleaned after its cleaning', () => {
    const waits = evening({
      tables: [{ ...T1, status: TABLE_STATUS.BILL_REQUESTED }, { ...T2, status: TABLE_STATUS.REQUIRES_CLEANING }, inUse(T3)],
      seated: [seated('T1', '18:55', 2), seated('T3', '18:30', 4)],
      cleaningMinutes: 8,
      queue: queue(2, 2),
    });
    expect(waits).toEqual({ A: 8, B: 13 });
  });

  it("a seated party's own expected stay counts over the size's", () => {
    const waits = evening({
      tables: [inUse(T1), inUse(T2), inUse(T3)],
      seated: [{ ...seated('T1', '18:30', 2), stayMinutes: 45 }, seated('T2', '18:30', 4), seated('T3', '18:30', 4)],
    });
    // T1's party leaves at 19:15, not at 20:00 as a party of two's 90 minutes would say.
    expect(waits).toEqual({ A: 15 });
  });

  it('a combination seats a party no single table takes', () => {
    const waits = evening({
      tables: [T1, T2, inUse(T3)],
      seated: [seated('T3', '18:30', 6)],
      combinations: [{ id: 'C12', name: 'T1+T2', tableIds: ['T1', 'T2'], minPax: 5, maxPax: 6 }],
      queue: queue(5),
    });
    expect(waits).toEqual({ A: 0 });
  });

  it('no table for the party within the horizon: no estimate, and the parties behind are still quoted', () => {
    const waits = evening({ queue: queue(12, 2) });
    expect(waits).toEqual({ A: null, B: 0 });
  });

  it('the area asked for is waited for while a table there can seat the party', () => {
    const terrace = table('P1', 1, 4, { areaId: 'terrace', status: TABLE_STATUS.IN_USE });
    const waits = evening({
      tables: [T1, T2, terrace],
      seated: [seated('P1', '18:00', 2)],
      queue: [
        { id: 'A', pax: 2, areaId: 'terrace' },
        { id: 'B', pax: 2, areaId: 'nowhere' },
      ],
    });
    expect(waits).toEqual({ A: 30, B: 0 });
  });

  it('a couple ahead leaves the big table to the big party behind when a small one frees soon after', () => {
    const T8 = table('T8', 5, 8);
    const waits = evening({
      tables: [inUse(T1), T8],
      seated: [{ ...seated('T1', '17:45', 2), stayMinutes: 90 }],
      queue: queue(2, 8),
    });
    // T1 frees at 19:15; the couple waits for it rather than taking the eight-top free now.
    expect(waits).toEqual({ A: 15, B: 0 });
  });

  it('with no one behind needing the bigger table, the party takes whatever frees first', () => {
    const waits = evening({
      tables: [inUse(T1), { ...T2, status: TABLE_STATUS.REQUIRES_CLEANING }, inUse(T3)],
      seated: [seated('T1', '17:35', 2), seated('T3', '18:30', 4)],
      cleaningMinutes: 8,
      queue: queue(2),
    });
    expect(waits).toEqual({ A: 8 });
  });

  it('cleaning counts before a booking too: a stay and its cleaning must end before the booking starts', () => {
    const waits = evening({
      tables: [T1, inUse(T2), inUse(T3)],
      seated: [seated('T2', '19:00', 2), seated('T3', '19:00', 4)],
      holds: [booked('T1', '20:35', '22:05')],
      cleaningMinutes: 10,
      stayMinutes: () => 90,
      queue: queue(2, 2),
    });
    // A: 19:00 + 90 + 10 runs past 20:35, so A waits for T2 (20:30 + 10 cleaning = 20:40) and
    // B for T1 after the booking and its cleaning (22:15)... or T2 after A (20:40 + 100 = 22:20): 22:15.
    expect(waits).toEqual({ A: 100, B: 195 });
  });

  it('an area whose tables are booked out falls back to any table', () => {
    const terrace = table('P1', 1, 4, { areaId: 'terrace' });
    const waits = evening({
      tables: [T1, terrace],
      holds: [booked('P1', '19:00', '23:59')],
      horizonMinutes: 240,
      queue: [{ id: 'A', pax: 2, areaId: 'terrace' }],
    });
    expect(waits).toEqual({ A: 0 });
  });

  it('a combination with no tables seats no one (and breaks nothing)', () => {
    const waits = evening({ tables: [], combinations: [{ id: 'C0', name: 'empty', tableIds: [], minPax: 1, maxPax: 10 }] });
    expect(waits).toEqual({ A: null });
  });

  it('disabled and blocked tables seat no one', () => {
    const waits = evening({
      tables: [
        { ...T1, enabled: false },
        { ...T2, status: TABLE_STATUS.BLOCKED },
      ],
      queue: queue(2),
    });
    expect(waits).toEqual({ A: null });
  });
});

describe('what the host quotes', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 5],
    [6, 10],
    [30, 30],
    [31, 35],
  ])('%i minutes is quoted as %i', (minutes, quoted) => {
    expect(quotedMinutes(minutes)).toBe(quoted);
  });
});

describe("the outlet's measured turn times", () => {
  it('gives the median per party size once a size has five turns', () => {
    const turns = [
      ...[80, 90, 100, 70, 95].map((minutes) => ({ pax: 2, minutes })),
      ...[120, 130, 110, 100].map((minutes) => ({ pax: 4, minutes })),
    ];
    expect(Object.fromEntries(medianTurns(turns))).toEqual({ 2: 90 });
  });
  it('takes the middle of an even count', () => {
    expect(median([10, 40, 20, 30])).toBe(25);
  });
});

import type { Reservation } from '@host/domain/reservations/reservation';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { describeTable } from './table-picker';

// What the seat chooser says of a table someone holds (issue 28: "In use until ~19:40" at 19:57).
const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values && 'time' in values ? ` ${String(values.time)}` : ''}`) as unknown as TFunction<'reservations'>;
const SG = 'Asia/Singapore';
const at = (hhmm: string) => new Date(`2026-03-31T${hhmm}:00+08:00`);
const party = { customerFirstName: 'Siti', customerLastName: 'Rahman', pax: 3 } as unknown as Reservation;
const seats = { min: 1, max: 4 };

describe('a table in use, as the seat chooser says it', () => {
  it.each([
    ['before its party is expected to leave: in use until then', '19:30', '19:40', 'picker.inUseUntil 19:40'],
    ['at the minute it was expected free: overstaying since then', '19:40', '19:40', 'picker.overstayingSince 19:40'],
    ['past it: overstaying since then, never "until" a time gone by', '19:57', '19:40', 'picker.overstayingSince 19:40'],
  ])('%s', (_, now, until, said) => {
    expect(describeTable(t, { kind: 'inUse', party, until: at(until) }, { seats, timeZone: SG, now: at(now) }).state).toBe(said);
  });

  it('with no known end, in use', () => {
    expect(describeTable(t, { kind: 'inUse' }, { seats, timeZone: SG, now: at('19:57') }).state).toBe('picker.inUse');
  });
});

import type { BookingTimesView } from '@host/domain/booking-page';
import { describe, expect, it } from 'vitest';
import { attemptFor } from './attempt';
import {
  defaultWindow,
  endTimesAfter,
  hasBookableTime,
  listedTimes,
  offersWaitingList,
  waitingBodyOf,
  waitingListDays,
  windowTimes,
} from './waiting-window';

type Service = BookingTimesView['services'][number];
const service = (times: Array<[string, boolean]>, areas: Service['areas'] = null): Service => ({
  serviceTimingId: 's1',
  name: 'Dinner',
  ticket: null,
  ticketsLeft: null,
  times: times.map(([time, available]) => ({ time, available })),
  areas,
});
const day = (...services: Service[]): BookingTimesView => ({ date: '2026-04-16', pax: 4, services });
const ALL = 1;
const AVAILABLE_ONLY = 2;

describe('whether a day offers its waiting list', () => {
  const full = day(
    service([
      ['18:00:00', false],
      ['19:00:00', false],
    ]),
  );

  it('a day with a bookable time, in its service or in one of its areas, does not', () => {
    expect(hasBookableTime(day(service([['18:00:00', true]])))).toBe(true);
    const areaFree = service([['18:00:00', false]], [{ id: 'a1', name: 'Terrace', times: [{ time: '18:00:00', available: true }] }]);
    expect(hasBookableTime(day(areaFree))).toBe(true);
    expect(offersWaitingList({ waitingListOnline: true, typeShowTimeslots: ALL }, day(areaFree))).toBe(false);
  });

  it('a full day does, when the outlet takes names online', () => {
    expect(hasBookableTime(full)).toBe(false);
    expect(offersWaitingList({ waitingListOnline: true, typeShowTimeslots: ALL }, full)).toBe(true);
    expect(offersWaitingList({ waitingListOnline: false, typeShowTimeslots: ALL }, full)).toBe(false);
  });

  it('not while the times load', () => {
    expect(offersWaitingList({ waitingListOnline: true, typeShowTimeslots: ALL }, null)).toBe(false);
  });

  // A page listing every time lists no service on a closed day; one listing bookable times only cannot tell it from a full one.
  it('not on a closed day, where the page can tell', () => {
    expect(offersWaitingList({ waitingListOnline: true, typeShowTimeslots: ALL }, day())).toBe(false);
    expect(offersWaitingList({ waitingListOnline: true, typeShowTimeslots: AVAILABLE_ONLY }, day())).toBe(true);
  });
});

describe('the full days the calendar lets a diner pick for the waiting list', () => {
  const days = new Map([
    ['2026-04-01', false],
    ['2026-04-02', false],
    ['2026-04-03', true],
    ['2026-04-04', false],
    ['2026-04-05', true],
    ['2026-04-06', false],
  ]);

  it('are the days without times from today up to the last bookable day', () => {
    expect([...waitingListDays(days, '2026-04-02', true)]).toEqual(['2026-04-02', '2026-04-04']);
  });

  it('are none when the outlet takes no names online, while the days load, or in a month with no bookable day', () => {
    expect(waitingListDays(days, '2026-04-01', false).size).toBe(0);
    expect(waitingListDays(null, '2026-04-01', true).size).toBe(0);
    expect(waitingListDays(new Map([['2026-04-01', false]]), '2026-04-01', true).size).toBe(0);
  });
});

describe("the window's times", () => {
  const lunchAndDinner = day(
    service([
      ['11:40:00', false],
      ['14:00:00', false],
    ]),
    service(
      [
        ['18:30:00', false],
        ['19:00:00', false],
      ],
      [{ id: 'a1', name: 'Terrace', times: [{ time: '17:50:00', available: false }] }],
    ),
  );

  it("are the day's listed times (services and areas), in order, once each", () => {
    expect(listedTimes(lunchAndDinner)).toEqual(['11:40', '14:00', '17:50', '18:30', '19:00']);
    expect(listedTimes(null)).toEqual([]);
  });

  it('span the usual hours in quarter hours, whatever the day lists inside them', () => {
    for (const times of [null, day(), lunchAndDinner, day(service([['19:00:00', false]]))]) {
      const options = windowTimes(times);
      expect([options[0], options.at(-1), options.length]).toEqual(['11:00', '22:00', 45]);
    }
    expect(windowTimes(lunchAndDinner)).toContain('19:00');
  });

  it('widen to a listed time outside the usual hours, rounded outwards, never past 23:45', () => {
    expect(windowTimes(day(service([['07:20:00', false]])))[0]).toBe('07:15');
    expect(windowTimes(day(service([['22:10:00', false]]))).at(-1)).toBe('22:15');
    expect(windowTimes(day(service([['23:50:00', false]]))).at(-1)).toBe('23:45');
  });

  it("start from the day's first time from 18:00 on, for three hours", () => {
    expect(defaultWindow(windowTimes(lunchAndDinner), listedTimes(lunchAndDinner))).toEqual({ start: '18:30', end: '21:30' });
    // One sitting at 19:00 only: the diner can still choose 19:00 to 19:30, or wider.
    expect(defaultWindow(windowTimes(null), ['19:00'])).toEqual({ start: '19:00', end: '22:00' });
  });

  it("else from the day's first time (to its quarter), else at 18:00", () => {
    expect(defaultWindow(windowTimes(null), ['11:40', '14:00'])).toEqual({ start: '11:30', end: '14:30' });
    expect(defaultWindow(windowTimes(null), [])).toEqual({ start: '18:00', end: '21:00' });
  });

  it('never start at the last time, nor end past it', () => {
    expect(defaultWindow(windowTimes(null), ['22:00'])).toEqual({ start: '21:45', end: '22:00' });
  });

  it('end after their start only', () => {
    expect(endTimesAfter(['18:00', '18:15', '18:30'], '18:15')).toEqual(['18:30']);
  });
});

describe('what the page sends to join the list', () => {
  const contact = { customerFirstName: ' Mei ', customerLastName: ' Tan ', customerPhone: ' +65 9123 4567 ', customerEmail: ' ' };

  it('is the day, the window, the party as adults and the diner trimmed; an empty email, notes or honeypot is left out', () => {
    expect(
      waitingBodyOf({
        date: '2026-04-16',
        window: { start: '18:00', end: '21:00' },
        party: 4,
        contact,
        notes: '  ',
        website: '',
        language: 'zh-Hans',
      }),
    ).toEqual({
      date: '2026-04-16',
      windowStart: '18:00',
      windowEnd: '21:00',
      numberOfAdults: 4,
      numberOfChildren: 0,
      customerFirstName: 'Mei',
      customerLastName: 'Tan',
      customerPhone: '+65 9123 4567',
      language: 'zh-Hans',
    });
  });

  it('carries the email and notes given, and a filled honeypot (the server refuses it)', () => {
    const body = waitingBodyOf({
      date: '2026-04-16',
      window: { start: '18:00', end: '21:00' },
      party: 2,
      contact: { ...contact, customerEmail: 'mei@example.com ' },
      notes: ' a high chair ',
      website: 'spam.example',
      language: 'en',
    });
    expect(body).toMatchObject({ customerEmail: 'mei@example.com', notes: 'a high chair', website: 'spam.example' });
  });
});

describe('the key a submission is sent with', () => {
  let n = 0;
  const newKey = () => `key-${++n}`;

  it('is kept for a retry of the same unanswered submission, and new for a changed or answered one', () => {
    const first = attemptFor(null, '{"a":1}', newKey);
    expect(attemptFor(first, '{"a":1}', newKey)).toBe(first);
    expect(attemptFor(first, '{"a":2}', newKey).key).not.toBe(first.key);
    first.answered = true;
    expect(attemptFor(first, '{"a":1}', newKey).key).not.toBe(first.key);
  });
});

import { useEffect, useState, type RefObject } from 'react';
import { fetchDays, fetchTimes, type BookingPageView, type BookingTimesView } from './api';
import { addMonths, lastDayOf } from './dates';
import { take } from './preload';

/**
 * What the page offers the party: the month's days, and the chosen day's times (by the page as read:
 * a preview's draft changes no day). At the start, `autoPick` months are tried for the first
 * bookable day, which is then chosen; a diner who turns the month stops that.
 */
export function useAvailability(args: {
  page: BookingPageView | null;
  month: string | null;
  date: string | null;
  party: number;
  /** bumped to read the day's times again (a time taken meanwhile) */
  timesVersion: number;
  autoPick: RefObject<number>;
  onDate: (date: string) => void;
  onMonth: (month: string) => void;
}) {
  const { page, month, date, party, timesVersion, autoPick, onDate, onMonth } = args;
  const [days, setDays] = useState<Map<string, boolean> | null>(null);
  const [times, setTimes] = useState<BookingTimesView | null>(null);

  useEffect(() => {
    if (!page || !month) return;
    let live = true;
    setDays(null);
    const from = month < page.today ? page.today : month;
    fetchDays(page.slug, from, lastDayOf(month), party)
      .then(({ days: list }) => {
        if (!live) return;
        setDays(new Map(list.map((d) => [d.date, d.available])));
        const first = list.find((d) => d.available)?.date;
        if (autoPick.current > 0) {
          if (first) {
            autoPick.current = 0;
            onDate(first);
          } else {
            autoPick.current -= 1;
            onMonth(addMonths(month, 1));
          }
        }
      })
      .catch(() => live && setDays(new Map()));
    return () => {
      live = false;
    };
    // onDate and onMonth are the page's state setters: they never change.
  }, [page, month, party, autoPick, onDate, onMonth]);

  useEffect(() => {
    if (!page || !date) return;
    let live = true;
    setTimes(null);
    take(`times:${date}:${party}`, () => fetchTimes(page.slug, date, party))
      .then((v) => live && setTimes(v))
      .catch(() => live && setTimes({ date, pax: party, services: [] }));
    return () => {
      live = false;
    };
  }, [page, date, party, timesVersion]);

  return { days, times };
}

import type { DisplayStatus } from '@host/domain/reservations/display-status';
import { addLocalDays } from '@host/domain/time';
import { guestFilterOf } from '@host/domain/reservations/guest-filter';
import { addMonths, format, parseISO } from 'date-fns';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BookingGuest } from './use-host-actions';
import { useSearchParams } from 'react-router';

export type BookView = 'list' | 'floor' | 'calendar';

/**
 * What the book shows lives in the URL (a reload or a shared link opens the same view): the view,
 * the day (absent: today), the status and guest filters and the search. The search box keeps its own text
 * so typing never waits on the URL.
 */
export function useBookUrl() {
  const [params, setParams] = useSearchParams();
  const view: BookView = params.get('view') === 'calendar' ? 'calendar' : params.get('view') === 'floor' ? 'floor' : 'list';
  const date = params.get('date') ?? undefined;
  const statusFilter = params.get('status') as DisplayStatus | null;
  const guestParam = params.get('guest');
  const guestFilter = useMemo(() => guestFilterOf(guestParam), [guestParam]);
  const [query, setQuery] = useState(params.get('q') ?? '');
  const setParam = useCallback(
    (patch: Record<string, string | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [k, v] of Object.entries(patch))
            if (v === null) next.delete(k);
            else next.set(k, v);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const isNew = params.get('new') === '1';
  const [customerId, phone, firstName, lastName] = ['customerId', 'phone', 'firstName', 'lastName'].map((k) => params.get(k));
  const newBookingFor = useMemo(
    () => (isNew ? { customerId: customerId ?? null, phone: phone ?? null, firstName: firstName ?? '', lastName: lastName ?? '' } : null),
    [isNew, customerId, phone, firstName, lastName],
  );
  return { view, date, statusFilter, guestFilter, query, setQuery, setParam, newBookingFor };
}

/**
 * Book from a guest's profile (/reservations?new=1&phone=&firstName=&lastName=): the booking dialog
 * opens once with the guest filled in, and the query is dropped so a reload or Back does not open it again.
 */
export function useBookFromGuestBook(
  url: ReturnType<typeof useBookUrl>,
  openBooking: (reservation: undefined, guest: BookingGuest) => void,
) {
  const { newBookingFor, setParam } = url;
  useEffect(() => {
    if (!newBookingFor) return;
    openBooking(undefined, newBookingFor);
    setParam({ new: null, customerId: null, phone: null, firstName: null, lastName: null });
  }, [newBookingFor, openBooking, setParam]);
}

/**
 * Moving through days: today drops the date from the URL; the arrows step a day in the list and
 * the floor, and a month in the calendar. Picking a day in the calendar opens its list.
 */
export function useDayNavigation(
  { view, setParam }: Pick<ReturnType<typeof useBookUrl>, 'view' | 'setParam'>,
  shownDate: string,
  today: string | undefined,
) {
  const goToDay = useCallback(
    (d: string | null) => setParam({ date: d && d !== today ? d : null, ...(view === 'calendar' ? { view: null } : {}) }),
    [setParam, today, view],
  );
  const step = useCallback(
    (direction: 1 | -1) => {
      if (!shownDate) return;
      if (view === 'calendar') setParam({ date: format(addMonths(parseISO(shownDate), direction), 'yyyy-MM-dd') });
      else goToDay(addLocalDays(shownDate, direction));
    },
    [shownDate, view, setParam, goToDay],
  );
  return { goToDay, step };
}

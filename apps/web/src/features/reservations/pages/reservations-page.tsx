import AddIcon from '@mui/icons-material/Add';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import PeopleIcon from '@mui/icons-material/People';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FEATURE } from '@host/domain/entitlements';
import { COUNTRY_CODES, type CountryCode } from '@host/domain/locales';
import { DIALLING_PREFIX } from '@host/domain/reservations/booking-options';
import { daySummary } from '@host/domain/reservations/day-summary';
import { localTimeOf } from '@host/domain/time';
import { format, parseISO } from 'date-fns';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveUpdates } from '../../../state/live-updates';
import { useSession } from '../../../state/session';
import { lazyPart } from '../../../components/lazy-part';
import { useStatusUse } from '../../../components/status-chip';
import { useFormat } from '../../../i18n/format';
import { useCannotWrite } from '../../../lib/connection';
import { applyQueued, OfflineBanner, preloadConflictDialog, preloadOfflineBanner, useQueuedChanges } from '../../offline';
import { useServerNow } from '../../../lib/use-server-now';
import { reservationKeys, useAreas, useCombinations, useDay, useSearch } from '../api/reservations';
import { useReadAgain } from '../../../lib/use-read-again';
import { DaySummaryBar } from '../components/day-summary-bar';
import { DayToolbar } from '../components/day-toolbar';
import { useQueue } from '../api/queue';
import { useFeature } from '../../../state/entitlements';
import { HostDialogs, preloadHostDialogs } from '../components/host-dialogs';
import { ReservationList } from '../components/reservation-list';
import { StatusFilter } from '../components/status-filter';
import { GuestFilterChips } from '../components/guest-filter-chips';
import { guestFilterParam } from '@host/domain/reservations/guest-filter';
import { type BookView, useBookFromGuestBook, useBookUrl, useDayNavigation } from '../hooks/use-book-url';
import { useDeskShortcuts } from '../hooks/use-desk-shortcuts';
import { useHostActions } from '../hooks/use-host-actions';
import { useQueuePlace } from '../hooks/use-queue-place';

// The list is the book's first view; the floor and the calendar load after it (and are fetched once
// the book is drawn, so that the floor opens with no connection too: issue 28).
const FloorView = lazyPart(() => import('../../floor').then((m) => m.FloorView), 'view', 520);
const QueueDrawer = lazyPart(() => import('../components/queue/queue-drawer').then((m) => m.QueueDrawer), 'dialog');
const CalendarView = lazyPart(() => import('../components/calendar-view').then((m) => m.CalendarView), 'view', 480);
/** After the book is drawn, a moment for its first requests to finish before the rest is fetched. */
const PRELOAD_AFTER_MS = 1_500;

/** /reservations: the host's book of the day, its calendar, and everything done to it. */
export function ReservationsPage() {
  const { t } = useTranslation(['reservations', 'offline']);
  const format_ = useFormat();
  const session = useSession().data;
  const outletId = session?.outlet?.id ?? '';
  const country = (COUNTRY_CODES as readonly string[]).includes(session?.brand?.countryCode ?? '')
    ? (session!.brand!.countryCode as CountryCode)
    : format_.locale.country;
  const url = useBookUrl();
  const day = useDay(outletId, url.date);
  const search = useSearch(outletId, url.query);
  const areas = useAreas(outletId);
  const readAgain = useReadAgain();
  const combinations = useCombinations(outletId, Boolean(session?.brand?.isEnableTableCombination));
  const changed = useLiveUpdates(outletId, session?.hostV2AuthToken);
  const now = useServerNow(day.data?.now);
  const timeZone = session?.brand?.timezone;
  const host = useHostActions({ outletId, areas: areas.data, combinations: combinations.data });
  const searchRef = useRef<HTMLInputElement>(null);
  // Without the waitlist in the outlet's plan the queue's button stays (its drawer says what the merchant must do), uncounted.
  const queue = useQueue(outletId, useFeature(FEATURE.WAITLIST).enabled !== false);
  const queuePlace = useQueuePlace(url.view === 'floor');
  // Offline (issue 17): the last book read, with the status changes waiting to be sent applied.
  const cannotWrite = useCannotWrite();
  const queued = useQueuedChanges();
  const unused = useStatusUse().unused;
  const mine = useMemo(() => queued.filter((c) => c.outletId === outletId), [queued, outletId]);
  const reservations = useMemo(() => applyQueued(day.data?.reservations, mine, unused), [day.data, mine, unused]);
  const found = useMemo(() => applyQueued(search.data?.reservations, mine, unused), [search.data, mine, unused]);

  const today = day.data?.today;
  const shownDate = day.data?.date ?? url.date ?? today ?? '';
  const isToday = shownDate === today;
  const { goToDay, step } = useDayNavigation(url, shownDate, today);
  const { setParam } = url;
  const showView = useCallback((v: BookView) => setParam({ view: v === 'list' ? null : v }), [setParam]);
  useDeskShortcuts({
    paused: Boolean(host.editor || host.pending),
    searchRef,
    onNewBooking: host.openBooking,
    onWalkIn: host.openWalkIn,
    goToDay,
    step,
  });
  useBookFromGuestBook(url, host.openBooking);

  // Everything the host may open from the book is fetched once it is drawn: a part still to load when
  // the server goes away would otherwise be the one thing that cannot open (issue 28).
  const drawn = Boolean(day.data);
  useEffect(() => {
    if (!drawn) return;
    const timer = setTimeout(() => {
      preloadHostDialogs();
      preloadOfflineBanner();
      preloadConflictDialog();
      FloorView.preload();
      QueueDrawer.preload();
    }, PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [drawn]);

  const searching = url.query.trim().length >= 2;
  const summary = useMemo(() => daySummary(reservations ?? []), [reservations]);
  const dayLabel = shownDate ? format(parseISO(shownDate), 'PPPP', { locale: format_.dateLocale }) : '';
  const queueDrawer = queuePlace.isShown && (
    <QueueDrawer
      outletId={outletId}
      place={queuePlace.place}
      onClose={queuePlace.place === 'docked' ? undefined : queuePlace.close}
      dock={queuePlace.dock}
      focusKey={queuePlace.focusKey}
      now={now}
      date={shownDate}
      onOpenBooking={(id) => {
        // A guest who took an offered time: their booking is in the day shown, opened in the book's own editor.
        const booking = reservations?.find((r) => r.id === id);
        if (booking) host.openBooking(booking);
      }}
    />
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {t('title')}
          </Typography>
        </Box>
        <Tooltip title={cannotWrite ? t('offline:needsConnection.booking') : ''}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => host.openBooking()}
              aria-keyshortcuts="n"
              disabled={cannotWrite}
            >
              {t('newBooking')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DirectionsWalkIcon />}
              onClick={() => host.openWalkIn()}
              aria-keyshortcuts="w"
              disabled={cannotWrite}
            >
              {t('newWalkIn')}
            </Button>
            {/* The door queue reads offline too (kept by the service worker); its writes wait for the connection. */}
            <Button variant="outlined" startIcon={<PeopleIcon />} onClick={queuePlace.show}>
              {t('queue.open', { count: queue.data?.entries.length ?? 0 })}
            </Button>
          </Stack>
        </Tooltip>
      </Stack>

      <OfflineBanner asOf={day.data?.now} timeZone={timeZone} />

      <DayToolbar
        view={url.view}
        shownDate={shownDate}
        isToday={isToday}
        dayLabel={dayLabel}
        onStep={step}
        onDay={goToDay}
        onView={showView}
      />

      {url.view === 'floor' ? (
        <FloorView
          areas={areas.data}
          combinations={combinations.data ?? []}
          reservations={reservations}
          now={now}
          isToday={isToday}
          changed={changed}
          onDrop={host.onFloorDrop}
          onTable={host.openTable}
          onWaiting={host.openSeat}
          failed={(areas.isError && !areas.data) || (day.isError && !day.data)}
          onRetry={() => readAgain(reservationKeys.areas(outletId), reservationKeys.day(outletId, url.date))}
          // Inside the floor's drag, so a party from the queue can be dropped onto a table.
          queue={queuePlace.place === 'floor' ? queueDrawer : undefined}
          dockedQueue={queuePlace.place === 'docked' ? queueDrawer : undefined}
        />
      ) : url.view === 'calendar' ? (
        <Card variant="outlined" sx={{ p: 2 }}>
          {shownDate ? (
            <CalendarView outletId={outletId} month={shownDate} today={today ?? ''} onPick={(d) => goToDay(d)} />
          ) : (
            <Skeleton variant="rounded" height={480} />
          )}
        </Card>
      ) : (
        <>
          <DaySummaryBar
            summary={summary}
            deposits={summary.deposits > 0 ? format_.money(summary.deposits, country) : undefined}
            query={url.query}
            onQuery={(q) => {
              url.setQuery(q);
              url.setParam({ q: q || null });
            }}
            searchRef={searchRef}
          />
          <StatusFilter
            total={reservations?.length ?? 0}
            byStatus={summary.byStatus}
            value={url.statusFilter}
            onChange={(status) => url.setParam({ status })}
          />
          {!searching && (
            <GuestFilterChips
              reservations={reservations ?? []}
              value={url.guestFilter}
              onChange={(filter) => url.setParam({ guest: guestFilterParam(filter) })}
            />
          )}
          <ReservationList
            reservations={searching ? found : reservations}
            isLoading={day.isPending}
            failed={searching ? search.isError && !search.data : day.isError && !day.data}
            onRetry={() =>
              // While searching, the day's first read may be the one still hanging (the list waits on it too).
              readAgain(...(searching ? [reservationKeys.search(outletId, url.query)] : []), reservationKeys.day(outletId, url.date))
            }
            statusFilter={url.statusFilter}
            guestFilter={searching ? null : url.guestFilter}
            searching={searching}
            emptyText={searching ? t('list.noMatch', { query: url.query }) : t('list.empty', { day: dayLabel })}
            changed={changed}
            handlers={host.rowHandlers}
            onNewBooking={() => host.openBooking()}
            now={isToday ? now : undefined}
            nowLabel={timeZone ? localTimeOf(now, timeZone).slice(0, 5) : ''}
          />
        </>
      )}

      {queuePlace.place === 'list' && queueDrawer}

      <HostDialogs
        host={host}
        outletId={outletId}
        brandId={session?.brand?.id}
        defaultDate={shownDate}
        countryPrefix={DIALLING_PREFIX[country]}
        now={now}
        isToday={isToday}
      />
    </Stack>
  );
}

export default ReservationsPage;

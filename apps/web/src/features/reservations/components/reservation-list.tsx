import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Fab from '@mui/material/Fab';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { groupBook, nowMark } from '@host/domain/reservations/book-groups';
import { useHoverTip } from '../../../components/hover-tip';
import { LoadFailed, StillReading } from '../../../components/load-failed';
import { plainThemeVariables } from '../../../components/plain-theme';
import { sameGuestTwice } from '@host/domain/reservations/same-day';
import { coversOf } from '@host/domain/reservations/day-summary';
import type { DisplayStatus } from '@host/domain/reservations/display-status';
import { matchesGuestFilter, type GuestFilter } from '@host/domain/reservations/guest-filter';
import type { Reservation } from '@host/domain/reservations/reservation';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ReservationRow, type RowHandlers } from './reservation-row';

/**
 * The book as a list: grouped by service (by date when searching), late parties at the top of
 * their group and the rest in time order; an empty day offers a new booking. On today's book a
 * "now" line marks where the evening is, the list opens there, and a button brings it back.
 */
export function ReservationList({
  reservations,
  isLoading,
  statusFilter,
  guestFilter = null,
  searching,
  emptyText,
  changed,
  handlers,
  onNewBooking,
  now,
  nowLabel,
  failed,
  onRetry,
}: {
  reservations: Reservation[] | undefined;
  isLoading: boolean;
  /** the day could not be read and nothing was kept: said so, with a retry, never "no bookings" */
  failed?: boolean;
  onRetry?: () => void;
  statusFilter: DisplayStatus | null;
  /** the guests asked for: an allergy, or one tag (issue 32) */
  guestFilter?: GuestFilter | null;
  searching: boolean;
  emptyText: string;
  changed: ReadonlySet<string>;
  handlers: RowHandlers;
  onNewBooking: () => void;
  /** the outlet's now, on today's book only */
  now: Date | undefined;
  /** now as the outlet's clock reads it, "19:42" */
  nowLabel: string;
}) {
  const { t } = useTranslation('reservations');
  const groups = useMemo(() => {
    const shown = (reservations ?? []).filter(
      (r) => (!statusFilter || r.displayStatus === statusFilter) && matchesGuestFilter(r, guestFilter),
    );
    return groupBook(shown, { searching, otherService: t('list.otherService') });
  }, [reservations, statusFilter, guestFilter, searching, t]);
  const mark = useMemo(() => (now && !searching ? nowMark(groups, now) : null), [groups, now, searching]);
  // The same guest twice on the day (all of it, whatever the filter shows), marked on both rows; not across the days of a search.
  const twice = useMemo(() => (searching ? new Map<string, string[]>() : sameGuestTwice(reservations ?? [])), [reservations, searching]);
  const nowLine = useNowLine(Boolean(mark));
  const hoverTip = useHoverTip();

  return (
    // A size container: rows lay themselves out for the list's width (book-row.css); the theme's colours as the variables
    // the rows' plain elements read.
    <Card
      variant="outlined"
      sx={(theme) => ({ containerType: 'inline-size', containerName: 'book', overflow: 'clip', ...plainThemeVariables(theme) })}
      onPointerOver={hoverTip.onPointerOver}
      onPointerLeave={hoverTip.onPointerLeave}
    >
      {isLoading ? (
        <Box sx={{ p: 2 }}>
          <StillReading
            onRetry={onRetry}
            skeleton={[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          />
        </Box>
      ) : failed && onRetry ? (
        <Box sx={{ p: 2 }}>
          <LoadFailed message={t('list.loadFailed')} onRetry={onRetry} />
        </Box>
      ) : groups.length === 0 ? (
        <Stack sx={{ p: 5, alignItems: 'center', gap: 2, textAlign: 'center' }}>
          <Typography color="text.secondary">{emptyText}</Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={onNewBooking}>
            {t('newBooking')}
          </Button>
        </Stack>
      ) : (
        groups.map(({ name, rows }, g) => (
          <Box key={name} component="section" aria-label={name}>
            {/* The service stays in view while its rows scroll under the header (issue 19). */}
            <Stack
              direction="row"
              sx={{
                position: 'sticky',
                top: 'var(--app-header-height, 64px)',
                zIndex: 2,
                px: 2,
                py: 0.75,
                bgcolor: 'background.paper',
                backgroundImage: (theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
                alignItems: 'baseline',
                gap: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="subtitle2" component="h3">
                {name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {rows.length > 0 && `${span(rows)} · `}
                {t('list.groupCount', { count: rows.length, covers: coversOf(rows) })}
              </Typography>
            </Stack>
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {rows.map((r, i) => (
                <Fragment key={r.id}>
                  {/* Late parties float to the top of their service: said so, not left to look like a wrong order (issue 28). */}
                  {i === 0 && r.displayStatus === 'LATE' && <ListLabel testId="late-label">{t('list.needsAttention')}</ListLabel>}
                  {i > 0 && rows[i - 1]!.displayStatus === 'LATE' && r.displayStatus !== 'LATE' && (
                    <ListLabel>{t('list.inTimeOrder')}</ListLabel>
                  )}
                  {mark?.group === g && mark.before === i && <NowLine ref={nowLine.ref} label={t('list.now', { time: nowLabel })} />}
                  <ReservationRow reservation={r} changed={changed.has(r.id)} handlers={handlers} alsoAt={twice.get(r.id)} />
                </Fragment>
              ))}
              {mark?.group === g && mark.before === rows.length && <NowLine ref={nowLine.ref} label={t('list.now', { time: nowLabel })} />}
            </Box>
          </Box>
        ))
      )}
      {mark && nowLine.away && (
        <Fab
          variant="extended"
          color="primary"
          size="medium"
          onClick={nowLine.scrollTo}
          // Bottom centre: over the names' spare room, never over a row's Seat or Depart button.
          sx={{ position: 'fixed', left: '50%', transform: 'translateX(-50%)', bottom: 16, zIndex: (theme) => theme.zIndex.speedDial }}
        >
          {nowLine.away === 'above' ? <ArrowUpwardIcon sx={{ mr: 1 }} /> : <ArrowDownwardIcon sx={{ mr: 1 }} />}
          {t('list.backToNow')}
        </Fab>
      )}
      {hoverTip.tip}
    </Card>
  );
}

/** The first and last start of a group ("18:00–21:00"); late parties float to its top, so not by position. */
function span(rows: readonly Reservation[]) {
  const times = rows.map((r) => r.reservationTime.slice(0, 5)).sort();
  return `${times[0]}–${times.at(-1)}`;
}

function ListLabel({ children, testId }: { children: string; testId?: string }) {
  return (
    <Box component="li" data-testid={testId} sx={{ listStyle: 'none', px: 2, pt: 1, pb: 0.5 }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5, fontWeight: 700 }}>
        {children}
      </Typography>
    </Box>
  );
}

function NowLine({ ref, label }: { ref: Ref<HTMLLIElement>; label: string }) {
  return (
    <Box
      component="li"
      ref={ref}
      data-testid="now-line"
      sx={{ listStyle: 'none', position: 'relative', height: 0, scrollMarginTop: 'calc(var(--app-header-height, 64px) + 120px)' }}
    >
      <Box role="separator" aria-label={label} sx={{ borderTop: 2, borderColor: 'error.main' }} />
      <Typography
        variant="caption"
        aria-hidden
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -10,
          px: 0.75,
          borderRadius: 1,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontWeight: 700,
          lineHeight: '20px',
        }}
      >
        {label}
      </Typography>
    </Box>
  );
}

/**
 * The now line: the book opens on it once (the service running now, or the next), and says
 * whether it is scrolled away above or below, for the button that brings it back.
 */
function useNowLine(present: boolean) {
  const el = useRef<HTMLLIElement | null>(null);
  const opened = useRef(false);
  const [away, setAway] = useState<'above' | 'below' | null>(null);
  const [node, setNode] = useState<HTMLLIElement | null>(null);
  const ref = useCallback((n: HTMLLIElement | null) => {
    el.current = n;
    setNode(n);
  }, []);
  const scrollTo = () => el.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });

  // A host who has already pressed, typed or scrolled while the book loaded keeps the page where it
  // is: a jump under a finger on its way down turns a tap on the toolbar into a tap on nothing.
  const touched = useRef(false);
  useEffect(() => {
    const interacted = () => {
      touched.current = true;
    };
    const kinds = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    for (const kind of kinds) window.addEventListener(kind, interacted, { capture: true, passive: true });
    return () => {
      for (const kind of kinds) window.removeEventListener(kind, interacted, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (!node) return setAway(null);
    if (!opened.current) {
      opened.current = true;
      const box = node.getBoundingClientRect();
      if (!touched.current && (box.top < 0 || box.bottom > window.innerHeight)) node.scrollIntoView({ block: 'start' });
    }
    const seen = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      setAway(entry.isIntersecting ? null : entry.boundingClientRect.top < 0 ? 'above' : 'below');
    });
    seen.observe(node);
    return () => seen.disconnect();
  }, [node]);

  return { ref, away: present ? away : null, scrollTo };
}

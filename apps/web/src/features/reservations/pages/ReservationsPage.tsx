import AddIcon from '@mui/icons-material/Add';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import SearchIcon from '@mui/icons-material/Search';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isSeatedFamily, type DisplayStatus } from '@host/domain/reservations/display-status';
import type { Reservation } from '@host/domain/reservations/reservation';
import type { RowAction } from '@host/domain/reservations/row-actions';
import { COUNTRY_CODES, type CountryCode } from '@host/domain/locales';
import type { TableOnFloor } from '@host/domain/floor/floor-state';
import { RESERVATION_STATUS, TABLE_STATUS } from '@host/domain/statuses';
import type { Table } from '@host/domain/tables';
import { addLocalDays } from '@host/domain/time';
import { addMonths, format, parseISO } from 'date-fns';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { useSession } from '../../auth/api/session';
import { useAreas, useChangeStatus, useCombinations, useDay, useMoveReservation, useSearch, useSetTableStatus } from '../api/reservations';
import { FloorView, OCCUPIED, type FloorDrop } from '../components/floor/FloorView';
import { SeatChoiceDialog, type SeatChoice } from '../components/floor/SeatChoiceDialog';
import { TableDialog, type TableAction } from '../components/floor/TableDialog';
import { notifyError } from '../../../lib/notify';
import { useServerNow } from '../lib/server-now';
import { useLiveUpdates } from '../api/use-live-updates';
import { ACTION_TARGET, ASKS_FIRST, guestName } from '../components/actions';
import { BookingDialog } from '../components/BookingDialog';
import { CalendarView } from '../components/CalendarView';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ReservationRow, type RowHandlers } from '../components/ReservationRow';
import { SeatDialog } from '../components/SeatDialog';
import { StatusChip } from '../components/StatusChip';
import { WalkInDialog } from '../components/WalkInDialog';

const FILTERABLE: DisplayStatus[] = ['LATE', 'PENDING', 'BOOKED', 'CONFIRMED', 'SEATED', 'BILL', 'OVERSTAYED', 'COMPLETED', 'NO_SHOW', 'CANCELLED', 'EXPIRED'];
const NOT_COUNTED = new Set<DisplayStatus>(['CANCELLED', 'NO_SHOW', 'EXPIRED']);

type Pending =
  | { kind: 'confirm'; reservation: Reservation; status: number }
  | { kind: 'seat'; reservation: Reservation }
  | { kind: 'move'; reservation: Reservation }
  | { kind: 'table'; table: Table; spot: TableOnFloor<Reservation> }
  | { kind: 'choice'; reservation: Reservation; choice: SeatChoice }
  | null;
type View = 'list' | 'floor' | 'calendar';

/** /reservations: the host's book of the day, its calendar, and everything done to it. */
export function ReservationsPage() {
  const { t } = useTranslation(['reservations', 'floor']);
  const format_ = useFormat();
  const session = useSession().data;
  const outletId = session?.outlet?.id ?? '';
  const country = (COUNTRY_CODES as readonly string[]).includes(session?.brand?.countryCode ?? '') ? (session!.brand!.countryCode as CountryCode) : format_.locale.country;
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'calendar' ? 'calendar' : params.get('view') === 'floor' ? 'floor' : 'list';
  const date = params.get('date') ?? undefined;
  const statusFilter = params.get('status') as DisplayStatus | null;
  const [query, setQuery] = useState(params.get('q') ?? '');
  const day = useDay(outletId, date);
  const search = useSearch(outletId, query);
  const changeStatus = useChangeStatus(outletId);
  const setTableStatus = useSetTableStatus(outletId);
  const moveReservation = useMoveReservation(outletId);
  const areas = useAreas(outletId);
  const combinations = useCombinations(outletId, Boolean(session?.brand?.isEnableTableCombination));
  const changed = useLiveUpdates(outletId, session?.hostV2AuthToken);
  const [dialog, setDialog] = useState<'booking' | 'walkIn' | null>(null);
  const [walkInTables, setWalkInTables] = useState<string[]>([]);
  const now = useServerNow(day.data?.now);
  const [editing, setEditing] = useState<Reservation | undefined>();
  const [pending, setPending] = useState<Pending>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const today = day.data?.today;
  const shownDate = day.data?.date ?? date ?? today ?? '';
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
  const goToDay = useCallback((d: string | null) => setParam({ date: d && d !== today ? d : null, ...(view === 'calendar' ? { view: null } : {}) }), [setParam, today, view]);
  /** The arrows step a day in the list and a month in the calendar. */
  const step = useCallback(
    (direction: 1 | -1) => {
      if (!shownDate) return;
      if (view === 'calendar') setParam({ date: format(addMonths(parseISO(shownDate), direction), 'yyyy-MM-dd') });
      else goToDay(addLocalDays(shownDate, direction));
    },
    [shownDate, view, setParam, goToDay],
  );

  /** Seats a waiting party, or moves a seated one, at tables (after the host agreed to any squeeze). */
  const seatAt = useCallback(
    (r: Reservation, tableIds: string[], allowOverCapacity: boolean) => {
      if (isSeatedFamily(r.displayStatus)) moveReservation.mutate({ id: r.id, tableIds, allowOverCapacity });
      else changeStatus.mutate({ id: r.id, status: RESERVATION_STATUS.SEATED, tableIds, allowOverCapacity });
    },
    [changeStatus, moveReservation],
  );

  const onFloorDrop = useCallback(
    (drop: FloorDrop) => {
      if (drop.kind === 'walkIn') {
        setWalkInTables([drop.table.id]);
        setDialog('walkIn');
        return;
      }
      const r = drop.reservation;
      const spot = drop.floor.get(drop.table.id);
      if (spot && OCCUPIED.includes(spot.status) && spot.party?.id !== r.id) return notifyError(t('floor:occupied', { table: drop.table.name }));
      if (r.pax <= drop.table.maxPax) return seatAt(r, [drop.table.id], false);
      // Too small on its own: offer the free combinations with this table that seat the party.
      const free = (id: string) => !OCCUPIED.includes(drop.floor.get(id)?.status ?? TABLE_STATUS.BLOCKED) || drop.floor.get(id)?.party?.id === r.id;
      const fitting = (combinations.data ?? []).filter((c) => c.tableIds.includes(drop.table.id) && r.pax >= c.minPax && r.pax <= c.maxPax && c.tableIds.every(free));
      const tableNames = new Map((areas.data ?? []).flatMap((a) => a.tables).map((tb) => [tb.id, tb.name]));
      setPending({ kind: 'choice', reservation: r, choice: { guest: guestName(r) || t('row.walkIn'), pax: r.pax, table: drop.table, combinations: fitting, tableNames } });
    },
    [seatAt, combinations.data, areas.data, t],
  );

  const onTableAction = useCallback(
    (action: TableAction) => {
      if (action.kind === 'walkIn' && pending?.kind === 'table') {
        setWalkInTables([pending.table.id]);
        setDialog('walkIn');
      } else if (action.kind === 'move') setPending({ kind: 'move', reservation: action.reservation });
      else if (action.kind === 'tableStatus') setTableStatus.mutate({ tables: action.tables, status: action.status });
      else if (action.kind === 'status') changeStatus.mutate({ id: action.reservation.id, status: action.status });
    },
    [pending, setTableStatus, changeStatus],
  );

  const act = useCallback(
    (r: Reservation, status: number) => {
      if (status === RESERVATION_STATUS.SEATED && r.tables.length === 0) return setPending({ kind: 'seat', reservation: r });
      if (ASKS_FIRST.has(status)) return setPending({ kind: 'confirm', reservation: r, status });
      changeStatus.mutate({ id: r.id, status });
    },
    [changeStatus],
  );
  const handlers = useMemo<RowHandlers>(
    () => ({
      onAction: (r: Reservation, action: RowAction) => (action === 'EDIT' ? (setEditing(r), setDialog('booking')) : act(r, ACTION_TARGET[action]!)),
      onStatus: (r, status) => (status === 'BILL' ? setTableStatus.mutate({ tables: r.tables, status: TABLE_STATUS.BILL_REQUESTED }) : act(r, status)),
      onEdit: (r) => {
        setEditing(r);
        setDialog('booking');
      },
    }),
    [act, setTableStatus],
  );

  // Keyboard at the desk (UI.md): / search, n new booking, w walk-in, t today, arrows change the day.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (dialog || pending || e.metaKey || e.ctrlKey || e.altKey || /INPUT|TEXTAREA|SELECT/.test(target.tagName) || target.isContentEditable || target.closest('[role="dialog"], [role="menu"]'))
        return;
      if (e.key === '/') {
        e.preventDefault();
        searchRef.current?.focus();
      } else if (e.key === 'n') {
        setEditing(undefined);
        setDialog('booking');
      } else if (e.key === 'w') {
        setWalkInTables([]);
        setDialog('walkIn');
      } else if (e.key === 't') goToDay(null);
      else if (e.key === 'ArrowLeft') step(-1);
      else if (e.key === 'ArrowRight') step(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog, pending, goToDay, step]);

  const list = query.trim().length >= 2 ? search.data?.reservations : day.data?.reservations;
  const counts = useMemo(() => {
    const byStatus = new Map<DisplayStatus, number>();
    let covers = 0;
    let bookings = 0;
    let deposits = 0;
    let seated = 0;
    for (const r of day.data?.reservations ?? []) {
      byStatus.set(r.displayStatus, (byStatus.get(r.displayStatus) ?? 0) + 1);
      if (!NOT_COUNTED.has(r.displayStatus)) {
        covers += r.pax;
        bookings += 1;
      }
      if (isSeatedFamily(r.displayStatus)) seated += r.pax;
      deposits += r.transactions.filter((tx) => ['paid', 'succeeded'].includes(tx.status)).reduce((n, tx) => n + tx.amount, 0);
    }
    return { byStatus, covers, bookings, deposits, seated };
  }, [day.data]);

  const groups = useMemo(() => {
    const shown = (list ?? []).filter((r) => !statusFilter || r.displayStatus === statusFilter);
    const byService = new Map<string, Reservation[]>();
    for (const r of shown) {
      const key = query.trim().length >= 2 ? r.reservationDate : (r.serviceTiming?.name ?? t('list.otherService'));
      byService.set(key, [...(byService.get(key) ?? []), r]);
    }
    // Late parties float to the top of their group; the rest keep their time order.
    return [...byService.entries()].map(([name, rows]) => [name, [...rows].sort((a, b) => Number(b.displayStatus === 'LATE') - Number(a.displayStatus === 'LATE'))] as const);
  }, [list, statusFilter, query, t]);

  const dayLabel = shownDate ? format(parseISO(shownDate), 'PPPP', { locale: format_.dateLocale }) : '';
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {t('title')}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setEditing(undefined);
              setDialog('booking');
            }}
            aria-keyshortcuts="n"
          >
            {t('newBooking')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DirectionsWalkIcon />}
            onClick={() => {
              setWalkInTables([]);
              setDialog('walkIn');
            }}
            aria-keyshortcuts="w"
          >
            {t('newWalkIn')}
          </Button>
        </Stack>
      </Stack>

      <Card variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, alignItems: { md: 'center' } }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Tooltip title={view === 'calendar' ? t('previousMonth') : t('previousDay')}>
              <span>
                <IconButton aria-label={view === 'calendar' ? t('previousMonth') : t('previousDay')} onClick={() => step(-1)} disabled={!shownDate}>
                  <ChevronLeftIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Button variant={shownDate === today ? 'contained' : 'outlined'} color="inherit" onClick={() => goToDay(null)} aria-keyshortcuts="t" sx={{ minWidth: 72 }}>
              {t('today')}
            </Button>
            <Tooltip title={view === 'calendar' ? t('nextMonth') : t('nextDay')}>
              <span>
                <IconButton aria-label={view === 'calendar' ? t('nextMonth') : t('nextDay')} onClick={() => step(1)} disabled={!shownDate}>
                  <ChevronRightIcon />
                </IconButton>
              </span>
            </Tooltip>
            <DatePicker
              label={t('pickDate')}
              value={shownDate ? parseISO(shownDate) : null}
              onChange={(d) => d && !Number.isNaN(d.getTime()) && goToDay(format(d, 'yyyy-MM-dd'))}
              slotProps={{ textField: { size: 'small', sx: { width: 170, ml: 1 } } }}
            />
          </Stack>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 0 }} data-testid="day-heading">
            {shownDate === today ? t('todayLabel', { date: dayLabel }) : dayLabel}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_, v: string | null) => v && setParam({ view: v === 'list' ? null : v })}
            aria-label={t('viewMode')}
            sx={{ flexShrink: 0, '& .MuiToggleButton-root': { whiteSpace: 'nowrap' } }}
          >
            <ToggleButton value="list" aria-label={t('views.list')}>
              <ViewListIcon sx={{ mr: 0.5 }} fontSize="small" />
              {t('views.list')}
            </ToggleButton>
            <ToggleButton value="floor" aria-label={t('views.floor')}>
              <TableRestaurantIcon sx={{ mr: 0.5 }} fontSize="small" />
              {t('views.floor')}
            </ToggleButton>
            <ToggleButton value="calendar" aria-label={t('views.calendar')}>
              <CalendarMonthIcon sx={{ mr: 0.5 }} fontSize="small" />
              {t('views.calendar')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Card>

      {view === 'floor' ? (
        <FloorView
          areas={areas.data}
          combinations={combinations.data ?? []}
          reservations={day.data?.reservations}
          now={now}
          isToday={shownDate === today}
          changed={changed}
          onDrop={onFloorDrop}
          onTable={(table, spot) => setPending({ kind: 'table', table, spot })}
          onWaiting={(r) => setPending({ kind: 'seat', reservation: r })}
        />
      ) : view === 'calendar' ? (
        <Card variant="outlined" sx={{ p: 2 }}>
          {shownDate ? <CalendarView outletId={outletId} month={shownDate} today={today ?? ''} onPick={(d) => goToDay(d)} /> : <Skeleton variant="rounded" height={480} />}
        </Card>
      ) : (
        <>
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, alignItems: { md: 'center' } }}>
            <Typography sx={{ fontWeight: 600 }} data-testid="covers-summary">
              {t('summary', { seated: counts.seated, covers: counts.covers, bookings: counts.bookings, late: counts.byStatus.get('LATE') ?? 0 })}
              {counts.deposits > 0 && ` · ${t('deposits', { amount: format_.money(counts.deposits, country) })}`}
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            <TextField
              inputRef={searchRef}
              size="small"
              placeholder={t('searchPlaceholder')}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setParam({ q: e.target.value || null });
              }}
              slotProps={{
                htmlInput: { 'aria-label': t('searchPlaceholder'), 'aria-keyshortcuts': '/' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ width: { xs: '100%', md: 300 } }}
            />
          </Stack>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="group" aria-label={t('filterByStatus')}>
            <Chip
              label={t('all', { count: day.data?.reservations.length ?? 0 })}
              color={statusFilter ? 'default' : 'primary'}
              onClick={() => setParam({ status: null })}
              aria-pressed={!statusFilter}
            />
            {FILTERABLE.filter((s) => counts.byStatus.get(s)).map((s) => (
              <Box
                key={s}
                component="span"
                role="button"
                tabIndex={0}
                aria-pressed={statusFilter === s}
                onClick={() => setParam({ status: statusFilter === s ? null : s })}
                onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && setParam({ status: statusFilter === s ? null : s })}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, borderRadius: 4, outline: statusFilter === s ? 2 : 0, outlineColor: 'primary.main', cursor: 'pointer' }}
              >
                <StatusChip status={s} />
                <Typography variant="body2" sx={{ fontWeight: 700, pr: 1 }}>
                  {counts.byStatus.get(s)}
                </Typography>
              </Box>
            ))}
          </Stack>

          <Card variant="outlined">
            {day.isPending ? (
              <Stack spacing={1} sx={{ p: 2 }}>
                {[0, 1, 2, 3, 4].map((i) => (
                  <Skeleton key={i} variant="rounded" height={52} />
                ))}
              </Stack>
            ) : groups.length === 0 ? (
              <Stack sx={{ p: 5, alignItems: 'center', gap: 2, textAlign: 'center' }}>
                <Typography color="text.secondary">{query.trim().length >= 2 ? t('list.noMatch', { query }) : t('list.empty', { day: dayLabel })}</Typography>
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  onClick={() => {
                    setEditing(undefined);
                    setDialog('booking');
                  }}
                >
                  {t('newBooking')}
                </Button>
              </Stack>
            ) : (
              groups.map(([name, rows]) => (
                <Box key={name} component="section" aria-label={name}>
                  <Stack direction="row" sx={{ px: 2, py: 1, bgcolor: 'action.hover', alignItems: 'baseline', gap: 1 }}>
                    <Typography variant="subtitle2" component="h3">
                      {name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t('list.groupCount', { count: rows.length, covers: rows.filter((r) => !NOT_COUNTED.has(r.displayStatus)).reduce((n, r) => n + r.pax, 0) })}
                    </Typography>
                  </Stack>
                  <Box component="ul" sx={{ m: 0, p: 0 }}>
                    {rows.map((r) => (
                      <ReservationRow key={r.id} reservation={r} changed={changed.has(r.id)} handlers={handlers} />
                    ))}
                  </Box>
                </Box>
              ))
            )}
          </Card>
        </>
      )}

      {dialog === 'booking' && (
        <BookingDialog open onClose={() => setDialog(null)} outletId={outletId} brandId={session?.brand?.id} defaultDate={shownDate} countryPrefix={phonePrefix(country)} reservation={editing} />
      )}
      {dialog === 'walkIn' && <WalkInDialog open onClose={() => setDialog(null)} outletId={outletId} initialTableIds={walkInTables} />}
      {(pending?.kind === 'seat' || pending?.kind === 'move') && (
        <SeatDialog
          reservation={pending.reservation}
          outletId={outletId}
          mode={pending.kind}
          onClose={() => setPending(null)}
          onSeat={(tableIds, allowOverCapacity) => {
            seatAt(pending.reservation, tableIds, allowOverCapacity);
            setPending(null);
          }}
        />
      )}
      {pending?.kind === 'table' && (
        <TableDialog table={pending.table} spot={pending.spot} now={now} isToday={shownDate === today} onAction={onTableAction} onClose={() => setPending((p) => (p?.kind === 'table' ? null : p))} />
      )}
      {pending?.kind === 'choice' && (
        <SeatChoiceDialog
          choice={pending.choice}
          onClose={() => setPending(null)}
          onSeat={(tableIds, allowOverCapacity) => {
            seatAt(pending.reservation, tableIds, allowOverCapacity);
            setPending(null);
          }}
        />
      )}
      {pending?.kind === 'confirm' && (
        <ConfirmDialog
          title={t(pending.status === RESERVATION_STATUS.CANCELLED ? 'confirm.cancelTitle' : 'confirm.noShowTitle')}
          text={t(pending.status === RESERVATION_STATUS.CANCELLED ? 'confirm.cancelText' : 'confirm.noShowText', {
            name: guestName(pending.reservation),
            time: pending.reservation.reservationTime.slice(0, 5),
          })}
          confirm={t(pending.status === RESERVATION_STATUS.CANCELLED ? 'confirm.cancel' : 'confirm.noShow')}
          onClose={() => setPending(null)}
          onConfirm={() => {
            changeStatus.mutate({ id: pending.reservation.id, status: pending.status });
            setPending(null);
          }}
        />
      )}
    </Stack>
  );
}

/** The dialling prefix the phone field starts with, by the outlet's country. */
function phonePrefix(country: CountryCode): string {
  return { SG: '+65', MY: '+60', HK: '+852', TW: '+886' }[country];
}

export default ReservationsPage;

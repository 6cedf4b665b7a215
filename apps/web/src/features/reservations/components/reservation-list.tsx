import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { coversOf } from '@host/domain/reservations/day-summary';
import type { DisplayStatus } from '@host/domain/reservations/display-status';
import type { Reservation } from '@host/domain/reservations/reservation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReservationRow, type RowHandlers } from './reservation-row';

/**
 * The book as a list: grouped by service (by date when searching), late parties at the top of
 * their group and the rest in time order; an empty day offers a new booking.
 */
export function ReservationList({
  reservations,
  isLoading,
  statusFilter,
  searching,
  emptyText,
  changed,
  handlers,
  onNewBooking,
}: {
  reservations: Reservation[] | undefined;
  isLoading: boolean;
  statusFilter: DisplayStatus | null;
  searching: boolean;
  emptyText: string;
  changed: ReadonlySet<string>;
  handlers: RowHandlers;
  onNewBooking: () => void;
}) {
  const { t } = useTranslation('reservations');
  const groups = useMemo(() => {
    const shown = (reservations ?? []).filter((r) => !statusFilter || r.displayStatus === statusFilter);
    const byService = new Map<string, Reservation[]>();
    for (const r of shown) {
      const key = searching ? r.reservationDate : (r.serviceTiming?.name ?? t('list.otherService'));
      byService.set(key, [...(byService.get(key) ?? []), r]);
    }
    return [...byService.entries()].map(([name, rows]) => [name, [...rows].sort((a, b) => Number(b.displayStatus === 'LATE') - Number(a.displayStatus === 'LATE'))] as const);
  }, [reservations, statusFilter, searching, t]);

  return (
    <Card variant="outlined">
      {isLoading ? (
        <Stack spacing={1} sx={{ p: 2 }}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="rounded" height={52} />
          ))}
        </Stack>
      ) : groups.length === 0 ? (
        <Stack sx={{ p: 5, alignItems: 'center', gap: 2, textAlign: 'center' }}>
          <Typography color="text.secondary">{emptyText}</Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={onNewBooking}>
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
                {t('list.groupCount', { count: rows.length, covers: coversOf(rows) })}
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
  );
}

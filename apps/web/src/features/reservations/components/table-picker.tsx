import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { seatsParty } from '@host/domain/floor/suggest';
import { canTake, tableAvailability, type TableAvailability } from '@host/domain/floor/table-availability';
import { guestName } from '@host/domain/reservations/guest-name';
import type { Reservation } from '@host/domain/reservations/reservation';
import type { AreaWithTables } from '@host/domain/tables';
import { localTimeOf } from '@host/domain/time';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletProfile } from '../../../state/outlet-profile';
import { useServerNow } from '../../../lib/use-server-now';
import { useDay } from '../api/reservations';

export type Availability = Map<string, TableAvailability<Reservation>>;

/**
 * Each table's state for a party sitting down now (issue 19): free, in use until about when, held
 * by a booking that overlaps the stay, or blocked; from tonight's book and the server's clock.
 */
export function useSeatingNow(outletId: string, areas: AreaWithTables[], stay: { reservationId?: string; diningIntervalSeconds?: number }) {
  const day = useDay(outletId);
  const profile = useOutletProfile(outletId).data;
  const now = useServerNow(day.data?.now);
  const interval = stay.diningIntervalSeconds ?? profile?.reservationDiningInterval ?? 5400;
  const availability = useMemo<Availability>(
    () =>
      tableAvailability(
        areas.flatMap((a) => a.tables),
        day.data?.reservations ?? [],
        { startsAt: now.getTime(), endsAt: now.getTime() + interval * 1000, reservationId: stay.reservationId },
      ),
    [areas, day.data, now, interval, stay.reservationId],
  );
  return { availability, timeZone: profile?.timezone ?? 'Asia/Singapore', now };
}

/**
 * What a table's button says under its name: its seats, or who holds it and until when (its times in
 * the outlet's timeZone; a party past its expected end by the server's now reads as overstaying).
 */
export function describeTable(
  t: TFunction<'reservations'>,
  a: TableAvailability<Reservation> | undefined,
  { seats, timeZone, now }: { seats: { min: number; max: number }; timeZone: string; now: Date },
): { state: string; holder?: string; heldBy?: string } {
  const name = (r: Reservation) => guestName(r) || t('row.walkIn');
  // The label reads "held by Tan, party of 4", never "4 guests": that names the walk-in's party-size buttons.
  const held = (r: Reservation) => ({
    holder: t('picker.who', { name: name(r), count: r.pax }),
    heldBy: t('picker.heldBy', { name: name(r), count: r.pax }),
  });
  const hhmm = (d: Date) => localTimeOf(d, timeZone).slice(0, 5);
  switch (a?.kind) {
    case 'inUse': {
      // A party past its expected end is overstaying since then, not "in use until" a time gone by (issue 28).
      const state = !a.until
        ? t('picker.inUse')
        : a.until.getTime() <= now.getTime()
          ? t('picker.overstayingSince', { time: hhmm(a.until) })
          : t('picker.inUseUntil', { time: hhmm(a.until) });
      return { state, ...(a.party ? held(a.party) : {}) };
    }
    case 'reserved':
      return { state: t('picker.reservedAt', { time: hhmm(a.at) }), ...held(a.booking) };
    case 'blocked':
      return { state: t('picker.blocked') };
    case 'cleaning':
      return { state: t('picker.cleaning'), holder: t('walkIn.seats', seats) };
    default:
      return {
        state: t('walkIn.seats', seats),
        holder: a?.later ? t('picker.nextAt', { time: a.later.reservationTime.slice(0, 5) }) : undefined,
      };
  }
}

/**
 * Tables by area as big buttons (touch first). Each says whether it is free, in use until about
 * when and by whom, or reserved at what time for whom; only a table that can be taken can be picked
 * (the rest would fail with 'tableTaken'). Tables too small for the party are dimmed.
 */
export function TablePicker({
  areas,
  pax,
  selected,
  onToggle,
  availability,
  timeZone,
  now,
}: {
  areas: AreaWithTables[];
  pax: number;
  selected: string[];
  onToggle: (id: string) => void;
  availability: Availability;
  timeZone: string;
  /** the server's now: a party past its expected end reads as overstaying */
  now: Date;
}) {
  const { t } = useTranslation('reservations');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {areas.map((area) => (
        <Box key={area.id} component="section" aria-label={area.displayName}>
          <Typography variant="overline" color="text.secondary">
            {area.displayName}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))', gap: 1 }}>
            {area.tables
              .filter((tb) => tb.enabled)
              .map((tb) => {
                const a = availability.get(tb.id);
                const takeable = !a || canTake(a);
                const fits = pax >= tb.minPax && pax <= tb.maxPax;
                const { state, holder, heldBy } = describeTable(t, a, { seats: { min: tb.minPax, max: tb.maxPax }, timeZone, now });
                return (
                  <ToggleButton
                    key={tb.id}
                    value={tb.id}
                    selected={selected.includes(tb.id)}
                    disabled={!takeable && !selected.includes(tb.id)}
                    onChange={() => onToggle(tb.id)}
                    aria-label={t('picker.label', {
                      name: tb.name,
                      state: heldBy ? `${state}, ${heldBy}` : holder ? `${state}, ${holder}` : state,
                    })}
                    data-testid={`pick-table-${tb.name}`}
                    data-state={a?.kind ?? 'free'}
                    sx={{
                      flexDirection: 'column',
                      alignItems: 'stretch',
                      py: 0.75,
                      minHeight: 64,
                      opacity: fits || !takeable ? 1 : 0.6,
                      textTransform: 'none',
                      lineHeight: 1.25,
                      color: 'text.primary',
                      // Taken: muted, dashed, not pickable; the state and holder stay readable.
                      '&.Mui-disabled': { borderStyle: 'dashed', bgcolor: 'action.hover', color: 'text.secondary' },
                    }}
                  >
                    <Typography sx={{ fontWeight: 700 }}>{tb.name}</Typography>
                    <Typography variant="caption" sx={{ fontWeight: 600 }}>
                      {state}
                    </Typography>
                    {holder && (
                      <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
                        {holder}
                      </Typography>
                    )}
                  </ToggleButton>
                );
              })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Whether the chosen tables seat fewer than the party (the host is asked first), and their seats. */
export function squeezeOf(areas: AreaWithTables[], tableIds: readonly string[], pax: number) {
  const chosen = areas.flatMap((a) => a.tables).filter((tb) => tableIds.includes(tb.id));
  return { squeeze: chosen.length > 0 && !seatsParty(pax, chosen), seats: chosen.reduce((n, tb) => n + tb.maxPax, 0) };
}

/** docs/rules.md's 'table not suitable for new pax', asked before the host goes on. */
export function SqueezeAlert({ pax, seats }: { pax: number; seats: number }) {
  const { t } = useTranslation('reservations');
  return <Alert severity="warning">{t('seat.squeeze', { count: pax, seats })}</Alert>;
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { canTake } from '@host/domain/floor/table-availability';
import { guestName } from '@host/domain/reservations/guest-name';
import { GuestNeedsNotice } from '../../../components/guest-needs';
import { GuestAutoTags } from '../../../components/guest-tags';
import { TagChips } from '../../../components/tag-chips';
import { tagsOfBooking } from '@host/domain/reservations/guest-filter';
import type { Reservation } from '@host/domain/reservations/reservation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HoldLonger } from './hold-longer';
import { SeatActions } from './seat-actions';
import { useAreas } from '../api/reservations';
import { SqueezeAlert, describeTable, squeezeOf, useSeatingNow } from './table-picker';
import { TablesToSeat } from './tables-to-seat';

/**
 * Seating a party at tables picked by hand, or moving a seated one: the best free suggestions first,
 * then every table with its state. When the party's own table is taken, the dialog says by whom
 * (issue 19: the one-tap Seat opens here instead of failing). Tables that seat fewer than the party
 * say so before the host goes on ('table not suitable for new pax', docs/rules.md section 8).
 */
export function SeatDialog({
  reservation,
  outletId,
  mode = 'seat',
  onSeat,
  onClose,
}: {
  reservation: Reservation;
  outletId: string;
  mode?: 'seat' | 'move';
  onSeat: (tableIds: string[], allowOverCapacity: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('reservations');
  const areas = useAreas(outletId).data ?? [];
  const [tableIds, setTableIds] = useState<string[]>([]);
  const { squeeze, seats } = squeezeOf(areas, tableIds, reservation.pax);
  const seating = useSeatingNow(outletId, areas, {
    reservationId: reservation.id,
    diningIntervalSeconds: reservation.diningInterval,
  });
  const { availability, timeZone, now } = seating;
  const taken = mode === 'seat' ? reservation.tables.filter((tb) => availability.has(tb.id) && !canTake(availability.get(tb.id)!)) : [];
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="seat-title">
      <DialogTitle id="seat-title">
        {t(mode === 'move' ? 'seat.moveTitle' : 'seat.title', { name: guestName(reservation) || t('row.walkIn'), count: reservation.pax })}
      </DialogTitle>
      {/* Focusable: on a full evening every table is taken (none is a button to tab to), and the list still scrolls by keyboard. */}
      <DialogContent dividers tabIndex={0}>
        {/* What the kitchen must know, before a table is chosen (issue 32). */}
        <Box sx={{ display: 'grid', gap: 1, '&:not(:empty)': { mb: 2 } }}>
          {(Boolean(reservation.user?.autoTags.length) || tagsOfBooking(reservation).length > 0) && (
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
              <GuestAutoTags tags={reservation.user?.autoTags} />
              <TagChips tags={tagsOfBooking(reservation)} max={6} />
            </Stack>
          )}
          <GuestNeedsNotice needs={reservation.user} />
        </Box>
        {mode === 'seat' && (
          <Box sx={{ mb: 2 }}>
            <HoldLonger reservation={reservation} outletId={outletId} onHeld={onClose} />
          </Box>
        )}
        {taken.map((tb) => {
          const { state, holder } = describeTable(t, availability.get(tb.id), { seats: { min: 0, max: 0 }, timeZone, now });
          return (
            <Alert key={tb.id} severity="info" sx={{ mb: 2 }} data-testid="assigned-taken">
              {t('seat.assignedTaken', { table: tb.name, why: holder ? `${state} · ${holder}` : state })}
            </Alert>
          );
        })}
        {squeeze && (
          <Box sx={{ mb: 2 }}>
            <SqueezeAlert pax={reservation.pax} seats={seats} />
          </Box>
        )}
        <TablesToSeat
          outletId={outletId}
          reservationId={reservation.id}
          pax={reservation.pax}
          areas={areas}
          seating={seating}
          tableIds={tableIds}
          onTableIds={setTableIds}
        />
      </DialogContent>
      <SeatActions
        squeeze={squeeze}
        label={mode === 'move' ? t('seat.move') : t('actions.SEAT')}
        disabled={tableIds.length === 0}
        onSeat={() => onSeat(tableIds, squeeze)}
        onClose={onClose}
      />
    </Dialog>
  );
}

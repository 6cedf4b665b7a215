import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Reservation } from '@host/domain/reservations/reservation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreas } from '../api/reservations';
import { guestName } from './actions';
import { TablePicker } from './TablePicker';

/** Seating a party that has no table yet: pick one, then seat. */
export function SeatDialog({ reservation, outletId, onSeat, onClose }: { reservation: Reservation; outletId: string; onSeat: (tableIds: string[]) => void; onClose: () => void }) {
  const { t } = useTranslation('reservations');
  const areas = useAreas(outletId).data ?? [];
  const [tableIds, setTableIds] = useState<string[]>([]);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="seat-title">
      <DialogTitle id="seat-title">{t('seat.title', { name: guestName(reservation), count: reservation.pax })}</DialogTitle>
      <DialogContent dividers>
        <TablePicker areas={areas} pax={reservation.pax} selected={tableIds} onToggle={(id) => setTableIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
        <Button variant="contained" disabled={tableIds.length === 0} onClick={() => onSeat(tableIds)}>{t('actions.SEAT')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

/**
 * Close, and the seating itself: in warning colour and named "Seat anyway" when the chosen tables
 * are too small for the party (the host squeezes them in knowingly).
 */
export function SeatActions({
  squeeze,
  label,
  disabled,
  busy = false,
  onSeat,
  onClose,
}: {
  squeeze: boolean;
  label: string;
  disabled: boolean;
  busy?: boolean;
  onSeat: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('reservations');
  return (
    <DialogActions sx={{ px: 3, py: 2 }}>
      <Button onClick={onClose}>{t('dialog.close')}</Button>
      <Button variant="contained" color={squeeze ? 'warning' : 'primary'} onClick={onSeat} disabled={disabled} loading={busy}>
        {squeeze ? t('seat.anyway') : label}
      </Button>
    </DialogActions>
  );
}

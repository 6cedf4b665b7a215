import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { GRACE_EXTENSIONS, canExtendGrace } from '@host/domain/reservations/grace';
import { guestName } from '@host/domain/reservations/guest-name';
import type { Reservation } from '@host/domain/reservations/reservation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHoldLonger } from '../hooks/use-hold-longer';

/**
 * A LATE party's "hold the table longer" (+5, +10, +15 minutes) in the seat and booking dialogs; nothing
 * for any other status. `onHeld` gets the booking as the server now has it (the booking dialog saves
 * on top of that version; the seat dialog closes).
 */
export function HoldLonger({
  reservation,
  outletId,
  onHeld,
}: {
  reservation: Reservation;
  outletId: string;
  onHeld: (held: Reservation) => void;
}) {
  const { t } = useTranslation('reservations');
  const hold = useHoldLonger(outletId);
  const [busy, setBusy] = useState(false);
  if (!canExtendGrace(reservation.displayStatus)) return null;
  const name = guestName(reservation) || t('row.noName');
  return (
    <Alert severity="warning" data-testid="hold-longer" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      {t('grace.late', { name, time: reservation.reservationTime.slice(0, 5) })}
      <Stack direction="row" role="group" aria-label={t('grace.group', { name })} sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {GRACE_EXTENSIONS.map((minutes) => (
          <Button
            key={minutes}
            variant="outlined"
            color="inherit"
            disabled={busy}
            aria-label={t('grace.holdFor', { minutes })}
            onClick={async () => {
              setBusy(true);
              const held = await hold(reservation, minutes);
              setBusy(false);
              if (held) onHeld(held);
            }}
            sx={{ minWidth: 72, minHeight: 44 }}
          >
            {t('grace.plus', { minutes })}
          </Button>
        ))}
      </Stack>
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format';
import type { BookingForm } from './use-booking-form';

/**
 * Above the form: why saving failed, what someone else changed meanwhile, why fields are locked, and
 * (before saving) the guest's other booking here that day (docs/rules.md section 8's double booking).
 */
export function BookingAlerts({ form }: { form: BookingForm }) {
  const { t } = useTranslation('reservations');
  const fmt = useFormat();
  const { failure, stale, base, locks, sameDayBookings } = form;
  return (
    <>
      {sameDayBookings.map((b) => (
        <Alert key={b.id} severity="warning" role="status" data-testid="double-booking">
          {t('dialog.doubleBooking', {
            name: b.name,
            outlet: b.outletName,
            when: fmt.dateTime(parseISO(`${b.reservationDate}T${b.reservationTime}`)),
            code: b.code,
            count: b.pax,
          })}
        </Alert>
      ))}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {stale && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={form.keepMine}>
              {t('dialog.keepMine')}
            </Button>
          }
        >
          {t('dialog.staleIntro')}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {stale.changes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </Box>
        </Alert>
      )}
      {base && locks.size > 0 && <Alert severity="info">{t(locks.values().next().value!)}</Alert>}
    </>
  );
}

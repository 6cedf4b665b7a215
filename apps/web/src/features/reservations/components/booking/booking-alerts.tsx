import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { BookingForm } from './use-booking-form';

/** Above the form: why saving failed, what someone else changed meanwhile, and why fields are locked. */
export function BookingAlerts({ form }: { form: BookingForm }) {
  const { t } = useTranslation('reservations');
  const { failure, stale, base, locks } = form;
  return (
    <>
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

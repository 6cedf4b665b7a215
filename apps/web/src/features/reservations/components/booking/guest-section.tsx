import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { BookingForm } from './use-booking-form';

/** Who: the phone first (a known guest is found by it and offered), then the name. */
export function GuestSection({ form }: { form: BookingForm }) {
  const { t } = useTranslation('reservations');
  const { register, watch, setValue, lock, errorOf, match, isEdit } = form;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1.2fr 1fr 1fr' } }}>
        <TextField
          label={t('fields.customerPhone')}
          type="tel"
          autoComplete="off"
          disabled={lock('customerPhone').disabled}
          error={Boolean(errorOf('customerPhone'))}
          helperText={errorOf('customerPhone') ?? (match ? t('dialog.knownGuest', { name: `${match.firstName} ${match.lastName}`.trim(), count: match.visits }) : lock('customerPhone').helper)}
          {...register('customerPhone')}
        />
        <TextField
          label={t('fields.customerFirstName')}
          disabled={lock('customerFirstName').disabled}
          error={Boolean(errorOf('customerFirstName'))}
          helperText={errorOf('customerFirstName')}
          {...register('customerFirstName')}
        />
        <TextField label={t('fields.customerLastName')} disabled={lock('customerLastName').disabled} {...register('customerLastName')} />
      </Box>
      {match && !isEdit && !watch('customerFirstName') && (
        <Box>
          <Button
            size="small"
            onClick={() => {
              setValue('customerFirstName', match.firstName, { shouldDirty: true });
              setValue('customerLastName', match.lastName, { shouldDirty: true });
            }}
          >
            {t('dialog.useGuest', { name: `${match.firstName} ${match.lastName}`.trim() })}
          </Button>
        </Box>
      )}
    </>
  );
}

import { BOOKING_WINDOW_UNITS } from '@host/domain/availability/schedules';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../../components/date-time-inputs';
import { fieldState } from '../../../../lib/field-message';
import { OptionalNumberField } from './timing-fields';
import { fieldGrid, type TimingSectionProps } from './timing-form';

/** When a weekly service runs from and until, the largest party one booking takes, and how soon and how far ahead it is booked. */
export function BookingWindowSection({
  control,
  errors,
  special,
}: Omit<TimingSectionProps, 'register'> & { special: boolean | undefined }) {
  const { t } = useTranslation('schedules');
  return (
    <>
      {!special && (
        <Stack direction="row" sx={{ gap: 2 }}>
          <Controller
            control={control}
            name="recurringStartDate"
            render={({ field }) => (
              <DateInput
                label={t('fields.from')}
                {...field}
                onChange={(date) => field.onChange(date || null)}
                helperText=" "
                sx={{ flex: 1 }}
              />
            )}
          />
          <Controller
            control={control}
            name="recurringEndDate"
            render={({ field }) => (
              <DateInput
                label={t('fields.until')}
                {...field}
                onChange={(date) => field.onChange(date || null)}
                {...fieldState(errors.recurringEndDate)}
                sx={{ flex: 1 }}
              />
            )}
          />
        </Stack>
      )}
      <Box sx={fieldGrid}>
        <OptionalNumberField control={control} name="maxPaxPerReservation" label={t('booking.maxPaxPerReservation')} />
      </Box>
      {(['min', 'max'] as const).map((edge) => (
        <Stack key={edge} direction="row" sx={{ gap: 2 }}>
          <OptionalNumberField control={control} name={`${edge}BookingTime`} label={t(`fields.${edge}BookingTime`)} />
          <Controller
            control={control}
            name={`${edge}BookingTimeUnit`}
            render={({ field }) => (
              <TextField
                select
                label={t('fields.unit')}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value || null)}
                fullWidth
                helperText=" "
              >
                <MenuItem value="">—</MenuItem>
                {BOOKING_WINDOW_UNITS.map((u) => (
                  <MenuItem key={u} value={u}>
                    {t(`units.${u}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
      ))}
    </>
  );
}

import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldState } from '../../../../lib/field-message';
import type { TimingSectionProps } from './timing-form';

/** A duration stored in seconds, typed in minutes (empty: the outlet's). */
export function MinutesField({
  control,
  errors,
  name,
  label,
}: Omit<TimingSectionProps, 'register'> & { name: 'diningInterval' | 'leadTime' | 'gracePeriod'; label: string }) {
  const { t } = useTranslation('schedules');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          type="number"
          label={label}
          value={field.value === null || field.value === undefined ? '' : Math.round(Number(field.value) / 60)}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value) * 60)}
          slotProps={{ htmlInput: { min: 0 } }}
          {...fieldState(errors[name], t('fields.inMinutes'))}
          fullWidth
        />
      )}
    />
  );
}

export type OptionalNumberName =
  'maxGuest' | 'maxReservation' | 'minPartySize' | 'maxPartySize' | 'maxPaxPerReservation' | 'minBookingTime' | 'maxBookingTime';

/** A limit that may be left empty (no limit). */
export function OptionalNumberField({
  control,
  errors,
  name,
  label,
}: Omit<TimingSectionProps, 'register'> & { name: OptionalNumberName; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          type="number"
          label={label}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
          slotProps={{ htmlInput: { min: 1 } }}
          {...fieldState(errors[name])}
          fullWidth
        />
      )}
    />
  );
}

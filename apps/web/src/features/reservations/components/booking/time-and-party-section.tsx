import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, parseISO } from 'date-fns';
import { diningLengthChoices, hoursAndMinutes } from '@host/domain/reservations/booking-options';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DatePickerLocale } from '../../../../i18n/date-picker-locale';
import type { BookingForm } from './use-booking-form';

/** When and how many: the date, the time (each marked with why it cannot be booked), the party; a refused time asks for a reason. */
export function TimeAndPartySection({ form }: { form: BookingForm }) {
  const { t } = useTranslation('reservations');
  const { control, register, lock, errorOf, whyNot, needsReason, chosenTime, times, pickTime, isEdit } = form;
  const lengthLabel = (seconds: number) => {
    const { hours, minutes } = hoursAndMinutes(seconds);
    return hours === 0
      ? t('length.minutes', { minutes })
      : minutes === 0
        ? t('length.hours', { hours })
        : t('length.both', { hours, minutes });
  };
  // The chosen time is always listed (before the day's availability is known, or a past one being edited).
  const listed = new Set([...times.bookable, ...times.refused.map((r) => r.time)]);
  const refused = chosenTime && !listed.has(chosenTime) ? [{ time: chosenTime, reasons: [] }, ...times.refused] : times.refused;
  return (
    <DatePickerLocale>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1.3fr 1.3fr 0.7fr 0.7fr 1.1fr' } }}>
        <Controller
          name="reservationDate"
          control={control}
          render={({ field }) => (
            <DatePicker
              label={t('fields.reservationDate')}
              value={field.value ? parseISO(field.value) : null}
              onChange={(d) => field.onChange(d && !Number.isNaN(d.getTime()) ? format(d, 'yyyy-MM-dd') : '')}
              disabled={lock('reservationDate').disabled}
              slotProps={{
                textField: {
                  error: Boolean(errorOf('reservationDate')),
                  helperText: errorOf('reservationDate') ?? lock('reservationDate').helper,
                },
              }}
            />
          )}
        />
        <TextField
          select
          label={t('fields.reservationTime')}
          disabled={lock('reservationTime').disabled}
          value={chosenTime ?? ''}
          onChange={(e) => pickTime(e.target.value)}
          error={Boolean(errorOf('reservationTime'))}
          helperText={errorOf('reservationTime') ?? lock('reservationTime').helper}
        >
          {/* Bookable times first; the rest greyed with why (a host may still book one, with a reason). */}
          {times.bookable.map((time) => (
            <MenuItem key={time} value={time}>
              {time.slice(0, 5)}
            </MenuItem>
          ))}
          {refused.length > 0 && times.bookable.length > 0 && <ListSubheader>{t('availability.notBookable')}</ListSubheader>}
          {refused.map(({ time }) => {
            const why = whyNot(time);
            return (
              <MenuItem key={time} value={time} sx={why ? { color: 'text.disabled' } : undefined} aria-description={why ?? undefined}>
                {time.slice(0, 5)}
                {why && (
                  <Typography component="span" variant="caption" sx={{ ml: 1.5, color: 'text.secondary' }}>
                    {why}
                  </Typography>
                )}
              </MenuItem>
            );
          })}
        </TextField>
        <TextField
          type="number"
          label={t('fields.numberOfAdults')}
          disabled={lock('numberOfAdults').disabled}
          slotProps={{ htmlInput: { min: 1, max: 500 } }}
          error={Boolean(errorOf('numberOfAdults'))}
          helperText={errorOf('numberOfAdults')}
          {...register('numberOfAdults', { valueAsNumber: true })}
        />
        <TextField
          type="number"
          label={t('fields.numberOfChildren')}
          disabled={lock('numberOfChildren').disabled}
          slotProps={{ htmlInput: { min: 0, max: 500 } }}
          {...register('numberOfChildren', { valueAsNumber: true })}
        />
        {/* The booking's length (its dining interval): a new one takes its service's unless the host picks one. */}
        <Controller
          name="diningInterval"
          control={control}
          render={({ field }) => (
            <TextField
              select
              label={t('fields.diningInterval')}
              disabled={lock('diningInterval').disabled}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
              onBlur={field.onBlur}
              error={Boolean(errorOf('diningInterval'))}
              helperText={errorOf('diningInterval')}
            >
              {!isEdit && <MenuItem value="">{t('length.asService')}</MenuItem>}
              {diningLengthChoices(field.value).map((seconds) => (
                <MenuItem key={seconds} value={seconds}>
                  {lengthLabel(seconds)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      {needsReason && (
        <Alert severity="warning" role="status">
          {t('availability.refused', { time: chosenTime?.slice(0, 5), reasons: needsReason })}
          <TextField
            size="small"
            fullWidth
            label={t('availability.overrideLabel')}
            helperText={t('availability.overrideHelp')}
            sx={{ mt: 1.5, bgcolor: 'background.paper' }}
            {...register('availabilityOverride', { setValueAs: (v: string | undefined) => v?.trim() || undefined })}
          />
        </Alert>
      )}
    </DatePickerLocale>
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { slotTimesOf } from '@host/domain/availability/slots';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldState } from '../../../../lib/field-message';
import type { TimingSectionProps } from './timing-form';

/** Any date: only the times of the service's hours are read, every quarter hour. */
const ANY_DATE = '2026-01-01';
const hhmmss = (time: string) => (time.length === 5 ? `${time}:00` : time);

/**
 * Fixed sittings (issue 33): when the host picks any (18:00 and 20:30), they are the service's only
 * times, for hosts and the booking page alike; none, and a table starts every interval. Offered every
 * quarter hour within the hours above.
 */
export function SittingsSection({ control, errors }: Omit<TimingSectionProps, 'register'>) {
  const { t } = useTranslation('schedules');
  const [dailyStartTime, dailyEndTime] = useWatch({ control, name: ['dailyStartTime', 'dailyEndTime'] });
  const options =
    dailyStartTime && dailyEndTime
      ? slotTimesOf({ dailyStartTime: hhmmss(dailyStartTime), dailyEndTime: hhmmss(dailyEndTime), intervalTime: 900 }, ANY_DATE).map(
          (s) => s.time,
        )
      : [];
  return (
    <Controller
      control={control}
      name="timeSlots"
      render={({ field }) => (
        <Autocomplete
          multiple
          disableCloseOnSelect
          options={options}
          value={(field.value ?? []).map(hhmmss)}
          onChange={(_, sittings) => field.onChange([...sittings].sort())}
          getOptionLabel={(time) => time.slice(0, 5)}
          renderValue={(sittings, getItemProps) =>
            sittings.map((time, index) => {
              const { key, ...item } = getItemProps({ index });
              return <Chip key={key} label={time.slice(0, 5)} size="small" {...item} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('fields.timeSlots')}
              placeholder={(field.value ?? []).length ? undefined : t('fields.timeSlotsNone')}
              {...fieldState(errors.timeSlots as { message?: string } | undefined, t('fields.timeSlotsHelp'))}
            />
          )}
        />
      )}
    />
  );
}

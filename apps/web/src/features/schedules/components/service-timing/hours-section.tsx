import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TimeInput } from '../../../../components/date-time-inputs';
import { fieldState } from '../../../../lib/field-message';
import { IntervalSelect } from '../interval-select';
import type { TimingSectionProps } from './timing-form';

/** The service's hours (past midnight when it ends the next day) and how often a table can start. */
export function HoursSection({ control, errors }: Omit<TimingSectionProps, 'register'>) {
  const { t } = useTranslation('schedules');
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
      <Controller
        control={control}
        name="dailyStartTime"
        render={({ field }) => (
          <TimeInput label={t('fields.start')} {...field} {...fieldState(errors.dailyStartTime)} sx={{ width: 150 }} />
        )}
      />
      <Controller
        control={control}
        name="dailyEndTime"
        render={({ field }) => <TimeInput label={t('fields.end')} {...field} {...fieldState(errors.dailyEndTime)} sx={{ width: 180 }} />}
      />
      <Controller
        control={control}
        name="endsNextDay"
        render={({ field }) => (
          <FormControlLabel
            sx={{ alignSelf: 'flex-start', mt: 1 }}
            control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('fields.endsNextDay')}
          />
        )}
      />
      <Controller
        control={control}
        name="intervalTime"
        render={({ field }) => <IntervalSelect value={field.value} onChange={field.onChange} width={160} />}
      />
    </Stack>
  );
}

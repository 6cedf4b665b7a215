import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../../lib/field-message';
import type { TimingSectionProps } from './timing-form';

/** A special day's dates (added one by one, kept in order), and whether it is closed all day. */
export function SpecialDatesSection({ control, errors }: Omit<TimingSectionProps, 'register'>) {
  const { t } = useTranslation('schedules');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <Controller
        control={control}
        name="specificDates"
        render={({ field }) => (
          <Box>
            <TextField
              type="date"
              label={t('fields.addDate')}
              value=""
              onChange={(e) => e.target.value && !(field.value ?? []).includes(e.target.value) && field.onChange([...(field.value ?? []), e.target.value].sort())}
              error={!!errors.days}
              helperText={fieldMessage(errors.days as FieldError | undefined) ?? t('fields.datesHint')}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 220 }}
            />
            <Stack direction="row" component="ul" aria-label={t('fields.dates')} sx={{ gap: 1, flexWrap: 'wrap', p: 0, m: 0, mt: 1, listStyle: 'none' }}>
              {(field.value ?? []).map((d) => (
                <li key={d}>
                  <Chip label={d} onDelete={() => field.onChange((field.value ?? []).filter((x) => x !== d))} />
                </li>
              ))}
            </Stack>
          </Box>
        )}
      />
      <Controller
        control={control}
        name="isClosed"
        render={({ field }) => <FormControlLabel control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('fields.closedAllDay')} />}
      />
    </Stack>
  );
}

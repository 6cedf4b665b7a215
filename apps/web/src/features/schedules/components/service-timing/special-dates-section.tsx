import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useState, type ReactNode } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../../components/date-time-inputs';
import { useFormat } from '../../../../i18n/format';
import { fieldMessage } from '../../../../lib/field-message';
import type { TimingSectionProps } from './timing-form';

/** A special day's dates (added one by one, kept in order), and whether it is closed all day. */
export function SpecialDatesSection({ control, errors }: Omit<TimingSectionProps, 'register'>) {
  const { t } = useTranslation('schedules');
  const fmt = useFormat();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <Controller
        control={control}
        name="specificDates"
        render={({ field }) => (
          <Box>
            <DateToAdd
              label={t('fields.addDate')}
              onAdd={(date) => !(field.value ?? []).includes(date) && field.onChange([...(field.value ?? []), date].sort())}
              error={!!errors.days}
              helperText={fieldMessage(errors.days as FieldError | undefined) ?? t('fields.datesHint')}
            />
            <Stack
              direction="row"
              component="ul"
              aria-label={t('fields.dates')}
              sx={{ gap: 1, flexWrap: 'wrap', p: 0, m: 0, mt: 1, listStyle: 'none' }}
            >
              {(field.value ?? []).map((d) => (
                <li key={d}>
                  <Chip label={fmt.calendarDay(d)} onDelete={() => field.onChange((field.value ?? []).filter((x) => x !== d))} />
                </li>
              ))}
            </Stack>
          </Box>
        )}
      />
      <Controller
        control={control}
        name="isClosed"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('fields.closedAllDay')}
          />
        )}
      />
    </Stack>
  );
}

/** A date is added as soon as it is whole, picked in the calendar or typed; the field then empties for the next one. */
function DateToAdd({
  label,
  onAdd,
  error,
  helperText,
}: {
  label: string;
  onAdd: (date: string) => void;
  error: boolean;
  helperText: ReactNode;
}) {
  const [draft, setDraft] = useState('');
  const add = (date: string) => {
    onAdd(date);
    setDraft('');
  };
  // Enter in this field adds nothing more and must not save the whole form.
  return (
    <Box onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}>
      <DateInput label={label} value={draft} onChange={setDraft} onAccept={add} error={error} helperText={helperText} sx={{ width: 220 }} />
    </Box>
  );
}

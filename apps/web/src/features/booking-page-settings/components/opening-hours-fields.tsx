import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OutletDetailsInput } from '@host/domain/outlet-settings';
import { Controller, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TimeInput } from '../../../components/date-time-inputs';
import { SettingsSection } from '../../../components/settings-parts';
import { fieldMessage } from '../../../lib/field-message';

/** The week as a host reads it: Monday first (0 is Sunday, as service timings count). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** The week's opening ranges, a day a row, each range its own pair of times. */
export function OpeningHoursFields({ control, errors }: { control: Control<OutletDetailsInput>; errors: FieldErrors<OutletDetailsInput> }) {
  const { t } = useTranslation('bookingPage');
  const { fields, append, remove } = useFieldArray({ control, name: 'openingHours' });
  const rangeErrors = errors.openingHours as unknown as Array<Record<string, { message?: string }> | undefined> | undefined;
  return (
    <SettingsSection title={t('outlet.hours')} hint={t('outlet.hoursHint')}>
      <Stack spacing={1}>
        {WEEK.map((day) => {
          const dayName = t(`outlet.days.${day}`);
          const ranges = fields.map((f, index) => ({ f, index })).filter(({ f }) => f.dayOfWeek === day);
          return (
            <Box
              key={day}
              role="group"
              aria-label={dayName}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '120px minmax(0, 1fr)' },
                gap: 1,
                alignItems: 'start',
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Typography sx={{ fontWeight: 600, pt: { sm: 1.25 } }}>{dayName}</Typography>
              <Stack spacing={1}>
                {ranges.length === 0 && (
                  <Typography color="text.secondary" sx={{ pt: { sm: 1.25 } }}>
                    {t('outlet.closed')}
                  </Typography>
                )}
                {ranges.map(({ f, index }) => {
                  const problem = rangeErrors?.[index];
                  const message = fieldMessage(problem?.startTime ?? problem?.endTime ?? problem?.dayOfWeek);
                  return (
                    <Stack key={f.id} direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                      <RangeTime
                        control={control}
                        index={index}
                        part="startTime"
                        label={t('outlet.opens')}
                        invalid={!!problem?.startTime}
                      />
                      <RangeTime control={control} index={index} part="endTime" label={t('outlet.closes')} invalid={!!problem?.endTime} />
                      <IconButton
                        aria-label={t('outlet.removeRange', { day: dayName, start: f.startTime, end: f.endTime })}
                        onClick={() => remove(index)}
                        sx={{ width: 44, height: 44 }}
                      >
                        <CloseIcon />
                      </IconButton>
                      {message && (
                        <Typography role="alert" variant="body2" color="error" sx={{ flexBasis: '100%' }}>
                          {message}
                        </Typography>
                      )}
                    </Stack>
                  );
                })}
                <Box>
                  <Button
                    size="small"
                    startIcon={<AddIcon />}
                    onClick={() =>
                      append({ dayOfWeek: day, startTime: ranges.length ? '18:00' : '11:00', endTime: ranges.length ? '22:00' : '15:00' })
                    }
                    sx={{ minHeight: 44 }}
                    aria-label={t('outlet.addRange', { day: dayName })}
                  >
                    {t('outlet.addRange', { day: dayName })}
                  </Button>
                </Box>
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </SettingsSection>
  );
}

/** One end of a range, in the app's own 24-hour time picker (a native time input follows the browser's locale, not Host's). */
function RangeTime({
  control,
  index,
  part,
  label,
  invalid,
}: {
  control: Control<OutletDetailsInput>;
  index: number;
  part: 'startTime' | 'endTime';
  label: string;
  invalid: boolean;
}) {
  return (
    <Controller
      control={control}
      name={`openingHours.${index}.${part}`}
      render={({ field }) => <TimeInput label={label} {...field} error={invalid} size="small" sx={{ width: 140 }} />}
    />
  );
}

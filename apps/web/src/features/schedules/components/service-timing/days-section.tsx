import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format';
import { fieldMessage } from '../../../../lib/field-message';
import type { TimingSectionProps } from './timing-form';

/** A weekly service's days, Monday first (0 is Sunday). */
export function DaysSection({ control, errors }: Omit<TimingSectionProps, 'register'>) {
  const { t } = useTranslation('schedules');
  const { dateLocale } = useFormat();
  return (
    <Controller
      control={control}
      name="days"
      render={({ field }) => (
        <Box>
          <Typography variant="subtitle2" id="timing-days" gutterBottom>
            {t('fields.days')}
          </Typography>
          <ToggleButtonGroup
            color="primary"
            value={field.value ?? []}
            onChange={(_, v: number[]) => field.onChange([...v].sort())}
            aria-labelledby="timing-days"
            sx={{ flexWrap: 'wrap' }}
          >
            {[1, 2, 3, 4, 5, 6, 0].map((d) => (
              <ToggleButton key={d} value={d} sx={{ minWidth: 56, minHeight: 44 }}>
                {dateLocale.localize.day(d as 0, { width: 'abbreviated' })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {errors.days && (
            <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
              {fieldMessage(errors.days as FieldError)}
            </Typography>
          )}
        </Box>
      )}
    />
  );
}

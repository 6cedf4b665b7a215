import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Area } from '@host/domain/tables';
import { fieldMessage } from '../../../../lib/field-message';
import type { TimingSectionProps } from './timing-form';

/** The areas a service seats: all of them, or those picked; and whether diners see the area. */
export function AreasSection({
  control,
  errors,
  areas,
  allAreas,
}: Omit<TimingSectionProps, 'register'> & { areas: Area[]; allAreas: boolean | undefined }) {
  const { t } = useTranslation('schedules');
  return (
    <Box>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Controller
          control={control}
          name="isAllArea"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={t('fields.allAreas')}
            />
          )}
        />
        <Controller
          control={control}
          name="showArea"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={t('fields.showArea')}
            />
          )}
        />
      </Stack>
      {!allAreas && (
        <Controller
          control={control}
          name="areaIds"
          render={({ field }) => (
            <Box role="group" aria-labelledby="timing-areas">
              <Typography variant="subtitle2" id="timing-areas">
                {t('fields.areas')}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
                {areas.map((area) => (
                  <FormControlLabel
                    key={area.id}
                    label={area.displayName || area.name}
                    control={
                      <Checkbox
                        checked={(field.value ?? []).includes(area.id)}
                        onChange={(e) =>
                          field.onChange(
                            e.target.checked ? [...(field.value ?? []), area.id] : (field.value ?? []).filter((id) => id !== area.id),
                          )
                        }
                      />
                    }
                  />
                ))}
              </Stack>
              {errors.areaIds && (
                <Typography variant="caption" color="error" role="alert">
                  {fieldMessage(errors.areaIds as FieldError)}
                </Typography>
              )}
            </Box>
          )}
        />
      )}
    </Box>
  );
}

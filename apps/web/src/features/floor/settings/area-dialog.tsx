import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AREA_COLOURS } from '@host/domain/floor/palette';
import { areaInputSchema, type Area, type AreaInput } from '@host/domain/tables';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useOutletToday } from '../../../app/outlet-profile';
import { BlocksField } from './blocks-field';
import { FormDialog } from '../../../components/form-dialog';
import { fieldState } from '../../../lib/field-message';
import { PaxRangeFields } from './pax-range-fields';

/** Adding or editing an area: its names, colour, party sizes and whether guests book it online. */
export function AreaDialog({
  area,
  onSave,
  onClose,
  busy,
}: {
  area?: Area;
  onSave: (input: AreaInput) => void;
  onClose: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('floor');
  const today = useOutletToday();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof areaInputSchema>, unknown, AreaInput>({
    resolver: zodResolver(areaInputSchema),
    mode: 'onTouched',
    defaultValues: area
      ? {
          name: area.name,
          displayName: area.displayName,
          color: area.color,
          bookableOnline: area.bookableOnline,
          combineAllTable: area.combineAllTable,
          minPax: area.minPax,
          maxPax: area.maxPax,
          enabled: area.enabled,
          areaBlocks: area.areaBlocks,
        }
      : {
          name: '',
          displayName: '',
          color: AREA_COLOURS[0],
          bookableOnline: true,
          combineAllTable: false,
          minPax: 1,
          maxPax: 20,
          enabled: true,
          areaBlocks: [],
        },
  });
  return (
    <FormDialog
      title={area ? t('settings.editArea', { name: area.displayName }) : t('settings.addArea')}
      onSubmit={handleSubmit(onSave)}
      onClose={onClose}
      busy={busy}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            label={t('settings.areaName')}
            {...register('name')}
            {...fieldState(errors.name, t('settings.areaNameHint'))}
            fullWidth
            autoFocus
          />
          <TextField
            label={t('settings.displayName')}
            {...register('displayName')}
            {...fieldState(errors.displayName, t('settings.displayNameHint'))}
            fullWidth
          />
        </Stack>
        <PaxRangeFields register={register} errors={errors} />
        <div>
          <Typography variant="subtitle2" id="area-colour" gutterBottom>
            {t('settings.colour')}
          </Typography>
          <Controller
            control={control}
            name="color"
            render={({ field }) => (
              <Stack direction="row" role="radiogroup" aria-labelledby="area-colour" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {AREA_COLOURS.map((c) => (
                  <Box
                    key={c}
                    component="button"
                    type="button"
                    role="radio"
                    aria-checked={field.value === c}
                    aria-label={c}
                    onClick={() => field.onChange(c)}
                    sx={{
                      width: 44,
                      height: 44,
                      borderRadius: '50%',
                      bgcolor: c,
                      border: 3,
                      borderColor: field.value === c ? 'text.primary' : 'transparent',
                      cursor: 'pointer',
                      outlineOffset: 2,
                    }}
                  />
                ))}
              </Stack>
            )}
          />
        </div>
        <Controller
          control={control}
          name="areaBlocks"
          render={({ field }) => <BlocksField value={field.value ?? []} onChange={field.onChange} defaultDate={today} />}
        />
        {(['bookableOnline', 'combineAllTable', 'enabled'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t(`settings.${name}`)}
              />
            )}
          />
        ))}
      </Stack>
    </FormDialog>
  );
}

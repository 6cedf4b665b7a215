import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { AREA_COLOURS } from '@host/domain/floor/palette';
import { areaInputSchema, type Area, type AreaInput } from '@host/domain/tables';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useOutletToday } from '../../../state/outlet-profile';
import { BlocksField } from './blocks-field';
import { FormDialog } from '../../../components/form-dialog';
import { SwatchPicker } from '../../../components/swatch-picker';
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
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <SwatchPicker label={t('settings.colour')} colours={AREA_COLOURS} value={field.value} onChange={field.onChange} />
          )}
        />
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

import TextField from '@mui/material/TextField';
import { AREA_COLOURS } from '@host/domain/floor/palette';
import { areaInputSchema, type Area, type AreaInput } from '@host/domain/tables';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { SwatchPicker } from '../../../components/swatch-picker';
import { fieldState } from '../../../lib/field-message';
import { PaxRangeFields } from './pax-range-fields';
import { HeldBackTimesField, OnOffSwitches, PlaceSettingsDialog, usePlaceForm, type PlaceDialogProps } from './place-settings-parts';

type AreaFormValues = z.input<typeof areaInputSchema>;

const NEW_AREA: AreaFormValues = {
  name: '',
  displayName: '',
  color: AREA_COLOURS[0],
  bookableOnline: true,
  combineAllTable: false,
  minPax: 1,
  maxPax: 20,
  enabled: true,
  areaBlocks: [],
};

const valuesOf = (area: Area): AreaFormValues => ({
  name: area.name,
  displayName: area.displayName,
  color: area.color,
  bookableOnline: area.bookableOnline,
  combineAllTable: area.combineAllTable,
  minPax: area.minPax,
  maxPax: area.maxPax,
  enabled: area.enabled,
  areaBlocks: area.areaBlocks,
});

/** Adding or editing an area: its names, colour, party sizes and whether guests book it online. */
export function AreaDialog({ area, ...place }: { area?: Area } & PlaceDialogProps<AreaInput>) {
  const { t } = useTranslation('floor');
  const { control, register, errors, dialog } = usePlaceForm(areaInputSchema, place, area ? valuesOf(area) : NEW_AREA);
  return (
    <PlaceSettingsDialog
      title={area ? t('settings.editArea', { name: area.displayName }) : t('settings.addArea')}
      {...dialog}
      names={
        <>
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
        </>
      }
    >
      <PaxRangeFields register={register} errors={errors} />
      <Controller
        control={control}
        name="color"
        render={({ field }) => (
          <SwatchPicker label={t('settings.colour')} colours={AREA_COLOURS} value={field.value} onChange={field.onChange} />
        )}
      />
      <HeldBackTimesField control={control} name="areaBlocks" />
      <OnOffSwitches
        control={control}
        names={['bookableOnline', 'combineAllTable', 'enabled'] as const}
        labelOf={(name) => t(`settings.${name}`)}
      />
    </PlaceSettingsDialog>
  );
}

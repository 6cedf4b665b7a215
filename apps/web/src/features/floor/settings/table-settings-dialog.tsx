import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TABLE_SHAPES, TABLE_SIZES, tableInputSchema, type Area, type Table, type TableInput } from '@host/domain/tables';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-time-inputs';
import { fieldState } from '../../../lib/field-message';
import { PaxRangeFields } from './pax-range-fields';
import { HeldBackTimesField, OnOffSwitches, PlaceSettingsDialog, usePlaceForm, type PlaceDialogProps } from './place-settings-parts';

type TableFormValues = z.input<typeof tableInputSchema>;

const newTable = (areaId: string): TableFormValues => ({
  areaId,
  name: '',
  minPax: 1,
  maxPax: 4,
  shape: 'square',
  size: 1,
  enabled: true,
  bookableOnline: true,
  disableDate: null,
  tableBlocks: [],
});

const valuesOf = (table: Table): TableFormValues => ({
  areaId: table.areaId,
  name: table.name,
  minPax: table.minPax,
  maxPax: table.maxPax,
  shape: table.shape as TableInput['shape'],
  size: table.size,
  enabled: table.enabled,
  bookableOnline: table.bookableOnline,
  disableDate: table.disableDate,
  tableBlocks: table.tableBlocks,
});

/** Adding or editing a table: name, area, seats, shape and size, and whether it takes bookings. */
export function TableSettingsDialog({
  table,
  areas,
  areaId,
  ...place
}: { table?: Table; areas: Area[]; areaId: string } & PlaceDialogProps<TableInput>) {
  const { t } = useTranslation('floor');
  const { control, register, errors, dialog } = usePlaceForm(tableInputSchema, place, table ? valuesOf(table) : newTable(areaId));
  return (
    <PlaceSettingsDialog
      title={table ? t('settings.editTable', { name: table.name }) : t('settings.addTable')}
      {...dialog}
      names={
        <>
          <TextField label={t('settings.tableName')} {...register('name')} {...fieldState(errors.name)} fullWidth autoFocus />
          <Controller
            control={control}
            name="areaId"
            render={({ field }) => (
              <TextField select label={t('settings.area')} value={field.value ?? ''} onChange={field.onChange} fullWidth helperText=" ">
                {areas.map((a) => (
                  <MenuItem key={a.id} value={a.id}>
                    {a.displayName}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </>
      }
    >
      <PaxRangeFields register={register} errors={errors} />
      <Stack direction="row" sx={{ gap: 2 }}>
        <Controller
          control={control}
          name="shape"
          render={({ field }) => (
            <TextField select label={t('settings.shape')} value={field.value} onChange={field.onChange} fullWidth>
              {TABLE_SHAPES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`shapes.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="size"
          render={({ field }) => (
            <TextField
              select
              label={t('settings.size')}
              value={field.value}
              onChange={(e) => field.onChange(Number(e.target.value))}
              fullWidth
            >
              {TABLE_SIZES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`sizes.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <Controller
        control={control}
        name="disableDate"
        render={({ field }) => (
          <DateInput
            label={t('settings.disableDate')}
            {...field}
            onChange={(date) => field.onChange(date || null)}
            helperText={t('settings.disableDateHint')}
          />
        )}
      />
      <HeldBackTimesField control={control} name="tableBlocks" />
      <OnOffSwitches control={control} names={['enabled', 'bookableOnline'] as const} labelOf={(name) => t(`settings.table_${name}`)} />
    </PlaceSettingsDialog>
  );
}

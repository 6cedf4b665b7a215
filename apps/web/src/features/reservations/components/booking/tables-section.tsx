import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TableSuggestions } from '../table-suggestions';
import type { BookingForm } from './use-booking-form';

/** Where: the best tables for the party at that time first, then any enabled table by area. */
export function TablesSection({ form, outletId }: { form: BookingForm; outletId: string }) {
  const { t } = useTranslation('reservations');
  const { control, watch, lock, base, areas, pickTables, tablesSuggested } = form;
  const chosen = watch('tableIds') ?? [];
  return (
    <>
      {!lock('tableIds').disabled && (
        <TableSuggestions
          outletId={outletId}
          pax={(Number(watch('numberOfAdults')) || 0) + (Number(watch('numberOfChildren')) || 0)}
          date={watch('reservationDate')}
          time={watch('reservationTime')}
          reservationId={base?.id}
          selected={chosen}
          onPick={pickTables}
        />
      )}
      <Controller
        name="tableIds"
        control={control}
        render={({ field }) => (
          <TextField
            select
            label={t('fields.tableIds')}
            disabled={lock('tableIds').disabled}
            helperText={lock('tableIds').helper ?? (tablesSuggested ? t('dialog.tablesSuggested') : t('dialog.tablesHelp'))}
            value={field.value ?? []}
            onChange={(e) => pickTables(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (ids) =>
                  (ids as string[]).map((id) => areas.flatMap((a) => a.tables).find((tb) => tb.id === id)?.name ?? '').join(', '),
              },
            }}
          >
            {areas.flatMap((area) => [
              <ListSubheader key={area.id}>{area.displayName}</ListSubheader>,
              ...area.tables
                .filter((tb) => tb.enabled)
                .map((tb) => (
                  <MenuItem key={tb.id} value={tb.id}>
                    {t('dialog.tableOption', { name: tb.name, min: tb.minPax, max: tb.maxPax })}
                  </MenuItem>
                )),
            ])}
          </TextField>
        )}
      />
    </>
  );
}

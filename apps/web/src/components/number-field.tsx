import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldState } from '../lib/field-message';

/**
 * A number typed into a form; `perUnit` is how many stored units one typed unit is (60 for seconds
 * typed as minutes). An emptied box stores `emptyAs`: null where empty means "none", 0 where a number must stay.
 */
export function NumberField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  error,
  hint,
  min,
  perUnit = 1,
  emptyAs = null,
}: {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  error?: FieldError;
  hint?: string;
  min?: number;
  perUnit?: number;
  emptyAs?: null | 0;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          type="number"
          label={label}
          value={
            field.value === null || field.value === undefined ? '' : perUnit === 1 ? field.value : Math.round(Number(field.value) / perUnit)
          }
          onChange={(e) => field.onChange(e.target.value === '' ? emptyAs : Number(e.target.value) * perUnit)}
          onBlur={field.onBlur}
          slotProps={min === undefined ? undefined : { htmlInput: { min } }}
          {...fieldState(error, hint)}
          fullWidth
        />
      )}
    />
  );
}

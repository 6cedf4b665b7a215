import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldState } from '../lib/field-message';

/**
 * A number typed into a form; `perUnit` is how many stored units one typed unit is (60 for seconds
 * typed as minutes). An emptied box stores `emptyAs`: null where empty means "none", 0 where a number must stay.
 * Its error is the form's own for the field (the Controller's field state), in the user's language.
 */
export function NumberField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  hint,
  min,
  perUnit = 1,
  emptyAs = null,
}: {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  min?: number;
  perUnit?: number;
  emptyAs?: null | 0;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: state }) => (
        <TextField
          type="number"
          label={label}
          value={
            field.value === null || field.value === undefined ? '' : perUnit === 1 ? field.value : Math.round(Number(field.value) / perUnit)
          }
          onChange={(e) => field.onChange(e.target.value === '' ? emptyAs : Number(e.target.value) * perUnit)}
          onBlur={field.onBlur}
          slotProps={min === undefined ? undefined : { htmlInput: { min } }}
          {...fieldState(state.error, hint)}
          fullWidth
        />
      )}
    />
  );
}

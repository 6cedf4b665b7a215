import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldState } from '../../../lib/field-message';

type PaxRange = { minPax?: number; maxPax?: number };

/** The smallest and largest party an area, a table or a combination takes; the minimum re-checks the maximum. */
export function PaxRangeFields<T extends FieldValues & PaxRange>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation('floor');
  const { minPax, maxPax } = errors as FieldErrors<PaxRange>;
  return (
    <Stack direction="row" sx={{ gap: 2 }}>
      <TextField
        type="number"
        label={t('settings.minPax')}
        {...register('minPax' as Path<T>, { valueAsNumber: true, deps: ['maxPax' as Path<T>] })}
        {...fieldState(minPax)}
        fullWidth
      />
      <TextField
        type="number"
        label={t('settings.maxPax')}
        {...register('maxPax' as Path<T>, { valueAsNumber: true })}
        {...fieldState(maxPax)}
        fullWidth
      />
    </Stack>
  );
}

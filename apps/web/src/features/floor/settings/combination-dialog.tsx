import { zodResolver } from '../../../lib/zod-resolver';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { COMBINATION_PROBLEM_REASONS, combinationProblems } from '@host/domain/floor/combinations';
import { combinationInputSchema, type AreaWithTables, type Combination, type CombinationInput } from '@host/domain/tables';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { fieldMessage, fieldState } from '../../../lib/field-message';
import { PaxRangeFields } from './pax-range-fields';

/** Adding or editing a combination: its name, its tables (by area) with the seats they make, and its pax range. */
export function CombinationDialog({
  combination,
  areas,
  others,
  busy,
  onSave,
  onClose,
}: {
  combination?: Combination;
  areas: AreaWithTables[];
  others: Combination[];
  busy: boolean;
  onSave: (input: CombinationInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('floor');
  const tables = areas.flatMap((a) => a.tables);
  const {
    control,
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<CombinationInput>({
    resolver: zodResolver(combinationInputSchema),
    mode: 'onTouched',
    defaultValues: combination
      ? { name: combination.name, tableIds: combination.tableIds, minPax: combination.minPax, maxPax: combination.maxPax }
      : { name: '', tableIds: [], minPax: 2, maxPax: 4 },
  });
  const chosen = watch('tableIds');
  const seats = tables.filter((tb) => chosen.includes(tb.id)).reduce((n, tb) => n + tb.maxPax, 0);
  const submit = (input: CombinationInput) => {
    // The same rules as the server, so the host sees the problem by the field before saving.
    const [problem] = combinationProblems(input, tables, others, combination?.id);
    if (problem)
      return setError(problem === 'MAX_PAX_OVER_SEATS' ? 'maxPax' : 'tableIds', { message: COMBINATION_PROBLEM_REASONS[problem] });
    onSave(input);
  };
  return (
    <FormDialog
      title={combination ? t('combinations.edit', { name: combination.name }) : t('combinations.add')}
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
      busy={busy}
    >
      <Stack spacing={2}>
        <TextField
          label={t('combinations.name')}
          {...register('name')}
          {...fieldState(errors.name, t('combinations.nameHint'))}
          autoFocus
        />
        <Controller
          control={control}
          name="tableIds"
          render={({ field }) => (
            <Box role="group" aria-label={t('combinations.tables')}>
              <Typography variant="subtitle2" gutterBottom>
                {t('combinations.tables')} · {t('combinations.seatsTogether', { count: seats })}
              </Typography>
              {areas.map((a) => (
                <Box key={a.id} sx={{ mb: 1 }}>
                  <Typography variant="overline" color="text.secondary">
                    {a.displayName}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                    {a.tables
                      .filter((tb) => tb.enabled)
                      .map((tb) => (
                        <ToggleButton
                          key={tb.id}
                          value={tb.id}
                          selected={field.value.includes(tb.id)}
                          sx={{ minWidth: 64, minHeight: 44 }}
                          aria-label={t('editor.table', { name: tb.name, min: tb.minPax, max: tb.maxPax })}
                          onChange={() =>
                            field.onChange(field.value.includes(tb.id) ? field.value.filter((id) => id !== tb.id) : [...field.value, tb.id])
                          }
                        >
                          {tb.name}
                        </ToggleButton>
                      ))}
                  </Stack>
                </Box>
              ))}
              {errors.tableIds && (
                <Typography color="error" variant="caption" role="alert">
                  {fieldMessage(errors.tableIds as { message?: string })}
                </Typography>
              )}
            </Box>
          )}
        />
        <PaxRangeFields register={register} errors={errors} />
      </Stack>
    </FormDialog>
  );
}

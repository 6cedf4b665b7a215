import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { COMBINATION_PROBLEM_MESSAGES, combinationProblems } from '@host/domain/floor/combinations';
import { combinationInputSchema, type CombinationInput } from '@host/domain/floor/schemas';
import type { AreaWithTables, Combination } from '@host/domain/tables';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { translateServerMessage } from '../../../lib/server-messages';
import { useSession } from '../../auth/api/session';
import { useAllAreas, useFloorSettings, useSettingsCombinations } from '../api/settings';
import { FormDialog } from '../../../layout/FormDialog';
import { fieldMessage } from '../components/field-message';
import { useLiveOutlet } from '../../reservations/api/use-live-updates';

/** /settings/areas-combination: tables pushed together for bigger parties, with their pax range. */
export function CombinationsPage() {
  const { t } = useTranslation('floor');
  const session = useSession().data;
  const outletId = session?.outlet?.id ?? '';
  useLiveOutlet();
  const enabled = Boolean(session?.brand?.isEnableTableCombination);
  const areas = useAllAreas(outletId);
  const combinations = useSettingsCombinations(outletId, enabled);
  const settings = useFloorSettings(outletId);
  const [editing, setEditing] = useState<{ combination?: Combination } | null>(null);
  const names = new Map((areas.data ?? []).flatMap((a) => a.tables).map((tb) => [tb.id, tb.name]));

  const remove = async (c: Combination) => {
    try {
      await settings.deleteCombination.mutateAsync(c);
      enqueueSnackbar(t('combinations.deleted', { name: c.name }), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(error instanceof ApiError ? translateServerMessage(error.message) : t('failed'), { variant: 'error' });
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {t('combinations.title')}
          </Typography>
          <Typography color="text.secondary">{t('combinations.subtitle')}</Typography>
        </Box>
        {enabled && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {t('combinations.add')}
          </Button>
        )}
      </Stack>
      {!enabled ? (
        <Alert severity="info">{t('combinations.notEnabled')}</Alert>
      ) : combinations.isPending || areas.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : (combinations.data ?? []).length === 0 ? (
        <Card variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('combinations.empty')}
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            {t('combinations.add')}
          </Button>
        </Card>
      ) : (
        <Card variant="outlined">
          <Box component="ul" aria-label={t('combinations.title')} sx={{ m: 0, p: 0 }}>
            {combinations.data!.map((c) => (
              <Stack
                key={c.id}
                component="li"
                direction="row"
                sx={{ alignItems: 'center', gap: 1.5, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider', listStyle: 'none', '&:last-of-type': { borderBottom: 0 } }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{c.name}</Typography>
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                    {c.tableIds.map((id) => (
                      <Chip key={id} size="small" label={names.get(id) ?? '?'} />
                    ))}
                  </Stack>
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {t('seats', { min: c.minPax, max: c.maxPax })}
                </Typography>
                <Tooltip title={t('combinations.edit', { name: c.name })}>
                  <IconButton aria-label={t('combinations.edit', { name: c.name })} onClick={() => setEditing({ combination: c })}>
                    <EditOutlinedIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('combinations.delete', { name: c.name })}>
                  <IconButton color="error" aria-label={t('combinations.delete', { name: c.name })} onClick={() => void remove(c)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </Stack>
            ))}
          </Box>
        </Card>
      )}
      {editing && (
        <CombinationDialog
          combination={editing.combination}
          areas={areas.data ?? []}
          others={combinations.data ?? []}
          busy={settings.saveCombination.isPending}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            try {
              await settings.saveCombination.mutateAsync({ combination: editing.combination, input });
              enqueueSnackbar(t('combinations.saved', { name: input.name }), { variant: 'success' });
              setEditing(null);
            } catch (error) {
              enqueueSnackbar(error instanceof ApiError ? translateServerMessage(error.message) : t('failed'), { variant: 'error' });
            }
          }}
        />
      )}
    </Stack>
  );
}

function CombinationDialog({
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
    defaultValues: combination ? { name: combination.name, tableIds: combination.tableIds, minPax: combination.minPax, maxPax: combination.maxPax } : { name: '', tableIds: [], minPax: 2, maxPax: 4 },
  });
  const chosen = watch('tableIds');
  const seats = tables.filter((tb) => chosen.includes(tb.id)).reduce((n, tb) => n + tb.maxPax, 0);
  const submit = (input: CombinationInput) => {
    // The same rules as the server, so the host sees the problem by the field before saving.
    const [problem] = combinationProblems(input, tables, others, combination?.id);
    if (problem) return setError(problem === 'MAX_PAX_OVER_SEATS' ? 'maxPax' : 'tableIds', { message: t(`combinations.problems.${problem}`, { defaultValue: COMBINATION_PROBLEM_MESSAGES[problem] }) });
    onSave(input);
  };
  return (
    <FormDialog title={combination ? t('combinations.edit', { name: combination.name }) : t('combinations.add')} onSubmit={handleSubmit(submit)} onClose={onClose} busy={busy}>
      <Stack spacing={2}>
        <TextField label={t('combinations.name')} {...register('name')} error={!!errors.name} helperText={fieldMessage(t, errors.name) ?? t('combinations.nameHint')} autoFocus />
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
                          onChange={() => field.onChange(field.value.includes(tb.id) ? field.value.filter((id) => id !== tb.id) : [...field.value, tb.id])}
                        >
                          {tb.name}
                        </ToggleButton>
                      ))}
                  </Stack>
                </Box>
              ))}
              {errors.tableIds && (
                <Typography color="error" variant="caption" role="alert">
                  {fieldMessage(t, errors.tableIds as { message?: string } as never) ?? errors.tableIds.message}
                </Typography>
              )}
            </Box>
          )}
        />
        <Stack direction="row" sx={{ gap: 2 }}>
          <TextField
            type="number"
            label={t('settings.minPax')}
            {...register('minPax', { valueAsNumber: true, deps: ['maxPax'] })}
            error={!!errors.minPax}
            helperText={fieldMessage(t, errors.minPax) ?? ' '}
            fullWidth
          />
          <TextField type="number" label={t('settings.maxPax')} {...register('maxPax', { valueAsNumber: true })} error={!!errors.maxPax} helperText={fieldMessage(t, errors.maxPax) ?? ' '} fullWidth />
        </Stack>
      </Stack>
    </FormDialog>
  );
}

export default CombinationsPage;

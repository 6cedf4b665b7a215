import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFloorSettings } from '../api/settings';
import { outletKeys, useOutletProfile } from '../../../state/outlet-profile';
import { HeadingWithHint } from '../../../components/heading-with-hint';

/** How long a departed table shows "Cleaning" before it frees itself (0: until a host marks it clean). */
export function CleaningTimeCard({ outletId }: { outletId: string }) {
  const { t } = useTranslation('floor');
  const client = useQueryClient();
  const profile = useOutletProfile(outletId);
  const [minutes, setMinutes] = useState('');
  useEffect(() => {
    if (profile.data) setMinutes(String(profile.data.tableCleaningMinutes));
  }, [profile.data]);
  const value = Number(minutes);
  const valid = minutes !== '' && Number.isInteger(value) && value >= 0 && value <= 240;
  const save = useMutation({
    mutationFn: () => saveFloorSettings(outletId, { tableCleaningMinutes: value }, profile.data!.version),
    onSuccess: () => {
      enqueueSnackbar(t('settings.saved'), { variant: 'success' });
      void client.invalidateQueries({ queryKey: outletKeys.profile(outletId) });
    },
  });
  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <HeadingWithHint size="part" title={t('cleaning.title')} hint={t('cleaning.text')} sx={{ flexGrow: 1 }} />
        <TextField
          type="number"
          size="small"
          label={t('cleaning.label')}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          error={!valid && minutes !== ''}
          helperText={valid ? ' ' : t('cleaning.range')}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">{t('cleaning.minutes')}</InputAdornment> },
            htmlInput: { min: 0, max: 240 },
          }}
          sx={{ width: 200 }}
        />
        <Button
          variant="outlined"
          disabled={!valid || value === profile.data?.tableCleaningMinutes}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          {t('actions.save', { ns: 'common' })}
        </Button>
      </Stack>
    </Card>
  );
}

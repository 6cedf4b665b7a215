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
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Combination } from '@host/domain/tables';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/server-messages';
import { useSession } from '../../../app/session';
import { useAllAreas, useFloorSettings, useSettingsCombinations } from '../api/settings';
import { useLiveOutlet } from '../../../app/live-updates';
import { CombinationDialog } from '../settings/combination-dialog';
import { EmptyState } from '../../../components/empty-state';
import { FeatureOffNotice } from '../../../components/feature-off-notice';
import { useFeature } from '../../../app/entitlements';
import { FEATURE } from '@host/domain/entitlements';

/** /settings/areas-combination: tables pushed together for bigger parties, with their pax range. */
export function CombinationsPage() {
  const { t } = useTranslation('floor');
  const session = useSession().data;
  const outletId = session?.outlet?.id ?? '';
  useLiveOutlet();
  // Off by the brand's switch, or by the outlet's plan (issue 15: then what the merchant must do).
  const feature = useFeature(FEATURE.TABLE_COMBINATION);
  const enabled = Boolean(session?.brand?.isEnableTableCombination) && feature.enabled !== false;
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
      enqueueSnackbar(translateError(error, t('failed')), { variant: 'error' });
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
      {feature.enabled === false ? (
        <FeatureOffNotice feature={FEATURE.TABLE_COMBINATION} actionsRequired={feature.actionsRequired} />
      ) : !enabled ? (
        <Alert severity="info">{t('combinations.notEnabled')}</Alert>
      ) : combinations.isPending || areas.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : (combinations.data ?? []).length === 0 ? (
        <EmptyState message={t('combinations.empty')} action={t('combinations.add')} onAction={() => setEditing({})} />
      ) : (
        <Card variant="outlined">
          <Box component="ul" aria-label={t('combinations.title')} sx={{ m: 0, p: 0 }}>
            {combinations.data!.map((c) => (
              <Stack
                key={c.id}
                component="li"
                direction="row"
                sx={{
                  alignItems: 'center',
                  gap: 1.5,
                  px: 2,
                  py: 1.25,
                  borderBottom: 1,
                  borderColor: 'divider',
                  listStyle: 'none',
                  '&:last-of-type': { borderBottom: 0 },
                }}
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
              enqueueSnackbar(translateError(error, t('failed')), { variant: 'error' });
            }
          }}
        />
      )}
    </Stack>
  );
}

export default CombinationsPage;

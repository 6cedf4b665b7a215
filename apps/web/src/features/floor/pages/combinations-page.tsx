import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Combination } from '@host/domain/tables';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/server-messages';
import { useSession } from '../../../state/session';
import { useAllAreas, useFloorSettings, useSettingsCombinations } from '../api/settings';
import { useLiveOutlet } from '../../../state/live-updates';
import { CombinationDialog } from '../settings/combination-dialog';
import { PageHeader } from '../../../components/page-header';
import { SettingsListCard, SettingsListRow } from '../../../components/settings-list';
import { FeatureOffNotice } from '../../../components/feature-off-notice';
import { useFeature } from '../../../state/entitlements';
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
      <PageHeader
        stack
        title={t('combinations.title')}
        subtitle={t('combinations.subtitle')}
        add={enabled && { label: t('combinations.add'), onClick: () => setEditing({}) }}
      />
      {feature.enabled === false ? (
        <FeatureOffNotice feature={FEATURE.TABLE_COMBINATION} actionsRequired={feature.actionsRequired} />
      ) : !enabled ? (
        <Alert severity="info">{t('combinations.notEnabled')}</Alert>
      ) : (
        <SettingsListCard
          label={t('combinations.title')}
          pending={combinations.isPending || areas.isPending}
          empty={
            (combinations.data ?? []).length === 0
              ? { message: t('combinations.empty'), action: t('combinations.add'), onAction: () => setEditing({}) }
              : null
          }
        >
          {(combinations.data ?? []).map((c) => (
            <SettingsListRow
              key={c.id}
              aside={
                <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {t('seats', { min: c.minPax, max: c.maxPax })}
                </Typography>
              }
              editLabel={t('combinations.edit', { name: c.name })}
              deleteLabel={t('combinations.delete', { name: c.name })}
              onEdit={() => setEditing({ combination: c })}
              onDelete={() => void remove(c)}
            >
              <Typography sx={{ fontWeight: 700 }}>{c.name}</Typography>
              <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                {c.tableIds.map((id) => (
                  <Chip key={id} size="small" label={names.get(id) ?? '?'} />
                ))}
              </Stack>
            </SettingsListRow>
          ))}
        </SettingsListCard>
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

import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AUTO_TAG_WINDOW_DAYS,
  autoTagThresholdsSchema,
  type AutoTag,
  type AutoTagThresholds,
  type GuestTagSettingsView,
} from '@host/domain/guest-tags';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { autoTagText, GuestAutoTags } from '../../../components/guest-tags';
import { useFormat } from '../../../i18n/format';
import { LoadFailed } from '../../../components/load-failed';
import { NumberField } from '../../../components/number-field';
import { PageHeader } from '../../../components/page-header';
import { SavedMeanwhileNotice } from '../../../components/saved-meanwhile-notice';
import { SaveSettingsButton, SettingsSection } from '../../../components/settings-parts';
import { useVersionedSettingsForm } from '../../../lib/use-versioned-save';
import { useLiveOutlet } from '../../../state/live-updates';
import { useBrandRefusal } from '../../../state/roles';
import { useSession } from '../../../state/session';
import { BrandTagsCard } from '../components/brand-tags-card';
import { guestTagSettingsKeys, readGuestTagSettings, saveGuestTagSettings, useGuestTagSettings } from '../api/guest-tag-settings';

const valuesOf = ({ version: _version, isDefault: _isDefault, ...values }: GuestTagSettingsView): AutoTagThresholds => values;

/**
 * /settings/guest-tags (issue 32, docs/rules.md section 3): how many visits in a year make a guest a regular, and how many
 * no-shows or late cancellations a risk. The brand's, for all its outlets: outlet staff read them, the merchant sets them.
 */
export function GuestTagsSettingsPage() {
  const { t } = useTranslation('settings');
  const session = useSession().data;
  const outletId = session?.outlet?.id ?? '';
  const brandId = session?.brand?.id ?? '';
  useLiveOutlet();
  const settings = useGuestTagSettings(outletId, brandId);
  return (
    <Stack spacing={2}>
      <PageHeader title={t('guestTags.title')} subtitle={t('guestTags.subtitle', { days: AUTO_TAG_WINDOW_DAYS })} />
      {brandId && <BrandTagsCard brandId={brandId} />}
      {settings.data ? (
        <SettingsForm key={brandId} initial={settings.data} outletId={outletId} brandId={brandId} />
      ) : settings.isError ? (
        <LoadFailed message={t('guestTags.loadFailed')} onRetry={() => void settings.refetch()} />
      ) : (
        <Skeleton variant="rounded" height={420} />
      )}
    </Stack>
  );
}

function SettingsForm({ initial, outletId, brandId }: { initial: GuestTagSettingsView; outletId: string; brandId: string }) {
  const { t } = useTranslation('settings');
  const refused = useBrandRefusal('manageGuestTags');
  const [failure, setFailure] = useState<string | null>(null);
  const { form, stale, save, keepMine, loadTheirs } = useVersionedSettingsForm({
    schema: autoTagThresholdsSchema,
    initial,
    valuesOf,
    queryKey: guestTagSettingsKeys.settings(outletId, brandId),
    read: () => readGuestTagSettings(brandId),
    write: (input: AutoTagThresholds, version) => saveGuestTagSettings(brandId, input, version),
    onFailed: setFailure,
    text: { saved: t('guestTags.saved'), failed: t('guestTags.failed') },
  });
  const {
    control,
    handleSubmit,
    formState: { isDirty, isSubmitting },
  } = form;
  const values = useWatch({ control });
  // What each tag will say with the numbers as typed: the chip a host will see, explained.
  const example = (code: AutoTag['code'], count: number | undefined): AutoTag[] => [{ code, count: count ?? 0, since: '2026-03-01' }];
  return (
    <Card
      variant="outlined"
      component="form"
      noValidate
      onSubmit={handleSubmit(save)}
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}
      aria-label={t('guestTags.title')}
    >
      <fieldset disabled={refused !== null} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack spacing={3}>
          {refused && (
            <Alert severity="info" data-testid="guest-tags-refused">
              {t('guestTags.merchantOnly')}
            </Alert>
          )}
          {stale && <SavedMeanwhileNotice text={t('guestTags.changedMeanwhile')} onKeep={keepMine} onLoad={loadTheirs} />}
          <SettingsSection title={t('guestTags.regularSection')} hint={t('guestTags.regularHint')} labelId="guest-tags-regular">
            <NumberField control={control} name="regularVisits" label={t('guestTags.regularVisits')} min={1} />
            <Example tags={example('REGULAR', values.regularVisits)} />
            <Example tags={[{ code: 'FIRST_VISIT', count: 0, since: null }]} />
          </SettingsSection>
          <SettingsSection title={t('guestTags.riskSection')} hint={t('guestTags.riskHint')} labelId="guest-tags-risk">
            <NumberField control={control} name="noShows" label={t('guestTags.noShows')} min={1} />
            <Example tags={example('NO_SHOW_RISK', values.noShows)} />
            <NumberField
              control={control}
              name="lateCancellations"
              label={t('guestTags.lateCancellations')}
              hint={t('guestTags.lateHint')}
              min={1}
            />
            <Example tags={example('LATE_CANCELLER', values.lateCancellations)} />
          </SettingsSection>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {refused === null && <SaveSettingsButton enabled={isDirty || stale} saving={isSubmitting} />}
        </Stack>
      </fieldset>
    </Card>
  );
}

/** A tag as the host will see it, with its explanation written out (the chip's hover). */
function Example({ tags }: { tags: AutoTag[] }) {
  const { t } = useTranslation('settings');
  const { month } = useFormat();
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {t('guestTags.shownAs')}
      </Typography>
      <GuestAutoTags tags={tags} />
      <Typography variant="body2" color="text.secondary" aria-hidden>
        {tags.map((tag) => autoTagText(tag, t, month)).join(' ')}
      </Typography>
    </Stack>
  );
}

export default GuestTagsSettingsPage;

import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FEATURE } from '@host/domain/entitlements';
import { waitlistSettingsSchema, type WaitlistSettings, type WaitlistSettingsView } from '@host/domain/waitlist/waiting-list';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { FeatureOffNotice } from '../../../components/feature-off-notice';
import { LoadFailed } from '../../../components/load-failed';
import { NumberField } from '../../../components/number-field';
import { PageHeader } from '../../../components/page-header';
import { SavedMeanwhileNotice } from '../../../components/saved-meanwhile-notice';
import { SaveSettingsButton, SettingsSection, SwitchWithHint } from '../../../components/settings-parts';
import { localePath, useLocale } from '../../../i18n/locale';
import { useVersionedSettingsForm } from '../../../lib/use-versioned-save';
import { useLiveOutlet } from '../../../state/live-updates';
import { useSession } from '../../../state/session';
import {
  featureOffOf,
  readWaitlistSettings,
  saveWaitlistSettings,
  useWaitlistSettings,
  waitlistSettingsKeys,
} from '../api/waitlist-settings';

const valuesOf = ({ version: _version, ...values }: WaitlistSettingsView): WaitlistSettings => values;

/**
 * /settings/waitlist (issue 30, docs/rules.md section 10): whether the outlet runs the day's waiting
 * list and takes names online, how long a freed time is held for a guest, how long a party told
 * "table ready" has to come, and the longest wait the door quotes. An outlet whose plan leaves the
 * feature off is told what the merchant must do instead.
 */
export function WaitlistSettingsPage() {
  const { t } = useTranslation('settings');
  const outletId = useSession().data?.outlet?.id ?? '';
  useLiveOutlet();
  const settings = useWaitlistSettings(outletId);
  const featureOff = featureOffOf(settings.error);
  return (
    <Stack spacing={2}>
      <PageHeader title={t('waitlist.title')} subtitle={t('waitlist.subtitle')} />
      {featureOff ? (
        <FeatureOffNotice feature={FEATURE.WAITLIST} actionsRequired={featureOff.actionsRequired} />
      ) : settings.data ? (
        // Keyed by outlet, not by version: a stale save (409) keeps what the manager typed.
        <SettingsForm key={outletId} initial={settings.data} outletId={outletId} />
      ) : settings.isError ? (
        <LoadFailed message={t('waitlist.loadFailed')} onRetry={() => void settings.refetch()} />
      ) : (
        <Skeleton variant="rounded" height={520} />
      )}
    </Stack>
  );
}

function SettingsForm({ initial, outletId }: { initial: WaitlistSettingsView; outletId: string }) {
  const { t } = useTranslation('settings');
  const { subPath } = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, stale, save, keepMine, loadTheirs } = useVersionedSettingsForm({
    schema: waitlistSettingsSchema,
    initial,
    valuesOf,
    queryKey: waitlistSettingsKeys.settings(outletId),
    read: () => readWaitlistSettings(outletId),
    write: (input: WaitlistSettings, version) => saveWaitlistSettings(outletId, input, version),
    onFailed: setFailure,
    text: { saved: t('waitlist.saved'), failed: t('waitlist.failed') },
  });
  const {
    control,
    handleSubmit,
    formState: { isDirty, isSubmitting },
  } = form;
  return (
    <Card
      variant="outlined"
      component="form"
      noValidate
      onSubmit={handleSubmit(save)}
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}
      aria-label={t('waitlist.title')}
    >
      <Stack spacing={3}>
        {stale && <SavedMeanwhileNotice text={t('waitlist.changedMeanwhile')} onKeep={keepMine} onLoad={loadTheirs} />}
        <SettingsSection title={t('waitlist.listSection')} hint={t('waitlist.listHint')} labelId="waitlist-list">
          <Toggle control={control} name="enabled" label={t('waitlist.enabled')} hint={t('waitlist.enabledHint')} />
          <Toggle control={control} name="joinOnline" label={t('waitlist.joinOnline')} hint={t('waitlist.joinOnlineHint')} />
          <NumberField control={control} name="holdMinutes" label={t('waitlist.holdMinutes')} hint={t('waitlist.holdHint')} min={5} />
          <Typography variant="body2" color="text.secondary" data-testid="waitlist-wording">
            {t('waitlist.wording')}{' '}
            <Link component={NavLink} to={localePath(subPath, '/settings/notifications')}>
              {t('waitlist.wordingLink')}
            </Link>
          </Typography>
        </SettingsSection>
        <SettingsSection title={t('waitlist.doorSection')} hint={t('waitlist.doorHint')} labelId="waitlist-door">
          <NumberField control={control} name="answerMinutes" label={t('waitlist.answerMinutes')} hint={t('waitlist.answerHint')} min={2} />
          <NumberField
            control={control}
            name="longestQuoteMinutes"
            label={t('waitlist.longestQuote')}
            hint={t('waitlist.longestQuoteHint')}
            min={15}
          />
        </SettingsSection>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <SaveSettingsButton enabled={isDirty || stale} saving={isSubmitting} />
      </Stack>
    </Card>
  );
}

/** An on/off of the form, its label saying what it does and its hint what follows. */
function Toggle({
  control,
  name,
  label,
  hint,
}: {
  control: Control<WaitlistSettings>;
  name: 'enabled' | 'joinOnline';
  label: string;
  hint: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <SwitchWithHint checked={field.value} onChange={field.onChange} label={label} hint={hint} />}
    />
  );
}

export default WaitlistSettingsPage;

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CountryCode } from '@host/domain/locales';
import { outletDetailsFormSchema, type OutletDetails, type OutletDetailsInput, type OutletDetailsView } from '@host/domain/outlet-settings';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { outletKeys } from '../../../state/outlet-profile';
import { useSession } from '../../../state/session';
import { SavedMeanwhileNotice } from '../../../components/saved-meanwhile-notice';
import { SaveSettingsButton, SettingsSection } from '../../../components/settings-parts';
import { fieldState } from '../../../lib/field-message';
import { useVersionedSettingsForm } from '../../../lib/use-versioned-save';
import { bookingPageKeys, readOutletDetails, saveOutletDetails, useOutletDetails } from '../api/booking-page';
import { NotifyDefaultsFields, SmsPermissionsFields } from '../components/notify-defaults-fields';
import { OpeningHoursFields } from '../components/opening-hours-fields';

const valuesOf = (v: OutletDetailsView): OutletDetailsInput => ({
  address1: v.address1 ?? '',
  address2: v.address2 ?? '',
  postalCode: v.postalCode ?? '',
  city: v.city ?? '',
  state: v.state ?? '',
  phone: v.phone ?? '',
  email: v.email ?? '',
  openingHours: v.openingHours,
  defaultAllowSmsNotify: v.defaultAllowSmsNotify,
  defaultAllowEmailNotify: v.defaultAllowEmailNotify,
  defaultAllowAutomatedCallNotify: v.defaultAllowAutomatedCallNotify,
  defaultAllowConfirmationNotify: v.defaultAllowConfirmationNotify,
  defaultAllowReminderNotify: v.defaultAllowReminderNotify,
  smsPermissions: v.smsPermissions,
});

/**
 * /settings/outlet (issue 15): the outlet's address, contacts, opening hours and the notify defaults
 * of new bookings. Its own page rather than part of the booking page: these serve the host stand and
 * guests' messages as much as the diners' page, and two shorter forms save (and conflict) apart.
 */
export function OutletProfilePage() {
  const { t } = useTranslation('bookingPage');
  const outletId = useSession().data?.outlet?.id ?? '';
  const view = useOutletDetails(outletId);
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('outlet.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          {t('outlet.subtitle')}
        </Typography>
      </Box>
      {view.data ? <DetailsForm key={outletId} initial={view.data} outletId={outletId} /> : <Skeleton variant="rounded" height={640} />}
    </Stack>
  );
}

type TextName = 'address1' | 'address2' | 'postalCode' | 'city' | 'state' | 'phone' | 'email';

function DetailsForm({ initial, outletId }: { initial: OutletDetailsView; outletId: string }) {
  const { t } = useTranslation('bookingPage');
  const client = useQueryClient();
  const schema = useMemo(() => outletDetailsFormSchema(initial.countryCode as CountryCode), [initial.countryCode]);
  const { form, current, stale, save, keepMine, loadTheirs } = useVersionedSettingsForm({
    schema,
    initial,
    valuesOf,
    queryKey: bookingPageKeys.details(outletId),
    read: () => readOutletDetails(outletId),
    write: (input: OutletDetails, version) => saveOutletDetails(outletId, input, version),
    onSaved: () => {
      void client.invalidateQueries({ queryKey: outletKeys.profile(outletId) });
      void client.invalidateQueries({ queryKey: bookingPageKeys.page(outletId) });
    },
    text: { saved: t('outlet.saved'), failed: t('outlet.failed') },
  });
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isDirty, isSubmitting },
  } = form;

  const text = (name: TextName, label: string, extra: { hint?: string; type?: string } = {}) => (
    <TextField
      label={label}
      type={extra.type}
      autoComplete="off"
      {...register(name)}
      {...fieldState(errors[name], extra.hint ?? ' ')}
      fullWidth
    />
  );

  return (
    <Card variant="outlined" component="form" noValidate onSubmit={handleSubmit(save)} sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Stack spacing={3}>
        {stale && <SavedMeanwhileNotice text={t('outlet.changedMeanwhile')} onKeep={keepMine} onLoad={loadTheirs} />}
        <SettingsSection title={t('outlet.address')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {text('address1', t('outlet.address1'))}
            {text('address2', t('outlet.address2'))}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {text('postalCode', t('outlet.postalCode'))}
            {text('city', t('outlet.city'))}
            {text('state', t('outlet.state'))}
          </Stack>
        </SettingsSection>
        <SettingsSection title={t('outlet.contact')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {text('phone', t('outlet.phone'), { hint: t('outlet.phoneHint'), type: 'tel' })}
            {text('email', t('outlet.email'), { type: 'email' })}
          </Stack>
        </SettingsSection>
        <OpeningHoursFields control={control} errors={errors} />
        <NotifyDefaultsFields control={control} channels={current} />
        <SmsPermissionsFields control={control} smsOn={current.enableSMS} />
        <SaveSettingsButton enabled={isDirty || stale} saving={isSubmitting} />
      </Stack>
    </Card>
  );
}

export default OutletProfilePage;

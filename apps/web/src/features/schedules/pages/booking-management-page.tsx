import { zodResolver } from '../../../lib/zod-resolver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TranslationLanguage } from '@host/domain/locales';
import { reservationSettingsSchema, type OutletProfile, type ReservationSettings } from '@host/domain/outlets';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { saveReservationSettings } from '../api/schedules';
import { useSession } from '../../../state/session';
import { AskFirstDialog } from '../../../components/ask-first-dialog';
import { NumberField } from '../../../components/number-field';
import { PageHeader } from '../../../components/page-header';
import { GuaranteeRuleCard } from '../components/guarantee-rule-card';
import { IntervalSelect } from '../components/interval-select';
import { useOutletProfile } from '../../../state/outlet-profile';
import { useAskFirst } from '../../../lib/use-ask-first';
import { fieldState } from '../../../lib/field-message';
import { LANGUAGE_NAMES } from '../../../layout/language-switcher';
import { LanguageTabs } from '../../../components/settings-parts';
import { HeadingWithHint } from '../../../components/heading-with-hint';

const pick = (p: OutletProfile): ReservationSettings => ({
  minPartySize: p.minPartySize,
  maxPartySize: p.maxPartySize,
  maxPaxPerReservation: p.maxPaxPerReservation,
  reservationLeadTime: p.reservationLeadTime,
  reservationGracePeriod: p.reservationGracePeriod,
  reservationIntervalTime: p.reservationIntervalTime as 900,
  reservationDiningInterval: p.reservationDiningInterval,
  reservationPolicy: p.reservationPolicy,
  reservationCancellationPolicy: p.reservationCancellationPolicy,
  policyTranslations: p.policyTranslations,
  optionAutoReservationStatus: p.optionAutoReservationStatus as 1,
  guestSelfEdit: p.guestSelfEdit,
  guestEditWindow: p.guestEditWindow,
});

/** /settings/booking-management: the outlet's booking rules (docs/rules.md section 3). */
export function BookingManagementPage() {
  const { t } = useTranslation('schedules');
  const outletId = useSession().data?.outlet?.id ?? '';
  const profile = useOutletProfile(outletId);
  return (
    <Stack spacing={2}>
      <PageHeader title={t('booking.title')} subtitle={t('booking.subtitle')} />
      {profile.data ? (
        <SettingsForm key={profile.data.version} profile={profile.data} outletId={outletId} />
      ) : (
        <Skeleton variant="rounded" height={420} />
      )}
      {/* Deposits by risk (issue 32): saved on its own. */}
      {profile.data && <GuaranteeRuleCard outletId={outletId} brandId={profile.data.brandId} outletVersion={profile.data.version} />}
    </Stack>
  );
}

function SettingsForm({ profile, outletId }: { profile: OutletProfile; outletId: string }) {
  const { t } = useTranslation('schedules');
  const client = useQueryClient();
  const ask = useAskFirst(() => void client.invalidateQueries({ queryKey: ['outlets', outletId] }));
  const { busy, attempt } = ask;
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<z.input<typeof reservationSettingsSchema>, unknown, ReservationSettings>({
    resolver: zodResolver(reservationSettingsSchema),
    mode: 'onTouched',
    defaultValues: pick(profile),
  });
  const save = (input: ReservationSettings) =>
    attempt((confirm) => saveReservationSettings(outletId, input, { version: profile.version, confirm }), t('booking.saved'));
  const number = (name: 'minPartySize' | 'maxPartySize' | 'maxPaxPerReservation', label: string) => (
    <TextField
      type="number"
      label={label}
      {...register(name, { valueAsNumber: true, ...(name === 'minPartySize' ? { deps: ['maxPartySize'] } : {}) })}
      {...fieldState(errors[name])}
      fullWidth
    />
  );
  const minutes = (name: 'reservationLeadTime' | 'reservationGracePeriod' | 'reservationDiningInterval', label: string) => (
    // The outlet's own rules always hold a number, so an emptied box is 0, not "the outlet's".
    <NumberField control={control} name={name} label={label} hint={t('fields.inMinutes')} perUnit={60} emptyAs={0} />
  );
  return (
    <Card variant="outlined" component="form" noValidate onSubmit={handleSubmit((v) => void save(v))} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2">
          {t('booking.parties')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          {number('minPartySize', t('fields.minPartySize'))}
          {number('maxPartySize', t('fields.maxPartySize'))}
          {number('maxPaxPerReservation', t('booking.maxPaxPerReservation'))}
        </Stack>
        <Typography variant="h6" component="h2">
          {t('booking.times')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          {minutes('reservationLeadTime', t('fields.leadTime'))}
          {minutes('reservationGracePeriod', t('fields.gracePeriod'))}
          {minutes('reservationDiningInterval', t('fields.diningInterval'))}
          <Controller
            control={control}
            name="reservationIntervalTime"
            render={({ field }) => <IntervalSelect value={field.value} onChange={field.onChange} hint={t('booking.intervalHint')} />}
          />
        </Stack>
        <Controller
          control={control}
          name="optionAutoReservationStatus"
          render={({ field }) => (
            <TextField
              select
              label={t('booking.autoStatus')}
              value={field.value}
              onChange={(e) => field.onChange(Number(e.target.value))}
              helperText={t('booking.autoStatusHint')}
              sx={{ maxWidth: 360 }}
            >
              <MenuItem value={1}>{t('booking.startBooked')}</MenuItem>
              <MenuItem value={6} disabled={profile.statusUse.unused.includes('CONFIRMED')}>
                {t('booking.startConfirmed')}
              </MenuItem>
            </TextField>
          )}
        />
        {/* A booking without a ticket: whether its guest may change it from their link, and until when (issue 33). */}
        <Typography variant="h6" component="h2">
          {t('booking.guestChanges')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
          <Controller
            control={control}
            name="guestSelfEdit"
            render={({ field }) => (
              <FormControlLabel
                sx={{ mt: 1 }}
                control={<Switch checked={field.value ?? true} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('booking.guestSelfEdit')}
              />
            )}
          />
          <NumberField
            control={control}
            name="guestEditWindow"
            label={t('booking.guestEditWindow')}
            hint={t('booking.guestEditWindowHint')}
          />
        </Stack>
        <TextField
          label={t('booking.policy')}
          multiline
          minRows={3}
          helperText={t('booking.policyHint')}
          {...register('reservationPolicy', { setValueAs: (v: string | null) => v?.trim() || null })}
        />
        <TextField
          label={t('booking.cancellationPolicy')}
          multiline
          minRows={3}
          {...register('reservationCancellationPolicy', { setValueAs: (v: string | null) => v?.trim() || null })}
        />
        <PolicyTranslationsField register={register} errors={errors} />
        <Box>
          <Button type="submit" variant="contained" disabled={!isDirty} loading={busy}>
            {t('actions.save', { ns: 'common' })}
          </Button>
        </Box>
      </Stack>
      <AskFirstDialog ask={ask} />
    </Card>
  );
}

const POLICIES = [
  ['reservation', 'booking.translations.policy'],
  ['cancellation', 'booking.translations.cancellationPolicy'],
] as const;

/**
 * The policies in each of Host's languages (issue 28): a diner reads the one in their language, and
 * where a tab is left empty, the text above, with a word that it is the restaurant's original.
 */
function PolicyTranslationsField({
  register,
  errors,
}: {
  register: UseFormRegister<z.input<typeof reservationSettingsSchema>>;
  errors: FieldErrors<z.input<typeof reservationSettingsSchema>>;
}) {
  const { t } = useTranslation('schedules');
  const [language, setLanguage] = useState<TranslationLanguage>('zh-Hans');
  const wrong = errors.policyTranslations;
  return (
    <Box component="section" aria-labelledby="policy-translations-title" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <HeadingWithHint
        id="policy-translations-title"
        size="part"
        title={t('booking.translations.title')}
        hint={t('booking.translations.hint')}
        sx={{ mb: 1 }}
      />
      <LanguageTabs
        value={language}
        onChange={setLanguage}
        label={t('booking.translations.languages')}
        wrong={(lng) => POLICIES.some(([policy]) => wrong?.[policy]?.[lng])}
      />
      <Stack spacing={2} sx={{ mt: 2 }} key={language}>
        {POLICIES.map(([policy, label]) => (
          <TextField
            key={policy}
            label={t(label, { language: LANGUAGE_NAMES[language] })}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { lang: language } }}
            {...fieldState(wrong?.[policy]?.[language], t('booking.translations.empty'))}
            {...register(`policyTranslations.${policy}.${language}`)}
          />
        ))}
      </Stack>
    </Box>
  );
}

export default BookingManagementPage;

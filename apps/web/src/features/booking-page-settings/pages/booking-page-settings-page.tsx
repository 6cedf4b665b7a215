import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  TYPE_SHOW_TIMESLOTS,
  bookingPageSettingsSchema,
  type BookingPageSettings,
  type BookingPageSettingsInput,
  type BookingPageSettingsView,
  type OutletImage,
} from '@host/domain/booking-page-settings';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@host/domain/locales';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { outletKeys } from '../../../state/outlet-profile';
import { useSession } from '../../../state/session';
import { SavedMeanwhileNotice } from '../../../components/saved-meanwhile-notice';
import { LanguageTabs, SaveSettingsButton, SettingsSection, SwitchWithHint } from '../../../components/settings-parts';
import { fieldState } from '../../../lib/field-message';
import { useVersionedSettingsForm } from '../../../lib/use-versioned-save';
import { LANGUAGE_NAMES } from '../../../layout/language-switcher';
import { bookingPageKeys, readBookingPage, saveBookingPage, useBookingPage } from '../api/booking-page';
import { BookingPagePreview } from '../components/booking-page-preview';
import { ImagePicker } from '../components/image-picker';

const FIELDS = ['isEnableShowChildren', 'isEnableOccasions', 'isEnableSpecificRequest', 'isEnableCustomQuestionField'] as const;

const valuesOf = (view: BookingPageSettingsView): BookingPageSettingsInput => ({
  welcomeText: view.welcomeText,
  isEnableSpecificRequest: view.isEnableSpecificRequest,
  isEnableOccasions: view.isEnableOccasions,
  isEnableShowChildren: view.isEnableShowChildren,
  isEnableCustomQuestionField: view.isEnableCustomQuestionField,
  customQuestion: view.customQuestion,
  typeShowTimeslots:
    view.typeShowTimeslots === TYPE_SHOW_TIMESLOTS.AVAILABLE_ONLY ? TYPE_SHOW_TIMESLOTS.AVAILABLE_ONLY : TYPE_SHOW_TIMESLOTS.ALL,
  logoImageId: view.logo?.id ?? null,
  coverImageId: view.cover?.id ?? null,
});

/** /settings/booking-page (issue 15): what diners see when they book online, with a live preview. */
export function BookingPageSettingsPage() {
  const { t } = useTranslation('bookingPage');
  const outletId = useSession().data?.outlet?.id ?? '';
  const view = useBookingPage(outletId);
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('page.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          {t('page.subtitle')}
        </Typography>
      </Box>
      {/* Not keyed by version: a stale save (409) keeps what the manager typed. */}
      {view.data ? <BookingPageForm key={outletId} initial={view.data} outletId={outletId} /> : <Skeleton variant="rounded" height={640} />}
    </Stack>
  );
}

function BookingPageForm({ initial, outletId }: { initial: BookingPageSettingsView; outletId: string }) {
  const { t } = useTranslation('bookingPage');
  const { locale } = useParams();
  const client = useQueryClient();
  const [language, setLanguage] = useState<TranslationLanguage>('en');
  // Images by id: the saved ones and those uploaded since, so the form and preview can show them.
  const [images, setImages] = useState<Record<string, OutletImage>>(() =>
    Object.fromEntries([initial.logo, initial.cover].filter((i): i is OutletImage => !!i).map((i) => [i.id, i])),
  );
  // `current` holds the policies shown beside the form: they are edited on another page and may move with a save.
  const { form, current, stale, save, keepMine, loadTheirs } = useVersionedSettingsForm({
    schema: bookingPageSettingsSchema,
    initial,
    valuesOf,
    queryKey: bookingPageKeys.page(outletId),
    read: () => readBookingPage(outletId),
    write: (input: BookingPageSettings, version) => saveBookingPage(outletId, input, version),
    onSaved: () => {
      // The outlet's version moved: pages that edit it read it again.
      void client.invalidateQueries({ queryKey: outletKeys.profile(outletId) });
      void client.invalidateQueries({ queryKey: bookingPageKeys.details(outletId) });
    },
    text: { saved: t('saved'), failed: t('failed') },
  });
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const values = useWatch({ control }) as BookingPageSettingsInput;
  const logo = values.logoImageId ? (images[values.logoImageId] ?? null) : null;
  const cover = values.coverImageId ? (images[values.coverImageId] ?? null) : null;

  const showFirstError = (found: typeof errors) => {
    if (found.customQuestion?.en) setLanguage('en');
  };

  const setImage = (name: 'logoImageId' | 'coverImageId', image: OutletImage | null) => {
    if (image) setImages((known) => ({ ...known, [image.id]: image }));
    setValue(name, image?.id ?? null, { shouldDirty: true });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }}>
      <Card variant="outlined" component="form" noValidate onSubmit={handleSubmit(save, showFirstError)} sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={3}>
          {stale && <SavedMeanwhileNotice text={t('changedMeanwhile')} onKeep={keepMine} onLoad={loadTheirs} />}

          <SettingsSection title={t('images.title')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3 }}>
              <Box sx={{ flex: '0 0 auto', width: { xs: '100%', sm: 200 } }}>
                <ImagePicker outletId={outletId} kind="logo" image={logo} onChange={(i) => setImage('logoImageId', i)} />
              </Box>
              <ImagePicker outletId={outletId} kind="cover" image={cover} onChange={(i) => setImage('coverImageId', i)} />
            </Stack>
          </SettingsSection>

          <SettingsSection title={t('texts.title')} hint={t('languages.hint')}>
            <LanguageTabs value={language} onChange={setLanguage} label={t('languages.editing')} />
            <TextField
              key={`welcome-${language}`}
              label={t('texts.label', { language: LANGUAGE_NAMES[language] })}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { lang: language } }}
              {...register(`welcomeText.${language}`)}
              {...fieldState(errors.welcomeText?.[language], t('texts.hint'))}
              fullWidth
            />
          </SettingsSection>

          <SettingsSection title={t('fields.title')} hint={t('fields.hint')}>
            <Stack spacing={1}>
              {FIELDS.map((name) => (
                <Toggle key={name} control={control} name={name} label={t(`fields.${name}`)} hint={t(`fields.${name}Hint`)} />
              ))}
            </Stack>
            {values.isEnableCustomQuestionField && (
              <TextField
                key={`question-${language}`}
                label={t('fields.customQuestion', { language: LANGUAGE_NAMES[language] })}
                slotProps={{ htmlInput: { lang: language } }}
                {...register(`customQuestion.${language}`)}
                {...fieldState(errors.customQuestion?.[language])}
                fullWidth
              />
            )}
          </SettingsSection>

          <SettingsSection title={t('timeslots.title')}>
            <Controller
              control={control}
              name="typeShowTimeslots"
              render={({ field }) => (
                <TextField
                  select
                  label={t('timeslots.title')}
                  value={field.value}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  sx={{ maxWidth: 480 }}
                  fullWidth
                >
                  <MenuItem value={TYPE_SHOW_TIMESLOTS.ALL}>{t('timeslots.all')}</MenuItem>
                  <MenuItem value={TYPE_SHOW_TIMESLOTS.AVAILABLE_ONLY}>{t('timeslots.availableOnly')}</MenuItem>
                </TextField>
              )}
            />
          </SettingsSection>

          <SettingsSection title={t('policies.title')} hint={t('policies.hint')}>
            {!current.reservationPolicy && !current.reservationCancellationPolicy && (
              <Typography variant="body2" color="text.secondary">
                {t('policies.none')}
              </Typography>
            )}
            <Box>
              <Link component={RouterLink} to={`/${locale ?? ''}/settings/booking-management`} sx={{ display: 'inline-block', py: 1.25 }}>
                {t('policies.edit')}
              </Link>
            </Box>
          </SettingsSection>

          <SaveSettingsButton enabled={isDirty || stale} saving={isSubmitting} />
        </Stack>
      </Card>

      <Box sx={{ position: { lg: 'sticky' }, top: { lg: 104 } }}>
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flexShrink: 0 }}>
              {t('preview.title')}
            </Typography>
            <TextField
              select
              size="small"
              label={t('preview.language')}
              value={language}
              onChange={(e) => setLanguage(e.target.value as TranslationLanguage)}
              sx={{ minWidth: 160 }}
            >
              {TRANSLATION_LANGUAGES.map((lng) => (
                <MenuItem key={lng} value={lng} lang={lng}>
                  {LANGUAGE_NAMES[lng]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <BookingPagePreview outletRef={outletId} values={values} logo={logo} cover={cover} policies={current} language={language} />
        </Stack>
      </Box>
    </Box>
  );
}

function Toggle({
  control,
  name,
  label,
  hint,
}: {
  control: Control<BookingPageSettingsInput>;
  name: (typeof FIELDS)[number];
  label: string;
  hint: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <SwitchWithHint checked={!!field.value} onChange={field.onChange} label={label} hint={hint} />}
    />
  );
}

export default BookingPageSettingsPage;

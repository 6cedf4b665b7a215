import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  TYPE_SHOW_TIMESLOTS,
  bookingPageSettingsSchema,
  type BookingPageSettings,
  type BookingPageSettingsInput,
  type BookingPageView,
  type OutletImage,
} from '@host/domain/booking-page';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@host/domain/locales';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useSession } from '../../../app/session';
import { fieldMessage } from '../../../lib/field-message';
import { ApiError, api } from '../../../lib/http';
import { translateError } from '../../../lib/server-messages';
import { LANGUAGE_NAMES } from '../../../layout/language-switcher';
import { BookingPagePreview } from '../components/booking-page-preview';
import { ImagePicker } from '../components/image-picker';

const bookingPageKey = (outletId: string) => ['outlets', outletId, 'booking-page'] as const;
const FIELDS = ['isEnableShowChildren', 'isEnableOccasions', 'isEnableSpecificRequest', 'isEnableCustomQuestionField'] as const;

const valuesOf = (view: BookingPageView): BookingPageSettingsInput => ({
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
  const view = useQuery({
    queryKey: bookingPageKey(outletId),
    queryFn: () => api<BookingPageView>(`/api/v1/outlets/${outletId}/booking-page`),
    enabled: Boolean(outletId),
  });
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

function BookingPageForm({ initial, outletId }: { initial: BookingPageView; outletId: string }) {
  const { t } = useTranslation('bookingPage');
  const { locale } = useParams();
  const client = useQueryClient();
  const [version, setVersion] = useState(initial.version);
  const [stale, setStale] = useState(false);
  const [policies, setPolicies] = useState(initial);
  const [language, setLanguage] = useState<TranslationLanguage>('en');
  // Images by id: the saved ones and those uploaded since, so the form and preview can show them.
  const [images, setImages] = useState<Record<string, OutletImage>>(() =>
    Object.fromEntries([initial.logo, initial.cover].filter((i): i is OutletImage => !!i).map((i) => [i.id, i])),
  );
  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<BookingPageSettingsInput, unknown, BookingPageSettings>({
    resolver: zodResolver(bookingPageSettingsSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(initial),
  });
  const values = useWatch({ control }) as BookingPageSettingsInput;
  const logo = values.logoImageId ? (images[values.logoImageId] ?? null) : null;
  const cover = values.coverImageId ? (images[values.coverImageId] ?? null) : null;

  const save = async (input: BookingPageSettings) => {
    try {
      const saved = await api<BookingPageView>(`/api/v1/outlets/${outletId}/booking-page`, {
        method: 'PUT',
        body: input,
        headers: { 'If-Match': `"${version}"` },
      });
      setVersion(saved.version);
      setStale(false);
      setPolicies(saved);
      reset(valuesOf(saved));
      client.setQueryData(bookingPageKey(outletId), saved);
      // The outlet's version moved: pages that edit it read it again.
      void client.invalidateQueries({ queryKey: ['outlets', outletId, 'profile'] });
      void client.invalidateQueries({ queryKey: ['outlets', outletId, 'details'] });
      enqueueSnackbar(t('saved'), { variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Someone saved meanwhile: learn their version, keep what was typed, say so.
        const fresh = await client.fetchQuery({
          queryKey: bookingPageKey(outletId),
          queryFn: () => api<BookingPageView>(`/api/v1/outlets/${outletId}/booking-page`),
        });
        setVersion(fresh.version);
        setPolicies(fresh);
        setStale(true);
      } else enqueueSnackbar(translateError(error, t('failed')), { variant: 'error' });
    }
  };
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
          {stale && (
            <Alert severity="warning" onClose={() => setStale(false)}>
              {t('changedMeanwhile')}
            </Alert>
          )}

          <Section title={t('images.title')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3 }}>
              <Box sx={{ flex: '0 0 auto', width: { xs: '100%', sm: 200 } }}>
                <ImagePicker outletId={outletId} kind="logo" image={logo} onChange={(i) => setImage('logoImageId', i)} />
              </Box>
              <ImagePicker outletId={outletId} kind="cover" image={cover} onChange={(i) => setImage('coverImageId', i)} />
            </Stack>
          </Section>

          <Section title={t('texts.title')} hint={t('languages.hint')}>
            <Tabs
              value={language}
              onChange={(_e, next: TranslationLanguage) => setLanguage(next)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t('languages.editing')}
            >
              {TRANSLATION_LANGUAGES.map((lng) => (
                <Tab key={lng} value={lng} label={LANGUAGE_NAMES[lng]} lang={lng} sx={{ minHeight: 44 }} />
              ))}
            </Tabs>
            <TextField
              key={`welcome-${language}`}
              label={t('texts.label', { language: LANGUAGE_NAMES[language] })}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { lang: language } }}
              {...register(`welcomeText.${language}`)}
              error={!!errors.welcomeText?.[language]}
              helperText={fieldMessage(errors.welcomeText?.[language]) ?? t('texts.hint')}
              fullWidth
            />
          </Section>

          <Section title={t('fields.title')} hint={t('fields.hint')}>
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
                error={!!errors.customQuestion?.[language]}
                helperText={fieldMessage(errors.customQuestion?.[language]) ?? ' '}
                fullWidth
              />
            )}
          </Section>

          <Section title={t('timeslots.title')}>
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
          </Section>

          <Section title={t('policies.title')} hint={t('policies.hint')}>
            {!policies.reservationPolicy && !policies.reservationCancellationPolicy && (
              <Typography variant="body2" color="text.secondary">
                {t('policies.none')}
              </Typography>
            )}
            <Box>
              <Link component={RouterLink} to={`/${locale ?? ''}/settings/booking-management`} sx={{ display: 'inline-block', py: 1.25 }}>
                {t('policies.edit')}
              </Link>
            </Box>
          </Section>

          <Box>
            <Button type="submit" variant="contained" disabled={!isDirty && !stale} loading={isSubmitting} sx={{ minHeight: 44 }}>
              {t('actions.save', { ns: 'common' })}
            </Button>
          </Box>
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
          <BookingPagePreview
            outletRef={outletId}
            values={values}
            logo={logo}
            cover={cover}
            reservationPolicy={policies.reservationPolicy}
            reservationCancellationPolicy={policies.reservationCancellationPolicy}
            policyTranslations={policies.policyTranslations}
            language={language}
          />
        </Stack>
      </Box>
    </Box>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <Stack spacing={1.5} component="section">
      <Box>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
      {children}
    </Stack>
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
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={!!field.value} onChange={(_e, on) => field.onChange(on)} />}
          label={
            <Box>
              <Typography>{label}</Typography>
              <Typography variant="body2" color="text.secondary">
                {hint}
              </Typography>
            </Box>
          }
          sx={{ alignItems: 'flex-start', '& .MuiSwitch-root': { mt: -0.5 } }}
        />
      )}
    />
  );
}

export default BookingPageSettingsPage;

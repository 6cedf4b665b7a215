import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TYPE_SHOW_TIMESLOTS, textIn, type BookingPageSettingsInput, type OutletImage } from '@host/domain/booking-page';
import type { TranslationLanguage } from '@host/domain/locales';
import { useTranslation } from 'react-i18next';

/** Times a diner might see on an evening: the third is full. */
const SAMPLE_SLOTS = [
  { time: '18:00', full: false },
  { time: '18:30', full: false },
  { time: '19:00', full: true },
  { time: '19:30', full: false },
];

export interface PreviewProps {
  values: BookingPageSettingsInput;
  logo: OutletImage | null;
  cover: OutletImage | null;
  outletName: string;
  reservationPolicy: string | null;
  reservationCancellationPolicy: string | null;
  language: TranslationLanguage;
}

/**
 * The outlet's booking page as a diner on a phone will see it (issue 18 builds the page itself):
 * cover, logo, name, welcome text and the booking form's fields, in the preview's language.
 */
export function BookingPagePreview({ values, logo, cover, outletName, reservationPolicy, reservationCancellationPolicy, language }: PreviewProps) {
  // The diner's words, not the manager's: the preview's language, loaded on demand.
  const { t, ready } = useTranslation('bookingPage', { lng: language, useSuspense: false, keyPrefix: 'preview' });
  const { t: ui } = useTranslation('bookingPage');
  const welcome = textIn(values.welcomeText ?? {}, language);
  const question = values.isEnableCustomQuestionField ? textIn(values.customQuestion ?? {}, language) : '';
  const slots = values.typeShowTimeslots === TYPE_SHOW_TIMESLOTS.AVAILABLE_ONLY ? SAMPLE_SLOTS.filter((s) => !s.full) : SAMPLE_SLOTS;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={ui('preview.label')}
      data-testid="booking-page-preview"
      lang={language}
      sx={{ width: '100%', maxWidth: 360, mx: 'auto', borderRadius: 4, overflow: 'hidden', borderWidth: 6, borderColor: 'grey.800' }}
    >
      {!ready ? (
        <Skeleton variant="rectangular" height={560} />
      ) : (
        <>
          <Box sx={{ position: 'relative', aspectRatio: '8 / 3', bgcolor: 'grey.200' }}>
            {cover && <Box component="img" src={cover.url} alt="" data-testid="preview-cover" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />}
            <Avatar
              src={logo?.url}
              alt=""
              variant="rounded"
              data-testid="preview-logo"
              sx={{
                position: 'absolute',
                left: 16,
                bottom: -28,
                width: 64,
                height: 64,
                bgcolor: 'background.paper',
                color: 'text.primary',
                border: 2,
                borderColor: 'background.paper',
                boxShadow: 1,
                '& img': { objectFit: 'contain' },
              }}
            >
              {outletName.slice(0, 1)}
            </Avatar>
          </Box>
          <Stack spacing={1.5} sx={{ p: 2, pt: 5 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {outletName}
            </Typography>
            {welcome && (
              <Typography variant="body2" color="text.secondary" data-testid="preview-welcome" sx={{ whiteSpace: 'pre-line' }}>
                {welcome}
              </Typography>
            )}
            <Divider />
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {t('bookTable')}
            </Typography>
            <Stack direction="row" sx={{ gap: 1 }}>
              <FakeField label={t('date')} value={new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date())} />
              <FakeField label={values.isEnableShowChildren ? t('adults') : t('guests')} value="2" />
              {values.isEnableShowChildren && <FakeField label={t('children')} value="0" testId="preview-children" />}
            </Stack>
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t('time')}
              </Typography>
              <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mt: 0.5 }} data-testid="preview-slots">
                {slots.map((s) => (
                  <Chip
                    key={s.time}
                    size="small"
                    label={s.full ? `${s.time} · ${t('full')}` : s.time}
                    variant={s.full ? 'outlined' : 'filled'}
                    // A full time reads as one at a glance, still legible (a disabled chip's faded text was not).
                    sx={s.full ? { color: 'text.secondary', borderStyle: 'dashed' } : undefined}
                  />
                ))}
              </Stack>
            </Box>
            {values.isEnableOccasions && (
              <Box data-testid="preview-occasions">
                <Typography variant="caption" color="text.secondary">
                  {t('occasion')}
                </Typography>
                <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mt: 0.5 }}>
                  {(['birthday', 'anniversary', 'business'] as const).map((o) => (
                    <Chip key={o} size="small" variant="outlined" label={t(o)} />
                  ))}
                </Stack>
              </Box>
            )}
            <Stack direction="row" sx={{ gap: 1 }}>
              <FakeField label={t('name')} value="" />
              <FakeField label={t('phone')} value="" />
            </Stack>
            {values.isEnableSpecificRequest && <FakeField label={t('specialRequest')} value="" tall testId="preview-special-request" />}
            {question && <FakeField label={question} value="" testId="preview-question" />}
            {(reservationPolicy || reservationCancellationPolicy) && (
              <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.25 }}>
                {reservationPolicy && <PolicyText title={t('policy')} text={reservationPolicy} />}
                {reservationCancellationPolicy && <PolicyText title={t('cancellationPolicy')} text={reservationCancellationPolicy} />}
              </Box>
            )}
            <Button variant="contained" fullWidth tabIndex={-1} sx={{ pointerEvents: 'none' }}>
              {t('continue')}
            </Button>
          </Stack>
        </>
      )}
    </Paper>
  );
}

function FakeField({ label, value, tall, testId }: { label: string; value: string; tall?: boolean; testId?: string }) {
  return (
    <Box data-testid={testId} sx={{ flex: 1, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, px: 1, py: 0.5, minHeight: tall ? 56 : 40 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      {value && <Typography variant="body2">{value}</Typography>}
    </Box>
  );
}

function PolicyText({ title, text }: { title: string; text: string }) {
  return (
    <Box sx={{ '& + &': { mt: 1 } }}>
      <Typography variant="caption" sx={{ fontWeight: 600, display: 'block' }}>
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
        {text}
      </Typography>
    </Box>
  );
}

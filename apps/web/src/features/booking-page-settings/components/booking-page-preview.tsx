import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Box from '@mui/material/Box';
import type { BookingPageSettingsInput, BookingPageSettingsView, OutletImage } from '@host/domain/booking-page-settings';
import {
  isPreviewReady,
  PREVIEW_DRAFT,
  type PreviewDraftMessage,
  type PreviewPage,
  type PreviewStep,
} from '@host/domain/booking-page-preview';
import type { TranslationLanguage } from '@host/domain/locales';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PreviewProps {
  /** the outlet's booking page address: its slug, else its id */
  outletRef: string;
  values: BookingPageSettingsInput;
  logo: OutletImage | null;
  cover: OutletImage | null;
  /** as last read or saved: they are edited on the booking-management page, not in this form */
  policies: Pick<BookingPageSettingsView, 'reservationPolicy' | 'reservationCancellationPolicy' | 'policyTranslations'>;
  language: TranslationLanguage;
}

/** The fields a diner meets on the details step: changing one shows that step. */
const DETAILS_FIELDS = [
  'isEnableShowChildren',
  'isEnableOccasions',
  'isEnableSpecificRequest',
  'isEnableCustomQuestionField',
  'customQuestion',
] as const;
/** ...and those of the first step (the welcome is in the header of both, the times only on the first). */
const CHOOSE_FIELDS = ['typeShowTimeslots'] as const;

const textsOf = (text: Partial<Record<TranslationLanguage, string | undefined>> | undefined) =>
  Object.fromEntries(Object.entries(text ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/**
 * The outlet's booking page as diners get it (issue 28: not a drawing of it): the real page, framed
 * at a phone's width, shown the unsaved draft by message (booking-page-preview.ts). The manager
 * picks the step; changing a field of one step shows that step.
 */
export function BookingPagePreview({ outletRef, values, logo, cover, policies, language }: PreviewProps) {
  const { t } = useTranslation('bookingPage');
  const frame = useRef<HTMLIFrameElement>(null);
  const [step, setStep] = useState<PreviewStep>('choose');
  // The first address only: later languages travel by message, so the frame never reloads.
  const [src] = useState(() => `/book/${encodeURIComponent(outletRef)}?preview=1&lang=${language}`);

  const page: PreviewPage = useMemo(
    () => ({
      welcomeText: textsOf(values.welcomeText),
      customQuestion: textsOf(values.customQuestion),
      logoUrl: logo?.url ?? null,
      coverUrl: cover?.url ?? null,
      reservationPolicy: policies.reservationPolicy,
      cancellationPolicy: policies.reservationCancellationPolicy,
      policyTranslations: policies.policyTranslations,
      isEnableSpecificRequest: Boolean(values.isEnableSpecificRequest),
      isEnableOccasions: Boolean(values.isEnableOccasions),
      isEnableShowChildren: Boolean(values.isEnableShowChildren),
      isEnableCustomQuestionField: Boolean(values.isEnableCustomQuestionField),
      typeShowTimeslots: values.typeShowTimeslots ?? 1,
    }),
    [values, logo, cover, policies],
  );

  // A change to a field of one step shows that step.
  const before = useRef(page);
  useEffect(() => {
    const changed = (keys: readonly (keyof PreviewPage)[]) =>
      keys.some((key) => JSON.stringify(before.current[key]) !== JSON.stringify(page[key]));
    if (changed(DETAILS_FIELDS)) setStep('details');
    else if (changed(CHOOSE_FIELDS)) setStep('choose');
    before.current = page;
  }, [page]);

  const draft: PreviewDraftMessage = useMemo(() => ({ type: PREVIEW_DRAFT, language, step, page }), [language, step, page]);
  const latest = useRef(draft);
  latest.current = draft;
  const send = (message: PreviewDraftMessage) => frame.current?.contentWindow?.postMessage(message, location.origin);

  // The page says when it listens (again after a reload of the frame); it gets the draft then and on every change.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === location.origin && event.source === frame.current?.contentWindow && isPreviewReady(event.data))
        send(latest.current);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => send(draft), [draft]);

  return (
    <Box component="section" aria-label={t('preview.label')} data-testid="booking-page-preview">
      <Tabs
        value={step}
        onChange={(_, next: PreviewStep) => setStep(next)}
        variant="fullWidth"
        aria-label={t('preview.steps')}
        sx={{ mb: 1 }}
      >
        <Tab value="choose" label={t('preview.stepChoose')} />
        <Tab value="details" label={t('preview.stepDetails')} />
      </Tabs>
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 360, mx: 'auto', borderRadius: 4, overflow: 'hidden', borderWidth: 6, borderColor: 'grey.800' }}
      >
        <Box
          component="iframe"
          ref={frame}
          src={src}
          title={t('preview.frameTitle')}
          sx={{ display: 'block', width: '100%', height: 640, border: 0 }}
        />
      </Paper>
    </Box>
  );
}

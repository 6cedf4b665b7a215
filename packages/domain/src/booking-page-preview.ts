import type { TranslationLanguage } from './locales';
import type { BookingPageView } from './booking-page';

/**
 * The booking-page preview (issue 28): /settings/booking-page frames the diners' real page
 * (/book/{outlet}?preview=1) and sends it the manager's unsaved draft by postMessage, on the same
 * origin only (docs/decisions/026-booking-page-preview.md). The page shows the draft over what it
 * read, and books nothing. No runtime imports: the diners' page stays light.
 */
export const PREVIEW_READY = 'host:booking-page-preview-ready';
export const PREVIEW_DRAFT = 'host:booking-page-preview-draft';

/** What the settings form changes on the page, before it is saved. */
export type PreviewPage = Pick<
  BookingPageView,
  | 'welcomeText'
  | 'customQuestion'
  | 'logoUrl'
  | 'coverUrl'
  | 'reservationPolicy'
  | 'cancellationPolicy'
  | 'policyTranslations'
  | 'isEnableSpecificRequest'
  | 'isEnableOccasions'
  | 'isEnableShowChildren'
  | 'isEnableCustomQuestionField'
  | 'typeShowTimeslots'
>;

/** The step shown: choosing a time, or the details a diner gives next (where the asked fields are). */
export type PreviewStep = 'choose' | 'details';

export interface PreviewDraftMessage {
  type: typeof PREVIEW_DRAFT;
  language: TranslationLanguage;
  step: PreviewStep;
  page: PreviewPage;
}

export interface PreviewReadyMessage {
  type: typeof PREVIEW_READY;
}

const LANGUAGES: readonly unknown[] = ['en', 'zh-Hans', 'zh-Hant', 'ms'] satisfies TranslationLanguage[];
const STEPS: readonly unknown[] = ['choose', 'details'] satisfies PreviewStep[];

export const isPreviewDraft = (data: unknown): data is PreviewDraftMessage => {
  if (typeof data !== 'object' || data === null) return false;
  const { type, page, language, step } = data as Record<string, unknown>;
  return type === PREVIEW_DRAFT && typeof page === 'object' && page !== null && LANGUAGES.includes(language) && STEPS.includes(step);
};
export const isPreviewReady = (data: unknown): data is PreviewReadyMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === PREVIEW_READY;

import type { BookApiError } from './api';
import type { Language, Translate } from './locale';

const common = new Map<Language, Promise<Record<string, string>>>();

/** The app's own translations of the server's reasons (common.json), fetched only when a refusal names one this page has no words for. */
function serverMessages(language: Language) {
  let loaded = common.get(language);
  if (!loaded) {
    loaded = fetch(`/locales/${language}/common.json`)
      .then((r) => (r.ok ? r.json() : {}))
      .then((json: { serverMessages?: Record<string, string> }) => json.serverMessages ?? {})
      .catch(() => ({}));
    common.set(language, loaded);
  }
  return loaded;
}

/** A refusal in the diner's words: this page's own (book.json errors.*), else the app's, else a general one. */
export async function describeError(error: unknown, t: Translate, language: Language): Promise<string> {
  const e = error as Partial<BookApiError>;
  if (typeof e.status !== 'number') return t('errors.network');
  if (e.code === 'THROTTLED') return t('errors.throttled', { count: Math.max(1, Math.ceil((e.retryAfterSeconds ?? 60) / 60)) });
  const reason = e.reason;
  const values = e.params ?? {};
  if (reason) {
    const own = t(`errors.${reason}`, values);
    if (own !== `errors.${reason}`) return own;
    const text = (await serverMessages(language))[reason];
    if (text) return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  }
  return t('errors.general');
}

/** A field's refusal, in the diner's words: by the server's reason when this page knows it, else by the field. */
export function describeFieldError(
  field: string,
  reason: string | undefined,
  t: Translate,
  values: Record<string, string | number> = {},
): string {
  if (reason) {
    const own = t(`errors.${reason}`, values);
    if (own !== `errors.${reason}`) return own;
  }
  const byField = t(`errors.fields.${field}`);
  return byField === `errors.fields.${field}` ? t('errors.general') : byField;
}

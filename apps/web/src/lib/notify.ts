import { enqueueSnackbar } from 'notistack';
import i18n from '../i18n/i18n';
import { ApiError } from './http';
import { reportError } from './report-error';
import { translateError } from './server-messages';

/** docs/rules.md section 9: the unexpected-error alert shows at most once per 5 s. */
export const ERROR_ALERT_THROTTLE_MS = 5_000;
let lastUnexpectedAt = 0;

export function notifyError(message: string) {
  enqueueSnackbar(message, { variant: 'error' });
}

/**
 * The message a user sees for a failed call: a 422 as the server wrote it (docs/rules.md section 8),
 * connection and time-out problems in their language, anything else as the unexpected error.
 */
export function handleError(error: unknown) {
  if (error instanceof ApiError) {
    if (error.status === 401) return; // the HTTP client signs out and goes to /login
    if (error.status === 422 || error.status === 409 || error.status === 429) return notifyError(translateError(error, error.message));
    // Handled errors are logged as warnings (docs/rules.md section 9): the server logs the refusals above
    // itself; a lost connection or a time-out it never saw is reported from here.
    if (error.code === 'NETWORK' || error.code === 'TIMEOUT') void reportError('warning', error.message, error, { code: error.code });
    if (error.code === 'NETWORK') return notifyError(i18n.t('errors.network'));
    if (error.code === 'TIMEOUT') return notifyError(i18n.t('errors.timeout', { ms: 30_000 }));
  }
  notifyUnexpected(error);
}

export function notifyUnexpected(error: unknown) {
  void reportError('error', 'An unexpected error has occurred!', error);
  const now = Date.now();
  if (now - lastUnexpectedAt < ERROR_ALERT_THROTTLE_MS) return;
  lastUnexpectedAt = now;
  const detail = error instanceof Error ? error.message : String(error);
  enqueueSnackbar(`${i18n.t('errors.unexpected')} ${detail}`, { variant: 'error', preventDuplicate: true });
}

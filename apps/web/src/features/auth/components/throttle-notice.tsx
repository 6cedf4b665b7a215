import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';

/** The seconds a throttled sign-in (429) asks to wait, or null for any other outcome. */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : 60;
}

/** "30 s", "2 min 05 s", "3 h 10 min" in the user's language. */
export function waitText(t: TFunction, seconds: number): string {
  if (seconds < 60) return t('auth.waitTime.seconds', { count: seconds });
  if (seconds < 3600)
    return t('auth.waitTime.minutes', { minutes: Math.floor(seconds / 60), seconds: String(seconds % 60).padStart(2, '0') });
  return t('auth.waitTime.hours', { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60) });
}

/** Counts down from `seconds` (restarting when a new refusal comes in); calls `onDone` at zero. */
function useCountdown(seconds: number, since: number, onDone: () => void) {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((since + seconds * 1000 - now) / 1000));
  useEffect(() => {
    if (left === 0) {
      onDone();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), 250);
    return () => window.clearTimeout(timer);
  }, [left, now, onDone]);
  return left;
}

/**
 * A refused sign-in (docs/decisions/010-sign-in-throttle.md): how long to wait, counting down, that
 * signed-in devices are not affected, and, on the PIN tab, the way round it: email sign-in.
 */
export function ThrottleNotice({
  seconds,
  since,
  onDone,
  onUseEmail,
}: {
  seconds: number;
  since: number;
  onDone: () => void;
  onUseEmail?: () => void;
}) {
  const { t } = useTranslation();
  const left = useCountdown(seconds, since, onDone);
  return (
    <Alert severity="warning" data-testid="throttle-notice">
      <Typography variant="body2" sx={{ fontWeight: 500 }} role="timer" aria-live="off">
        {t('auth.errors.wait', { time: waitText(t, left) })}
      </Typography>
      <Typography variant="body2">{t('auth.errors.waitUnaffected')}</Typography>
      {onUseEmail && (
        <Link component="button" type="button" variant="body2" onClick={onUseEmail} sx={{ mt: 1, minHeight: 44, fontWeight: 500 }}>
          {t('auth.signInWithEmailInstead')}
        </Link>
      )}
    </Alert>
  );
}

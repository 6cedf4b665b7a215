import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How long a first read may show only its skeleton. A read that hangs ends in an error only at the
 * request timeout (30 s, and once more on retry); long before that the host is told, and offered a
 * new try (issue 28: a floor that "stayed a grey box"). Longer than the service worker's wait before
 * it answers from its kept copy (6 s, public/service-worker.min.js), so the line does not flash first.
 */
export const SLOW_READ_MS = 8_000;

/**
 * Where a read failed and nothing was kept to show: the words, and a way to try again (issue 28: a
 * skeleton ends in content or in this, never stays a grey box; an empty book is not "no bookings").
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <RetryAlert severity="error" testId="load-failed" message={message} retry={t('loadFailed.retry')} onRetry={onRetry} />;
}

/**
 * A first read still under way: its skeleton, and once it has taken longer than SLOW_READ_MS, a
 * line that says so with a new try (which cancels the hanging read and asks again).
 */
export function StillReading({ skeleton, onRetry }: { skeleton: ReactNode; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  const [slow, setSlow] = useState(false);
  // Each new try gets its own SLOW_READ_MS before the line shows again.
  const [tries, setTries] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_READ_MS);
    return () => clearTimeout(timer);
  }, [tries]);
  return (
    <Stack spacing={1}>
      {slow && onRetry && (
        <RetryAlert
          severity="info"
          testId="still-reading"
          message={t('loadFailed.slow')}
          retry={t('loadFailed.retry')}
          onRetry={() => {
            setSlow(false);
            setTries((n) => n + 1);
            onRetry();
          }}
        />
      )}
      {skeleton}
    </Stack>
  );
}

function RetryAlert(props: { severity: 'error' | 'info'; testId: string; message: string; retry: string; onRetry: () => void }) {
  return (
    <Alert
      severity={props.severity}
      data-testid={props.testId}
      action={
        <Button color="inherit" onClick={props.onRetry} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {props.retry}
        </Button>
      }
    >
      {props.message}
    </Alert>
  );
}

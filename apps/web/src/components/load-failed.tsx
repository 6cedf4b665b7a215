import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * Where a read failed and nothing was kept to show: the words, and a way to try again (issue 28: a
 * skeleton ends in content or in this, never stays a grey box; an empty book is not "no bookings").
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      data-testid="load-failed"
      action={
        <Button color="inherit" onClick={onRetry} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {t('loadFailed.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

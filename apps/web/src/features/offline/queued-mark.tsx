import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useQueuedChanges } from './queue-store';

/** On a row whose status change waits for the connection (issue 17): a small "waiting to send". */
export function QueuedMark({ reservationId }: { reservationId: string }) {
  const queued = useQueuedChanges().some((c) => c.reservationId === reservationId);
  return queued ? <Mark /> : null;
}

function Mark() {
  const { t } = useTranslation('offline');
  return (
    <Box
      component="span"
      data-testid="queued-mark"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.25, fontSize: 12, fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }}
    >
      <ScheduleSendIcon sx={{ fontSize: 14, color: 'warning.main' }} aria-hidden />
      {t('row.waiting')}
    </Box>
  );
}

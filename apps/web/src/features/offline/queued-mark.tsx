import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useCannotWrite } from '../../lib/connection';
import { useQueuedChanges } from './queue-store';

/**
 * On a row whose status change is not on the server yet: "Sending…" while Host can reach it (issue
 * 28: the tap is kept on the device first), "Waiting to send" while it cannot (issue 17).
 */
export function QueuedMark({ reservationId }: { reservationId: string }) {
  const queued = useQueuedChanges().some((c) => c.reservationId === reservationId);
  return queued ? <Mark /> : null;
}

function Mark() {
  const { t } = useTranslation('offline');
  const waiting = useCannotWrite();
  return (
    <Box
      component="span"
      data-testid="queued-mark"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        mt: 0.25,
        fontSize: 12,
        fontWeight: 600,
        color: 'text.secondary',
        whiteSpace: 'nowrap',
      }}
    >
      <ScheduleSendIcon sx={{ fontSize: 14, color: 'warning.main' }} aria-hidden />
      {t(waiting ? 'row.waiting' : 'row.sending')}
    </Box>
  );
}

import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QueuedEntry, QueueMove, QueueRemove } from '@host/domain/waitlist/queue';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCannotWrite } from '../../../../lib/connection';
import { translateError } from '../../../../lib/server-messages';
import { useQueue, useQueueChanges } from '../../api/queue';
import { PartyDialog } from './party-dialog';
import { QueueRow } from './queue-row';
import { SeatQueuedDialog } from './seat-queued-dialog';

/** One place up puts a party right after the one two places up (or first); one place down, right after the next. */
function movesOf(entries: readonly QueuedEntry[], index: number) {
  const up: QueueMove | null = index === 0 ? null : { afterId: index >= 2 ? entries[index - 2]!.id : null };
  const down: QueueMove | null = index === entries.length - 1 ? null : { afterId: entries[index + 1]!.id };
  return { up, down };
}

/**
 * The door queue beside the book (issue 30, docs/rules.md section 10): the parties waiting now, front
 * first, each with its wait; add a party, seat one, move one, take one off. Read-only offline.
 */
export function QueueDrawer({ outletId, open, onClose, now }: { outletId: string; open: boolean; onClose: () => void; now: Date }) {
  const { t } = useTranslation('reservations');
  const queue = useQueue(outletId);
  const changes = useQueueChanges(outletId);
  const cannotWrite = useCannotWrite();
  const [adding, setAdding] = useState(false);
  const [seating, setSeating] = useState<QueuedEntry | null>(null);
  const [editing, setEditing] = useState<QueuedEntry | null>(null);
  const entries = queue.data?.entries ?? [];
  const failed = (error: unknown) => enqueueSnackbar(translateError(error, t('dialog.failed')), { variant: 'error' });
  const actions = {
    onSeat: setSeating,
    onEdit: setEditing,
    onNotify: async (party: QueuedEntry) => {
      try {
        await changes.notify.mutateAsync({ entry: party, body: {} });
        enqueueSnackbar(t('queue.notified', { name: party.customerFirstName }), { variant: 'success' });
      } catch (error) {
        failed(error);
      }
    },
    onMove: (party: QueuedEntry, body: QueueMove) => changes.move.mutateAsync({ entry: party, body }).catch(failed),
    onRemove: async (party: QueuedEntry, body: QueueRemove) => {
      try {
        await changes.remove.mutateAsync({ entry: party, body });
        enqueueSnackbar(t(body.reason === 'left' ? 'queue.removedLeft' : 'queue.removedNoShow', { name: party.customerFirstName }));
      } catch (error) {
        failed(error);
      }
    },
  };
  const error = queue.data?.medianQuoteErrorMinutes;
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 }, p: 2 } } }}>
      <Stack spacing={2} component="section" aria-labelledby="queue-title">
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography variant="h5" component="h2" id="queue-title" sx={{ flexGrow: 1 }}>
            {t('queue.title', { count: entries.length })}
          </Typography>
          <IconButton aria-label={t('queue.close')} onClick={onClose} sx={{ width: 44, height: 44 }}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Button variant="contained" size="large" startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={cannotWrite}>
          {t('queue.addParty')}
        </Button>
        {error !== null && error !== undefined && (
          <Typography variant="body2" color="text.secondary" data-testid="queue-accuracy">
            {t('queue.accuracy', { count: error })}
          </Typography>
        )}
        {queue.isError && !queue.data && (
          <Alert severity="error" action={<Button onClick={() => queue.refetch()}>{t('queue.retry')}</Button>}>
            {t('queue.failed')}
          </Alert>
        )}
        {queue.isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : entries.length === 0 ? (
          <Typography color="text.secondary">{t('queue.empty')}</Typography>
        ) : (
          <Stack divider={<Divider flexItem />}>
            {entries.map((party, index) => (
              <QueueRow key={party.id} party={party} moves={movesOf(entries, index)} now={now} disabled={cannotWrite} actions={actions} />
            ))}
          </Stack>
        )}
      </Stack>
      {adding && <PartyDialog outletId={outletId} onClose={() => setAdding(false)} />}
      {editing && <PartyDialog outletId={outletId} party={editing} onClose={() => setEditing(null)} />}
      {seating && <SeatQueuedDialog outletId={outletId} party={seating} onClose={() => setSeating(null)} />}
    </Drawer>
  );
}

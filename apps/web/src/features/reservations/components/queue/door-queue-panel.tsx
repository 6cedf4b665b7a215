import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FEATURE } from '@host/domain/entitlements';
import type { Table } from '@host/domain/tables';
import { ANSWER_MINUTES, queueChannelOf, type QueuedEntry, type QueueMove, type QueueRemove } from '@host/domain/waitlist/queue';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureOffNotice } from '../../../../components/feature-off-notice';
import { useCannotWrite } from '../../../../lib/connection';
import { ApiError } from '../../../../lib/http';
import { translateError } from '../../../../lib/server-messages';
import { useOutletProfile } from '../../../../state/outlet-profile';
import { useSession } from '../../../../state/session';
import { useQueue, useQueueChanges } from '../../api/queue';
import { featureOffOf } from '../../../settings';
import { PartyDialog } from './party-dialog';
import { movesOf } from './queue-order';
import { QueueRow } from './queue-row';
import { SeatQueuedDialog } from './seat-queued-dialog';
import { useQueueDrops } from './use-queue-drops';

/**
 * The parties waiting at the door now (issue 30, docs/rules.md section 10), front first, each with its
 * wait; add a party, seat one (from its row, or dragged onto a table of the floor), move one (by drag
 * or its menu), take one off. Read-only offline.
 */
export function DoorQueuePanel({ outletId, now, besideFloor }: { outletId: string; now: Date; besideFloor: boolean }) {
  const { t } = useTranslation('reservations');
  const queue = useQueue(outletId);
  const changes = useQueueChanges(outletId);
  const cannotWrite = useCannotWrite();
  const timeZone = useSession().data?.brand?.timezone ?? 'Asia/Singapore';
  const [adding, setAdding] = useState(false);
  const [seating, setSeating] = useState<{ party: QueuedEntry; tableIds?: string[] } | null>(null);
  const [editing, setEditing] = useState<QueuedEntry | null>(null);
  const entries = queue.data?.entries ?? [];
  // The server's own rule for how a party is told, on the outlet's switches (both assumed on until its profile is read).
  const profile = useOutletProfile(outletId).data;
  const channelOf = (party: QueuedEntry) => queueChannelOf(party, { sms: profile?.enableSMS ?? true, email: profile?.enableEmail ?? true });
  const failed = (error: unknown) => enqueueSnackbar(translateError(error, t('dialog.failed')), { variant: 'error' });
  const actions = {
    onSeat: (party: QueuedEntry) => setSeating({ party }),
    onEdit: setEditing,
    onNotify: async (party: QueuedEntry) => {
      try {
        await changes.notify.mutateAsync({ entry: party, body: {} });
        const byEmail = channelOf(party) === 'email';
        enqueueSnackbar(t(byEmail ? 'queue.notifiedByEmail' : 'queue.notified', { name: party.customerFirstName }), { variant: 'success' });
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
  // Dropped on a table: seated there at once. Fewer seats than guests asks first (docs/ui.md), in the
  // seat dialog with that table chosen; a table taken or out of service is refused and the party waits on.
  const seatAt = async (party: QueuedEntry, table: Table) => {
    if (cannotWrite) return;
    try {
      await changes.seat.mutateAsync({ entry: party, body: { tableIds: [table.id] } });
      enqueueSnackbar(t('queue.seatedAt', { name: party.customerFirstName, table: table.name }), { variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TABLE_NOT_SUITABLE') setSeating({ party, tableIds: [table.id] });
      else failed(error);
    }
  };
  const dropEdgeOf = useQueueDrops({ entries, onMove: actions.onMove, onSeatAt: seatAt });
  // The outlet's plan leaves the queue off: what the merchant must do, in place of a failure.
  const featureOff = featureOffOf(queue.error);
  if (featureOff && !queue.data)
    return <FeatureOffNotice compact feature={FEATURE.WAITLIST} actionsRequired={featureOff.actionsRequired} />;
  const error = queue.data?.medianQuoteErrorMinutes;
  return (
    <Stack spacing={2}>
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
        <>
          <Typography variant="caption" color="text.secondary">
            {t(besideFloor ? 'queue.dragHintFloor' : 'queue.dragHint')}
          </Typography>
          <Stack divider={<Divider flexItem />}>
            {entries.map((party, index) => (
              <QueueRow
                key={party.id}
                party={party}
                moves={movesOf(entries, index)}
                now={now}
                answerMinutes={queue.data?.answerMinutes ?? ANSWER_MINUTES}
                timeZone={timeZone}
                channel={channelOf(party)}
                disabled={cannotWrite}
                actions={actions}
                dropEdge={dropEdgeOf(party.id)}
              />
            ))}
          </Stack>
        </>
      )}
      {adding && <PartyDialog outletId={outletId} onClose={() => setAdding(false)} />}
      {editing && <PartyDialog outletId={outletId} party={editing} onClose={() => setEditing(null)} />}
      {seating && <SeatQueuedDialog outletId={outletId} {...seating} onClose={() => setSeating(null)} />}
    </Stack>
  );
}

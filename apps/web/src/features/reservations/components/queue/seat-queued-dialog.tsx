import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { QueuedEntry } from '@host/domain/waitlist/queue';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog';
import { translateError } from '../../../../lib/server-messages';
import { useQueueChanges } from '../../api/queue';
import { useAreas } from '../../api/reservations';
import { SqueezeAlert, squeezeOf, useSeatingNow } from '../table-picker';
import { TablesToSeat } from '../tables-to-seat';

export interface SeatQueuedDialogProps {
  outletId: string;
  party: QueuedEntry;
  /** the tables already chosen: the one the party was dragged onto, when it holds fewer seats than the party */
  tableIds?: string[];
  onClose: () => void;
}

/**
 * A queued party sits down: the best tables offered first, one tap each, then Seat (a walk-in linked
 * to the party). Chosen tables that seat fewer than the party say so before Seat squeezes it in.
 */
export function SeatQueuedDialog({ outletId, party, tableIds: chosen = [], onClose }: SeatQueuedDialogProps) {
  const { t } = useTranslation('reservations');
  const pax = party.numberOfAdults + party.numberOfChildren;
  const areas = useAreas(outletId).data ?? [];
  const seating = useSeatingNow(outletId, areas, {});
  const [tableIds, setTableIds] = useState<string[]>(chosen);
  const [failure, setFailure] = useState<string | null>(null);
  const { seat } = useQueueChanges(outletId);
  const { squeeze, seats } = squeezeOf(areas, tableIds, pax);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!tableIds.length) return setFailure(t('queue.chooseTable'));
    try {
      await seat.mutateAsync({ entry: party, body: { tableIds, ...(squeeze ? { allowOverCapacity: true } : {}) } });
      enqueueSnackbar(t('queue.seated', { name: party.customerFirstName }), { variant: 'success' });
      onClose();
    } catch (error) {
      setFailure(translateError(error, t('dialog.failed')));
    }
  };
  return (
    <FormDialog
      title={t('queue.seatTitle', { name: party.customerFirstName, count: pax })}
      onSubmit={submit}
      onClose={onClose}
      busy={seat.isPending}
      submit={{ label: t('queue.seat') }}
    >
      <Stack spacing={2}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TablesToSeat outletId={outletId} pax={pax} areas={areas} seating={seating} tableIds={tableIds} onTableIds={setTableIds} />
        {squeeze && <SqueezeAlert pax={pax} seats={seats} />}
      </Stack>
    </FormDialog>
  );
}

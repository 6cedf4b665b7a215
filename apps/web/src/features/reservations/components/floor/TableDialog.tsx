import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TableOnFloor } from '@host/domain/floor/floor-state';
import { minutesSeated } from '@host/domain/floor/floor-state';
import type { Reservation } from '@host/domain/reservations/reservation';
import { RESERVATION_STATUS, TABLE_STATUS, tableStatusName } from '@host/domain/statuses';
import type { Table } from '@host/domain/tables';
import { useTranslation } from 'react-i18next';
import { guestName } from '../actions';
import { StatusChip } from '../StatusChip';
import type { TableVersion } from '../../api/reservations';

export type TableAction =
  { kind: 'status'; reservation: Reservation; status: number } | { kind: 'tableStatus'; tables: TableVersion[]; status: number } | { kind: 'walkIn' } | { kind: 'move'; reservation: Reservation };

/**
 * A table's card on the floor: who sits there and for how long, and what the host can do next:
 * the bill, depart, move; clean a table after a party; block or free an empty one; seat the next
 * booking or a walk-in. Every button is a large touch target.
 */
export function TableDialog({
  table,
  spot,
  now,
  isToday,
  onAction,
  onClose,
}: {
  table: Table;
  spot: TableOnFloor<Reservation>;
  now: Date;
  isToday: boolean;
  onAction: (action: TableAction) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('floor');
  const party = spot.party;
  const next = spot.next;
  const status = spot.status;
  const act = (action: TableAction) => {
    onAction(action);
    onClose();
  };
  const seatedTables: TableVersion[] = party?.tables ?? [table];
  const canSeatNext = next && isToday && next.allowableActions.some((a) => a.action === 'SEAT' && a.enabled);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="table-title">
      <DialogTitle id="table-title">
        {t('tableTitle', { table: table.name })}
        <Typography variant="body2" color="text.secondary">
          {t('tableSubtitle', { status: t(`tableStatus.${tableStatusName(status)}`), min: table.minPax, max: table.maxPax })}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {party && (
            <Stack spacing={0.5}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
                  {guestName(party) || t('walkInName')}
                </Typography>
                <StatusChip status={party.displayStatus} />
              </Stack>
              <Typography color="text.secondary">
                {t('partyLine', { count: party.pax, minutes: minutesSeated(party.seatedAt, now) ?? 0, tables: party.tables.map((tb) => tb.name).join(' + ') })}
              </Typography>
              {party.notes && <Typography variant="body2">{party.notes}</Typography>}
            </Stack>
          )}
          {next && (
            <Typography variant="body2" color="text.secondary">
              {t('nextLine', { name: guestName(next) || t('walkInName'), time: next.reservationTime.slice(0, 5), count: next.pax })}
            </Typography>
          )}
          <Stack spacing={1}>
            {party && party.displayStatus !== 'BILL' && (
              <Button size="large" variant="contained" color="secondary" onClick={() => act({ kind: 'tableStatus', tables: seatedTables, status: TABLE_STATUS.BILL_REQUESTED })}>
                {t('actions.bill')}
              </Button>
            )}
            {party && party.displayStatus === 'BILL' && (
              <Button size="large" variant="outlined" onClick={() => act({ kind: 'status', reservation: party, status: RESERVATION_STATUS.SEATED })}>
                {t('actions.backToSeated')}
              </Button>
            )}
            {party && (
              <Button size="large" variant="contained" onClick={() => act({ kind: 'status', reservation: party, status: RESERVATION_STATUS.COMPLETED })}>
                {t('actions.depart')}
              </Button>
            )}
            {party && (
              <Button size="large" variant="outlined" onClick={() => act({ kind: 'move', reservation: party })}>
                {t('actions.move')}
              </Button>
            )}
            {!party && status === TABLE_STATUS.REQUIRES_CLEANING && (
              <Button size="large" variant="contained" onClick={() => act({ kind: 'tableStatus', tables: [table], status: TABLE_STATUS.AVAILABLE })}>
                {t('actions.clean')}
              </Button>
            )}
            {!party && canSeatNext && (
              <Button size="large" variant="contained" onClick={() => act({ kind: 'status', reservation: next, status: RESERVATION_STATUS.SEATED })}>
                {t('actions.seatNext', { name: guestName(next) || t('walkInName') })}
              </Button>
            )}
            {!party && isToday && status !== TABLE_STATUS.BLOCKED && table.enabled && (
              <Button size="large" variant="outlined" onClick={() => act({ kind: 'walkIn' })}>
                {t('actions.walkInHere')}
              </Button>
            )}
            {!party && status === TABLE_STATUS.BLOCKED && (
              <Button size="large" variant="outlined" onClick={() => act({ kind: 'tableStatus', tables: [table], status: TABLE_STATUS.AVAILABLE })}>
                {t('actions.unblock')}
              </Button>
            )}
            {!party && status !== TABLE_STATUS.BLOCKED && (
              <Button size="large" color="inherit" onClick={() => act({ kind: 'tableStatus', tables: [table], status: TABLE_STATUS.BLOCKED })}>
                {t('actions.block')}
              </Button>
            )}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

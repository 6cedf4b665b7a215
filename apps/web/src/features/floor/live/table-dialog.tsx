import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { minutesSeated, type TableOnFloor } from '@host/domain/floor/floor-state';
import { TABLE_ACTION_PARTY_STATUS, TABLE_ACTION_TABLE_STATUS, tableActions } from '@host/domain/floor/table-actions';
import { GRACE_EXTENSIONS, canExtendGrace } from '@host/domain/reservations/grace';
import { guestName } from '@host/domain/reservations/guest-name';
import { GuestNeedsNotice } from '../../../components/guest-needs';
import { GuestAutoTags } from '../../../components/guest-tags';
import { TagChips } from '../../../components/tag-chips';
import { tagsOfBooking } from '@host/domain/reservations/guest-filter';
import type { Reservation } from '@host/domain/reservations/reservation';
import { tableStatusName } from '@host/domain/statuses';
import type { Table, TableVersion } from '@host/domain/tables';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';
import { ChoiceDialog } from './choice-dialog';

export type TableAction =
  | { kind: 'status'; reservation: Reservation; status: number }
  | { kind: 'tableStatus'; tables: TableVersion[]; status: number }
  | { kind: 'walkIn' }
  | { kind: 'move'; reservation: Reservation }
  | { kind: 'hold'; reservation: Reservation; minutes: number };

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
  const canSeatNext = Boolean(next && isToday && next.allowableActions.some((a) => a.action === 'SEAT' && a.enabled));
  const can = new Set(tableActions({ party, status, enabled: table.enabled, isToday, canSeatNext }));
  return (
    <ChoiceDialog
      titleId="table-title"
      onClose={onClose}
      title={
        <>
          {t('tableTitle', { table: table.name })}
          <Typography variant="body2" color="text.secondary">
            {t('tableSubtitle', { status: t(`tableStatus.${tableStatusName(status)}`), min: table.minPax, max: table.maxPax })}
          </Typography>
        </>
      }
    >
      <Stack spacing={2}>
        {party && (
          <Stack spacing={0.5}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
                {guestName(party) || t('walkInName')}
              </Typography>
              <GuestAutoTags tags={party.user?.autoTags} />
              <StatusChip status={party.displayStatus} />
            </Stack>
            <TagChips tags={tagsOfBooking(party)} max={6} />
            <GuestNeedsNotice needs={party.user} />
            <Typography color="text.secondary">
              {t('partyLine', {
                count: party.pax,
                minutes: minutesSeated(party.seatedAt, now) ?? 0,
                tables: party.tables.map((tb) => tb.name).join(' + '),
              })}
            </Typography>
            {party.notes && <Typography variant="body2">{party.notes}</Typography>}
          </Stack>
        )}
        {next && (
          <Typography variant="body2" color="text.secondary">
            {t('nextLine', { name: guestName(next) || t('walkInName'), time: next.reservationTime.slice(0, 5), count: next.pax })}
          </Typography>
        )}
        {/* The party to seat next: what the kitchen must know, before Seat next (issue 32). */}
        {next && !party && (Boolean(next.user?.autoTags.length) || tagsOfBooking(next).length > 0) && (
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
            <GuestAutoTags tags={next.user?.autoTags} />
            <TagChips tags={tagsOfBooking(next)} max={6} />
          </Stack>
        )}
        {next && !party && <GuestNeedsNotice needs={next.user} />}
        {/* The next party is late: the host may hold this table for it a little longer (issue 33). */}
        {next && canExtendGrace(next.displayStatus) && isToday && (
          <Stack direction="row" role="group" aria-label={t('holdFor', { name: guestName(next) || t('walkInName') })} sx={{ gap: 1 }}>
            {GRACE_EXTENSIONS.map((minutes) => (
              <Button
                key={minutes}
                size="large"
                variant="outlined"
                color="warning"
                sx={{ flex: 1 }}
                aria-label={t('holdMinutes', { minutes })}
                onClick={() => act({ kind: 'hold', reservation: next, minutes })}
              >
                {t('holdPlus', { minutes })}
              </Button>
            ))}
          </Stack>
        )}
        <Stack spacing={1}>
          {can.has('bill') && (
            <Button
              size="large"
              variant="contained"
              color="secondary"
              onClick={() => act({ kind: 'tableStatus', tables: seatedTables, status: TABLE_ACTION_TABLE_STATUS.bill })}
            >
              {t('actions.bill')}
            </Button>
          )}
          {party && can.has('backToSeated') && (
            <Button
              size="large"
              variant="outlined"
              onClick={() => act({ kind: 'status', reservation: party, status: TABLE_ACTION_PARTY_STATUS.backToSeated })}
            >
              {t('actions.backToSeated')}
            </Button>
          )}
          {party && can.has('depart') && (
            <Button
              size="large"
              variant="contained"
              onClick={() => act({ kind: 'status', reservation: party, status: TABLE_ACTION_PARTY_STATUS.depart })}
            >
              {t('actions.depart')}
            </Button>
          )}
          {party && can.has('move') && (
            <Button size="large" variant="outlined" onClick={() => act({ kind: 'move', reservation: party })}>
              {t('actions.move')}
            </Button>
          )}
          {can.has('clean') && (
            <Button
              size="large"
              variant="contained"
              onClick={() => act({ kind: 'tableStatus', tables: [table], status: TABLE_ACTION_TABLE_STATUS.clean })}
            >
              {t('actions.clean')}
            </Button>
          )}
          {next && can.has('seatNext') && (
            <Button
              size="large"
              variant="contained"
              onClick={() => act({ kind: 'status', reservation: next, status: TABLE_ACTION_PARTY_STATUS.seatNext })}
            >
              {t('actions.seatNext', { name: guestName(next) || t('walkInName') })}
            </Button>
          )}
          {can.has('walkInHere') && (
            <Button size="large" variant="outlined" onClick={() => act({ kind: 'walkIn' })}>
              {t('actions.walkInHere')}
            </Button>
          )}
          {can.has('unblock') && (
            <Button
              size="large"
              variant="outlined"
              onClick={() => act({ kind: 'tableStatus', tables: [table], status: TABLE_ACTION_TABLE_STATUS.unblock })}
            >
              {t('actions.unblock')}
            </Button>
          )}
          {can.has('block') && (
            <Button
              size="large"
              color="inherit"
              onClick={() => act({ kind: 'tableStatus', tables: [table], status: TABLE_ACTION_TABLE_STATUS.block })}
            >
              {t('actions.block')}
            </Button>
          )}
        </Stack>
      </Stack>
    </ChoiceDialog>
  );
}

import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { localTimeOf } from '@host/domain/time';
import type { QueueMove, QueueRemove, QueuedEntry } from '@host/domain/waitlist/queue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueueDragHandle, useQueueRowDrag } from './queue-drag';

/** What a row asks of the queue: seat the party, move it, or take it off. */
export interface QueueRowActions {
  onSeat: (party: QueuedEntry) => void;
  onMove: (party: QueuedEntry, move: QueueMove) => void;
  onRemove: (party: QueuedEntry, remove: QueueRemove) => void;
  onNotify: (party: QueuedEntry) => void;
  onEdit: (party: QueuedEntry) => void;
}

export interface QueueRowProps {
  party: QueuedEntry;
  /** where one place up and one place down are (null: already first, or last): the menu's way, for keyboards and screen readers */
  moves: { up: QueueMove | null; down: QueueMove | null };
  now: Date;
  /** the outlet's: how long a party told its table is ready has to come, and the clock its times are read on */
  answerMinutes: number;
  timeZone: string;
  /** how "your table is ready" would reach the party (queueChannelOf); null: it is told at the door */
  channel: 'sms' | 'email' | null;
  disabled: boolean;
  actions: QueueRowActions;
  /** another party held over this row would land above it or below it: a line there says so */
  dropEdge: 'top' | 'bottom' | null;
}

const minutesSince = (iso: string, now: Date) => Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
const edgeLine = (edge: 'top' | 'bottom' | null) => (theme: Theme) =>
  edge ? `inset 0 ${edge === 'top' ? 3 : -3}px 0 ${theme.palette.primary.main}` : 'none';

/**
 * One party at the door: its place (its handle: dragged to another place, or onto a table of the
 * floor), name and size, how long it has waited against what it was told, and its wait now; Seat at
 * hand, the rest one tap further.
 */
export function QueueRow({ party, moves, now, answerMinutes, timeZone, channel, disabled, actions, dropEdge }: QueueRowProps) {
  const { t } = useTranslation('reservations');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const { drag, dropRef } = useQueueRowDrag(party, disabled);
  const pax = party.numberOfAdults + party.numberOfChildren;
  const waited = minutesSince(party.joinedAt, now);
  const told = party.notifiedAt ? minutesSince(party.notifiedAt, now) : null;
  const onTheWayAt = party.onMyWayAt ? localTimeOf(new Date(party.onMyWayAt), timeZone).slice(0, 5) : null;
  const name = [party.customerFirstName, party.customerLastName].filter(Boolean).join(' ');
  const quoteText = (minutes: number | null) =>
    minutes === null ? t('queue.quotedNone') : minutes === 0 ? t('queue.quotedNow') : t('queue.quoted', { count: minutes });
  const estimateText = (minutes: number | null) =>
    minutes === null ? t('queue.nowNone') : minutes === 0 ? t('queue.nowFree') : t('queue.now', { count: minutes });
  const close = (then: () => void) => () => {
    setMenu(null);
    then();
  };
  return (
    <Stack
      ref={dropRef}
      direction="row"
      sx={{ gap: 1, alignItems: 'flex-start', py: 1, opacity: drag.isDragging ? 0.4 : 1, boxShadow: edgeLine(dropEdge) }}
      data-testid="queue-row"
      data-drop-edge={dropEdge ?? undefined}
      aria-label={t('queue.rowLabel', { position: party.position, name })}
    >
      <QueueDragHandle party={party} name={name} drag={drag} />
      {/* The waits run under Seat too: in a panel beside the floor they keep two lines, not four. */}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', minHeight: 44 }}>
          <Stack direction="row" sx={{ flexGrow: 1, minWidth: 0, columnGap: 1, rowGap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" noWrap title={name} sx={{ minWidth: 0 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {t('row.paxLabel', { count: pax })}
            </Typography>
            {/* A party that said from its link it is coming is not "no answer", however long it takes to walk here. */}
            {told !== null &&
              (told >= answerMinutes && !onTheWayAt ? (
                <Chip size="small" color="warning" label={t('queue.noAnswer', { count: told })} />
              ) : (
                <Chip size="small" color="info" label={t('queue.toldAgo', { count: told })} />
              ))}
            {onTheWayAt && (
              <Chip
                size="small"
                color="success"
                icon={<DirectionsWalkIcon />}
                label={t('queue.onTheWay', { time: onTheWayAt })}
                data-testid="queue-on-the-way"
              />
            )}
          </Stack>
          <Button
            variant="contained"
            size="large"
            onClick={() => actions.onSeat(party)}
            disabled={disabled}
            sx={{ minHeight: 44, flexShrink: 0 }}
          >
            {t('queue.seat')}
          </Button>
          <IconButton
            aria-label={t('queue.moreFor', { name })}
            onClick={(e) => setMenu(e.currentTarget)}
            disabled={disabled}
            sx={{ width: 44, height: 44, flexShrink: 0 }}
          >
            <MoreVertIcon />
          </IconButton>
        </Stack>
        <Typography variant="body2" color="text.secondary" data-testid="queue-wait">
          {t('queue.waited', { count: waited })}
          {' · '}
          {quoteText(party.quotedMinutes)}
          {' · '}
          {estimateText(party.estimatedMinutes)}
        </Typography>
        {party.notes && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {party.notes}
          </Typography>
        )}
      </Box>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {channel && (
          <MenuItem onClick={close(() => actions.onNotify(party))}>
            {t(told !== null ? 'queue.notifyAgain' : channel === 'sms' ? 'queue.notify' : 'queue.notifyByEmail')}
          </MenuItem>
        )}
        <MenuItem onClick={close(() => actions.onEdit(party))}>{t('queue.edit')}</MenuItem>
        {moves.up && <MenuItem onClick={close(() => actions.onMove(party, moves.up!))}>{t('queue.moveUp')}</MenuItem>}
        {moves.down && <MenuItem onClick={close(() => actions.onMove(party, moves.down!))}>{t('queue.moveDown')}</MenuItem>}
        <MenuItem onClick={close(() => actions.onRemove(party, { reason: 'left' }))}>{t('queue.left')}</MenuItem>
        <MenuItem onClick={close(() => actions.onRemove(party, { reason: 'noShow' }))}>{t('queue.noShow')}</MenuItem>
      </Menu>
    </Stack>
  );
}

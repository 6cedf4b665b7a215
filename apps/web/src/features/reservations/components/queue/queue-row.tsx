import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANSWER_MINUTES, type QueueMove, type QueueRemove, type QueuedEntry } from '@host/domain/waitlist/queue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a row asks of the queue: seat the party, move it, or take it off. */
export interface QueueRowActions {
  onSeat: (party: QueuedEntry) => void;
  onMove: (party: QueuedEntry, move: QueueMove) => void;
  onRemove: (party: QueuedEntry, remove: QueueRemove) => void;
  onNotify: (party: QueuedEntry) => void;
  onEdit: (party: QueuedEntry) => void;
}

/**
 * One party at the door: its place, name and size, how long it has waited against what it was told,
 * and its wait now; Seat at hand, the rest one tap further.
 */
export function QueueRow({
  party,
  moves,
  now,
  disabled,
  actions,
}: {
  party: QueuedEntry;
  /** where one place up and one place down are (null: already first, or last) */
  moves: { up: QueueMove | null; down: QueueMove | null };
  now: Date;
  disabled: boolean;
  actions: QueueRowActions;
}) {
  const { t } = useTranslation('reservations');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const pax = party.numberOfAdults + party.numberOfChildren;
  const waited = Math.max(0, Math.floor((now.getTime() - Date.parse(party.joinedAt)) / 60_000));
  const told = party.notifiedAt ? Math.max(0, Math.floor((now.getTime() - Date.parse(party.notifiedAt)) / 60_000)) : null;
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
      direction="row"
      sx={{ gap: 1.5, alignItems: 'center', py: 1.25 }}
      data-testid="queue-row"
      aria-label={t('queue.rowLabel', { position: party.position, name })}
    >
      <Box
        sx={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          bgcolor: 'action.selected',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
        aria-hidden
      >
        <Typography variant="subtitle2">{party.position}</Typography>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('row.paxLabel', { count: pax })}
          </Typography>
          {told !== null &&
            (told >= ANSWER_MINUTES ? (
              <Chip size="small" color="warning" label={t('queue.noAnswer', { count: told })} />
            ) : (
              <Chip size="small" color="info" label={t('queue.toldAgo', { count: told })} />
            ))}
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
      <Button variant="contained" size="large" onClick={() => actions.onSeat(party)} disabled={disabled} sx={{ minHeight: 44 }}>
        {t('queue.seat')}
      </Button>
      <IconButton
        aria-label={t('queue.moreFor', { name })}
        onClick={(e) => setMenu(e.currentTarget)}
        disabled={disabled}
        sx={{ width: 44, height: 44 }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {party.customerPhone && (
          <MenuItem onClick={close(() => actions.onNotify(party))}>{t(told === null ? 'queue.notify' : 'queue.notifyAgain')}</MenuItem>
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

import { refundableAmount } from '@host/domain/payments/money-rules';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PaymentsIcon from '@mui/icons-material/Payments';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { heldUntilTime } from '@host/domain/reservations/grace';
import { guestName } from '@host/domain/reservations/guest-name';
import type { Reservation } from '@host/domain/reservations/reservation';
import { TARGET_STATUS_NUMBER, type RowAction } from '@host/domain/reservations/row-actions';
import { rowMenu, type RowMenuEntry } from '@host/domain/reservations/row-menu';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { GuestNeedsChip } from '../../../components/guest-needs';
import { GuestAutoTags } from '../../../components/guest-tags';
import { TagChips } from '../../../components/tag-chips';
import { tagsOfBooking } from '@host/domain/reservations/guest-filter';
import { StatusChip } from '../../../components/status-chip';
import { QueuedMark } from '../../offline';

// A changed row flashes an edge (not its background, which would cost its text contrast).
const flash = keyframes`from { box-shadow: inset 6px 0 0 #F5A524; } to { box-shadow: inset 6px 0 0 transparent; }`;

/** The list is a size container: a row lays itself out for the width it gets, not the screen's. */
export const ROW_WIDE = '@container book (min-width: 860px)';

export interface RowHandlers {
  onAction: (reservation: Reservation, action: RowAction) => void;
  onStatus: (reservation: Reservation, status: number | 'BILL') => void;
  onEdit: (reservation: Reservation) => void;
  /** hold a LATE party's table `minutes` longer */
  onHold: (reservation: Reservation, minutes: number) => void;
}

const entryKey = (entry: RowMenuEntry) =>
  entry.kind === 'edit'
    ? 'edit'
    : entry.kind === 'hold'
      ? `hold-${entry.minutes}`
      : entry.kind === 'action'
        ? entry.action
        : `to-${entry.target}`;
const entryLabel = (entry: RowMenuEntry, t: TFunction<'reservations'>) =>
  entry.kind === 'edit'
    ? t('actions.EDIT')
    : entry.kind === 'hold'
      ? t('grace.menu', { minutes: entry.minutes })
      : entry.kind === 'action'
        ? t(`actions.${entry.action}`)
        : t(`moves.${entry.target}`);

/**
 * One party in the book (docs/ui.md): time, name, pax, tables, status, badges, and its actions. Laid out
 * for a tablet first (issue 19): the name takes the room; pax and tables go under it until the list
 * is wide enough for columns of their own.
 */
export const ReservationRow = memo(function ReservationRow({
  reservation: r,
  changed,
  handlers,
  alsoAt,
}: {
  reservation: Reservation;
  changed: boolean;
  handlers: RowHandlers;
  /** the same guest's other bookings today that hold a table, by time (issue 28) */
  alsoAt?: readonly string[];
}) {
  const { t } = useTranslation('reservations');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is mounted on first open and kept (its closing transition): 150 closed menus cost the book's first draw.
  const [menuMounted, setMenuMounted] = useState(false);
  const menu = useMemo(() => rowMenu({ display: r.displayStatus, actions: r.allowableActions, transitions: r.allowedTransitions }), [r]);
  const name = guestName(r) || (r.isWalkIn ? t('row.walkIn') : t('row.noName'));
  // The guest's tags and the booking's (issue 32); a VIP is a star by the name rather than a chip.
  const allTags = tagsOfBooking(r);
  const vip = allTags.some((tag) => tag.title === 'VIP');
  // Money still held for the booking (not all refunded), or a card held for a no-show.
  const paid =
    refundableAmount(r.transactions.map((m) => ({ type: m.type as 'create' | 'refund', status: m.status, amount: m.amount }))) > 0 ||
    r.transactions.some((m) => m.status === 'guaranteed');
  const tables = r.tables.map((tb) => tb.name).join(', ');
  const tags = allTags.filter((tag) => tag.title !== 'VIP');
  // A late party a host is holding the table for: until when (it waits as booked meanwhile).
  const heldUntil = r.displayStatus === 'BOOKED' || r.displayStatus === 'CONFIRMED' ? heldUntilTime(r) : null;
  const run = (entry: RowMenuEntry) => {
    setAnchor(null);
    if (entry.kind === 'edit') handlers.onEdit(r);
    else if (entry.kind === 'hold') handlers.onHold(r, entry.minutes);
    else if (entry.kind === 'action') handlers.onAction(r, entry.action);
    else handlers.onStatus(r, TARGET_STATUS_NUMBER[entry.target]);
  };
  const hasMenu = menu.entries.length + menu.unavailable.length > 0;

  return (
    <Box
      component="li"
      data-testid="reservation-row"
      data-reservation-id={r.id}
      sx={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: '48px minmax(0, 1fr) auto auto',
        gridTemplateAreas: '"time name status actions"',
        [ROW_WIDE]: {
          gridTemplateColumns: '56px minmax(0, 1fr) 44px minmax(64px, 140px) 132px auto',
          gridTemplateAreas: '"time name pax tables status actions"',
        },
        alignItems: 'center',
        columnGap: 1.5,
        px: 2,
        py: 0.5,
        minHeight: 52,
        borderBottom: 1,
        borderColor: 'divider',
        animation: changed ? `${flash} 1.6s ease-out` : 'none',
        // A busy day is 150+ rows: the browser lays out only those on screen (issue 16).
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 52px',
      }}
    >
      <Typography sx={{ gridArea: 'time', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {r.reservationTime.slice(0, 5)}
      </Typography>
      <Box sx={{ gridArea: 'name', minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          {vip && <StarIcon titleAccess="VIP" sx={{ color: 'warning.main', fontSize: 18, flexShrink: 0 }} />}
          <Typography noWrap title={name} sx={{ fontWeight: 600, minWidth: 0 }} data-testid="guest-name">
            {name}
          </Typography>
          <GuestNeedsChip needs={r.user} />
          <GuestAutoTags tags={r.user?.autoTags} dense />
          {r.isWalkIn && <Chip size="small" label={t('row.walkIn')} variant="outlined" sx={{ flexShrink: 0 }} />}
          {(r.notes || r.staffNotes || r.notesDiner) && (
            <Tooltip title={[r.notes, r.notesDiner, r.staffNotes].filter(Boolean).join(' · ')}>
              <StickyNote2OutlinedIcon aria-label={t('row.notes')} sx={{ fontSize: 18, color: 'text.secondary', flexShrink: 0 }} />
            </Tooltip>
          )}
          {paid && (
            <Tooltip title={t('row.depositPaid')}>
              <PaymentsIcon aria-label={t('row.depositPaid')} sx={{ fontSize: 18, color: 'success.main', flexShrink: 0 }} />
            </Tooltip>
          )}
        </Stack>
        <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', flexWrap: 'wrap', '&:empty': { display: 'none' } }}>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ [ROW_WIDE]: { display: 'none' } }}>
            {t('row.paxShort', { count: r.pax })} · {tables || t('row.noTable')}
          </Typography>
          {alsoAt && alsoAt.length > 0 && (
            <Chip
              data-testid="same-guest"
              label={t('row.alsoAt', { times: alsoAt.join(', ') })}
              title={t('row.alsoAtHelp', { times: alsoAt.join(', ') })}
              size="small"
              color="warning"
              variant="outlined"
              sx={{ height: 18, fontSize: 11 }}
            />
          )}
          {heldUntil && (
            <Chip
              data-testid="held-until"
              label={t('grace.heldUntil', { time: heldUntil })}
              size="small"
              color="warning"
              sx={{ height: 18, fontSize: 11 }}
            />
          )}
          <TagChips tags={tags} dense />
        </Stack>
      </Box>
      <Typography
        sx={{ gridArea: 'pax', display: 'none', [ROW_WIDE]: { display: 'block' }, fontVariantNumeric: 'tabular-nums' }}
        aria-label={t('row.paxLabel', { count: r.pax })}
      >
        {r.pax}
      </Typography>
      <Typography
        noWrap
        title={tables}
        sx={{
          gridArea: 'tables',
          display: 'none',
          [ROW_WIDE]: { display: 'block' },
          color: tables ? 'text.primary' : 'text.secondary',
          fontStyle: tables ? 'normal' : 'italic',
        }}
      >
        {tables || t('row.noTable')}
      </Typography>
      <Box sx={{ gridArea: 'status', display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <StatusChip status={r.displayStatus} />
        <QueuedMark reservationId={r.id} />
      </Box>
      <Stack direction="row" sx={{ gridArea: 'actions', gap: 0.5, alignItems: 'center', justifyContent: 'flex-end', minWidth: 128 }}>
        {menu.main && (
          <Button variant="contained" size="small" onClick={() => handlers.onAction(r, menu.main!)} sx={{ minWidth: 76 }}>
            {t(`actions.${menu.main}`)}
          </Button>
        )}
        {hasMenu ? (
          <IconButton
            aria-label={t('row.more', { name })}
            aria-haspopup="menu"
            onClick={(e) => {
              setMenuMounted(true);
              setAnchor(e.currentTarget);
            }}
          >
            <MoreVertIcon />
          </IconButton>
        ) : (
          <Box sx={{ width: 40 }} />
        )}
        {menuMounted && (
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {menu.entries.map((entry) => (
              <MenuItem
                key={entryKey(entry)}
                onClick={() => run(entry)}
                sx={entry.kind === 'move' && entry.target === 'CANCELLED' ? { color: 'error.main' } : undefined}
              >
                {entryLabel(entry, t)}
              </MenuItem>
            ))}
            {menu.entries.length > 0 && menu.unavailable.length > 0 && <Divider />}
            {menu.unavailable.map((a) => (
              <MenuItem
                key={a.action}
                disabled
                aria-disabled
                sx={{ display: 'block', opacity: '0.9 !important', whiteSpace: 'normal', maxWidth: 280 }}
              >
                <ListItemText primary={t(`actions.${a.action}`)} secondary={t(a.reason)} />
              </MenuItem>
            ))}
          </Menu>
        )}
      </Stack>
    </Box>
  );
});

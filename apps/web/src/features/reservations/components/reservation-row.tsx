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
import useMediaQuery from '@mui/material/useMediaQuery';
import { keyframes, type Theme } from '@mui/material/styles';
import { guestName } from '@host/domain/reservations/guest-name';
import type { Reservation } from '@host/domain/reservations/reservation';
import { ROW_ACTION_STATUS, TARGET_STATUS_NUMBER, mainAction, type RowAction } from '@host/domain/reservations/row-actions';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';

// A changed row flashes an edge (not its background, which would cost its text contrast).
const flash = keyframes`from { box-shadow: inset 6px 0 0 #F5A524; } to { box-shadow: inset 6px 0 0 transparent; }`;

export interface RowHandlers {
  onAction: (reservation: Reservation, action: RowAction) => void;
  onStatus: (reservation: Reservation, status: number | 'BILL') => void;
  onEdit: (reservation: Reservation) => void;
}

/** One party in the book: time, name, pax, tables, status, badges, and its actions (UI.md). */
export const ReservationRow = memo(function ReservationRow({ reservation: r, changed, handlers }: { reservation: Reservation; changed: boolean; handlers: RowHandlers }) {
  const { t } = useTranslation('reservations');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const main = mainAction(r.allowableActions);
  const name = guestName(r) || (r.isWalkIn ? t('row.walkIn') : t('row.noName'));
  const vip = r.tags.some((tag) => tag.title === 'VIP');
  const paid = r.transactions.some((tx) => ['paid', 'succeeded', 'guaranteed'].includes(tx.status));
  // The menu: every other enabled action, then the moves the rules allow that no action covers
  // (back to booked, bill, completed, cancel), then the disabled actions with their reasons.
  const otherActions = r.allowableActions.filter((a) => a.enabled && a.action !== 'EDIT' && a.action !== main);
  const covered = new Set([main, ...otherActions.map((a) => a.action)].map((a) => (a ? ROW_ACTION_STATUS[a] : undefined)));
  const extraTargets = r.allowedTransitions.filter((target) => target !== 'CANCELLED' && !covered.has(TARGET_STATUS_NUMBER[target] as number));
  const disabledActions = r.allowableActions.filter((a) => !a.enabled);

  return (
    <Box
      component="li"
      data-testid="reservation-row"
      data-reservation-id={r.id}
      sx={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: { xs: '56px 1fr auto', md: '64px minmax(0, 1fr) 56px 112px 150px 156px' },
        alignItems: 'center',
        gap: { xs: 1, md: 2 },
        px: 2,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        animation: changed ? `${flash} 1.6s ease-out` : 'none',
      }}
    >
      <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{r.reservationTime.slice(0, 5)}</Typography>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          {vip && <StarIcon titleAccess="VIP" sx={{ color: 'warning.main', fontSize: 18 }} />}
          <Typography noWrap sx={{ fontWeight: 600 }} data-testid="guest-name">
            {name}
          </Typography>
          {r.isWalkIn && <Chip size="small" label={t('row.walkIn')} variant="outlined" />}
          {(r.notes || r.staffNotes || r.notesDiner) && (
            <Tooltip title={[r.notes, r.notesDiner, r.staffNotes].filter(Boolean).join(' · ')}>
              <StickyNote2OutlinedIcon aria-label={t('row.notes')} sx={{ fontSize: 18, color: 'text.secondary' }} />
            </Tooltip>
          )}
          {paid && (
            <Tooltip title={t('row.depositPaid')}>
              <PaymentsIcon aria-label={t('row.depositPaid')} sx={{ fontSize: 18, color: 'success.main' }} />
            </Tooltip>
          )}
        </Stack>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.25, display: { xs: 'flex', md: 'flex' } }}>
          <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' } }}>
            {t('row.paxShort', { count: r.pax })} · {r.tables.map((tb) => tb.name).join(', ') || t('row.noTable')} ·
          </Typography>
          {r.tags
            .filter((tag) => tag.title !== 'VIP')
            .map((tag) => (
              <Chip key={tag.id} label={tag.title} size="small" sx={{ height: 20, fontSize: 11 }} />
            ))}
          {!wide && <StatusChip status={r.displayStatus} />}
        </Stack>
      </Box>
      <Typography sx={{ display: { xs: 'none', md: 'block' }, fontVariantNumeric: 'tabular-nums' }} aria-label={t('row.paxLabel', { count: r.pax })}>
        {r.pax}
      </Typography>
      <Typography noWrap sx={{ display: { xs: 'none', md: 'block' }, color: r.tables.length ? 'text.primary' : 'text.secondary', fontStyle: r.tables.length ? 'normal' : 'italic' }}>
        {r.tables.map((tb) => tb.name).join(', ') || t('row.noTable')}
      </Typography>
      {wide && (
        <Box>
          <StatusChip status={r.displayStatus} />
        </Box>
      )}
      <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', justifyContent: 'flex-end' }}>
        {main && (
          <Button variant="contained" size="small" onClick={() => handlers.onAction(r, main)} sx={{ minWidth: 88 }}>
            {t(`actions.${main}`)}
          </Button>
        )}
        <IconButton aria-label={t('row.more', { name })} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
          <MoreVertIcon />
        </IconButton>
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {r.allowableActions
            .filter((a) => a.action === 'EDIT')
            .map((a) => (
              <MenuItem
                key="EDIT"
                disabled={!a.enabled}
                onClick={() => {
                  setAnchor(null);
                  handlers.onEdit(r);
                }}
              >
                {t('actions.EDIT')}
              </MenuItem>
            ))}
          {otherActions.map((a) => (
            <MenuItem
              key={a.action}
              onClick={() => {
                setAnchor(null);
                handlers.onAction(r, a.action);
              }}
            >
              {t(`actions.${a.action}`)}
            </MenuItem>
          ))}
          {extraTargets.map((target) => (
            <MenuItem
              key={target}
              onClick={() => {
                setAnchor(null);
                handlers.onStatus(r, TARGET_STATUS_NUMBER[target]);
              }}
            >
              {t(`moves.${target}`)}
            </MenuItem>
          ))}
          {r.allowedTransitions.includes('CANCELLED') && (
            <MenuItem
              onClick={() => {
                setAnchor(null);
                handlers.onStatus(r, TARGET_STATUS_NUMBER.CANCELLED);
              }}
              sx={{ color: 'error.main' }}
            >
              {t('moves.CANCELLED')}
            </MenuItem>
          )}
          {disabledActions.length > 0 && <Divider />}
          {disabledActions.map((a) => (
            <MenuItem key={a.action} disabled aria-disabled sx={{ display: 'block', opacity: '0.9 !important' }}>
              <ListItemText primary={t(`actions.${a.action}`)} secondary={t(a.reason ?? 'rowActions.reason.status')} />
            </MenuItem>
          ))}
        </Menu>
      </Stack>
    </Box>
  );
});

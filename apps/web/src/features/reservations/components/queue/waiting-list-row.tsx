import AlarmOnIcon from '@mui/icons-material/AlarmOn';
import DoNotDisturbAltIcon from '@mui/icons-material/DoNotDisturbAlt';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { phoneForDisplay } from '@host/domain/phone';
import type { WaitingListEntry } from '@host/domain/waitlist/waiting-list';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { guestName, partyOf, standingOf, windowText, type EntryStanding } from './waiting-list-view';

/** A colour never speaks alone (docs/ui.md): each standing has its icon and its word. */
const LOOK: Record<EntryStanding['key'], { color: ChipProps['color']; icon: ReactElement }> = {
  waiting: { color: 'default', icon: <HourglassEmptyIcon /> },
  offered: { color: 'info', icon: <AlarmOnIcon /> },
  holdEnded: { color: 'warning', icon: <TimerOffIcon /> },
  booked: { color: 'success', icon: <EventAvailableIcon /> },
  declined: { color: 'default', icon: <DoNotDisturbAltIcon /> },
  lapsed: { color: 'default', icon: <TimerOffIcon /> },
  dayEnded: { color: 'default', icon: <TimerOffIcon /> },
  cancelled: { color: 'default', icon: <PersonRemoveIcon /> },
};

export interface WaitingListRowProps {
  entry: WaitingListEntry;
  now: Date;
  /** the outlet's: an offer is held until a time on its clock */
  timeZone: string;
  disabled: boolean;
  /** takes a guest still on the list off it (after asking) */
  onRemove?: (entry: WaitingListEntry) => void;
  /** opens the booking an accepted offer made */
  onOpenBooking?: (reservationId: string) => void;
}

/**
 * One guest of the day's waiting list: their place, name and party, the window they could come in,
 * their phone and how they joined, and where they stand (waiting, or the time offered and how long it
 * is held); Remove at hand while they are on the list, their booking once they took a time.
 */
export function WaitingListRow({ entry, now, timeZone, disabled, onRemove, onOpenBooking }: WaitingListRowProps) {
  const { t } = useTranslation('reservations');
  const name = guestName(entry);
  const { key: standing, ...values } = standingOf(entry, now, timeZone);
  const look = LOOK[standing];
  const details = [windowText(entry), phoneForDisplay(entry.customerPhone), t(`waitlist.source.${entry.source}`)];
  return (
    <Stack
      direction="row"
      sx={{ gap: 1.5, alignItems: 'center', py: 1.25 }}
      role="listitem"
      data-testid="waiting-row"
      aria-label={entry.position === null ? name : t('queue.rowLabel', { position: entry.position, name })}
    >
      <Box
        sx={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          bgcolor: entry.position === null ? 'transparent' : 'action.selected',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
        aria-hidden
      >
        <Typography variant="subtitle2">{entry.position ?? '–'}</Typography>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('row.paxLabel', { count: partyOf(entry) })}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" data-testid="waiting-details">
          {details.join(' · ')}
        </Typography>
        <Chip
          size="small"
          variant={standing === 'waiting' ? 'outlined' : 'filled'}
          color={look.color}
          icon={look.icon}
          label={t(`waitlist.status.${standing}`, values)}
          data-testid="waiting-status"
          sx={{ mt: 0.5, maxWidth: '100%', height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
        />
        {entry.notes && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {entry.notes}
          </Typography>
        )}
      </Box>
      {onRemove && entry.position !== null && (
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => onRemove(entry)}
          disabled={disabled}
          aria-label={t('waitlist.removeFor', { name })}
          sx={{ minHeight: 44, flexShrink: 0 }}
        >
          {t('waitlist.remove')}
        </Button>
      )}
      {onOpenBooking && entry.reservationId && (
        <Button
          variant="text"
          onClick={() => onOpenBooking(entry.reservationId!)}
          aria-label={t('waitlist.openBookingFor', { name })}
          sx={{ minHeight: 44, flexShrink: 0 }}
        >
          {t('waitlist.openBooking')}
        </Button>
      )}
    </Stack>
  );
}

import type { GuestBookingView } from '@host/domain/notifications/contract';
import type { DisplayStatus } from '@host/domain/reservations/display-status';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BookingFacts, BookingHeading } from '../../../components/booking-facts';
import { STATUS_STYLE } from '../../../components/status-style';
import type { GuestStatus } from './guest-status';

/** The host's palette (docs/ui.md), worn by the guest's words for it. */
const PALETTE_OF: Record<GuestStatus, DisplayStatus> = {
  pending: 'PENDING',
  booked: 'BOOKED',
  confirmed: 'CONFIRMED',
  cancelled: 'CANCELLED',
  past: 'COMPLETED',
};

/** The booking behind the link: its state, where, for whom, when and for how many. */
export function BookingSummary({ view, status, date }: { view: GuestBookingView; status: GuestStatus; date: string }) {
  const { t } = useTranslation('guest');
  return (
    <Stack spacing={2.5}>
      <BookingHeading
        badge={<GuestStatusChip status={status} />}
        outletName={view.outletName}
        bookingFor={view.guestFirstName ? t('bookingFor', { name: view.guestFirstName }) : null}
      />
      <BookingFacts date={date} time={view.reservationTime} party={t('party', { count: view.pax })} />
      <Typography data-testid="guest-status-line">{t(`statusLine.${status}`)}</Typography>
    </Stack>
  );
}

function GuestStatusChip({ status }: { status: GuestStatus }) {
  const { t } = useTranslation('guest');
  const theme = useTheme();
  const style = STATUS_STYLE[PALETTE_OF[status]];
  const color = theme.palette.mode === 'dark' ? style.darkColor : style.color;
  return (
    <Chip
      icon={style.icon}
      label={t(`status.${status}`)}
      data-status={status}
      sx={{
        fontWeight: 700,
        color,
        bgcolor: alpha(color, theme.palette.mode === 'dark' ? 0.18 : 0.12),
        '& .MuiChip-icon': { color, fontSize: 18 },
      }}
    />
  );
}

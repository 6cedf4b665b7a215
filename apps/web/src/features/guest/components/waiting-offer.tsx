import Alert from '@mui/material/Alert';
import type { OnlineBookingResult } from '@host/domain/booking-page';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import type { OfferView } from '@host/domain/waitlist/waiting-list';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import PaymentOutlinedIcon from '@mui/icons-material/PaymentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingFacts } from '../../../components/booking-facts';
import { formatGuestDate } from './guest-language';
import { clockTime, holdLeft } from './hold-time';
import { Outcome } from './outcome';

/** The device's clock, read again every `everyMs` while the countdown is on screen. */
function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * A time freed and held for the guest (docs/rules.md section 10): when, until when it is held (with
 * what is left of it), and the two answers. Accepting books it; "No thanks" passes it on and takes
 * the guest off the list, which the line under the buttons says before they tap.
 */
export function WaitingOffer({
  offer,
  when,
  pending,
  onAccept,
  onDecline,
}: {
  offer: OfferView;
  /** "Tuesday, 31 March at 19:45" */
  when: string;
  pending: 'accept' | 'decline' | null;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation('guest');
  const titleId = useId();
  const now = useNow(1000);
  // Counted from when this answer arrived: each re-read (every 20 s) brings the server's own count.
  const answer = `${offer.id}:${offer.secondsLeft}`;
  const [read, setRead] = useState(() => ({ answer, at: Date.now() }));
  if (read.answer !== answer) setRead({ answer, at: Date.now() });
  const left = holdLeft(offer.secondsLeft, read.at, now);
  const busy = pending !== null;
  return (
    <Box
      role="region"
      aria-labelledby={titleId}
      data-offer-status={offer.status}
      sx={{ border: 2, borderColor: 'primary.main', borderRadius: 2, p: { xs: 2, sm: 2.5 } }}
    >
      <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: 18 }}>
        {t('waiting.offer.title')}
      </Typography>
      <Typography sx={{ fontSize: 22, fontWeight: 700, lineHeight: 1.3, mt: 0.5 }}>{when}</Typography>
      <Typography sx={{ mt: 1 }}>{t('waiting.offer.heldUntil', { time: offer.heldUntil })}</Typography>
      {left && (
        <Typography role="timer" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
          {t('waiting.offer.left', { time: left })}
        </Typography>
      )}
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        <Button
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={pending === 'accept' ? <CircularProgress size={18} color="inherit" /> : undefined}
          onClick={onAccept}
          sx={{ minHeight: 52, fontSize: 17, fontWeight: 700 }}
        >
          {t('waiting.offer.accept')}
        </Button>
        <Button
          variant="outlined"
          size="large"
          disabled={busy}
          startIcon={pending === 'decline' ? <CircularProgress size={18} color="inherit" /> : undefined}
          onClick={onDecline}
          sx={{ minHeight: 48, fontWeight: 600 }}
        >
          {t('waiting.offer.decline')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('waiting.offer.declineHint')}
      </Typography>
    </Box>
  );
}

/** The booking an accepted offer made: its code, day, time and party, and where to manage (and pay for) it. */
export function AcceptedBooking({ booking, outletName, tag }: { booking: OnlineBookingResult; outletName: string; tag: string }) {
  const { t } = useTranslation('guest');
  const pending = booking.status === RESERVATION_STATUS.PENDING;
  return (
    <Stack spacing={3}>
      <Outcome
        icon={<CheckCircleOutlineIcon />}
        tone="success"
        title={t(pending ? 'waiting.booked.pendingTitle' : 'waiting.booked.title')}
        text={t(pending ? 'waiting.booked.pendingText' : 'waiting.booked.text', { outlet: outletName })}
      />
      <Stack spacing={2}>
        <Typography>
          {t('waiting.booked.code')}{' '}
          <Box
            component="strong"
            data-testid="waiting-booking-code"
            sx={{ fontFamily: 'monospace', letterSpacing: '0.06em', fontSize: 17 }}
          >
            {booking.code}
          </Box>
        </Typography>
        <BookingFacts
          date={formatGuestDate(booking.reservationDate, tag)}
          time={clockTime(booking.reservationTime)}
          party={t('party', { count: booking.pax })}
        />
      </Stack>
      {booking.guarantee && (
        // Why this booking asks for money its service's ticket does not (the outlet's guarantee rule, issue 32).
        <Alert severity="info" data-testid="guarantee-why">
          {t(`waiting.booked.guarantee.${booking.guarantee.reason}`, {
            outlet: outletName,
            what: t(`waiting.booked.guarantee.kind.${booking.guarantee.ticket.typePayment}`),
            count: booking.pax,
          })}
        </Alert>
      )}
      <Stack spacing={1.5}>
        {booking.payUrl && (
          <Button
            variant="contained"
            size="large"
            href={booking.payUrl}
            startIcon={<PaymentOutlinedIcon />}
            sx={{ minHeight: 52, fontSize: 17, fontWeight: 700 }}
          >
            {t('waiting.booked.pay')}
          </Button>
        )}
        <Button
          variant={booking.payUrl ? 'outlined' : 'contained'}
          size="large"
          href={booking.manageUrl}
          sx={{ minHeight: 48, fontWeight: 700 }}
        >
          {t('waiting.booked.manage')}
        </Button>
      </Stack>
    </Stack>
  );
}

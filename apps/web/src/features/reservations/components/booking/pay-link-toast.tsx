import type { Reservation } from '@host/domain/reservations/reservation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar, type SnackbarKey } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendPayLink } from '../../api/booking-extras';
import { translateError } from '../../../../lib/server-messages';

/**
 * How the pay link reaches the guest: by SMS (a phone), else by email, else only by the host's hand
 * (no contact at all: the toast says so, and offers no Send).
 */
export function payLinkRoute(booking: Pick<Reservation, 'customerPhone' | 'user'>): 'sms' | 'email' | 'byHand' {
  if (booking.customerPhone) return 'sms';
  return booking.user?.email ? 'email' : 'byHand';
}

/**
 * A booking made with "Ask the guest to pay now" (issue 28): the success toast shows the pay link
 * itself, with Copy (for a chat app, or reading it out) and Send again (by the outlet's channels). The server
 * sends it with the booking's first message where the outlet's SMS or email is on; a guest with no
 * phone or email gets it only from the host, and the toast says that instead.
 */
export function PayLinkToast({
  code,
  link,
  reservationId,
  route,
}: {
  code: string;
  link: string;
  reservationId: string;
  route: ReturnType<typeof payLinkRoute>;
}) {
  const { t } = useTranslation('reservations');
  const [sending, setSending] = useState(false);
  // "Copied" only when it was: a browser that refuses the clipboard gets told to copy by hand.
  const copy = async () => {
    const copied = await (navigator.clipboard?.writeText(link).then(() => true) ?? Promise.resolve(false)).catch(() => false);
    enqueueSnackbar(t(copied ? 'payment.copied' : 'payment.copyByHand'), { variant: copied ? 'info' : 'warning' });
  };
  const send = async () => {
    setSending(true);
    try {
      // No channel named: the server sends by the outlet's own (SMS where on and there is a phone, else email).
      await resendPayLink(reservationId);
      enqueueSnackbar(t('payment.resent'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(translateError(error, t('payment.failed')), { variant: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack spacing={0.75} sx={{ minWidth: 0, maxWidth: 420 }} data-testid="pay-link-toast">
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t(route === 'byHand' ? 'dialog.createdAskedToPayByHand' : 'dialog.createdAskedToPay', { code })}
      </Typography>
      <Box
        component="code"
        sx={{ fontSize: 12, overflowWrap: 'anywhere', bgcolor: 'rgba(255,255,255,0.16)', px: 0.75, py: 0.25, borderRadius: 0.5 }}
      >
        {link}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" color="inherit" onClick={() => void copy()}>
          {t('payment.copy')}
        </Button>
        {route !== 'byHand' && (
          <Button size="small" variant="outlined" color="inherit" loading={sending} onClick={() => void send()}>
            {t('dialog.sendPayLinkAgain')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * Says a new booking is made: with the pay link the guest was sent when it was asked to pay now (a
 * longer toast, to copy or send again), else the plain `created` line.
 */
export function announceCreated(
  saved: Pick<Reservation, 'id' | 'code' | 'customerPhone' | 'user' | 'reservationPaymentRequest'>,
  created: string,
): SnackbarKey {
  const request = saved.reservationPaymentRequest;
  if (request?.status !== 'pending' || !request.link) return enqueueSnackbar(created, { variant: 'success' });
  const link = new URL(request.link, window.location.origin).href;
  return enqueueSnackbar(<PayLinkToast code={saved.code} link={link} reservationId={saved.id} route={payLinkRoute(saved)} />, {
    variant: 'success',
    autoHideDuration: 20_000,
  });
}

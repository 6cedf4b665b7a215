import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { getContrastRatio } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CountryCode } from '@host/domain/locales';
import { BookingSection } from './booking-section';
import { countryOfCurrency } from '@host/domain/payments/contract';
import {
  amountDue,
  amountToAsk,
  expiryChoices,
  isHostRefundOpen,
  isPayingTicket,
  refundableAmount,
  refundTermsOf,
  type Movement,
} from '@host/domain/payments/money-rules';
import type { Reservation } from '@host/domain/reservations/reservation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseISO } from 'date-fns';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AskFirstAlert } from './ask-first-alert';
import { FEATURE } from '@host/domain/entitlements';
import { useFeature } from '../../../../state/entitlements';
import { useSession } from '../../../../state/session';
import { FeatureOffNotice } from '../../../../components/feature-off-notice';
import { useFormat } from '../../../../i18n/format';
import { askToPay, readReservation, resendPayLink, withdrawPayRequest } from '../../api/booking-extras';
import { translateError } from '../../../../lib/server-messages';
import { useServerNow } from '../../../../lib/use-server-now';
import { reservationKeys, useDay } from '../../api/reservations';
import { RefundForm } from './refund-form';
import { RequestTermsFields, type HandRequestType } from './request-terms-fields';
import { declineWords } from '../../../../lib/decline-words';

/** As the server has it: a booking still to come, not yet late. */
const ASKABLE = ['PENDING', 'BOOKED', 'CONFIRMED'];
const STANDING = ['pending', 'paid', 'guaranteed'];

/**
 * The money of a booking, in its edit dialog (issue 13): the ticket and what it costs the party, the
 * payment request's state and link (copied for the guest), every movement, and the actions the
 * rules allow now: ask for payment, refund.
 */
export function PaymentSection({
  reservation: opened,
  outletId,
  onChanged,
}: {
  reservation: Reservation;
  outletId: string;
  onChanged: (fresh: Reservation) => void;
}) {
  const { t } = useTranslation('reservations');
  const f = useFormat();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const brand = useSession().data?.brand;
  // The outlet's plan may leave payment requests off (issue 15): what there is still shows and refunds.
  const requestsFeature = useFeature(FEATURE.PAYMENT_REQUEST);
  const country = (brand?.countryCode ?? 'SG') as CountryCode;
  // The book's copy is kept live (MQTT): a guest paying while the dialog is open shows at once.
  const day = useDay(outletId, opened.reservationDate);
  const live = day.data?.reservations.find((r) => r.id === opened.id);
  const reservation = live && live.version > opened.version ? live : opened;
  const request = reservation.reservationPaymentRequest;
  const ticket = reservation.ticket;
  const [type, setType] = useState<HandRequestType>('CARD');
  const now = useServerNow(day.data?.now);
  const choices = expiryChoices((Date.parse(reservation.dateTime) - now.getTime()) / 60_000);
  const [picked, setMinutes] = useState<number>(60);
  const minutes = choices.includes(picked) ? picked : (choices.at(-1) ?? picked);
  const [failure, setFailure] = useState<string | null>(null);
  const done = async () => {
    await client.invalidateQueries({ queryKey: reservationKeys.all(outletId) });
    // The change is made; a failed read only leaves the dialog's copy to the live book.
    const fresh = await readReservation(reservation.id).catch(() => null);
    if (fresh) onChanged(fresh);
  };

  const ask = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => askToPay(reservation.id, { type, expireTime: minutes }),
    onSuccess: async () => {
      setFailure(null);
      enqueueSnackbar(t('payment.asked'), { variant: 'success' });
      await done();
    },
    onError: (error) => setFailure(translateError(error, t('payment.failed'))),
  });
  const resend = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (channel: 'sms' | 'email') => resendPayLink(reservation.id, channel),
    onSuccess: async () => {
      setFailure(null);
      enqueueSnackbar(t('payment.resent'), { variant: 'success' });
      await client.invalidateQueries({ queryKey: reservationKeys.all(outletId) });
    },
    onError: (error) => setFailure(translateError(error, t('payment.failed'))),
  });
  const [confirmingWithdraw, setConfirmingWithdraw] = useState(false);
  const withdraw = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => withdrawPayRequest(reservation.id),
    onSuccess: async () => {
      setFailure(null);
      setConfirmingWithdraw(false);
      enqueueSnackbar(t('payment.withdrawn'), { variant: 'success' });
      await done();
    },
    onError: (error) => {
      setConfirmingWithdraw(false);
      setFailure(translateError(error, t('payment.failed')));
    },
  });
  if (!isPayingTicket(ticket) && !request && reservation.transactions.length === 0) return null;
  const pax = reservation.numberOfAdults + reservation.numberOfChildren;
  const moneyCountry = request ? countryOfCurrency(request.currency) : country;
  const due = ticket ? amountDue(ticket, pax) : 0;
  const movements: Movement[] = reservation.transactions.map((m) => ({
    type: m.type === 'refund' ? 'refund' : 'create',
    status: m.status,
    amount: m.amount,
  }));
  const left = refundableAmount(movements);
  // What was paid and kept counts: a partly paid booking is asked for the balance, as the server asks.
  const askFor = amountToAsk(ticket, pax, movements);
  const canAsk =
    isPayingTicket(ticket) &&
    askFor > 0 &&
    ASKABLE.includes(reservation.displayStatus) &&
    !(request && STANDING.includes(request.status)) &&
    choices.length > 0 &&
    Boolean(brand?.isEnablePaymentRequest) &&
    requestsFeature.enabled !== false;
  // The demo's links are relative; a guest needs the whole address.
  const link = request?.link ? new URL(request.link, window.location.origin).href : null;
  // The same rule as the server's: no window is the merchant's choice; a window passed keeps the money.
  const refundOpen = isHostRefundOpen(now, parseISO(reservation.dateTime), refundTermsOf(request, ticket));

  return (
    <BookingSection
      name="payment"
      title={t('payment.title')}
      aside={
        <>
          {ticket && <Chip size="small" label={ticket.name} sx={{ bgcolor: ticket.color, color: textOn(ticket.color) }} />}
          {due > 0 && <Typography color="text.secondary">{t('payment.due', { amount: f.money(due, moneyCountry) })}</Typography>}
        </>
      }
    >
      {request && (
        <Stack spacing={1} data-testid="payment-request">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={
                request.status === 'paid' || request.status === 'guaranteed'
                  ? 'success'
                  : request.status === 'pending'
                    ? 'warning'
                    : 'default'
              }
              label={t(`payment.status.${request.status}`, { defaultValue: request.status })}
            />
            <Typography>{t(`payment.types.${request.type}`, { defaultValue: request.type })}</Typography>
            <Typography>{f.money(request.amount, moneyCountry)}</Typography>
            {request.status === 'pending' && request.expireDateTime && (
              <Typography color="text.secondary">
                {t('payment.expires', { time: f.dateTimeIn(parseISO(request.expireDateTime), brand?.timezone ?? 'Asia/Singapore') })}
              </Typography>
            )}
          </Stack>
          {link && request.status === 'pending' && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField size="small" fullWidth label={t('payment.link')} value={link} slotProps={{ htmlInput: { readOnly: true } }} />
              <Button
                variant="outlined"
                sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                onClick={async () => {
                  await navigator.clipboard?.writeText(link).catch(() => undefined);
                  enqueueSnackbar(t('payment.copied'), { variant: 'info' });
                }}
              >
                {t('payment.copy')}
              </Button>
            </Stack>
          )}
          {link && request.status === 'pending' && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button
                size="small"
                variant="outlined"
                loading={resend.isPending && resend.variables === 'sms'}
                onClick={() => resend.mutate('sms')}
              >
                {t('payment.resendSms')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                loading={resend.isPending && resend.variables === 'email'}
                onClick={() => resend.mutate('email')}
              >
                {t('payment.resendEmail')}
              </Button>
            </Stack>
          )}
          {request.status === 'pending' &&
            (confirmingWithdraw ? (
              <AskFirstAlert
                act={t('payment.withdraw')}
                busy={withdraw.isPending}
                onKeep={() => setConfirmingWithdraw(false)}
                onAct={() => withdraw.mutate()}
              >
                {t('payment.withdrawWhat')}
              </AskFirstAlert>
            ) : (
              <Box>
                <Button size="small" color="warning" onClick={() => setConfirmingWithdraw(true)}>
                  {t('payment.withdraw')}
                </Button>
              </Box>
            ))}
        </Stack>
      )}
      {reservation.transactions.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('payment.movements')}>
          {reservation.transactions.map((m) => (
            <Typography component="li" key={m.id} data-testid="payment-movement">
              {t(`payment.movement.${m.type === 'refund' ? 'refund' : 'charge'}`)} ·{' '}
              {t(`payment.status.${m.status}`, { defaultValue: m.status })} · {f.money(m.amount, moneyCountry)}
              {m.refundMessage && (
                <Typography component="span" color="error.main" data-testid="refund-message">
                  {' · '}
                  {declineWords(t, m.refundMessage)}
                </Typography>
              )}
              {m.refundReason && (
                <Typography component="span" color="text.secondary">
                  {' · '}
                  {m.refundReason}
                </Typography>
              )}
            </Typography>
          ))}
        </Stack>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      {requestsFeature.enabled === false && isPayingTicket(ticket) && !request && (
        <FeatureOffNotice compact feature={FEATURE.PAYMENT_REQUEST} actionsRequired={requestsFeature.actionsRequired} />
      )}
      {canAsk && (
        // Side by side only where the dialog is wide: on a tablet the amount would wrap inside the button.
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', md: 'center' } }}>
          <RequestTermsFields ticket={ticket} choices={choices} type={type} minutes={minutes} onType={setType} onMinutes={setMinutes} />
          <Button variant="contained" loading={ask.isPending} onClick={() => ask.mutate()} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {t('payment.ask', { amount: f.money(askFor, moneyCountry) })}
          </Button>
        </Stack>
      )}
      {left > 0 && (
        <RefundForm
          reservationId={reservation.id}
          left={left}
          refundOpen={refundOpen}
          moneyCountry={moneyCountry}
          onRefunded={async () => {
            setFailure(null);
            await done();
          }}
          onFailed={setFailure}
        />
      )}
    </BookingSection>
  );
}

/** The ticket's name on its own colour: white where it reads at 4.5:1 (small text, WCAG AA), else near-black. */
const textOn = (colour: string) => (getContrastRatio(colour, '#fff') >= 4.5 ? '#fff' : 'rgba(0, 0, 0, 0.87)');

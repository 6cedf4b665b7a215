import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { amountDue, EXPIRY_CHOICES, expiryChoices, isPayingTicket } from '@host/domain/payments/money-rules';
import { TICKET_TYPE_PRICE } from '@host/domain/statuses';
import { instantOf } from '@host/domain/time';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format';
import { useSession } from '../../../../state/session';
import { useServerNow } from '../../../../lib/use-server-now';
import { useTickets } from '../../../schedules';
import { FEATURE } from '@host/domain/entitlements';
import { useFeature } from '../../../../state/entitlements';
import { useDay } from '../../api/reservations';
import { GuaranteeProposal } from './guarantee-proposal';
import { RequestTermsFields, type HandRequestType } from './request-terms-fields';
import type { BookingForm } from './use-booking-form';

/** An hour when it fits, else the longest that does. */
const defaultExpiry = (choices: number[]) => (choices.includes(60) ? 60 : (choices.at(-1) ?? null));

/**
 * A new booking's ticket (a set menu, a deposit, a card guarantee), and for a paying one whether the
 * guest is asked to pay at once (issue 13): the booking then starts PENDING with its pay link.
 */
export function TicketSection({ form }: { form: BookingForm }) {
  const { t } = useTranslation('reservations');
  const f = useFormat();
  const tickets = useTickets(form.brandId ?? '').data ?? [];
  const { watch, setValue } = form;
  const day = useDay(form.outletId);
  const now = useServerNow(day.data?.now);
  const brand = useSession().data?.brand;
  const timezone = brand?.timezone ?? 'Asia/Singapore';
  // A brand that does not ask guests to pay takes the money at the door: no request is offered.
  // Nor does an outlet whose plan leaves payment requests off (issue 15).
  const planAllows = useFeature(FEATURE.PAYMENT_REQUEST).enabled !== false;
  const requestsOn = (brand?.isEnablePaymentRequest ?? false) && planAllows;
  const request = watch('paymentRequest');
  const date = watch('reservationDate');
  const time = watch('reservationTime');
  const startsAt = date && time ? instantOf(date, time, timezone) : null;
  const choices = startsAt ? expiryChoices((startsAt.getTime() - now.getTime()) / 60_000) : [...EXPIRY_CHOICES];
  const fallback = defaultExpiry(choices);
  const asked = (type: string = 'CARD') => (fallback === null ? undefined : { type: type as HandRequestType, expireTime: fallback });
  // The time moved closer than the expiry chosen: the longest that still fits, or none (too soon to wait for a payment).
  const misfit = Boolean(request?.expireTime && !choices.includes(request.expireTime));
  useEffect(() => {
    if (misfit) setValue('paymentRequest', fallback === null ? undefined : { type: request?.type ?? 'CARD', expireTime: fallback });
  }, [misfit, fallback, request?.type, setValue]);
  if (form.isEdit || tickets.length === 0) return null;
  const ticketId = watch('ticketId') ?? '';
  const ticket = tickets.find((tk) => tk.id === ticketId) ?? null;
  const pax = Number(watch('numberOfAdults') ?? 0) + Number(watch('numberOfChildren') ?? 0);
  const paying = isPayingTicket(ticket) && requestsOn;
  const pick = (id: string) => {
    const next = tickets.find((tk) => tk.id === id) ?? null;
    setValue('ticketId', id || null, { shouldDirty: true });
    // A paying ticket asks for the money by default; a free one asks nothing.
    setValue('paymentRequest', isPayingTicket(next) && requestsOn ? (request ?? asked()) : undefined, { shouldDirty: true });
  };
  return (
    <Stack spacing={1.5} data-testid="ticket-section">
      <GuaranteeProposal form={form} tickets={tickets} requestsOn={requestsOn} onAsk={pick} />
      <TextField select label={t('payment.ticket')} value={ticketId} onChange={(e) => pick(e.target.value)}>
        <MenuItem value="">{t('payment.noTicket')}</MenuItem>
        {tickets.map((tk) => (
          <MenuItem key={tk.id} value={tk.id}>
            {isPayingTicket(tk)
              ? t(tk.typePrice === TICKET_TYPE_PRICE.PER_PAX ? 'payment.pricePerGuest' : 'payment.pricePerBooking', {
                  name: tk.name,
                  price: f.money(tk.price),
                })
              : tk.name}
          </MenuItem>
        ))}
      </TextField>
      {paying && (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={Boolean(request)}
                disabled={fallback === null}
                onChange={(e) => setValue('paymentRequest', e.target.checked ? asked() : undefined, { shouldDirty: true })}
              />
            }
            label={t('payment.askNow', { amount: f.money(amountDue(ticket, Math.max(pax, 0))) })}
          />
          {fallback === null && <FormHelperText sx={{ mt: -1 }}>{t('payment.tooSoon')}</FormHelperText>}
          {request && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <RequestTermsFields
                ticket={ticket}
                choices={choices}
                type={(request.type ?? 'CARD') as HandRequestType}
                minutes={request.expireTime ?? fallback ?? 60}
                onType={(type) => setValue('paymentRequest', { ...request, type })}
                onMinutes={(expireTime) => setValue('paymentRequest', { ...request, expireTime })}
              />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}

import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { amountDue, isPayingTicket } from '@host/domain/payments/money-rules';
import { TICKET_TYPE_PRICE } from '@host/domain/statuses';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format';
import { useTickets } from '../../../schedules';
import type { BookingForm } from './use-booking-form';

const REQUEST_TYPES = ['CARD', 'ATM', 'OTHER_METHOD'] as const;
const EXPIRY_MINUTES = [30, 60, 120, 360, 1440] as const;

/**
 * A new booking's ticket (a set menu, a deposit, a card guarantee), and for a paying one whether the
 * guest is asked to pay at once (issue 13): the booking then starts PENDING with its pay link.
 */
export function TicketSection({ form }: { form: BookingForm }) {
  const { t } = useTranslation('reservations');
  const f = useFormat();
  const tickets = useTickets(form.brandId ?? '').data ?? [];
  const { watch, setValue } = form;
  if (form.isEdit || tickets.length === 0) return null;
  const ticketId = watch('ticketId') ?? '';
  const ticket = tickets.find((tk) => tk.id === ticketId) ?? null;
  const pax = Number(watch('numberOfAdults') ?? 0) + Number(watch('numberOfChildren') ?? 0);
  const request = watch('paymentRequest');
  const paying = isPayingTicket(ticket);
  const pick = (id: string) => {
    const next = tickets.find((tk) => tk.id === id) ?? null;
    setValue('ticketId', id || null, { shouldDirty: true });
    // A paying ticket asks for the money by default; a free one asks nothing.
    setValue('paymentRequest', isPayingTicket(next) ? (request ?? { type: 'CARD', expireTime: 60 }) : undefined, { shouldDirty: true });
  };
  return (
    <Stack spacing={1.5} data-testid="ticket-section">
      <TextField select label={t('payment.ticket')} value={ticketId} onChange={(e) => pick(e.target.value)}>
        <MenuItem value="">{t('payment.noTicket')}</MenuItem>
        {tickets.map((tk) => (
          <MenuItem key={tk.id} value={tk.id}>
            {isPayingTicket(tk) ? t(tk.typePrice === TICKET_TYPE_PRICE.PER_PAX ? 'payment.pricePerGuest' : 'payment.pricePerBooking', { name: tk.name, price: f.money(tk.price) }) : tk.name}
          </MenuItem>
        ))}
      </TextField>
      {paying && (
        <>
          <FormControlLabel
            control={<Checkbox checked={Boolean(request)} onChange={(e) => setValue('paymentRequest', e.target.checked ? { type: 'CARD', expireTime: 60 } : undefined, { shouldDirty: true })} />}
            label={t('payment.askNow', { amount: f.money(amountDue(ticket, Math.max(pax, 0))) })}
          />
          {request && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                select
                size="small"
                label={t('payment.type')}
                value={request.type ?? 'CARD'}
                onChange={(e) => setValue('paymentRequest', { ...request, type: e.target.value as (typeof REQUEST_TYPES)[number] })}
                sx={{ minWidth: 200 }}
              >
                {REQUEST_TYPES.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`payment.types.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('payment.expiry')}
                value={request.expireTime ?? 60}
                onChange={(e) => setValue('paymentRequest', { ...request, expireTime: Number(e.target.value) })}
                sx={{ minWidth: 160 }}
              >
                {EXPIRY_MINUTES.map((m) => (
                  <MenuItem key={m} value={m}>
                    {m < 60 ? t('payment.minutes', { count: m }) : t('payment.hours', { count: m / 60 })}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}

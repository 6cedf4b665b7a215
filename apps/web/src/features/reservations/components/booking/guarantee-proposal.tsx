import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { guaranteeReason, guaranteeRuleOrOff } from '@host/domain/guarantee-rule';
import { isPayingTicket } from '@host/domain/payments/money-rules';
import { guestName } from '@host/domain/reservations/guest-name';
import type { TicketChoice } from '@host/domain/tickets';
import { useTranslation } from 'react-i18next';
import { useGuaranteeRule } from '../../../schedules';
import type { BookingForm } from './use-booking-form';

/** A phone long enough to be a whole number: with no guest found for it, a guest new to the brand (a first visit). */
const WHOLE_PHONE_DIGITS = 8;

/**
 * Deposits by risk at the host stand (issue 32): the guest is one the outlet asks online for a guarantee (a no-show risk, a
 * large first visit, a tagged guest, by the same rule and the same profile tags) and the booking's ticket asks for nothing.
 * The dialog proposes the outlet's ticket; the host decides. Not where payment requests are off: nothing could be asked.
 */
export function GuaranteeProposal({
  form,
  tickets,
  requestsOn,
  onAsk,
}: {
  form: BookingForm;
  tickets: TicketChoice[];
  requestsOn: boolean;
  onAsk: (ticketId: string) => void;
}) {
  const { t } = useTranslation('reservations');
  const rule = useGuaranteeRule(form.outletId).data;
  const { match, watch } = form;
  const newGuest = !match && (watch('customerPhone') ?? '').replace(/\D/g, '').length >= WHOLE_PHONE_DIGITS;
  if (!rule || !requestsOn || form.isEdit || (!match && !newGuest)) return null;
  const current = tickets.find((tk) => tk.id === watch('ticketId')) ?? null;
  const asked = tickets.find((tk) => tk.id === rule.ticketId);
  const pax = Number(watch('numberOfAdults') ?? 0) + Number(watch('numberOfChildren') ?? 0);
  const reason = guaranteeReason(guaranteeRuleOrOff(rule), {
    guest: match ? { autoTags: match.autoTags, tagIds: match.profileTagIds } : { autoTags: [{ code: 'FIRST_VISIT' }], tagIds: [] },
    pax,
    ticketAsksForMoney: isPayingTicket(current),
  });
  if (!reason || !asked) return null;
  return (
    <Alert
      severity="warning"
      data-testid="guarantee-proposal"
      action={
        <Button color="inherit" size="small" onClick={() => onAsk(asked.id)}>
          {t('guaranteeProposal.ask')}
        </Button>
      }
    >
      {t(`guaranteeProposal.${reason}`, {
        name: match ? guestName({ customerFirstName: match.firstName, customerLastName: match.lastName }) : '',
        ticket: asked.name,
        count: pax,
      })}
    </Alert>
  );
}

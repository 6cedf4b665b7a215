import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { guaranteeReason, guaranteeRuleOrOff } from '@host/domain/guarantee-rule';
import { isPayingTicket } from '@host/domain/payments/money-rules';
import { guestName } from '@host/domain/reservations/guest-name';
import type { TicketChoice } from '@host/domain/tickets';
import { useTranslation } from 'react-i18next';
import { useGuaranteeRule } from '../../../schedules';
import type { BookingForm } from './use-booking-form';

/**
 * Deposits by risk at the host stand (issue 32): the guest picked is one the outlet asks online for a guarantee (a no-show
 * risk, say) and the booking's ticket asks for nothing. The dialog proposes the outlet's ticket; the host decides.
 */
export function GuaranteeProposal({
  form,
  tickets,
  onAsk,
}: {
  form: BookingForm;
  tickets: TicketChoice[];
  onAsk: (ticketId: string) => void;
}) {
  const { t } = useTranslation('reservations');
  const rule = useGuaranteeRule(form.outletId).data;
  const { match, watch } = form;
  if (!rule || !match || form.isEdit) return null;
  const current = tickets.find((tk) => tk.id === watch('ticketId')) ?? null;
  const asked = tickets.find((tk) => tk.id === rule.ticketId);
  const pax = Number(watch('numberOfAdults') ?? 0) + Number(watch('numberOfChildren') ?? 0);
  const reason = guaranteeReason(guaranteeRuleOrOff(rule), {
    guest: { autoTags: match.autoTags, tagIds: match.tags.map((tag) => tag.id) },
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
        name: guestName({ customerFirstName: match.firstName, customerLastName: match.lastName }),
        ticket: asked.name,
        count: pax,
      })}
    </Alert>
  );
}

import { zodResolver } from '../../../lib/zod-resolver';
import { TICKET_TYPE_PAYMENT } from '@host/domain/statuses';
import { TICKET_COLOURS, moneyTextOf, ticketFormSchema, type Ticket, type TicketFields, type TicketFormInput } from '@host/domain/tickets';
import { useForm, type UseFormReturn } from 'react-hook-form';

export type TicketForm = UseFormReturn<TicketFormInput, unknown, TicketFields>;

/** A new ticket: a deposit per guest, the first colour, no windows. */
export const FRESH_TICKET: TicketFormInput = {
  name: '',
  description: '',
  color: TICKET_COLOURS[0],
  image: '',
  typePayment: TICKET_TYPE_PAYMENT.DEPOSIT,
  price: '',
  typePrice: 1,
  usualPrice: '',
  collectDeposit: true,
  maxNumber: null,
  refundWindow: 24,
  refundWindowUnit: 'hour',
  editWindow: null,
  isActive: true,
  isEnableSelfEdit: false,
};

/** A saved ticket read back into the form: amounts as typed ("25.00"), empty texts as empty fields. */
export function formValuesOf(ticket: Ticket): TicketFormInput {
  return {
    name: ticket.name,
    description: ticket.description ?? '',
    color: ticket.color as TicketFormInput['color'],
    image: ticket.image ?? '',
    typePayment: ticket.typePayment as TicketFormInput['typePayment'],
    price: moneyTextOf(ticket.price),
    typePrice: ticket.typePrice as TicketFormInput['typePrice'],
    usualPrice: ticket.usualPrice === null ? '' : moneyTextOf(ticket.usualPrice),
    collectDeposit: ticket.collectDeposit,
    maxNumber: ticket.maxNumber,
    refundWindow: ticket.refundWindow,
    refundWindowUnit: ticket.refundWindowUnit as TicketFormInput['refundWindowUnit'],
    editWindow: ticket.editWindow,
    isActive: ticket.isActive,
    isEnableSelfEdit: ticket.isEnableSelfEdit,
  };
}

/** Empty optional texts are sent as null, as the server keeps them. */
export function inputOf(values: TicketFields): TicketFields {
  return { ...values, description: values.description || null, image: values.image || null };
}

/** The add and edit pages' one form, checked by the domain's ticket schema as the host leaves each field. */
export function useTicketForm(initial: TicketFormInput): TicketForm {
  return useForm<TicketFormInput, unknown, TicketFields>({
    resolver: zodResolver(ticketFormSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
}

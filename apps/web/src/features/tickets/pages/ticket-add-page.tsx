import { enqueueSnackbar } from 'notistack';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBrandRefusal } from '../../../state/roles';
import { useTicketBrand } from '../components/use-ticket-brand';
import { localePath, useLocale } from '../../../i18n/locale';
import { translateError } from '../../../lib/server-messages';
import { useTicketChanges } from '../api/tickets';
import { TicketFormFields } from '../components/ticket-form';
import { FRESH_TICKET, inputOf, useTicketForm } from '../components/ticket-form-values';
import { TicketPageFrame, TicketPageRefused } from '../components/ticket-page-frame';

/** /settings/tickets/add: a new ticket, last in the list; the merchant's (decision 025). */
export function TicketAddPage() {
  const { t } = useTranslation('tickets');
  const refused = useBrandRefusal('manageTickets');
  return refused ? <TicketPageRefused title={t('form.addTitle')} reason={refused} /> : <TicketAdder />;
}

function TicketAdder() {
  const { t } = useTranslation('tickets');
  const { brandId, country } = useTicketBrand();
  const { subPath } = useLocale();
  const navigate = useNavigate();
  const changes = useTicketChanges(brandId);
  const form = useTicketForm(FRESH_TICKET);
  // One key for this page's ticket: a retried save (a lost answer) does not add it twice.
  const idempotencyKey = useRef(crypto.randomUUID());

  const save = form.handleSubmit(async (values) => {
    try {
      await changes.create.mutateAsync({ input: inputOf(values), idempotencyKey: idempotencyKey.current });
      enqueueSnackbar(t('form.created', { name: values.name }), { variant: 'success' });
      void navigate(localePath(subPath, '/settings/tickets'));
    } catch (error) {
      enqueueSnackbar(translateError(error, t('form.failed')), { variant: 'error' });
    }
  });

  return (
    <TicketPageFrame title={t('form.addTitle')} onSubmit={save} busy={changes.create.isPending}>
      <TicketFormFields form={form} country={country} />
    </TicketPageFrame>
  );
}

export default TicketAddPage;

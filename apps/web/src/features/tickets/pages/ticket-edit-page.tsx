import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { Ticket } from '@host/domain/tickets';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useBrandRefusal } from '../../../state/roles';
import { SavedMeanwhileNotice } from '../../../components/saved-meanwhile-notice';
import { useTicketBrand } from '../components/use-ticket-brand';
import { useFormat } from '../../../i18n/format';
import { localePath, useLocale } from '../../../i18n/locale';
import { ApiError } from '../../../lib/http';
import { reasonOf, translateError } from '../../../lib/server-messages';
import { currentOf, usageOf, useTicket, useTicketChanges, type TicketUsage } from '../api/tickets';
import { ConfirmDeleteDialog, InUseDialog } from '../components/ticket-dialogs';
import { TicketFormFields } from '../components/ticket-form';
import { formValuesOf, inputOf, useTicketForm } from '../components/ticket-form-values';
import { TicketPageFrame, TicketPageRefused } from '../components/ticket-page-frame';
import { priceLine } from '../components/ticket-text';

/** /settings/tickets/edit/{id}: the ticket's fields, retire or put back on sale, delete; the merchant's (decision 025). */
export function TicketEditPage() {
  const { id = '' } = useParams();
  const { brandId } = useTicketBrand();
  const ticket = useTicket(brandId, id);
  const { t } = useTranslation('tickets');
  const refused = useBrandRefusal('manageTickets');
  if (refused) return <TicketPageRefused title={ticket.data?.name ?? t('list.title')} reason={refused} />;
  if (ticket.isPending) return <Skeleton variant="rounded" height={480} sx={{ maxWidth: 880 }} />;
  if (ticket.isError || !ticket.data) {
    const missing = ticket.error instanceof ApiError && ticket.error.status === 404;
    return (
      <Alert severity={missing ? 'info' : 'error'} sx={{ maxWidth: 880 }}>
        {missing ? t('notFound') : translateError(ticket.error, t('loadFailed'))}
      </Alert>
    );
  }
  return <TicketEditor key={ticket.data.id} loaded={ticket.data} brandId={brandId} />;
}

function TicketEditor({ loaded, brandId }: { loaded: Ticket; brandId: string }) {
  const { t } = useTranslation('tickets');
  const { country } = useTicketBrand();
  const fmt = useFormat();
  const { subPath } = useLocale();
  const navigate = useNavigate();
  const changes = useTicketChanges(brandId);
  const form = useTicketForm(formValuesOf(loaded));
  /** The ticket as last read: its version is the one a save names. */
  const [base, setBase] = useState(loaded);
  /** Someone else's change, read from a 409: what they saved, while the form keeps what was typed. */
  const [theirs, setTheirs] = useState<Ticket | null>(null);
  const [locked, setLocked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [inUse, setInUse] = useState<TicketUsage | null>(null);
  const busy = changes.update.isPending || changes.remove.isPending;
  const toList = () => void navigate(localePath(subPath, '/settings/tickets'));

  /** Any refusal: a stale read shows theirs beside ours; a promised price explains itself; the rest as the server says. */
  const refused = (error: unknown) => {
    const current = currentOf(error);
    if (current) return setTheirs(current);
    if (reasonOf(error instanceof ApiError ? error.details : undefined).reason === 'updateOnlyOldTickets') setLocked(true);
    enqueueSnackbar(translateError(error, t('form.failed')), { variant: 'error' });
  };

  const save = form.handleSubmit(async (values) => {
    // Retiring is its own action, so a save never undoes one made meanwhile.
    const { isActive: _onSale, ...patch } = inputOf(values);
    try {
      await changes.update.mutateAsync({ ticket: base, patch });
      enqueueSnackbar(t('form.saved', { name: values.name }), { variant: 'success' });
      toList();
    } catch (error) {
      refused(error);
    }
  });

  const setOnSale = async (isActive: boolean) => {
    try {
      const saved = await changes.update.mutateAsync({ ticket: base, patch: { isActive } });
      setBase(saved);
      setInUse(null);
      enqueueSnackbar(t(isActive ? 'actions.reactivated' : 'actions.retired', { name: saved.name }), { variant: 'success' });
    } catch (error) {
      refused(error);
    }
  };

  const remove = async () => {
    try {
      await changes.remove.mutateAsync(base);
      enqueueSnackbar(t('actions.deleted', { name: base.name }), { variant: 'success' });
      toList();
    } catch (error) {
      setConfirming(false);
      const usage = usageOf(error);
      if (usage) setInUse(usage);
      else refused(error);
    }
  };

  return (
    <TicketPageFrame
      title={t('form.editTitle', { name: base.name })}
      onSubmit={save}
      busy={changes.update.isPending}
      notice={
        locked && !theirs ? (
          <Alert severity="info">{t('form.lockedHint')}</Alert>
        ) : (
          theirs && (
            <SavedMeanwhileNotice
              text={t('stale.text', { name: theirs.name, price: priceLine(theirs, fmt.money, country, t) })}
              onKeep={() => {
                setBase(theirs);
                setTheirs(null);
              }}
              onLoad={() => {
                form.reset(formValuesOf(theirs));
                setBase(theirs);
                setTheirs(null);
              }}
            />
          )
        )
      }
      actions={
        <>
          <Button variant="outlined" onClick={() => void setOnSale(!base.isActive)} disabled={busy}>
            {base.isActive ? t('actions.retire') : t('actions.reactivate')}
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)} disabled={busy}>
            {t('actions.delete')}
          </Button>
        </>
      }
    >
      {!base.isActive && <Alert severity="info">{t('form.retiredNote')}</Alert>}
      <TicketFormFields form={form} country={country} />
      {confirming && (
        <ConfirmDeleteDialog
          name={base.name}
          busy={changes.remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => void remove()}
        />
      )}
      {inUse && (
        <InUseDialog
          name={base.name}
          usage={inUse}
          busy={changes.update.isPending}
          onClose={() => setInUse(null)}
          onRetire={base.isActive ? () => void setOnSale(false) : undefined}
        />
      )}
    </TicketPageFrame>
  );
}

export default TicketEditPage;

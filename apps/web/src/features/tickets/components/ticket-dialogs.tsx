import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketUsage } from '../api/tickets';

/** Deleting asks once, with the ticket's name in the question (docs/ui.md, Forms and dialogs). */
export function ConfirmDeleteDialog({
  name,
  busy,
  onClose,
  onConfirm,
}: {
  name: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('tickets');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('confirmDelete.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('confirmDelete.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t('confirmDelete.keep')}</Button>
        <Button variant="contained" color="error" onClick={onConfirm} loading={busy}>
          {t('confirmDelete.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A refused delete: what uses the ticket, and retiring it as the way on. */
export function InUseDialog({
  name,
  usage,
  busy,
  onClose,
  onRetire,
}: {
  name: string;
  usage: TicketUsage;
  busy: boolean;
  onClose: () => void;
  onRetire?: () => void;
}) {
  const { t } = useTranslation('tickets');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('inUse.title', { name })}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 1 }}>{t('inUse.text')}</DialogContentText>
        {usage.serviceTimings.length > 0 && (
          <>
            <Typography variant="subtitle2">{t('inUse.services', { count: usage.serviceTimings.length })}</Typography>
            <List dense aria-label={t('inUse.services', { count: usage.serviceTimings.length })}>
              {usage.serviceTimings.map((s) => (
                <ListItem key={s.id} divider>
                  <ListItemText primary={t('inUse.service', { name: s.name, outlet: s.outletName })} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        {usage.futureBookings > 0 && <Typography>{t('inUse.bookings', { count: usage.futureBookings })}</Typography>}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t('inUse.close')}</Button>
        {onRetire && (
          <Button variant="contained" color="warning" onClick={onRetire} loading={busy}>
            {t('inUse.retire')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

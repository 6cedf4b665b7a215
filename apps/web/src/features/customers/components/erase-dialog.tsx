import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { eraseInputSchema, type Customer } from '@host/domain/customers';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { translateError, translateFieldMessage } from '../../../lib/server-messages';
import { customerKeys, useEraseCustomer } from '../api/customers';
import { nameOf } from './guest-bits';

/** Erasure on request (PDPA, PDPO): asks once, naming the guest, with the reason the law wants kept. */
export function EraseDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const titleId = useId();
  const client = useQueryClient();
  const erase = useEraseCustomer();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const check = eraseInputSchema.shape.reason.safeParse(reason);
  const reasonError = touched && !check.success ? translateFieldMessage(check.error.issues[0]?.message) : undefined;

  const run = async () => {
    setTouched(true);
    if (!check.success) return;
    try {
      await erase.mutateAsync({ id: customer.id, version: customer.version, reason: check.data });
      enqueueSnackbar(t('erase.done'), { variant: 'success' });
      onClose();
    } catch (error) {
      const message = error instanceof ApiError && error.status === 409 ? t('erase.stale') : translateError(error, t('erase.failed'));
      if (error instanceof ApiError && error.status === 409) await client.invalidateQueries({ queryKey: customerKeys.one(customer.id) });
      setProblem(message);
      enqueueSnackbar(message, { variant: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        <DialogTitle id={titleId}>{t('erase.title', { name: nameOf(customer) || t('profile.noName') })}</DialogTitle>
        <DialogContent dividers>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('erase.explain')}
          </Alert>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {problem}
            </Alert>
          )}
          <TextField
            label={t('erase.reason')}
            placeholder={t('erase.reasonPlaceholder')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(reasonError)}
            helperText={reasonError ?? ' '}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" loading={erase.isPending}>
            {t('erase.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

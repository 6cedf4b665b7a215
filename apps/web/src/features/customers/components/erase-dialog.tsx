import Alert from '@mui/material/Alert';
import { eraseInputSchema, type Customer } from '@host/domain/customers';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { FormDialog } from '../../../components/form-dialog';
import { ReasonField, useReason } from '../../../components/reason-field';
import { translateError } from '../../../lib/server-messages';
import { customerKeys, useEraseCustomer } from '../api/customers';
import { nameOf } from './guest-bits';

/** Erasure on request (PDPA, PDPO): asks once, naming the guest, with the reason the law wants kept. */
export function EraseDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const client = useQueryClient();
  const erase = useEraseCustomer();
  const reason = useReason(eraseInputSchema.shape.reason);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async () => {
    reason.touch();
    if (reason.parsed === null) return;
    try {
      await erase.mutateAsync({ id: customer.id, version: customer.version, reason: reason.parsed });
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
    <FormDialog
      title={t('erase.title', { name: nameOf(customer) || t('profile.noName') })}
      onSubmit={(e) => {
        e.preventDefault();
        void run();
      }}
      onClose={onClose}
      busy={erase.isPending}
      maxWidth="xs"
      submit={{ label: t('erase.confirm'), danger: true }}
    >
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('erase.explain')}
      </Alert>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem}
        </Alert>
      )}
      <ReasonField reason={reason} label={t('erase.reason')} placeholder={t('erase.reasonPlaceholder')} />
    </FormDialog>
  );
}

import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import type { Session } from '@host/domain/auth';
import { IMPERSONATION_REASON_MAX, IMPERSONATION_REASON_MIN, impersonationFormSchema, type SupportOutlet } from '@host/domain/support';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { ReasonField, useReason } from '../../../components/reason-field';
import { translateError } from '../../../lib/server-messages';
import { useStartImpersonation } from '../api/support';

/**
 * Opening an outlet as support staff asks why, once (issue 15): the reason goes in the audit log
 * with the support user's name, and shows in the banner while they act for the outlet.
 */
export function ReasonDialog({
  outlet,
  onClose,
  onStarted,
}: {
  outlet: SupportOutlet;
  onClose: () => void;
  onStarted: (session: Session) => void;
}) {
  const { t } = useTranslation('support');
  const start = useStartImpersonation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const reason = useReason(impersonationFormSchema.shape.reason);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async () => {
    reason.touch();
    if (reason.parsed === null) return;
    try {
      onStarted(await start.mutateAsync({ outletId: outlet.id, reason: reason.parsed, idempotencyKey }));
    } catch (error) {
      setProblem(translateError(error, t('reason.failed')));
    }
  };

  return (
    <FormDialog
      title={t('reason.title', { outlet: outlet.outletName })}
      onSubmit={(e) => {
        e.preventDefault();
        void run();
      }}
      onClose={onClose}
      busy={start.isPending}
      submit={{ label: t('reason.confirm') }}
    >
      <DialogContentText sx={{ mb: 2 }}>{t('reason.explain', { outlet: outlet.outletName, brand: outlet.brandName })}</DialogContentText>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem}
        </Alert>
      )}
      <ReasonField
        reason={reason}
        label={t('reason.label')}
        placeholder={t('reason.placeholder')}
        hint={t('reason.help', { min: IMPERSONATION_REASON_MIN })}
        maxLength={IMPERSONATION_REASON_MAX}
      />
    </FormDialog>
  );
}

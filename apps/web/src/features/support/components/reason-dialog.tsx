import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Session } from '@host/domain/auth';
import { IMPERSONATION_REASON_MAX, IMPERSONATION_REASON_MIN, impersonationFormSchema, type SupportOutlet } from '@host/domain/support';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError, translateFieldMessage } from '../../../lib/server-messages';
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
  const titleId = useId();
  const start = useStartImpersonation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const check = impersonationFormSchema.shape.reason.safeParse(reason);
  const reasonError = touched && !check.success ? translateFieldMessage(check.error.issues[0]?.message) : undefined;

  const run = async () => {
    setTouched(true);
    if (!check.success) return;
    try {
      onStarted(await start.mutateAsync({ outletId: outlet.id, reason: check.data, idempotencyKey }));
    } catch (error) {
      setProblem(translateError(error, t('reason.failed')));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        <DialogTitle id={titleId}>{t('reason.title', { outlet: outlet.outletName })}</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>
            {t('reason.explain', { outlet: outlet.outletName, brand: outlet.brandName })}
          </DialogContentText>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {problem}
            </Alert>
          )}
          <TextField
            label={t('reason.label')}
            placeholder={t('reason.placeholder')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(reasonError)}
            helperText={reasonError ?? t('reason.help', { min: IMPERSONATION_REASON_MIN })}
            slotProps={{ htmlInput: { maxLength: IMPERSONATION_REASON_MAX } }}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{t('reason.cancel')}</Button>
          <Button type="submit" variant="contained" loading={start.isPending}>
            {t('reason.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

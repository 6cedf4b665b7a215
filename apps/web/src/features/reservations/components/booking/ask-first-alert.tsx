import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A money step asked once in place (withdraw a request, refund): what will happen, Keep, and the step itself. */
export function AskFirstAlert({
  act,
  busy,
  onKeep,
  onAct,
  testId,
  children,
}: {
  act: string;
  busy: boolean;
  onKeep: () => void;
  onAct: () => void;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('reservations');
  return (
    <Alert
      severity="warning"
      data-testid={testId}
      action={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
          <Button color="inherit" size="small" onClick={onKeep}>
            {t('payment.keep')}
          </Button>
          <Button color="warning" variant="contained" size="small" loading={busy} onClick={onAct}>
            {act}
          </Button>
        </Stack>
      }
    >
      {children}
    </Alert>
  );
}

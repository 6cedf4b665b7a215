import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/**
 * Asks once before a destructive move, naming the guest (docs/ui.md); `warning` when the move looks
 * premature (an early no-show), so the question stands out and the safe answer stays focused.
 */
export function ConfirmDialog({
  title,
  text,
  confirm,
  warning = false,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  warning?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('reservations');
  return (
    <Dialog open onClose={onClose} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        {warning ? (
          <Alert severity="warning" data-testid="confirm-warning">
            {text}
          </Alert>
        ) : (
          <DialogContentText>{text}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} autoFocus>
          {t('dialog.keep')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

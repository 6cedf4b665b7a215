import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A form in a dialog: its title, the fields, and Cancel / Save (Save, or the action it names, submits the form). */
export function FormDialog({
  title,
  onSubmit,
  onClose,
  busy,
  maxWidth = 'sm',
  submit,
  back,
  children,
}: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  busy?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** the action the form does when it is not a save; `danger` for one that cannot be undone */
  submit?: { label: string; danger?: boolean };
  /** a form shown in steps: back to the one before, on the left */
  back?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          {back && (
            <Button onClick={back} sx={{ mr: 'auto' }}>
              {t('actions.back')}
            </Button>
          )}
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" color={submit?.danger ? 'error' : 'primary'} loading={busy}>
            {submit?.label ?? t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { AffectedReservation } from '@host/domain/floor/affected';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';

/**
 * A change to tables or areas that touches upcoming bookings: the list, each with why, before the
 * host goes on (docs/rules.md section 4's affected-reservation reasons). Nothing is changed until then.
 */
export function AffectedDialog({
  reservations,
  onConfirm,
  onClose,
  busy,
}: {
  reservations: AffectedReservation[];
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('floor');
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="affected-title">
      <DialogTitle id="affected-title">{t('affected.title', { count: reservations.length })}</DialogTitle>
      <DialogContent dividers>
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('affected.text')}
        </Alert>
        <AffectedList reservations={reservations} label={t('affected.list')} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t('affected.keep')}</Button>
        <Button variant="contained" color="warning" onClick={onConfirm} loading={busy}>
          {t('affected.goOn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The bookings a change touches, each with its date, time, guest, party and tables, and why. */
export function AffectedList({ reservations, label }: { reservations: AffectedReservation[]; label: string }) {
  const { t } = useTranslation('floor');
  const fmt = useFormat();
  return (
    <List dense aria-label={label}>
      {reservations.map((r) => (
        <ListItem key={r.id} divider>
          <ListItemText
            primary={[
              `${fmt.calendarDay(r.reservationDate)} ${r.reservationTime.slice(0, 5)}`,
              r.name || r.code,
              t('pax', { count: r.pax }),
              r.tableNames.join(' + '),
            ]
              .filter(Boolean)
              .join(' · ')}
            secondary={r.reasons.map((reason) => t(`affected.reasons.${reason}`)).join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

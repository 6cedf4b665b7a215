import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/server-messages';
import { useAreas, useCreateReservation } from '../api/reservations';
import { SqueezeAlert, TablePicker, squeezeOf } from './table-picker';
import { TableSuggestions } from './table-suggestions';

/** A walk-in in two taps: how many, which table; seated now (UI.md). */
export function WalkInDialog({ open, onClose, outletId, initialTableIds = [] }: { open: boolean; onClose: () => void; outletId: string; initialTableIds?: string[] }) {
  const { t } = useTranslation('reservations');
  const [pax, setPax] = useState(2);
  const [tableIds, setTableIds] = useState<string[]>(initialTableIds);
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef(crypto.randomUUID());
  const areas = useAreas(outletId).data ?? [];
  const create = useCreateReservation(outletId);
  const { squeeze, seats } = squeezeOf(areas, tableIds, pax);

  const seat = async () => {
    setFailure(null);
    try {
      await create.mutateAsync({
        input: { isWalkIn: true, numberOfAdults: pax, tableIds, ...(squeeze ? { allowOverCapacity: true } : {}), ...(name.trim() ? { customerFirstName: name.trim() } : {}) },
        idempotencyKey: key.current,
      });
      enqueueSnackbar(t('walkIn.seated', { count: pax }), { variant: 'success' });
      onClose();
    } catch (error) {
      setFailure(translateError(error, t('dialog.failed')));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="walk-in-title">
      <DialogTitle id="walk-in-title">{t('walkIn.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <div>
            <Typography variant="subtitle2" id="walk-in-pax" gutterBottom>
              {t('walkIn.howMany')}
            </Typography>
            <ToggleButtonGroup exclusive value={pax} onChange={(_, v: number | null) => v && setPax(v)} aria-labelledby="walk-in-pax" sx={{ flexWrap: 'wrap' }}>
              {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
                <ToggleButton key={n} value={n} sx={{ minWidth: 52 }} aria-label={t('row.paxLabel', { count: n })}>
                  {n}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </div>
          <div>
            <Typography variant="subtitle2" gutterBottom>
              {t('walkIn.whichTable')}
            </Typography>
            <TableSuggestions outletId={outletId} pax={pax} selected={tableIds} onPick={setTableIds} />
            <TablePicker areas={areas} pax={pax} selected={tableIds} onToggle={(id) => setTableIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))} />
          </div>
          {squeeze && <SqueezeAlert pax={pax} seats={seats} />}
          <TextField label={t('walkIn.nameOptional')} value={name} onChange={(e) => setName(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
        <Button variant="contained" color={squeeze ? 'warning' : 'primary'} onClick={seat} disabled={tableIds.length === 0} loading={create.isPending}>
          {squeeze ? t('seat.anyway') : t('walkIn.seat')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

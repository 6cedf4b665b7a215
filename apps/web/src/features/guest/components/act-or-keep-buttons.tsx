import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

/**
 * The guest's two answers to a change of their booking: do it (with a spinner while it is sent) or
 * keep the booking as it is. Large, full-width on a phone, the action first in reading order.
 */
export function ActOrKeepButtons({
  act,
  keepLabel,
  onKeep,
  isPending,
}: {
  /** no `onAct`: the button submits its form; `danger` for one that cannot be undone */
  act: { label: string; onAct?: () => void; danger?: boolean };
  keepLabel: string;
  onKeep: () => void;
  isPending: boolean;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row-reverse' }} spacing={1.5}>
      <Button
        type={act.onAct ? 'button' : 'submit'}
        variant="contained"
        color={act.danger ? 'error' : 'primary'}
        size="large"
        disabled={isPending}
        startIcon={isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        onClick={act.onAct}
        sx={{ minHeight: 48, fontWeight: 700, flex: 1 }}
      >
        {act.label}
      </Button>
      <Button variant="outlined" size="large" disabled={isPending} onClick={onKeep} sx={{ minHeight: 48, fontWeight: 600, flex: 1 }}>
        {keepLabel}
      </Button>
    </Stack>
  );
}

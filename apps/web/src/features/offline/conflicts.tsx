import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/status-chip';
import type { Conflict } from './queue';
import { dismissConflicts } from './queue-store';

/** The conflicts, drawn (loaded only when there are some). */
export default function Conflicts({ conflicts }: { conflicts: readonly Conflict[] }) {
  const { t } = useTranslation('offline');
  return (
    <Dialog open onClose={dismissConflicts} aria-labelledby="offline-conflict-title" maxWidth="sm" fullWidth>
      <DialogTitle id="offline-conflict-title">{t('conflict.title', { count: conflicts.length })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('conflict.intro')}</DialogContentText>
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {conflicts.map((c) => (
            <Stack
              component="li"
              key={c.key}
              data-testid="offline-conflict"
              spacing={0.75}
              sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Typography sx={{ fontWeight: 700 }}>{c.guest}</Typography>
              <Typography variant="body2">{t(`conflict.${c.kind}`)}</Typography>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" color="text.secondary">
                  {t('conflict.wanted')}
                </Typography>
                <StatusChip status={c.wanted} />
                {c.current && (
                  <>
                    <Typography variant="body2" color="text.secondary">
                      {t('conflict.now')}
                    </Typography>
                    <StatusChip status={c.current} />
                  </>
                )}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={dismissConflicts} autoFocus>
          {t('conflict.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

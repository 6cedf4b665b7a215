import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/server-messages';
import { useGuestMarketing } from '../api/guest-booking';

/**
 * The guest's answer on news and offers from the restaurant (issue 32, PDPA), given or withdrawn here at any time and
 * recorded as theirs. Messages about the booking itself come either way, and the card says so.
 */
export function GuestMarketing({
  token,
  outletName,
  marketing,
}: {
  token: string;
  outletName: string;
  marketing: { sms: boolean; email: boolean };
}) {
  const { t } = useTranslation('guest');
  const save = useGuestMarketing(token);
  // The switch moves at the tap; it goes back if the answer could not be saved.
  const shown = save.isPending && save.variables ? { ...marketing, ...save.variables } : marketing;
  // Only the channel tapped is sent: the other stays as the restaurant has it now.
  const set = (patch: Partial<typeof marketing>) => save.mutate(patch);
  return (
    <Card variant="outlined" component="section" aria-labelledby="guest-marketing-title" sx={{ p: 2.5 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2" id="guest-marketing-title">
          {t('marketing.title', { outlet: outletName })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('marketing.text')}
        </Typography>
        <FormControlLabel
          control={<Switch checked={shown.sms} disabled={save.isPending} onChange={(e) => set({ sms: e.target.checked })} />}
          label={t('marketing.sms')}
        />
        <FormControlLabel
          control={<Switch checked={shown.email} disabled={save.isPending} onChange={(e) => set({ email: e.target.checked })} />}
          label={t('marketing.email')}
        />
        {save.isSuccess && (
          <Typography variant="body2" role="status" color="success.main" data-testid="guest-marketing-saved">
            {t('marketing.saved')}
          </Typography>
        )}
        {save.isError && (
          <Alert severity="error" role="alert">
            {translateError(save.error, t('marketing.failed'))}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

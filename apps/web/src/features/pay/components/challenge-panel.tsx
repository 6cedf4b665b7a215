import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The 3-D-Secure-like step: the guest's bank asks them to confirm, as a real bank's page would. */
export function ChallengePanel(props: { summary: string; pending: 'confirm' | 'cancel' | null; onAnswer: (approve: boolean) => void }) {
  const { t } = useTranslation('pay');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form gave way to this panel: a screen reader hears the bank's question at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box
      role="region"
      aria-labelledby="pay-challenge-title"
      sx={{ border: 1, borderColor: 'info.main', borderRadius: 2, p: { xs: 2, sm: 3 }, textAlign: 'center' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          mx: 'auto',
          mb: 1.5,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: (theme) => alpha(theme.palette.info.main, 0.12),
          color: 'info.main',
        }}
      >
        <AccountBalanceOutlinedIcon />
      </Box>
      <Typography
        id="pay-challenge-title"
        ref={heading}
        tabIndex={-1}
        variant="h6"
        component="h2"
        sx={{ fontWeight: 700, outline: 'none' }}
      >
        {t('challenge.title')}
      </Typography>
      <Typography sx={{ mt: 1, fontWeight: 600 }}>{props.summary}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('challenge.text')}
      </Typography>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          disabled={props.pending !== null}
          loading={props.pending === 'cancel'}
          onClick={() => props.onAnswer(false)}
          sx={{ minHeight: 48, minWidth: 140 }}
        >
          {t('challenge.cancel')}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={props.pending !== null}
          loading={props.pending === 'confirm'}
          onClick={() => props.onAnswer(true)}
          sx={{ minHeight: 48, minWidth: 140 }}
        >
          {t('challenge.confirm')}
        </Button>
      </Stack>
    </Box>
  );
}

import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

const CARDS = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0000 0000 0002', 'declined'],
  ['4000 0025 0000 3155', 'authenticate'],
] as const;

/** The local provider is a test double: the page says so, with the cards it knows (Stripe's test numbers). */
export function TestCardsNote() {
  const { t } = useTranslation('pay');
  return (
    <Alert
      role="note"
      severity="warning"
      variant="outlined"
      icon={<ScienceOutlinedIcon />}
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{t('testMode.title')}</AlertTitle>
      {t('testMode.text')}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {CARDS.map(([number, outcome]) => (
          <li key={number}>
            <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>
              {number}
            </Box>{' '}
            {t(`testMode.${outcome}`)}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

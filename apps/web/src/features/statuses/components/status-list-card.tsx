import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The card of the statuses, one row each, on the page that shows them and the one that edits them; `hint` says what may change. */
export function StatusListCard({ labelId, hint, children }: { labelId: string; hint: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('statuses');
  return (
    <Card variant="outlined" component="section" aria-labelledby={labelId}>
      <Box sx={{ p: { xs: 2, md: 3 }, pb: 1 }}>
        <Typography variant="h6" component="h2" id={labelId}>
          {t('list.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          {hint}
        </Typography>
      </Box>
      {children}
    </Card>
  );
}

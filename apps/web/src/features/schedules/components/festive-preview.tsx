import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AffectedList } from '../../../components/affected-dialog';
import type { FestivePlan } from '../api/festive';

/**
 * What Set up will do, before it does it (issue 32: "shown first as a preview with the affected existing bookings"): the
 * evening in words, then outlet by outlet the upcoming bookings on its dates that no longer fit (a time that is not a
 * sitting, another ticket), each with why. Going on keeps those bookings as booked, each with a history line saying why.
 */
export function FestivePreview({ plan, summary }: { plan: FestivePlan; summary: ReactNode }) {
  const { t } = useTranslation('schedules');
  const affected = plan.outlets.reduce((sum, o) => sum + o.affected.length, 0);
  return (
    <Stack spacing={2} data-testid="festive-preview">
      {summary}
      <Alert severity={affected > 0 ? 'warning' : 'success'} role="status">
        {affected > 0 ? t('festive.preview.affected', { count: affected }) : t('festive.preview.noneAffected')}
      </Alert>
      {plan.outlets.map((outlet) => (
        <Stack key={outlet.outletId} component="section" aria-labelledby={`festive-outlet-${outlet.outletId}`} spacing={0.5}>
          <Typography id={`festive-outlet-${outlet.outletId}`} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {outlet.outletName}
          </Typography>
          {outlet.affected.length > 0 ? (
            <AffectedList
              reservations={outlet.affected}
              label={t('festive.preview.affectedAt', { outlet: outlet.outletName, count: outlet.affected.length })}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('festive.preview.noneAt')}
            </Typography>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { parseISO } from 'date-fns';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { SettingsSection, SwitchWithHint } from '../../../components/settings-parts';
import { useFormat } from '../../../i18n/format';
import { useLocale } from '../../../i18n/locale';
import { useSaveWeeklySummaryPreference, useWeeklySummaryPreference } from '../api/weekly-summary';

/**
 * "Email me a summary every Monday" (issue 31, item 3): a merchant's own choice, for their own address.
 * Switched on, it is written in the language the merchant reads Host in now; Monday at 08:00 in each
 * brand's zone, last week's figures of their outlets with reports (docs/rules.md section 11).
 */
export function WeeklySummaryCard({ email }: { email: string }) {
  const { t } = useTranslation('notifications');
  const f = useFormat();
  const { language } = useLocale();
  const preference = useWeeklySummaryPreference(true);
  const save = useSaveWeeklySummaryPreference();
  const on = save.isPending ? Boolean(save.variables?.enabled) : Boolean(preference.data?.enabled);
  const last = preference.data?.lastSent;

  const change = (enabled: boolean) =>
    save.mutate(
      { enabled, language },
      { onSuccess: () => enqueueSnackbar(t(enabled ? 'weeklySummary.switchedOn' : 'weeklySummary.switchedOff'), { variant: 'success' }) },
    );

  return (
    <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <SettingsSection title={t('weeklySummary.title')} hint={t('weeklySummary.subtitle')} labelId="weekly-summary-title">
        {preference.isPending ? (
          <Skeleton variant="rounded" height={56} />
        ) : (
          <Stack spacing={1}>
            <SwitchWithHint
              checked={on}
              onChange={change}
              label={t('weeklySummary.label')}
              hint={t('weeklySummary.hint', { email })}
              strong
            />
            {last && (
              <Typography variant="body2" color="text.secondary">
                {t('weeklySummary.lastSent', {
                  date: f.longDate(parseISO(last.sentAt)),
                  from: f.shortDate(parseISO(last.from)),
                  to: f.shortDate(parseISO(last.to)),
                })}
              </Typography>
            )}
          </Stack>
        )}
      </SettingsSection>
    </Card>
  );
}

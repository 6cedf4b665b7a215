import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DISPLAY_STATUSES, type DisplayStatus } from '@host/domain/reservations/display-status';
import { isStatusInUse } from '@host/domain/reservations/status-settings';
import { movesFrom } from '@host/domain/reservations/transitions';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusListCard } from '../components/status-list-card';
import { useSession } from '../../../state/session';
import { StatusChip } from '../../../components/status-chip';
import { localePath, useLocale } from '../../../i18n/locale';
import { translateError } from '../../../lib/server-messages';
import { useStatusSettings } from '../api/status-settings';
import { usageOf } from '../components/status-text';

/** /settings/status-management: what new bookings start as, and each status as the hosts see it, with the moves docs/rules.md allows. */
export function StatusManagementPage() {
  const { t } = useTranslation('statuses');
  const { subPath } = useLocale();
  const outletId = useSession().data?.outlet?.id ?? '';
  const settings = useStatusSettings(outletId);
  const use = settings.data ? { looks: settings.data.looks, unused: settings.data.unused } : undefined;
  const statusWord = (s: DisplayStatus) => use?.looks[s]?.label ?? t(`status.${s}`, { ns: 'reservations' });

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('subtitle')}</Typography>
        </Box>
        <Button
          component={RouterLink}
          to={localePath(subPath, '/settings/status-management/edit')}
          variant="contained"
          startIcon={<EditOutlinedIcon />}
          sx={{ flexShrink: 0 }}
        >
          {t('edit')}
        </Button>
      </Stack>
      {settings.isError && <Alert severity="error">{translateError(settings.error, t('loadFailed'))}</Alert>}
      {!use || !settings.data ? (
        <Skeleton variant="rounded" height={480} />
      ) : (
        <>
          <Card variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('newBookings.title')}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography>{t('newBookings.startAs')}</Typography>
              <StatusChip
                status={settings.data.optionAutoReservationStatus === RESERVATION_STATUS.CONFIRMED ? 'CONFIRMED' : 'BOOKED'}
                use={use}
                size="medium"
              />
            </Stack>
          </Card>
          <StatusListCard
            labelId="statuses-list"
            hint={
              <>
                <LockOutlinedIcon fontSize="inherit" aria-hidden />
                {t('list.rulesFixed')}
              </>
            }
          >
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {DISPLAY_STATUSES.map((status, i) => {
                const usage = usageOf(status, use);
                const moves = movesFrom(status, 'TODAY').filter((m) => isStatusInUse(m, use));
                return (
                  <Fragment key={status}>
                    {i > 0 && <Divider component="li" aria-hidden />}
                    <Box
                      component="li"
                      data-testid={`status-${status}`}
                      sx={{ px: { xs: 2, md: 3 }, py: 1.5, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' } }}
                    >
                      <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
                        <StatusChip status={status} use={use} size="medium" />
                        <Typography
                          variant="caption"
                          color={usage === 'notUsed' ? 'warning.dark' : 'text.secondary'}
                          sx={{ fontWeight: usage === 'notUsed' ? 700 : 400 }}
                        >
                          {t(`usage.${usage}`)}
                        </Typography>
                      </Stack>
                      <Box>
                        <Typography variant="body2">{t(`meaning.${status}`)}</Typography>
                        {use.looks[status]?.label && (
                          <Typography variant="body2" color="text.secondary">
                            {t('list.renamed', { word: t(`status.${status}`, { ns: 'reservations' }) })}
                          </Typography>
                        )}
                        <Typography variant="body2" color="text.secondary">
                          {moves.length ? t('list.movesTo', { statuses: moves.map((m) => statusWord(m)).join(', ') }) : t('list.noMoves')}
                        </Typography>
                      </Box>
                    </Box>
                  </Fragment>
                );
              })}
            </Box>
          </StatusListCard>
        </>
      )}
    </Stack>
  );
}

export default StatusManagementPage;

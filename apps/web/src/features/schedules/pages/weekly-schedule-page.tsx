import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useSession } from '../../../app/session';
import { AffectedDialog } from '../../../components/affected-dialog';
import { hoursOf, useScheduleChanges, useServiceTimings, useTickets, type ServiceTiming } from '../api/schedules';
import { ServiceTimingDialog } from '../components/service-timing/service-timing-dialog';
import { useAskFirst } from '../../../lib/use-ask-first';
import { useLiveOutlet } from '../../../app/live-updates';
import { EmptyState } from '../../../components/empty-state';

/** /settings/schedules/weekly: the services of a normal week, their hours, pacing and booking rules. */
export function WeeklySchedulePage() {
  const { t } = useTranslation('schedules');
  const { dateLocale } = useFormat();
  const outlet = useSession().data?.outlet;
  const outletId = outlet?.id ?? '';
  useLiveOutlet();
  const timings = useServiceTimings(outletId);
  const tickets = useTickets(outlet?.brandId ?? '');
  const changes = useScheduleChanges(outletId);
  const [editing, setEditing] = useState<{ timing?: ServiceTiming } | null>(null);
  const { asking, setAsking, busy, attempt } = useAskFirst(() => setEditing(null));
  const weekly = (timings.data ?? []).filter((x) => x.isRecurring);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 240 }}>
          <Typography variant="h4" component="h1">
            {t('weekly.title')}
          </Typography>
          <Typography color="text.secondary">{t('weekly.subtitle')}</Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})} sx={{ whiteSpace: 'nowrap' }}>
          {t('timing.add')}
        </Button>
      </Stack>
      {timings.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : weekly.length === 0 ? (
        <EmptyState message={t('weekly.empty')} action={t('timing.add')} onAction={() => setEditing({})} />
      ) : (
        <Card variant="outlined">
          <Box component="ul" aria-label={t('weekly.title')} sx={{ m: 0, p: 0 }}>
            {weekly.map((x) => (
              <Stack
                key={x.id}
                component="li"
                direction="row"
                sx={{
                  alignItems: 'center',
                  gap: 1.5,
                  px: 2,
                  py: 1.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                  listStyle: 'none',
                  '&:last-of-type': { borderBottom: 0 },
                }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>
                    {x.name} · {hoursOf(x, t)}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', my: 0.5 }}>
                    {[1, 2, 3, 4, 5, 6, 0]
                      .filter((d) => x.days.includes(d))
                      .map((d) => (
                        <Chip key={d} size="small" label={dateLocale.localize.day(d as 0, { width: 'abbreviated' })} />
                      ))}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {t('weekly.line', { interval: x.intervalTime / 60, dining: x.diningInterval / 60 })}
                    {x.maxGuest !== null && ` · ${t('weekly.maxGuest', { count: x.maxGuest })}`}
                    {x.maxReservation !== null && ` · ${t('weekly.maxReservation', { count: x.maxReservation })}`}
                    {` · ${x.bookingOnline ? t('weekly.online') : t('weekly.staffOnly')}`}
                    {!x.isAllArea && ` · ${t('weekly.someAreas', { count: x.areaIds.length })}`}
                    {x.ticketId && ` · ${tickets.data?.find((ticket) => ticket.id === x.ticketId)?.name ?? ''}`}
                  </Typography>
                </Box>
                <Tooltip title={t('timing.edit', { name: x.name })}>
                  <IconButton aria-label={t('timing.edit', { name: x.name })} onClick={() => setEditing({ timing: x })}>
                    <EditOutlinedIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('timing.delete', { name: x.name })}>
                  <IconButton
                    color="error"
                    aria-label={t('timing.delete', { name: x.name })}
                    onClick={() => void attempt((confirm) => changes.deleteTiming.mutateAsync({ timing: x, confirm }), t('timing.deleted'))}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </Stack>
            ))}
          </Box>
        </Card>
      )}
      {editing && (
        <ServiceTimingDialog
          timing={editing.timing}
          busy={busy}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            void attempt((confirm) => changes.saveTiming.mutateAsync({ timing: editing.timing, input, confirm }), t('timing.saved'))
          }
        />
      )}
      {asking && (
        <AffectedDialog
          reservations={asking.reservations}
          busy={busy}
          onClose={() => setAsking(null)}
          onConfirm={() => void attempt(asking.run, asking.done, true)}
        />
      )}
    </Stack>
  );
}

export default WeeklySchedulePage;

import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useSession } from '../../../state/session';
import { AskFirstDialog } from '../../../components/ask-first-dialog';
import { PageHeader } from '../../../components/page-header';
import { SettingsListCard, SettingsListRow } from '../../../components/settings-list';
import { hoursOf, useScheduleChanges, useServiceTimings, useTickets, type ServiceTiming } from '../api/schedules';
import { ServiceTimingDialog } from '../components/service-timing/service-timing-dialog';
import { useAskFirst } from '../../../lib/use-ask-first';
import { useLiveOutlet } from '../../../state/live-updates';

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
  const ask = useAskFirst(() => setEditing(null));
  const { busy, attempt } = ask;
  const weekly = (timings.data ?? []).filter((x) => x.isRecurring);

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('weekly.title')}
        subtitle={t('weekly.subtitle')}
        add={{ label: t('timing.add'), onClick: () => setEditing({}) }}
      />
      <SettingsListCard
        label={t('weekly.title')}
        pending={timings.isPending}
        empty={weekly.length === 0 ? { message: t('weekly.empty'), action: t('timing.add'), onAction: () => setEditing({}) } : null}
      >
        {weekly.map((x) => (
          <SettingsListRow
            key={x.id}
            editLabel={t('timing.edit', { name: x.name })}
            deleteLabel={t('timing.delete', { name: x.name })}
            onEdit={() => setEditing({ timing: x })}
            onDelete={() => void attempt((confirm) => changes.deleteTiming.mutateAsync({ timing: x, confirm }), t('timing.deleted'))}
          >
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
              {x.timeSlots.length
                ? t('weekly.sittingsLine', { times: x.timeSlots.map((time) => time.slice(0, 5)).join(', '), dining: x.diningInterval / 60 })
                : t('weekly.line', { interval: x.intervalTime / 60, dining: x.diningInterval / 60 })}
              {x.maxGuest !== null && ` · ${t('weekly.maxGuest', { count: x.maxGuest })}`}
              {x.maxReservation !== null && ` · ${t('weekly.maxReservation', { count: x.maxReservation })}`}
              {` · ${x.bookingOnline ? t('weekly.online') : t('weekly.staffOnly')}`}
              {!x.isAllArea && ` · ${t('weekly.someAreas', { count: x.areaIds.length })}`}
              {x.ticketId && ` · ${tickets.data?.find((ticket) => ticket.id === x.ticketId)?.name ?? ''}`}
            </Typography>
          </SettingsListRow>
        ))}
      </SettingsListCard>
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
      <AskFirstDialog ask={ask} />
    </Stack>
  );
}

export default WeeklySchedulePage;

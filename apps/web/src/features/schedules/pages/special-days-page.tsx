import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../state/session';
import { useFormat } from '../../../i18n/format';
import { AskFirstDialog } from '../../../components/ask-first-dialog';
import { PageHeader } from '../../../components/page-header';
import { SettingsList, SettingsListRow } from '../../../components/settings-list';
import { useOutletToday } from '../../../state/outlet-profile';
import { hoursOf, useBlockOuts, useScheduleChanges, useServiceTimings, type BlockOut, type ServiceTiming } from '../api/schedules';
import { BlockOutDialog } from '../components/block-out-dialog';
import { ServiceTimingDialog } from '../components/service-timing/service-timing-dialog';
import { useAskFirst } from '../../../lib/use-ask-first';
import { liveKey, useLiveOutlet } from '../../../state/live-updates';
import { useBrandRefusal } from '../../../state/roles';
import { useQueryClient } from '@tanstack/react-query';
import { createFestiveEvening } from '../api/festive';
import { FestiveDialog } from '../components/festive-dialog';
import { HolidaysCard } from '../components/holidays-card';

type Editing =
  | { kind: 'special'; timing?: ServiceTiming; startWith?: { name: string; date: string } }
  | { kind: 'blockOut'; blockOut?: BlockOut }
  | { kind: 'festive' }
  | null;

/** /settings/schedules/special: special days (their own hours, or closed) and block-out days. */
export function SpecialDaysPage() {
  const { t } = useTranslation('schedules');
  const session = useSession().data;
  const outletId = session?.outlet?.id ?? '';
  const brandId = session?.brand?.id ?? '';
  const brandOutlets = session?.userInfo?.brands.find((b) => b.id === brandId)?.outlets ?? [];
  const mayFestive = useBrandRefusal('setUpFestiveEvenings') === null && brandOutlets.length > 0;
  const client = useQueryClient();
  useLiveOutlet();
  const today = useOutletToday();
  const timings = useServiceTimings(outletId);
  const blockOuts = useBlockOuts(outletId);
  const changes = useScheduleChanges(outletId);
  const [editing, setEditing] = useState<Editing>(null);
  const ask = useAskFirst(() => setEditing(null));
  const { busy, attempt } = ask;
  const specials = (timings.data ?? []).filter((x) => !x.isRecurring);
  const fmt = useFormat();

  return (
    <Stack spacing={3}>
      <PageHeader title={t('special.title')} subtitle={t('special.subtitle')} />
      <HolidaysCard
        outletId={outletId}
        today={today}
        takenDates={new Set(specials.flatMap((x) => x.specificDates))}
        onSpecialDay={(holiday) => setEditing({ kind: 'special', startWith: holiday })}
        onFestive={mayFestive ? () => setEditing({ kind: 'festive' }) : null}
      />
      <Section
        title={t('special.list')}
        add={t('special.add')}
        onAdd={() => setEditing({ kind: 'special' })}
        empty={specials.length === 0 ? t('special.empty') : null}
      >
        {specials.map((x) => (
          <Row
            key={x.id}
            title={`${x.specificDates.map(fmt.calendarDay).join(', ')} · ${x.name}`}
            detail={x.isClosed ? t('special.closed') : hoursOf(x, t)}
            onEdit={() => setEditing({ kind: 'special', timing: x })}
            onDelete={() => void attempt((confirm) => changes.deleteTiming.mutateAsync({ timing: x, confirm }), t('timing.deleted'))}
            name={x.name}
            chip={x.isClosed ? t('special.closedChip') : null}
          />
        ))}
      </Section>
      <Section
        title={t('blockOut.list')}
        add={t('blockOut.add')}
        onAdd={() => setEditing({ kind: 'blockOut' })}
        empty={(blockOuts.data ?? []).length === 0 ? t('blockOut.empty') : null}
      >
        {(blockOuts.data ?? []).map((b) => (
          <Row
            key={b.id}
            title={`${fmt.calendarDay(b.date)} · ${b.name}`}
            detail={[b.entireDay ? t('blockOut.allDay') : `${b.startTime?.slice(0, 5)}–${b.endTime?.slice(0, 5)}`, b.reason]
              .filter(Boolean)
              .join(' · ')}
            onEdit={() => setEditing({ kind: 'blockOut', blockOut: b })}
            onDelete={() => void attempt(() => changes.deleteBlockOut.mutateAsync(b), t('blockOut.deleted'))}
            name={b.name}
            chip={b.showReason ? t('blockOut.reasonShown') : null}
          />
        ))}
      </Section>
      {editing?.kind === 'special' && (
        <ServiceTimingDialog
          special
          timing={editing.timing}
          startWith={editing.startWith}
          busy={busy}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            void attempt(
              (confirm) => changes.saveTiming.mutateAsync({ timing: editing.timing, input: { ...input, isRecurring: false }, confirm }),
              t('timing.saved'),
            )
          }
        />
      )}
      {editing?.kind === 'blockOut' && (
        <BlockOutDialog
          blockOut={editing.blockOut}
          defaultDate={today}
          busy={busy}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            void attempt((confirm) => changes.saveBlockOut.mutateAsync({ blockOut: editing.blockOut, input, confirm }), t('blockOut.saved'))
          }
        />
      )}
      {editing?.kind === 'festive' && (
        <FestiveDialog
          outletId={outletId}
          brandId={brandId}
          outlets={brandOutlets}
          today={today}
          busy={busy}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            void attempt(
              async (confirm) => {
                // The bookings the preview listed are confirmed with it; one stranded since is asked about (409) first.
                await createFestiveEvening(brandId, input, confirm);
                // This outlet's schedule (the others' screens hear it live) and the brand's tickets (a new set menu).
                await Promise.all([
                  client.invalidateQueries({ queryKey: liveKey(outletId) }),
                  client.invalidateQueries({ queryKey: ['brands', brandId, 'tickets'] }),
                ]);
              },
              t('festive.created', { count: input.outletIds.length }),
            )
          }
        />
      )}
      <AskFirstDialog ask={ask} />
    </Stack>
  );
}

function Section({
  title,
  add,
  onAdd,
  empty,
  children,
}: {
  title: string;
  add: string;
  onAdd: () => void;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined">
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} sx={{ whiteSpace: 'nowrap' }}>
          {add}
        </Button>
      </Stack>
      {empty ? (
        <Typography color="text.secondary" sx={{ p: 3 }}>
          {empty}
        </Typography>
      ) : (
        <SettingsList label={title}>{children}</SettingsList>
      )}
    </Card>
  );
}

/** A special day or block-out: its date and name, what it does, and Edit / Delete named after it. */
function Row({
  title,
  detail,
  chip,
  name,
  onEdit,
  onDelete,
}: {
  title: string;
  detail: string;
  chip: string | null;
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('schedules');
  return (
    <SettingsListRow
      aside={chip && <Chip size="small" label={chip} />}
      editLabel={t('edit', { name })}
      deleteLabel={t('delete', { name })}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {detail}
      </Typography>
    </SettingsListRow>
  );
}

export default SpecialDaysPage;

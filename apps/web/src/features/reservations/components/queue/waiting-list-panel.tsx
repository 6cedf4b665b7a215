import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FEATURE } from '@host/domain/entitlements';
import { localTimeOf } from '@host/domain/time';
import type { WaitingListEntry } from '@host/domain/waitlist/waiting-list';
import { enqueueSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { FeatureOffNotice } from '../../../../components/feature-off-notice';
import { FormDialog } from '../../../../components/form-dialog';
import { useFormat } from '../../../../i18n/format';
import { localePath } from '../../../../i18n/locale';
import { useCannotWrite } from '../../../../lib/connection';
import { translateError } from '../../../../lib/server-messages';
import { useOutletProfile } from '../../../../state/outlet-profile';
import { useSession } from '../../../../state/session';
import { featureOffOf, useWaitlistSettings } from '../../../settings';
import { useWaitingList, useWaitingListChanges } from '../../api/waiting-list';
import { WaitingListDialog } from './waiting-list-dialog';
import { WaitingListRow } from './waiting-list-row';
import { dayOfWeekOf, guestName, splitWaitingList, suggestedWindow, windowTimes } from './waiting-list-view';

/** A line between rows: drawn by the rows, as a list holds only its items. */
const BETWEEN_ROWS = { '& > [role="listitem"]:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } };

export interface WaitingListPanelProps {
  outletId: string;
  date: string;
  now: Date;
  onOpenBooking?: (reservationId: string) => void;
}

/**
 * The day's waiting list (docs/rules.md section 10) for the day the book shows: the guests still on it
 * in the order they are offered freed times, each with what they were offered and how long it is held;
 * below, folded, those who left it. A host adds a guest (a call) or takes one off.
 */
export function WaitingListPanel({ outletId, date, now, onOpenBooking }: WaitingListPanelProps) {
  const { t } = useTranslation('reservations');
  const format = useFormat();
  const session = useSession().data;
  const timeZone = session?.brand?.timezone ?? 'Asia/Singapore';
  const profile = useOutletProfile(outletId).data;
  const list = useWaitingList(outletId, date);
  const settings = useWaitlistSettings(outletId).data;
  const { remove } = useWaitingListChanges(outletId);
  const cannotWrite = useCannotWrite();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<WaitingListEntry | null>(null);
  const [showLeft, setShowLeft] = useState(false);
  const { onList, left } = useMemo(() => splitWaitingList(list.data?.entries ?? []), [list.data]);

  const isToday = date === profile?.today;
  const isPast = Boolean(profile && date < profile.today);
  const switchedOff = settings?.enabled === false;
  const times = useMemo(() => {
    // A day the outlet opens for less than a window's two times: the whole day to pick from.
    const open = windowTimes(profile?.openingHours ?? [], dayOfWeekOf(date));
    const choices = open.length >= 2 ? open : windowTimes([], 0);
    const fromNow = isToday ? localTimeOf(now, timeZone) : null;
    return { choices, suggested: suggestedWindow(choices, fromNow)!, fromNow: fromNow !== null };
  }, [profile, date, isToday, now, timeZone]);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing);
      enqueueSnackbar(t('waitlist.removed', { name: removing.customerFirstName }));
      setRemoving(null);
    } catch (error) {
      enqueueSnackbar(translateError(error, t('dialog.failed')), { variant: 'error' });
    }
  };

  const featureOff = featureOffOf(list.error);
  if (featureOff) return <FeatureOffNotice compact feature={FEATURE.WAITLIST} actionsRequired={featureOff.actionsRequired} />;
  // The book has not said which day it shows yet.
  if (!date) return <Skeleton variant="rounded" height={160} />;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary" data-testid="waiting-day">
        {t('waitlist.forDay', { day: format.calendarDay(date) })}
      </Typography>
      <Button
        variant="contained"
        size="large"
        startIcon={<PlaylistAddIcon />}
        onClick={() => setAdding(true)}
        disabled={cannotWrite || isPast || switchedOff || !profile}
      >
        {t('waitlist.addGuest')}
      </Button>
      {switchedOff && (
        <Alert severity="info">
          {t('waitlist.switchedOff')}{' '}
          <Link component={NavLink} to={localePath(format.locale.subPath, '/settings/waitlist')}>
            {t('waitlist.openSettings')}
          </Link>
        </Alert>
      )}
      {isPast && <Alert severity="info">{t('waitlist.dayPassed')}</Alert>}
      {list.isError && !list.data && (
        <Alert severity="error" action={<Button onClick={() => list.refetch()}>{t('queue.retry')}</Button>}>
          {t('waitlist.failed')}
        </Alert>
      )}
      {list.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : onList.length === 0 ? (
        list.data && <Typography color="text.secondary">{t('waitlist.empty')}</Typography>
      ) : (
        <Stack role="list" aria-label={t('waitlist.onListLabel')} sx={BETWEEN_ROWS}>
          {onList.map((entry) => (
            <WaitingListRow key={entry.id} entry={entry} now={now} timeZone={timeZone} disabled={cannotWrite} onRemove={setRemoving} />
          ))}
        </Stack>
      )}
      {left.length > 0 && (
        <div>
          <Button
            onClick={() => setShowLeft((shown) => !shown)}
            aria-expanded={showLeft}
            aria-controls="waiting-left"
            endIcon={showLeft ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ minHeight: 44 }}
          >
            {t('waitlist.leftList', { count: left.length })}
          </Button>
          <Collapse in={showLeft} unmountOnExit>
            <Stack id="waiting-left" role="list" aria-label={t('waitlist.leftListLabel')} sx={BETWEEN_ROWS}>
              {left.map((entry) => (
                <WaitingListRow
                  key={entry.id}
                  entry={entry}
                  now={now}
                  timeZone={timeZone}
                  disabled={cannotWrite}
                  onOpenBooking={onOpenBooking}
                />
              ))}
            </Stack>
          </Collapse>
        </div>
      )}
      {adding && <WaitingListDialog outletId={outletId} date={date} times={times} onClose={() => setAdding(false)} />}
      {removing && (
        <FormDialog
          title={t('waitlist.removeTitle', { name: guestName(removing) })}
          onSubmit={(event) => {
            event.preventDefault();
            void confirmRemove();
          }}
          onClose={() => setRemoving(null)}
          busy={remove.isPending}
          maxWidth="xs"
          submit={{ label: t('waitlist.removeConfirm'), danger: true }}
        >
          <Typography>{t(removing.status === 'offered' ? 'waitlist.removeOffered' : 'waitlist.removeText')}</Typography>
        </FormDialog>
      )}
    </Stack>
  );
}

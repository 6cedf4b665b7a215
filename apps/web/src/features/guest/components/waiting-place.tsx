import { ON_LIST, type GuestWaitingView } from '@host/domain/waitlist/waiting-list';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingFacts, BookingHeading } from '../../../components/booking-facts';
import { translateError } from '../../../lib/server-messages';
import { useAcceptOffer, useWaitingAnswer } from '../api/waiting';
import { ActOrKeepButtons } from './act-or-keep-buttons';
import { formatGuestDate } from './guest-language';
import { clockTime } from './hold-time';
import { Outcome } from './outcome';
import { AcceptedBooking, WaitingOffer } from './waiting-offer';

/**
 * A guest's place on a day's waiting list (docs/rules.md section 10): while on it, their number and
 * any time held for them, with the answers; once off it, why (booked, said no, the hold lapsed, the
 * day passed, left). `tag` writes their dates and times.
 */
export function WaitingPlace({ token, view, tag }: { token: string; view: GuestWaitingView; tag: string }) {
  const { t } = useTranslation(['guest', 'common']);
  const accept = useAcceptOffer(token);
  const answer = useWaitingAnswer(token);
  const date = formatGuestDate(view.date, tag);
  const failed = accept.error ?? answer.error;
  // A refusal stays said until the next time is offered (a time taken: "we have kept your place").
  const openOfferId = view.offer?.status === 'open' ? view.offer.id : null;
  const { reset: forgetRefusal } = accept;
  useEffect(() => {
    if (openOfferId) forgetRefusal();
  }, [openOfferId, forgetRefusal]);
  const failure = failed && (
    <Alert severity="error" role="alert">
      {translateError(failed, t('failed'))}
    </Alert>
  );

  if (accept.data) return <AcceptedBooking booking={accept.data} outletName={view.outletName} tag={tag} />;
  if (!ON_LIST.includes(view.status)) return <OffTheList view={view} date={date} leftHere={answer.variables} />;

  const offer = openOfferId ? view.offer! : null;
  const between = t('waiting.window', { start: clockTime(view.windowStart), end: clockTime(view.windowEnd) });
  const pending = accept.isPending ? 'accept' : answer.isPending && answer.variables === 'decline' ? 'decline' : null;
  return (
    <Stack spacing={3}>
      <BookingHeading
        badge={
          <Chip icon={<HourglassTopOutlinedIcon />} label={t('waiting.chip')} color="primary" variant="outlined" sx={{ fontWeight: 700 }} />
        }
        outletName={view.outletName}
        bookingFor={view.customerFirstName ? t('waiting.for', { name: view.customerFirstName }) : null}
      />
      <BookingFacts date={date} time={between} party={t('party', { count: view.pax })} />
      {failure}
      {/* A time taken before the guest accepted: they wait again, in their place, and are told so. */}
      {!failed && view.offer?.status === 'taken' && !offer && <Alert severity="info">{t('waiting.taken')}</Alert>}
      {view.position !== null && (
        <Box>
          <Typography component="p" sx={{ fontSize: 20, fontWeight: 700 }} data-testid="waiting-position">
            {t('waiting.position', { position: view.position })}
          </Typography>
          {!offer && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t('waiting.waitingText')}
            </Typography>
          )}
        </Box>
      )}
      {offer && (
        <WaitingOffer
          offer={offer}
          when={t('when', { date, time: clockTime(offer.time) })}
          pending={pending}
          onAccept={() => accept.mutate(offer.id)}
          onDecline={() => answer.mutate('decline')}
        />
      )}
      <LeaveList date={date} isPending={answer.isPending && answer.variables === 'cancel'} onLeave={() => answer.mutate('cancel')} />
    </Stack>
  );
}

/** Off the list: the one sentence for how it ended, and the booking's link when it ended in one. */
function OffTheList({ view, date, leftHere }: { view: GuestWaitingView; date: string; leftHere: string | undefined }) {
  const { t } = useTranslation('guest');
  const detail = `${view.outletName} · ${date} · ${t('party', { count: view.pax })}`;
  if (view.status === 'booked') {
    return (
      <Outcome
        icon={<CheckCircleOutlineIcon />}
        tone="success"
        title={t('waiting.booked.title')}
        text={t('waiting.booked.earlier')}
        detail={detail}
      >
        {view.manageUrl && (
          <Button variant="contained" size="large" href={view.manageUrl} sx={{ minHeight: 48, fontWeight: 700 }}>
            {t('waiting.booked.manage')}
          </Button>
        )}
      </Outcome>
    );
  }
  const ending =
    view.status === 'declined'
      ? 'declined'
      : view.status === 'cancelled'
        ? leftHere === 'cancel'
          ? 'left'
          : 'removed'
        : view.offer?.status === 'expired'
          ? 'lapsed'
          : 'dayOver';
  return (
    <Outcome
      icon={<EventBusyOutlinedIcon />}
      tone="neutral"
      title={t(`waiting.off.${ending}.title`)}
      text={t(`waiting.off.${ending}.text`)}
      detail={detail}
    />
  );
}

/** Leaving gives the place up for good, so it asks once more (docs/ui.md: destructive actions ask once). */
function LeaveList({ date, isPending, onLeave }: { date: string; isPending: boolean; onLeave: () => void }) {
  const { t } = useTranslation('guest');
  const [isAsking, setAsking] = useState(false);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isAsking) title.current?.focus();
  }, [isAsking]);
  if (!isAsking) {
    return (
      <Button variant="outlined" color="error" size="large" onClick={() => setAsking(true)} sx={{ minHeight: 48, fontWeight: 600 }}>
        {t('waiting.leave.button')}
      </Button>
    );
  }
  return (
    <Box role="region" aria-labelledby={titleId} sx={{ border: 1, borderColor: 'error.main', borderRadius: 2, p: 2 }}>
      <Typography id={titleId} ref={title} tabIndex={-1} component="h2" sx={{ fontWeight: 700, fontSize: 18, outline: 'none' }}>
        {t('waiting.leave.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('waiting.leave.text', { date })}
      </Typography>
      <ActOrKeepButtons
        act={{ label: t('waiting.leave.yes'), onAct: onLeave, danger: true }}
        keepLabel={t('waiting.leave.keep')}
        onKeep={() => setAsking(false)}
        isPending={isPending}
      />
    </Box>
  );
}

import { graceEndsAt, isEarlyForNoShow } from '@host/domain/reservations/grace';
import { guestName } from '@host/domain/reservations/guest-name';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { localTimeOf } from '@host/domain/time';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletProfile } from '../../../state/outlet-profile';
import { lazyPart } from '../../../components/lazy-part';
import type { useHostActions } from '../hooks/use-host-actions';
import type { BookingFormOptions } from './booking/booking-form-values';
import { ConfirmDialog } from './confirm-dialog';

// Each dialog's code (forms, phone numbers, pickers, suggestions) loads after the book, not with it:
// the host screen's first route carried all of them (issue 16). The page fetches them once the book
// is drawn (preloadHostDialogs), so a dialog opens with no connection too; one that still could not
// load says so and leaves the book as it is (issue 28).
const BookingDialog = lazyPart(() => import('./booking/booking-dialog').then((m) => m.BookingDialog), 'dialog');
const WalkInDialog = lazyPart(() => import('./walk-in-dialog').then((m) => m.WalkInDialog), 'dialog');
const SeatDialog = lazyPart(() => import('./seat-dialog').then((m) => m.SeatDialog), 'dialog');
const TableDialog = lazyPart(() => import('../../floor').then((m) => m.TableDialog), 'dialog');
const SeatChoiceDialog = lazyPart(() => import('../../floor').then((m) => m.SeatChoiceDialog), 'dialog');

export function preloadHostDialogs() {
  for (const part of [SeatDialog, BookingDialog, WalkInDialog, TableDialog, SeatChoiceDialog]) part.preload();
}

/** What a new booking starts from: the book's outlet and brand, the day shown, the country's dialling prefix. */
type NewBookingDefaults = Pick<BookingFormOptions, 'outletId' | 'brandId' | 'defaultDate' | 'countryPrefix'>;

/** Whichever dialog the host's last action opened: a booking, a walk-in, or the question pending. */
export function HostDialogs({
  host,
  now,
  isToday,
  ...bookingDefaults
}: { host: ReturnType<typeof useHostActions>; now: Date; isToday: boolean } & NewBookingDefaults) {
  const { outletId } = bookingDefaults;
  const { t } = useTranslation('reservations');
  const { editor, pending } = host;
  const cancelling = pending?.kind === 'confirm' && pending.status === RESERVATION_STATUS.CANCELLED;
  // A no-show before the booking's time plus the grace period is early: the question says so (issue 19).
  const profile = useOutletProfile(outletId).data;
  const grace = profile?.reservationGracePeriod ?? 900;
  const hhmm = (d: Date) => localTimeOf(d, profile?.timezone ?? 'Asia/Singapore').slice(0, 5);
  const early =
    pending?.kind === 'confirm' &&
    pending.status === RESERVATION_STATUS.NO_SHOW &&
    isEarlyForNoShow(pending.reservation.dateTime, grace, now, pending.reservation.graceExtendedUntil);
  const confirmKeys = cancelling
    ? { title: 'confirm.cancelTitle', text: 'confirm.cancelText', confirm: 'confirm.cancel' }
    : early
      ? { title: 'confirm.noShowEarlyTitle', text: 'confirm.noShowEarlyText', confirm: 'confirm.noShowEarly' }
      : { title: 'confirm.noShowTitle', text: 'confirm.noShowText', confirm: 'confirm.noShow' };
  return (
    // Its own boundary: a dialog loading must not blank the page behind it.
    <Suspense fallback={null}>
      {editor?.kind === 'booking' && (
        <BookingDialog open onClose={host.closeEditor} {...bookingDefaults} reservation={editor.reservation} guest={editor.guest} />
      )}
      {editor?.kind === 'walkIn' && <WalkInDialog open onClose={host.closeEditor} outletId={outletId} initialTableIds={editor.tableIds} />}
      {(pending?.kind === 'seat' || pending?.kind === 'move') && (
        <SeatDialog
          reservation={pending.reservation}
          outletId={outletId}
          mode={pending.kind}
          onClose={host.closePending}
          onSeat={host.seatPending}
        />
      )}
      {pending?.kind === 'table' && (
        <TableDialog
          table={pending.table}
          spot={pending.spot}
          now={now}
          isToday={isToday}
          onAction={host.onTableAction}
          onClose={host.closeTable}
        />
      )}
      {pending?.kind === 'choice' && <SeatChoiceDialog choice={pending.choice} onClose={host.closePending} onSeat={host.seatPending} />}
      {pending?.kind === 'confirm' && (
        <ConfirmDialog
          title={t(confirmKeys.title)}
          text={t(confirmKeys.text, {
            name: guestName(pending.reservation) || t('row.noName'),
            time: pending.reservation.reservationTime.slice(0, 5),
            now: hhmm(now),
            graceEnd: hhmm(graceEndsAt(pending.reservation.dateTime, grace, pending.reservation.graceExtendedUntil)),
          })}
          confirm={t(confirmKeys.confirm)}
          warning={early}
          onClose={host.closePending}
          onConfirm={host.confirmPending}
        />
      )}
    </Suspense>
  );
}

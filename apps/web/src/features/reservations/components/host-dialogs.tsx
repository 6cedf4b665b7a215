import { guestName } from '@host/domain/reservations/guest-name';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { useTranslation } from 'react-i18next';
import { SeatChoiceDialog, TableDialog } from '../../floor';
import type { useHostActions } from '../hooks/use-host-actions';
import { BookingDialog } from './booking/booking-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { SeatDialog } from './seat-dialog';
import { WalkInDialog } from './walk-in-dialog';

/** Whichever dialog the host's last action opened: a booking, a walk-in, or the question pending. */
export function HostDialogs({
  host,
  outletId,
  brandId,
  shownDate,
  countryPrefix,
  now,
  isToday,
}: {
  host: ReturnType<typeof useHostActions>;
  outletId: string;
  brandId: string | undefined;
  shownDate: string;
  countryPrefix: string;
  now: Date;
  isToday: boolean;
}) {
  const { t } = useTranslation('reservations');
  const { editor, pending } = host;
  const cancelling = pending?.kind === 'confirm' && pending.status === RESERVATION_STATUS.CANCELLED;
  return (
    <>
      {editor?.kind === 'booking' && (
        <BookingDialog open onClose={host.closeEditor} outletId={outletId} brandId={brandId} defaultDate={shownDate} countryPrefix={countryPrefix} reservation={editor.reservation} />
      )}
      {editor?.kind === 'walkIn' && <WalkInDialog open onClose={host.closeEditor} outletId={outletId} initialTableIds={editor.tableIds} />}
      {(pending?.kind === 'seat' || pending?.kind === 'move') && (
        <SeatDialog reservation={pending.reservation} outletId={outletId} mode={pending.kind} onClose={host.closePending} onSeat={host.seatPending} />
      )}
      {pending?.kind === 'table' && <TableDialog table={pending.table} spot={pending.spot} now={now} isToday={isToday} onAction={host.onTableAction} onClose={host.closeTable} />}
      {pending?.kind === 'choice' && <SeatChoiceDialog choice={pending.choice} onClose={host.closePending} onSeat={host.seatPending} />}
      {pending?.kind === 'confirm' && (
        <ConfirmDialog
          title={t(cancelling ? 'confirm.cancelTitle' : 'confirm.noShowTitle')}
          text={t(cancelling ? 'confirm.cancelText' : 'confirm.noShowText', {
            name: guestName(pending.reservation),
            time: pending.reservation.reservationTime.slice(0, 5),
          })}
          confirm={t(cancelling ? 'confirm.cancel' : 'confirm.noShow')}
          onClose={host.closePending}
          onConfirm={host.confirmPending}
        />
      )}
    </>
  );
}

import { guestName } from '@host/domain/reservations/guest-name';
import type { Reservation } from '@host/domain/reservations/reservation';
import { localTimeOf } from '@host/domain/time';
import { enqueueSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCannotWrite } from '../../../lib/connection';
import { useOutletProfile } from '../../../state/outlet-profile';
import { useExtendGrace } from '../api/reservations';

/**
 * Holding a LATE party's table longer (issue 33), from the row's menu, the floor and the dialogs
 * alike: the booking waits again until the hold ends, and the toast names that time. It needs the
 * server (the clock there turns it LATE again), so offline it says so and changes nothing.
 * Resolves to the booking as the server now has it, or undefined when nothing was held.
 */
export function useHoldLonger(outletId: string) {
  const { t } = useTranslation(['reservations', 'offline']);
  const extend = useExtendGrace(outletId);
  const cannotWrite = useCannotWrite();
  const timeZone = useOutletProfile(outletId).data?.timezone ?? 'Asia/Singapore';
  return useCallback(
    async (reservation: Reservation, minutes: number): Promise<Reservation | undefined> => {
      if (cannotWrite) {
        enqueueSnackbar(t('offline:needsConnection.booking'), { variant: 'warning', preventDuplicate: true });
        return undefined;
      }
      const held = await extend.mutateAsync({ id: reservation.id, minutes }).catch(() => undefined);
      if (!held?.graceExtendedUntil) return held;
      const until = localTimeOf(new Date(held.graceExtendedUntil), timeZone).slice(0, 5);
      enqueueSnackbar(t('grace.held', { name: guestName(held) || t('row.walkIn'), time: until }), { variant: 'success' });
      return held;
    },
    [cannotWrite, extend, t, timeZone],
  );
}

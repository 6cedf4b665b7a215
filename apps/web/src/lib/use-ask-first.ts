import type { AffectedReservation } from '@host/domain/floor/affected';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './http';
import { translateError } from './server-messages';

/** The bookings a change would touch (409 AFFECTED_RESERVATIONS), or null for any other error. */
export function affectedOf(error: unknown): AffectedReservation[] | null {
  if (error instanceof ApiError && error.code === 'AFFECTED_RESERVATIONS')
    return (error.details as { reservations: AffectedReservation[] }).reservations;
  return null;
}

/** A change waiting for the host's yes after the bookings it touches were listed. */
export type Asking = { reservations: AffectedReservation[]; run: (confirm: boolean) => Promise<unknown>; done: string } | null;

/**
 * Runs a settings change (floor or schedules); the bookings it would touch are listed first (409
 * AFFECTED_RESERVATIONS), and it runs again confirmed if the host agrees. `done` is the success
 * message, already in the user's language; other errors show as the server wrote them.
 */
export function useAskFirst(onDone: () => void) {
  const { t } = useTranslation('floor');
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const attempt = async (run: (confirm: boolean) => Promise<unknown>, done: string, confirm = false) => {
    setBusy(true);
    try {
      await run(confirm);
      enqueueSnackbar(done, { variant: 'success' });
      setAsking(null);
      onDone();
    } catch (error) {
      const affected = affectedOf(error);
      if (affected) setAsking({ reservations: affected, run, done });
      else enqueueSnackbar(translateError(error, t('failed')), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { asking, setAsking, busy, attempt };
}

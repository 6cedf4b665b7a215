// @vitest-environment happy-dom
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { act, renderHook, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reportDown, reportUp } from '../../../lib/connection';
import { clearOfflineData } from '../../../lib/offline-data';
import { aBooking, aTable, anArea, heldTable, NOW, TONIGHT } from '../../../testing/fixtures';
import { englishI18n, providers, testQueryClient } from '../../../testing/render';
import { useQueuedChanges } from '../../offline';
import { reservationKeys } from '../api/reservations';
import { useHostActions } from './use-host-actions';

/*
 * The host's actions on the book (issue 29, point 10): what a tap on a row does, against tonight's
 * book as the server answered it. Every status change is kept on the device first and sent from
 * there (the offline queue, tested on its own in features/offline): what a tap does is what it queues.
 */
const OUTLET = 'outlet-1';
const T1 = aTable({ id: 't1', name: 'T1' });
const T2 = aTable({ id: 't2', name: 'T2' });
const area = anArea([T1, T2]);

let language: i18n;
beforeAll(async () => {
  language = await englishI18n();
});

beforeEach(() => clearOfflineData());
afterEach(() => reportUp('browser'));

/** The hook over tonight's book holding `bookings`. */
function hostActions(bookings: ReturnType<typeof aBooking>[]) {
  const client = testQueryClient();
  client.setQueryData(reservationKeys.day(OUTLET, undefined), { date: TONIGHT, today: TONIGHT, now: NOW, reservations: bookings });
  const rendered = renderHook(
    () => ({ actions: useHostActions({ outletId: OUTLET, areas: [area], combinations: [] }), waiting: useQueuedChanges() }),
    { wrapper: providers(client, language) },
  );
  return {
    result: {
      get current() {
        return rendered.result.current.actions;
      },
    },
    /** The status changes waiting to send, as the rows' marks read them: booking, status, the tables picked (if any). */
    queued: () => rendered.result.current.waiting.map((c) => [c.reservationId, c.status, c.tableIds]),
  };
}

describe("a row's Seat", () => {
  it('seats a party at its own free table at once: the change goes to be sent, nothing asked', () => {
    const mei = aBooking({ id: 'mei', tables: [heldTable(T1)] });
    const { result, queued } = hostActions([mei]);
    act(() => result.current.rowHandlers.onAction(mei, 'SEAT'));
    expect(result.current.pending).toBeNull();
    expect(queued()).toEqual([['mei', RESERVATION_STATUS.SEATED, undefined]]);
  });

  it('opens the seat chooser when its table is taken by a party already seated there, and sends nothing', () => {
    const mei = aBooking({ id: 'mei', tables: [heldTable(T1)] });
    const seated = aBooking({ id: 'ali', displayStatus: 'SEATED', reservationTime: '19:00:00', tables: [heldTable(T1)] });
    const { result, queued } = hostActions([mei, seated]);
    act(() => result.current.rowHandlers.onAction(mei, 'SEAT'));
    expect(result.current.pending).toEqual({ kind: 'seat', reservation: mei });
    expect(queued()).toEqual([]);
  });

  it('opens the seat chooser for a party with no table', () => {
    const walkUp = aBooking({ id: 'lim', tables: [] });
    const { result, queued } = hostActions([walkUp]);
    act(() => result.current.rowHandlers.onAction(walkUp, 'SEAT'));
    expect(result.current.pending).toEqual({ kind: 'seat', reservation: walkUp });
    expect(queued()).toEqual([]);
  });

  it('seats the party at the tables picked in the chooser', () => {
    const walkUp = aBooking({ id: 'lim', tables: [] });
    const { result, queued } = hostActions([walkUp]);
    act(() => result.current.rowHandlers.onAction(walkUp, 'SEAT'));
    act(() => result.current.seatPending(['t2'], false));
    expect(result.current.pending).toBeNull();
    expect(queued()).toEqual([['lim', RESERVATION_STATUS.SEATED, ['t2']]]);
  });
});

describe("a row's other actions", () => {
  it.each([
    ['CANCEL', RESERVATION_STATUS.CANCELLED],
    ['MARK_NOSHOW', RESERVATION_STATUS.NO_SHOW],
  ] as const)('%s asks first, and goes to be sent only once the host says yes', (action, status) => {
    const mei = aBooking({ id: 'mei', displayStatus: 'LATE', tables: [heldTable(T1)] });
    const { result, queued } = hostActions([mei]);
    act(() => result.current.rowHandlers.onAction(mei, action));
    expect(result.current.pending).toEqual({ kind: 'confirm', reservation: mei, status });
    expect(queued()).toEqual([]);
    act(() => result.current.confirmPending());
    expect(queued()).toEqual([['mei', status, undefined]]);
  });

  it('Confirm goes to be sent at once; Edit opens the booking dialog, but not on a booking whose change has not gone yet', async () => {
    const mei = aBooking({ id: 'mei' });
    const ali = aBooking({ id: 'ali', customerFirstName: 'Ali' });
    const { result, queued } = hostActions([mei, ali]);
    act(() => result.current.rowHandlers.onAction(mei, 'CONFIRM'));
    expect(queued()).toEqual([['mei', RESERVATION_STATUS.CONFIRMED, undefined]]);
    // An edit saved before the confirm reaches the server would be made on top of a status the server does not have yet.
    act(() => result.current.rowHandlers.onAction(mei, 'EDIT'));
    expect(result.current.editor).toBeNull();
    expect(await screen.findByText(language.t('offline:waitsToSend'))).toBeTruthy();
    act(() => result.current.rowHandlers.onAction(ali, 'EDIT'));
    expect(result.current.editor).toEqual({ kind: 'booking', reservation: ali, guest: undefined });
  });

  it('with no connection, Edit and New booking say they need one and open nothing; a Confirm still waits to send', async () => {
    const mei = aBooking({ id: 'mei' });
    const { result, queued } = hostActions([mei]);
    act(() => reportDown('browser'));
    act(() => result.current.rowHandlers.onEdit(mei));
    act(() => result.current.openWalkIn());
    expect(result.current.editor).toBeNull();
    expect(await screen.findByText('Needs a connection: new bookings, walk-ins and edits wait until Host is back online.')).toBeTruthy();
    act(() => result.current.rowHandlers.onAction(mei, 'CONFIRM'));
    expect(queued()).toEqual([['mei', RESERVATION_STATUS.CONFIRMED, undefined]]);
  });
});

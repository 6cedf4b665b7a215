import { dropOnTable } from '@host/domain/floor/drop';
import type { TableOnFloor } from '@host/domain/floor/floor-state';
import { canTake, tableAvailability } from '@host/domain/floor/table-availability';
import { isSeatedFamily } from '@host/domain/reservations/display-status';
import { guestName } from '@host/domain/reservations/guest-name';
import type { Reservation } from '@host/domain/reservations/reservation';
import { ROW_ACTION_STATUS, asksFirst, type RowAction } from '@host/domain/reservations/row-actions';
import { RESERVATION_STATUS, TABLE_STATUS } from '@host/domain/statuses';
import type { AreaWithTables, Combination, Table } from '@host/domain/tables';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCannotWrite } from '../../../lib/connection';
import { notifyError } from '../../../lib/notify';
import { enqueue, useQueuedChanges } from '../../offline';
import type { FloorDrop, SeatChoice, TableAction } from '../../floor';
import { useServerNow } from '../../../lib/use-server-now';
import { useDay, useMoveReservation, useSetTableStatus } from '../api/reservations';
import { useHoldLonger } from './use-hold-longer';
import type { RowHandlers } from '../components/reservation-row';

/** A guest a new booking starts with (Book from a guest's profile). */
export interface BookingGuest {
  /** the guest-book guest, when the host came from their profile */
  customerId?: string | null;
  phone: string | null;
  firstName: string;
  lastName: string;
}
/** The booking or walk-in dialog, while open. */
export type Editor = { kind: 'booking'; reservation?: Reservation; guest?: BookingGuest } | { kind: 'walkIn'; tableIds: string[] } | null;

/**
 * The one question the page is asking the host, if any: confirm a cancel or no-show, pick tables
 * to seat or move a party, a table's card, or how to seat a party dropped on a table too small.
 */
export type Pending =
  | { kind: 'confirm'; reservation: Reservation; status: number }
  | { kind: 'seat'; reservation: Reservation }
  | { kind: 'move'; reservation: Reservation }
  | { kind: 'table'; table: Table; spot: TableOnFloor<Reservation> }
  | { kind: 'choice'; reservation: Reservation; choice: SeatChoice }
  | null;

/**
 * Everything a host does to the book from the list and the floor: status moves (asking first where
 * docs/ui.md says so), seating and moving parties, table statuses, and which dialog is open meanwhile.
 */
export function useHostActions({
  outletId,
  areas,
  combinations,
}: {
  outletId: string;
  areas: AreaWithTables[] | undefined;
  combinations: Combination[] | undefined;
}) {
  const { t } = useTranslation(['reservations', 'floor', 'offline']);
  // Every status change is kept on the device before it is sent (issue 28): a tap online is sent at
  // once; one that gets no answer, or one made offline (issue 17), waits with the version the host
  // saw and goes when the server answers again. Nothing a host taps is lost to an outage or a
  // reload. Other writes wait for the connection.
  const cannotWrite = useCannotWrite();
  const setTableStatus = useSetTableStatus(outletId);
  const moveReservation = useMoveReservation(outletId);
  const holdLonger = useHoldLonger(outletId);
  const [editor, setEditor] = useState<Editor>(null);
  const [pending, setPending] = useState<Pending>(null);
  // Tonight's book and the server's clock: whether a party's own table is free to sit at right now.
  const tonight = useDay(outletId).data;
  const now = useServerNow(tonight?.now);

  const needsConnection = useCallback(
    (what: 'booking' | 'tables') => enqueueSnackbar(t(`offline:needsConnection.${what}`), { variant: 'warning', preventDuplicate: true }),
    [t],
  );
  // A booking whose status change is not on the server yet takes no other write meanwhile: a move, the
  // bill or an edit would reach the server before the change it was made on top of (issue 28).
  const queued = useQueuedChanges();
  const stillSending = useCallback(
    (r: Reservation) => {
      if (!queued.some((c) => c.reservationId === r.id)) return false;
      enqueueSnackbar(t('offline:waitsToSend'), { variant: 'info', preventDuplicate: true });
      return true;
    },
    [queued, t],
  );
  const sendStatus = useCallback(
    (r: Reservation, status: number, seat: { tableIds?: string[]; allowOverCapacity?: boolean } = {}) =>
      enqueue({
        outletId,
        reservationId: r.id,
        guest: guestName(r) || t('row.walkIn'),
        from: r.displayStatus,
        status,
        version: r.version,
        immediate: !cannotWrite,
        ...seat,
      }),
    [cannotWrite, outletId, t],
  );
  const openBooking = useCallback(
    (reservation?: Reservation, guest?: BookingGuest) => {
      if (cannotWrite) return needsConnection('booking');
      if (reservation && stillSending(reservation)) return;
      setEditor({ kind: 'booking', reservation, guest });
    },
    [cannotWrite, needsConnection, stillSending],
  );
  const openWalkIn = useCallback(
    (tableIds: string[] = []) => (cannotWrite ? needsConnection('booking') : setEditor({ kind: 'walkIn', tableIds })),
    [cannotWrite, needsConnection],
  );

  /** Seats a waiting party, or moves a seated one, at tables (after the host agreed to any squeeze). */
  const seatAt = useCallback(
    (r: Reservation, tableIds: string[], allowOverCapacity: boolean) => {
      if (!isSeatedFamily(r.displayStatus)) sendStatus(r, RESERVATION_STATUS.SEATED, { tableIds, allowOverCapacity });
      else if (cannotWrite) needsConnection('tables');
      else if (!stillSending(r)) moveReservation.mutate({ id: r.id, tableIds, allowOverCapacity });
    },
    [sendStatus, moveReservation, cannotWrite, needsConnection, stillSending],
  );

  const onFloorDrop = useCallback(
    (drop: FloorDrop) => {
      if (drop.kind === 'walkIn') return openWalkIn([drop.table.id]);
      const r = drop.reservation;
      const outcome = dropOnTable({ party: r, table: drop.table, floor: drop.floor, combinations: combinations ?? [] });
      if (outcome.kind === 'occupied') return notifyError(t('floor:occupied', { table: drop.table.name }));
      if (outcome.kind === 'seat') return seatAt(r, outcome.tableIds, false);
      const tableNames = new Map((areas ?? []).flatMap((a) => a.tables).map((tb) => [tb.id, tb.name]));
      setPending({
        kind: 'choice',
        reservation: r,
        choice: { guest: guestName(r) || t('row.walkIn'), pax: r.pax, table: drop.table, combinations: outcome.combinations, tableNames },
      });
    },
    [seatAt, openWalkIn, combinations, areas, t],
  );

  const onTableAction = useCallback(
    (action: TableAction) => {
      if (action.kind === 'walkIn' && pending?.kind === 'table') openWalkIn([pending.table.id]);
      else if (action.kind === 'move') setPending({ kind: 'move', reservation: action.reservation });
      else if (action.kind === 'tableStatus' && cannotWrite) needsConnection('tables');
      else if (action.kind === 'tableStatus') setTableStatus.mutate({ tables: action.tables, status: action.status });
      else if (action.kind === 'status') sendStatus(action.reservation, action.status);
      else if (action.kind === 'hold' && !stillSending(action.reservation)) void holdLonger(action.reservation, action.minutes);
    },
    [pending, openWalkIn, setTableStatus, sendStatus, cannotWrite, needsConnection, holdLonger, stillSending],
  );

  /** A party's assigned tables someone else holds now (seated there, or booked over the stay). */
  const tablesTakenFor = useCallback(
    (r: Reservation) => {
      const stay = { startsAt: now.getTime(), endsAt: now.getTime() + r.diningInterval * 1000, reservationId: r.id };
      const tables = (areas ?? []).flatMap((a) => a.tables).filter((tb) => r.tables.some((own) => own.id === tb.id));
      const availability = tableAvailability(tables, tonight?.reservations ?? [], stay);
      return tables.filter((tb) => !canTake(availability.get(tb.id)!));
    },
    [areas, tonight, now],
  );

  const act = useCallback(
    (r: Reservation, status: number) => {
      // One-tap Seat with no table, or at a table someone else holds: the chooser, best free first (issue 19).
      if (status === RESERVATION_STATUS.SEATED && (r.tables.length === 0 || tablesTakenFor(r).length > 0))
        return setPending({ kind: 'seat', reservation: r });
      if (asksFirst(status)) return setPending({ kind: 'confirm', reservation: r, status });
      sendStatus(r, status);
    },
    [sendStatus, tablesTakenFor],
  );
  const rowHandlers = useMemo<RowHandlers>(
    () => ({
      onAction: (r: Reservation, action: RowAction) => (action === 'EDIT' ? openBooking(r) : act(r, ROW_ACTION_STATUS[action]!)),
      onStatus: (r, status) =>
        status !== 'BILL'
          ? act(r, status)
          : cannotWrite
            ? needsConnection('tables')
            : stillSending(r)
              ? undefined
              : setTableStatus.mutate({ tables: r.tables, status: TABLE_STATUS.BILL_REQUESTED }),
      onEdit: openBooking,
      onHold: (r, minutes) => void (stillSending(r) || holdLonger(r, minutes)),
    }),
    [act, openBooking, setTableStatus, cannotWrite, needsConnection, stillSending, holdLonger],
  );

  return {
    editor,
    openBooking,
    openWalkIn,
    closeEditor: () => setEditor(null),
    pending,
    openTable: (table: Table, spot: TableOnFloor<Reservation>) => setPending({ kind: 'table', table, spot }),
    openSeat: (reservation: Reservation) => setPending({ kind: 'seat', reservation }),
    closePending: () => setPending(null),
    /** A table's card closes itself after an action; an action that asks next (move) stays open. */
    closeTable: () => setPending((p) => (p?.kind === 'table' ? null : p)),
    /** The pending party sits at (or moves to) the tables the host picked. */
    seatPending: (tableIds: string[], allowOverCapacity: boolean) => {
      if (pending && 'reservation' in pending) seatAt(pending.reservation, tableIds, allowOverCapacity);
      setPending(null);
    },
    /** The host said yes to the cancel or no-show asked about. */
    confirmPending: () => {
      if (pending?.kind === 'confirm') sendStatus(pending.reservation, pending.status);
      setPending(null);
    },
    onFloorDrop,
    onTableAction,
    rowHandlers,
  };
}

import type { Reservation } from '@host/domain/reservations/reservation';

/** What is being dragged on the floor: a booking or a seated party, or a new walk-in. */
export type DragData = { kind: 'reservation'; reservation: Reservation } | { kind: 'walkIn' };

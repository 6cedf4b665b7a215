import type { Reservation } from '@host/domain/reservations/reservation';
import { phoneForDisplay } from '@host/domain/phone';
import type { createReservationInputSchema } from '@host/domain/reservations/schemas';
import type { z } from 'zod';

export type BookingFormValues = z.input<typeof createReservationInputSchema>;

export interface BookingFormOptions {
  onClose: () => void;
  outletId: string;
  brandId: string | undefined;
  defaultDate: string;
  countryPrefix: string;
  /** Editing this reservation; creating when absent. */
  reservation?: Reservation;
  /** A new booking for this guest (Book from the guest book). */
  guest?: { customerId?: string | null; phone: string | null; firstName: string; lastName: string };
}

/** What a stale edit shows: the fields someone else changed, as they are now. */
const COMPARED_FIELDS: Array<keyof Reservation> = [
  'reservationDate',
  'reservationTime',
  'numberOfAdults',
  'numberOfChildren',
  'extraAdult',
  'extraChildren',
  'diningInterval',
  'notes',
  'notesDiner',
  'staffNotes',
  'statusName',
  'customerFirstName',
  'customerLastName',
  'customerPhone',
];

/** The form's first values: the booking's own on an edit; on a new one the day, the dialling code and the guest it was opened for. */
export function initialValues(
  r: Reservation | undefined,
  date: string,
  prefix: string,
  guest?: BookingFormOptions['guest'],
): BookingFormValues {
  return {
    reservationDate: r?.reservationDate ?? date,
    reservationTime: r?.reservationTime ?? '19:00:00',
    numberOfAdults: r?.numberOfAdults ?? 2,
    numberOfChildren: r?.numberOfChildren ?? 0,
    extraAdult: r?.extraAdult ?? 0,
    extraChildren: r?.extraChildren ?? 0,
    // An edit shows the booking's own length; a new one leaves it to its service unless the host picks one.
    diningInterval: r?.diningInterval,
    // As people read it ("+65 9017 1543"), not as it is stored (issue 28); saved only when changed.
    customerPhone: r?.customerPhone ? phoneForDisplay(r.customerPhone) : guest?.phone ? phoneForDisplay(guest.phone) : `${prefix} `,
    customerFirstName: r?.customerFirstName ?? guest?.firstName ?? '',
    customerLastName: r?.customerLastName ?? guest?.lastName ?? '',
    ...(!r && guest?.customerId ? { customerId: guest.customerId } : {}),
    tableIds: r?.tables.map((t) => t.id) ?? [],
    occasions: r?.occasions ?? [],
    notes: r?.notes ?? '',
    notesDiner: r?.notesDiner ?? '',
    staffNotes: r?.staffNotes ?? '',
    tagIds: r?.tags.map((t) => t.id) ?? [],
    // A new booking takes the outlet's defaults (the server's); an edit shows and changes the booking's own.
    ...(r
      ? {
          allowSmsNotify: r.allowSmsNotify,
          allowEmailNotify: r.allowEmailNotify,
          allowAutomatedCallNotify: r.allowAutomatedCallNotify,
          allowConfirmationNotify: r.allowConfirmationNotify,
          allowReminderNotify: r.allowReminderNotify,
        }
      : {}),
  };
}

/** The fields someone else changed since the form was opened, each as it is now (the phone as people read it). */
export function changedMeanwhile(base: Reservation, current: Reservation): Array<{ field: keyof Reservation; now: string }> {
  return COMPARED_FIELDS.filter((f) => JSON.stringify(current[f]) !== JSON.stringify(base[f])).map((field) => ({
    field,
    now: field === 'customerPhone' ? phoneForDisplay(current.customerPhone) || '—' : String(current[field] ?? '—'),
  }));
}

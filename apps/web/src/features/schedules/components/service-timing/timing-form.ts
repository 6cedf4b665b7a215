import type { INTERVALS, ServiceTimingInput, serviceTimingInputSchema } from '@host/domain/availability/schedules';
import type { OutletProfile } from '@host/domain/outlets';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { ServiceTiming } from '../../api/schedules';

export type TimingFormInput = z.input<typeof serviceTimingInputSchema>;

/** What each section of the service form works with. */
export interface TimingSectionProps {
  control: Control<TimingFormInput, unknown, ServiceTimingInput>;
  register: UseFormRegister<TimingFormInput>;
  errors: FieldErrors<TimingFormInput>;
}

/** As many fields a row as fit whole labels (Malay's are long). */
export const fieldGrid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))' } as const;

/** A new service starts from the outlet's booking rules (/settings/booking-management), or ours when they failed to load. */
export function freshTiming(rules: OutletProfile | undefined, special: boolean | undefined): TimingFormInput {
  return {
    name: '',
    isRecurring: !special,
    days: special ? [] : [1, 2, 3, 4, 5],
    specificDates: [],
    dailyStartTime: '18:00',
    dailyEndTime: '22:00',
    endsNextDay: false,
    diningInterval: rules?.reservationDiningInterval ?? 5400,
    intervalTime: (rules?.reservationIntervalTime ?? 900) as (typeof INTERVALS)[number],
    timeSlots: [],
    leadTime: rules?.reservationLeadTime ?? 3600,
    gracePeriod: rules?.reservationGracePeriod ?? 900,
    bookingOnline: true,
    isClosed: false,
    maxGuest: null,
    maxReservation: null,
    minPartySize: rules?.minPartySize ?? 1,
    maxPartySize: rules?.maxPartySize ?? 10,
    ticketId: null,
    showArea: false,
    isAllArea: true,
    areaIds: [],
    customPolicies: [],
  };
}

/**
 * A saved service read back into the form, its times as HH:mm. The server stored what these input
 * rules let through, so its interval and units are the input's narrower types.
 */
export function formValuesOf(timing: ServiceTiming): TimingFormInput {
  return {
    ...timing,
    dailyStartTime: timing.dailyStartTime.slice(0, 5),
    dailyEndTime: timing.dailyEndTime.slice(0, 5),
    intervalTime: timing.intervalTime as TimingFormInput['intervalTime'],
    minBookingTimeUnit: timing.minBookingTimeUnit as TimingFormInput['minBookingTimeUnit'],
    maxBookingTimeUnit: timing.maxBookingTimeUnit as TimingFormInput['maxBookingTimeUnit'],
  };
}

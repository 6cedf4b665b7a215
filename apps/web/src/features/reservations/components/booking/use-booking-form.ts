import { useBrandTags } from '../../../../state/brand-tags';
import { zodResolver } from '../../../../lib/zod-resolver';
import { fieldStates, type EditableField } from '@host/domain/reservations/editable';
import type { CustomerMatch } from '@host/domain/customers';
import { guestName } from '@host/domain/reservations/guest-name';
import { sameDayRule } from '@host/domain/reservations/same-day';
import type { Reservation, Warning } from '@host/domain/reservations/reservation';
import { normalisePhone, phoneForDisplay } from '@host/domain/phone';
import { bookingTimes, countryOfPrefix, HOST_BOOKING_TIMES, openingTime } from '@host/domain/reservations/booking-options';
import { bookingFormSchema, type CreateReservationInput, type UpdateReservationInput } from '@host/domain/reservations/schemas';
import { enqueueSnackbar } from 'notistack';
import { announceCreated } from './pay-link-toast';
import { changedMeanwhile, initialValues, type BookingFormOptions, type BookingFormValues } from './booking-form-values';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parseISO } from 'date-fns';
import { useFormat } from '../../../../i18n/format';
import { ApiError } from '../../../../lib/http';
import { translateError, translateFieldMessage } from '../../../../lib/server-messages';
import {
  useAreas,
  useAvailability,
  useCreateReservation,
  useCustomerLookup,
  useTableSuggestions,
  useUpdateReservation,
} from '../../api/reservations';

export type { BookingFormOptions, BookingFormValues } from './booking-form-values';

/**
 * The booking form: the fields the rules leave editable, each time's availability as the host picks
 * it (a refused time needs a reason), the guest found by phone, and saving (only what changed, on an
 * edit) with a stale version or a refused time shown in the dialog.
 */
export function useBookingForm({ onClose, outletId, brandId, defaultDate, countryPrefix, reservation, guest }: BookingFormOptions) {
  const { t } = useTranslation('reservations');
  const fmt = useFormat();
  const isEdit = Boolean(reservation);
  const [base, setBase] = useState(reservation);
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState<{ current: Reservation; changes: string[] } | null>(null);
  const idempotencyKey = useRef(crypto.randomUUID());
  const create = useCreateReservation(outletId);
  const update = useUpdateReservation(outletId);
  const areas = useAreas(outletId).data ?? [];
  const tags = useBrandTags(brandId).data ?? [];

  const country = countryOfPrefix(countryPrefix);
  const schema = useMemo(() => bookingFormSchema(country), [country]);
  const { control, register, handleSubmit, watch, setValue, getValues, formState } = useForm<BookingFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initialValues(reservation, defaultDate, countryPrefix, guest),
  });
  // Opened before the day's book had loaded: take the day once it is known, unless one was typed.
  useEffect(() => {
    if (!isEdit && defaultDate && !getValues('reservationDate'))
      setValue('reservationDate', defaultDate, { shouldValidate: formState.isSubmitted });
  }, [defaultDate, isEdit, getValues, setValue, formState.isSubmitted]);
  // Read during render: react-hook-form only tracks dirty fields that the component subscribes to.
  const { dirtyFields } = formState;
  const phone = watch('customerPhone');
  const date = watch('reservationDate');
  // A whole number only: a half-typed one would match guests by its last digits.
  const isWholePhone = Boolean(phone && normalisePhone(phone, country));
  const lookup = useCustomerLookup(brandId, { phone: isEdit ? '' : (phone ?? '') }, { outletId, date });
  const match = lookup.isPlaceholderData ? undefined : lookup.data?.[0];
  /**
   * docs/rules.md section 8's double booking, asked before saving (issue 19): the guest's other bookings that day at the brand's outlets.
   */
  const bookingsThatDay =
    isEdit || !isWholePhone || lookup.isPlaceholderData
      ? []
      : (lookup.data ?? []).flatMap((c) =>
          c.bookingsThatDay.map((b) => ({ ...b, name: guestName({ customerFirstName: c.firstName, customerLastName: c.lastName }) })),
        );
  // The brand takes one booking per guest per day: the server will refuse it, so the phone field says so now.
  const { refusedBy: refusedDay, warnings: sameDayBookings } = sameDayRule(match?.oneBookingPerDay ?? false, bookingsThatDay);
  const sameDayRefusal = refusedDay
    ? t('serverMessages.sameDayBookingRefused', {
        ns: 'common',
        outletName: refusedDay.outletName,
        date: fmt.shortDate(parseISO(refusedDay.reservationDate)),
        time: refusedDay.reservationTime.slice(0, 5),
      })
    : undefined;
  /** A known guest picked in the guest picker: their phone and names fill the form. */
  const pickGuest = (guest: CustomerMatch) => {
    if (!isEdit) setValue('customerId', guest.id);
    if (guest.phone) setValue('customerPhone', phoneForDisplay(guest.phone), { shouldDirty: true, shouldValidate: true });
    setValue('customerFirstName', guest.firstName, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setValue('customerLastName', guest.lastName, { shouldDirty: true });
  };
  /** After saving, a double booking the server found, naming each other booking's outlet, day and time. */
  const warningText = (w: Warning) =>
    t(`warnings.${w.code}`, {
      at: w.bookings
        .map((b) =>
          t('warnings.bookingAt', { outlet: b.outletName, when: fmt.dateTime(parseISO(`${b.reservationDate}T${b.reservationTime}`)) }),
        )
        .join('; '),
    });

  const pax = (Number(watch('numberOfAdults')) || 0) + (Number(watch('numberOfChildren')) || 0);
  // The ticket the booking takes (an edit keeps its own): a set menu sold out that day closes every time for it.
  const ticketId = (isEdit ? base?.ticket?.id : watch('ticketId')) || 'none';
  const availability = useAvailability(outletId, date, Math.max(1, pax), { reservationId: base?.id, ticketId });
  const slotAt = useMemo(
    () => new Map((availability.data?.slots ?? []).filter((s) => s.date === date).map((s) => [s.time.slice(0, 5), s])),
    [availability.data, date],
  );
  const isAvailabilityCurrent = Boolean(availability.data) && !availability.isPlaceholderData;
  /** Bookable times first, then the rest with why, the past last. */
  const times = useMemo(
    () =>
      isAvailabilityCurrent
        ? bookingTimes(HOST_BOOKING_TIMES, availability.data!.slots, date)
        : { bookable: [], refused: HOST_BOOKING_TIMES.map((time) => ({ time, reasons: [] })) },
    [isAvailabilityCurrent, availability.data, date],
  );
  // A new booking opens on a time that can be booked, and follows the date and party until the host picks one.
  const timePicked = useRef(false);
  useEffect(() => {
    if (isEdit || timePicked.current || !isAvailabilityCurrent) return;
    const opening = openingTime(times, getValues('reservationTime') ?? '19:00:00');
    if (opening && opening !== getValues('reservationTime')) setValue('reservationTime', opening);
  }, [isEdit, isAvailabilityCurrent, times, getValues, setValue]);
  const pickTime = (time: string) => {
    timePicked.current = true;
    setValue('reservationTime', time, { shouldDirty: true, shouldValidate: true });
  };

  // The best table for the party at that time is chosen for a new booking, until the host picks tables.
  const [tablesPicked, setTablesPicked] = useState(false);
  const suggestions = useTableSuggestions(
    outletId,
    { pax, date, time: watch('reservationTime'), diningInterval: watch('diningInterval') },
    !isEdit,
  );
  useEffect(() => {
    if (isEdit || tablesPicked || !suggestions.data || suggestions.isPlaceholderData) return;
    const best = suggestions.data[0]?.tableIds ?? [];
    if (JSON.stringify(best) !== JSON.stringify(getValues('tableIds') ?? [])) setValue('tableIds', best);
  }, [isEdit, tablesPicked, suggestions.data, suggestions.isPlaceholderData, getValues, setValue]);
  const pickTables = (ids: string[]) => {
    setTablesPicked(true);
    setValue('tableIds', ids, { shouldDirty: true });
  };
  /** Why a time cannot be booked, in the host's words: the server's reasons, or closed outside every service. */
  const whyNot = (time: string): string | null => {
    if (!availability.data || availability.isPlaceholderData) return null;
    const slot = slotAt.get(time.slice(0, 5));
    if (!slot) return t('availability.reasons.CLOSED');
    return slot.available ? null : slot.reasons.map((r) => t(`availability.reasons.${r}`)).join(' · ');
  };
  const chosenTime = watch('reservationTime');
  const timeChanged =
    !base ||
    Boolean(dirtyFields.reservationTime || dirtyFields.reservationDate || dirtyFields.numberOfAdults || dirtyFields.numberOfChildren);
  // A past time is the server's to refuse ('Reservation time must be in the future.'): no override for it.
  const refusedHere =
    timeChanged && chosenTime && !slotAt.get(chosenTime.slice(0, 5))?.reasons.includes('PAST') ? whyNot(chosenTime) : null;
  const [refusedByServer, setRefusedByServer] = useState<string | null>(null);
  const needsReason = refusedHere ?? refusedByServer;

  const locks = useMemo(() => {
    const map = new Map<EditableField, string>();
    if (base) for (const f of fieldStates(base.displayStatus, base.timeState)) if (!f.editable) map.set(f.field, f.reason!);
    return map;
  }, [base]);
  // The dialog says the first reason once, above the form (booking-alerts.tsx); a locked field repeats
  // only a reason of its own (issue 28: a pending booking said the same line under four fields).
  const saidAbove = locks.values().next().value;
  const lock = (field: EditableField) =>
    locks.has(field)
      ? { disabled: true, helper: locks.get(field) === saidAbove ? undefined : t(locks.get(field)!) }
      : { disabled: false, helper: undefined };
  const errorOf = (field: FieldPath<BookingFormValues>) => {
    const message = (formState.errors as Record<string, { message?: string } | undefined>)[field]?.message;
    return translateFieldMessage(message);
  };

  /**
   * Two hosts booking at once are offered the same best table; the second would be told it is taken.
   * A table the host did not pick was only our suggestion: take the next best free one, say which.
   */
  const createWithBestTable = async (input: CreateReservationInput) => {
    try {
      return await create.mutateAsync({ input, idempotencyKey: idempotencyKey.current });
    } catch (error) {
      const suggested = !tablesPicked && (input.tableIds ?? []).length > 0;
      if (!(suggested && error instanceof ApiError && (error.details as { reason?: string } | undefined)?.reason === 'tableTaken'))
        throw error;
      const next = (await suggestions.refetch()).data?.find((s) => JSON.stringify(s.tableIds) !== JSON.stringify(input.tableIds));
      if (!next) throw error;
      setValue('tableIds', next.tableIds);
      idempotencyKey.current = crypto.randomUUID();
      const saved = await create.mutateAsync({ input: { ...input, tableIds: next.tableIds }, idempotencyKey: idempotencyKey.current });
      enqueueSnackbar(t('dialog.suggestedTableTaken', { table: next.name }), { variant: 'info' });
      return saved;
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    if (needsReason && !values.availabilityOverride) return setFailure(t('availability.needReason'));
    try {
      if (!base) {
        const saved = await createWithBestTable(values as CreateReservationInput);
        // A double booking the host was asked about and went on with needs no second warning.
        for (const w of saved.warnings)
          if (!(w.code === 'DOUBLE_BOOKING' && sameDayBookings.length)) enqueueSnackbar(warningText(w), { variant: 'warning' });
        announceCreated(saved, t('dialog.created', { code: saved.code }));
      } else {
        // Only what the host changed (and the rules allow) is sent.
        const dirty = Object.keys(dirtyFields) as Array<keyof UpdateReservationInput>;
        const input = Object.fromEntries(
          dirty.filter((f) => !locks.has(f as EditableField)).map((f) => [f, values[f as keyof BookingFormValues]]),
        ) as UpdateReservationInput;
        const saved = await update.mutateAsync({ id: base.id, version: base.version, input });
        for (const w of saved.warnings) enqueueSnackbar(warningText(w), { variant: 'warning' });
        enqueueSnackbar(t('dialog.saved'), { variant: 'success' });
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && base && (error.details as { current?: Reservation })?.current) {
        const current = (error.details as { current: Reservation }).current;
        setStale({ current, changes: changedMeanwhile(base, current).map(({ field, now }) => `${t(`fields.${field}`)}: ${now}`) });
        return;
      }
      if (error instanceof ApiError && error.code === 'SLOT_UNAVAILABLE') {
        setRefusedByServer((error.details as { reasons: string[] }).reasons.map((r) => t(`availability.reasons.${r}`)).join(' · '));
        return;
      }
      setFailure(translateError(error, t('dialog.failed')));
    }
  });

  return {
    control,
    register,
    watch,
    setValue,
    isEdit,
    base,
    /** The booking as the server has it after a change made beside the form (its payment): later saves carry its version. */
    takeFresh: setBase,
    areas,
    tags,
    match,
    locks,
    lock,
    errorOf,
    whyNot,
    times,
    pickTime,
    pickTables,
    /** the tables shown are the suggestion, not the host's own choice */
    tablesSuggested: !isEdit && !tablesPicked && (watch('tableIds') ?? []).length > 0,
    sameDayBookings,
    sameDayRefusal,
    pickGuest,
    brandId,
    outletId,
    chosenTime,
    needsReason,
    failure,
    stale,
    /** Keep my edit over theirs: save again on top of the version now stored. */
    keepMine: () => {
      if (!stale) return;
      setBase(stale.current);
      setStale(null);
    },
    onSubmit,
    saving: create.isPending || update.isPending,
  };
}

export type BookingForm = ReturnType<typeof useBookingForm>;

import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../../components/number-field';
import type { TimingSectionProps } from './timing-form';

/** A duration stored in seconds, typed in minutes (empty: the outlet's). */
export function MinutesField({
  control,
  name,
  label,
}: Pick<TimingSectionProps, 'control'> & { name: 'diningInterval' | 'leadTime' | 'gracePeriod'; label: string }) {
  const { t } = useTranslation('schedules');
  return <NumberField control={control} name={name} label={label} hint={t('fields.inMinutes')} min={0} perUnit={60} />;
}

export type OptionalNumberName =
  'maxGuest' | 'maxReservation' | 'minPartySize' | 'maxPartySize' | 'maxPaxPerReservation' | 'minBookingTime' | 'maxBookingTime';

/** A limit that may be left empty (no limit). */
export function OptionalNumberField({
  control,
  name,
  label,
}: Pick<TimingSectionProps, 'control'> & { name: OptionalNumberName; label: string }) {
  return <NumberField control={control} name={name} label={label} min={1} />;
}

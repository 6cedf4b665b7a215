import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { MinutesField, OptionalNumberField } from './timing-fields';
import { fieldGrid, type TimingSectionProps } from './timing-form';

/** How long a party stays, how far ahead and how late it may come; covers, bookings and party sizes a service takes. */
export function CapacitySection({ control }: Pick<TimingSectionProps, 'control'>) {
  const { t } = useTranslation('schedules');
  const field = { control };
  return (
    <>
      <Box sx={fieldGrid}>
        <MinutesField {...field} name="diningInterval" label={t('fields.diningInterval')} />
        <MinutesField {...field} name="leadTime" label={t('fields.leadTime')} />
        <MinutesField {...field} name="gracePeriod" label={t('fields.gracePeriod')} />
      </Box>
      <Box sx={fieldGrid}>
        <OptionalNumberField {...field} name="maxGuest" label={t('fields.maxGuest')} />
        <OptionalNumberField {...field} name="maxReservation" label={t('fields.maxReservation')} />
        <OptionalNumberField {...field} name="minPartySize" label={t('fields.minPartySize')} />
        <OptionalNumberField {...field} name="maxPartySize" label={t('fields.maxPartySize')} />
      </Box>
    </>
  );
}

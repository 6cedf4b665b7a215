import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { requestTypesFor, type HAND_REQUEST_TYPES } from '@host/domain/payments/money-rules';
import { useTranslation } from 'react-i18next';

export type HandRequestType = (typeof HAND_REQUEST_TYPES)[number];

/** How the guest is asked to pay (the types the ticket allows) and how long they have (what ends before the booking). */
export function RequestTermsFields(props: {
  ticket: { typePayment: number } | null;
  choices: number[];
  type: HandRequestType;
  minutes: number;
  onType: (type: HandRequestType) => void;
  onMinutes: (minutes: number) => void;
}) {
  const { t } = useTranslation('reservations');
  return (
    <>
      <TextField
        select
        size="small"
        label={t('payment.type')}
        value={props.type}
        onChange={(e) => props.onType(e.target.value as HandRequestType)}
        sx={{ minWidth: 200 }}
      >
        {requestTypesFor(props.ticket).map((option) => (
          <MenuItem key={option} value={option}>
            {t(`payment.types.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('payment.expiry')}
        value={props.minutes}
        onChange={(e) => props.onMinutes(Number(e.target.value))}
        sx={{ minWidth: 160 }}
      >
        {props.choices.map((m) => (
          <MenuItem key={m} value={m}>
            {m < 60 ? t('payment.minutes', { count: m }) : t('payment.hours', { count: m / 60 })}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

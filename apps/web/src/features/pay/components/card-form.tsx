import { zodResolver } from '../../../lib/zod-resolver';
import { cardAttemptSchema, type CardAttempt } from '@host/domain/payments/contract';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../lib/field-message';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format';

/** The card as a guest types it; checked by the same schema the server checks (field errors in the guest's language). */
export function CardForm({
  submitLabel,
  isPending,
  onSubmit,
}: {
  submitLabel: string;
  isPending: boolean;
  onSubmit: (card: CardAttempt) => void;
}) {
  const { t } = useTranslation('pay');
  const { control, handleSubmit } = useForm<CardAttempt>({
    resolver: zodResolver(cardAttemptSchema),
    mode: 'onTouched',
    defaultValues: { name: '', cardNumber: '', expiry: '', cvc: '' },
  });
  const help = (error: { message?: string } | undefined) => ({ error: Boolean(error), helperText: fieldMessage(error) ?? ' ' });

  return (
    <Stack component="form" noValidate spacing={0.5} onSubmit={handleSubmit((values) => onSubmit(values))} aria-label={t('card.title')}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('card.title')}
      </Typography>
      <Controller
        name="name"
        control={control}
        render={({ field, fieldState }) => (
          <TextField {...field} label={t('card.name')} autoComplete="cc-name" fullWidth {...help(fieldState.error)} />
        )}
      />
      <Controller
        name="cardNumber"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            onChange={(e) => field.onChange(formatCardNumber(e.target.value))}
            label={t('card.number')}
            autoComplete="cc-number"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23, spellCheck: false } }}
            {...help(fieldState.error)}
          />
        )}
      />
      <Stack direction="row" spacing={1.5}>
        <Controller
          name="expiry"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(e) => field.onChange(formatExpiry(e.target.value, field.value))}
              label={t('card.expiry')}
              placeholder="MM/YY"
              autoComplete="cc-exp"
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
              {...help(fieldState.error)}
            />
          )}
        />
        <Controller
          name="cvc"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(e) => field.onChange(formatCvc(e.target.value))}
              label={t('card.cvc')}
              autoComplete="cc-csc"
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
              {...help(fieldState.error)}
            />
          )}
        />
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={isPending}
        startIcon={<LockOutlinedIcon />}
        sx={{ minHeight: 52, fontSize: 17 }}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}

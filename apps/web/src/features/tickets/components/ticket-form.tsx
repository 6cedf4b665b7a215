import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LOCALES, type CountryCode } from '@host/domain/locales';
import { REFUND_WINDOW_UNITS } from '@host/domain/payments/money-rules';
import { TICKET_TYPE_PAYMENT } from '@host/domain/statuses';
import { TICKET_TYPE_PAYMENTS, TICKET_TYPE_PRICES, paymentTypesFor, type TicketFormInput } from '@host/domain/tickets';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/number-field';
import { fieldMessage, fieldState } from '../../../lib/field-message';
import { ColourField } from './colour-field';
import type { TicketForm } from './ticket-form-values';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } as const;

/** The add/edit page's fields in three cards: the ticket, its payment, its refund and change rules. */
export function TicketFormFields({ form, country }: { form: TicketForm; country: CountryCode }) {
  const { t } = useTranslation('tickets');
  const {
    control,
    register,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const typePayment = watch('typePayment');
  const paying = typePayment !== TICKET_TYPE_PAYMENT.NO_PAYMENT;
  const offered = paymentTypesFor(country);
  const currency = LOCALES[country].currencyPrefix;
  const optionalNumber = (name: 'maxNumber' | 'refundWindow' | 'editWindow', label: string, hint: string) => (
    <NumberField control={control} name={name} label={label} hint={hint} min={0} />
  );

  return (
    <Stack spacing={2}>
      <Section title={t('form.about')}>
        <TextField
          label={t('form.name')}
          {...register('name')}
          {...fieldState(errors.name, t('form.nameHint'))}
          fullWidth
          autoFocus
          required
        />
        <TextField
          label={t('form.description')}
          {...register('description')}
          {...fieldState(errors.description, t('form.descriptionHint'))}
          fullWidth
          multiline
          minRows={2}
        />
        <Controller control={control} name="color" render={({ field }) => <ColourField value={field.value} onChange={field.onChange} />} />
        <TextField
          label={t('form.image')}
          {...register('image')}
          {...fieldState(errors.image, t('form.imageHint'))}
          fullWidth
          inputMode="url"
        />
      </Section>

      <Section title={t('form.payment')}>
        <Controller
          control={control}
          name="typePayment"
          render={({ field }) => (
            <TextField
              select
              label={t('form.typePayment')}
              value={field.value}
              onChange={(e) => {
                const next = Number(e.target.value) as TicketFormInput['typePayment'];
                field.onChange(next);
                // A ticket without payment has no price; a paying one starts from an empty price to type.
                if (next === TICKET_TYPE_PAYMENT.NO_PAYMENT) {
                  setValue('price', '0.00');
                  setValue('usualPrice', '');
                } else if (form.getValues('price') === '0.00') setValue('price', '');
              }}
              error={!!errors.typePayment}
              helperText={
                fieldMessage(errors.typePayment) ??
                (offered.includes(TICKET_TYPE_PAYMENT.CARD_GUARANTEE) ? t(`paymentHint.${field.value}`) : t('form.noCardGuarantee'))
              }
              fullWidth
            >
              {TICKET_TYPE_PAYMENTS.map((type) => (
                <MenuItem key={type} value={type} disabled={!offered.includes(type)}>
                  <Box>
                    <Typography>{t(`payment.${type}`)}</Typography>
                    {!offered.includes(type) && (
                      <Typography variant="body2" color="text.secondary">
                        {t('form.noCardGuaranteeShort')}
                      </Typography>
                    )}
                  </Box>
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {paying && (
          <>
            <Box sx={grid}>
              <TextField
                label={typePayment === TICKET_TYPE_PAYMENT.CARD_GUARANTEE ? t('form.noShowFee') : t('form.price')}
                {...register('price')}
                {...fieldState(errors.price, t('form.priceHint', { currency }))}
                slotProps={{
                  input: { startAdornment: <InputAdornment position="start">{currency}</InputAdornment> },
                  htmlInput: { inputMode: 'decimal' },
                }}
                fullWidth
                required
              />
              <TextField
                label={t('form.usualPrice')}
                {...register('usualPrice')}
                {...fieldState(errors.usualPrice, t('form.usualPriceHint'))}
                slotProps={{
                  input: { startAdornment: <InputAdornment position="start">{currency}</InputAdornment> },
                  htmlInput: { inputMode: 'decimal' },
                }}
                fullWidth
              />
            </Box>
            <Controller
              control={control}
              name="typePrice"
              render={({ field }) => (
                <Box>
                  <Typography variant="subtitle2" gutterBottom id="ticket-type-price">
                    {t('form.typePrice')}
                  </Typography>
                  <ToggleButtonGroup
                    exclusive
                    color="primary"
                    value={field.value}
                    onChange={(_, v: number | null) => v !== null && field.onChange(v)}
                    aria-labelledby="ticket-type-price"
                  >
                    {TICKET_TYPE_PRICES.map((p) => (
                      <ToggleButton key={p} value={p} sx={{ px: 2.5, minHeight: 44 }}>
                        {t(`per.${p}`)}
                      </ToggleButton>
                    ))}
                  </ToggleButtonGroup>
                </Box>
              )}
            />
            <Controller
              control={control}
              name="collectDeposit"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value ?? false} onChange={(e) => field.onChange(e.target.checked)} />}
                  label={t('form.collectDeposit')}
                />
              )}
            />
          </>
        )}
      </Section>

      <Section title={t('form.rules')}>
        <Box sx={grid}>
          {paying && optionalNumber('refundWindow', t('form.refundWindow'), t('form.refundWindowHint'))}
          {paying && (
            <Controller
              control={control}
              name="refundWindowUnit"
              render={({ field }) => (
                <TextField
                  select
                  label={t('form.refundWindowUnit')}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value || null)}
                  {...fieldState(errors.refundWindowUnit)}
                  fullWidth
                >
                  {REFUND_WINDOW_UNITS.map((u) => (
                    <MenuItem key={u} value={u}>
                      {t(`units.${u}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          {optionalNumber('editWindow', t('form.editWindow'), t('form.editWindowHint'))}
          {optionalNumber('maxNumber', t('form.maxNumber'), t('form.maxNumberHint'))}
        </Box>
        <Controller
          control={control}
          name="isEnableSelfEdit"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value ?? false} onChange={(e) => field.onChange(e.target.checked)} />}
              label={t('form.isEnableSelfEdit')}
            />
          )}
        />
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Card>
  );
}

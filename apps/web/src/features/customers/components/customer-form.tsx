import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Tag } from '@host/domain/brand-tags';
import { CUSTOMER_LANGUAGES, GENDERS } from '@host/domain/customers';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-time-inputs';
import { fieldMessage } from '../../../lib/field-message';
import type { CustomerFormValues, FormField } from './customer-form-values';
import { DietaryChecks } from './dietary-fields';
import { useCountryName } from './guest-bits';

const COUNTRIES = ['SG', 'MY', 'HK', 'TW'];

/** Every field of the guest book a host can know, in four groups; errors at the field, in the host's language. */
export function CustomerFormFields({
  form,
  tags,
  phoneHint,
  serverErrors,
  onEdited,
  contactNotice,
}: {
  form: UseFormReturn<CustomerFormValues>;
  tags: Tag[];
  /** what a phone without a country code is read as, e.g. "+65" */
  phoneHint: string;
  /** what the server refused, already in the host's words, by field */
  serverErrors: Partial<Record<FormField, ReactNode>>;
  /** a field the server refused was changed: its message goes */
  onEdited: (field: FormField) => void;
  /** said under the phone and email as they are typed (a guest who may already be in the book) */
  contactNotice?: ReactNode;
}) {
  const { t } = useTranslation('customers');
  const { register, control, formState } = form;
  const countryName = useCountryName();
  const errorOf = (field: FormField) => serverErrors[field] ?? fieldMessage(formState.errors[field] as { message?: string } | undefined);
  /** Marketing consent is stored as 0/1, as the guest book has always kept it. */
  const marketing = (name: 'canSendSmsMarketing' | 'canSendEmailMarketing', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field: f }) => (
        <FormControlLabel
          control={
            <Switch checked={f.value === 1} onChange={(e) => f.onChange(e.target.checked ? 1 : 0)} slotProps={{ input: { ref: f.ref } }} />
          }
          label={label}
        />
      )}
    />
  );
  const text = (
    field: FormField,
    extra: {
      required?: boolean;
      multiline?: boolean;
      type?: string;
      helper?: string;
      autoComplete?: string;
      inputMode?: 'tel' | 'email';
    } = {},
  ) => {
    const error = errorOf(field);
    const { onChange, ...rest } = register(field);
    return (
      <TextField
        {...rest}
        onChange={(e) => {
          onEdited(field);
          return onChange(e);
        }}
        id={`customer-${field}`}
        label={t(`fields.${field}`)}
        required={extra.required}
        multiline={extra.multiline}
        minRows={extra.multiline ? 2 : undefined}
        type={extra.type}
        error={Boolean(error)}
        helperText={error ?? extra.helper}
        fullWidth
        slotProps={{ htmlInput: { autoComplete: extra.autoComplete ?? 'off', inputMode: extra.inputMode } }}
      />
    );
  };
  const select = (field: 'gender' | 'language' | 'countryCode', options: Array<{ value: string; label: string }>) => (
    <Controller
      control={control}
      name={field}
      render={({ field: f }) => (
        <TextField
          select
          id={`customer-${field}`}
          label={t(`fields.${field}`)}
          value={f.value === null || f.value === undefined ? '' : String(f.value)}
          onChange={(e) => {
            onEdited(field);
            f.onChange(field === 'gender' ? Number(e.target.value) : e.target.value === '' ? null : e.target.value);
          }}
          onBlur={f.onBlur}
          inputRef={f.ref}
          error={Boolean(errorOf(field))}
          helperText={errorOf(field)}
          fullWidth
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const current = form.watch('countryCode');
  const countries = current && !COUNTRIES.includes(current) ? [...COUNTRIES, current] : COUNTRIES;

  return (
    <Stack spacing={2}>
      <Group title={t('form.guest')}>
        {text('salutation', { autoComplete: 'honorific-prefix' })}
        <Box />
        {text('firstName', { required: true })}
        {text('lastName')}
        {select(
          'gender',
          Object.values(GENDERS).map((g) => ({ value: String(g), label: t(`genders.${g}`) })),
        )}
        {select('language', [
          { value: '', label: t('form.none') },
          ...CUSTOMER_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) })),
        ])}
        <Controller
          control={control}
          name="birthday"
          render={({ field: f }) => (
            <DateInput
              label={t('fields.birthday')}
              name={f.name}
              ref={f.ref}
              value={f.value}
              onChange={(v) => {
                onEdited('birthday');
                f.onChange(v === '' ? null : v);
              }}
              onBlur={f.onBlur}
              error={Boolean(errorOf('birthday'))}
              helperText={errorOf('birthday')}
            />
          )}
        />
        {text('organisationName', { autoComplete: 'organization' })}
      </Group>

      <Group title={t('form.contact')}>
        {text('phone', { type: 'tel', inputMode: 'tel', helper: t('form.phoneHint', { prefix: phoneHint }) })}
        {text('additionalPhone', { type: 'tel', inputMode: 'tel' })}
        {text('email', { type: 'email', inputMode: 'email' })}
        <Box />
        {contactNotice && <Box sx={{ gridColumn: '1 / -1' }}>{contactNotice}</Box>}
        {marketing('canSendSmsMarketing', t('form.smsMarketing'))}
        {marketing('canSendEmailMarketing', t('form.emailMarketing'))}
      </Group>

      <Group title={t('form.tagsAndNotes')}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Controller
            control={control}
            name="tagIds"
            render={({ field: f }) => (
              <Autocomplete
                multiple
                id="customer-tagIds"
                options={tags}
                value={tags.filter((tag) => f.value.includes(tag.id))}
                onChange={(_, value) => f.onChange(value.map((v) => v.id))}
                getOptionLabel={(o) => o.title}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                noOptionsText={t('list.noTags')}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={f.ref}
                    label={t('fields.tags')}
                    error={Boolean(errorOf('tagIds'))}
                    helperText={errorOf('tagIds')}
                  />
                )}
              />
            )}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>{text('notesDiner', { multiline: true, helper: t('form.notesHint') })}</Box>
      </Group>

      <Group title={t('form.needs')}>
        <DietaryChecks form={form} onEdited={() => onEdited('dietary')} />
        <Box sx={{ gridColumn: '1 / -1' }}>{text('dietaryNotes', { multiline: true, helper: t('form.dietaryNotesHint') })}</Box>
        <Box sx={{ gridColumn: '1 / -1' }}>{text('seatingPreference', { helper: t('form.seatingPreferenceHint') })}</Box>
      </Group>

      <Group title={t('form.address')}>
        <Box sx={{ gridColumn: '1 / -1' }}>{text('address', { multiline: true, autoComplete: 'street-address' })}</Box>
        {text('postalCode', { autoComplete: 'postal-code' })}
        {text('city', { autoComplete: 'address-level2' })}
        {text('state', { autoComplete: 'address-level1' })}
        {select('countryCode', [{ value: '', label: t('form.none') }, ...countries.map((c) => ({ value: c, label: countryName(c) }))])}
      </Group>
    </Stack>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="fieldset" sx={{ p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ float: 'left', width: '100%', mb: 1.5, p: 0 }}>
        {title}
      </Typography>
      <Box sx={{ clear: 'both', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
    </Card>
  );
}

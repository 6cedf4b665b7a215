import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CountryCode } from '@host/domain/locales';
import {
  NOTIFY_DEFAULT_FLAGS,
  outletDetailsFormSchema,
  type NotifyDefaultFlag,
  type OutletDetails,
  type OutletDetailsInput,
  type OutletDetailsView,
} from '@host/domain/outlet-settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useSession } from '../../../app/session';
import { fieldMessage } from '../../../lib/field-message';
import { ApiError, api } from '../../../lib/http';
import { translateError } from '../../../lib/server-messages';
import { TimeInput } from '../../../components/date-time-inputs';

const detailsKey = (outletId: string) => ['outlets', outletId, 'details'] as const;
/** The week as a host reads it: Monday first (0 is Sunday, as service timings count). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
/** Which outlet channel each default rides on (the channels are switched in /settings/notifications). */
const CHANNEL_OF: Partial<Record<NotifyDefaultFlag, 'enableSMS' | 'enableEmail' | 'enableAutomatedCall'>> = {
  defaultAllowSmsNotify: 'enableSMS',
  defaultAllowEmailNotify: 'enableEmail',
  defaultAllowAutomatedCallNotify: 'enableAutomatedCall',
};

const valuesOf = (v: OutletDetailsView): OutletDetailsInput => ({
  address1: v.address1 ?? '',
  address2: v.address2 ?? '',
  postalCode: v.postalCode ?? '',
  city: v.city ?? '',
  state: v.state ?? '',
  phone: v.phone ?? '',
  email: v.email ?? '',
  openingHours: v.openingHours,
  defaultAllowSmsNotify: v.defaultAllowSmsNotify,
  defaultAllowEmailNotify: v.defaultAllowEmailNotify,
  defaultAllowAutomatedCallNotify: v.defaultAllowAutomatedCallNotify,
  defaultAllowConfirmationNotify: v.defaultAllowConfirmationNotify,
  defaultAllowReminderNotify: v.defaultAllowReminderNotify,
  smsPermissions: v.smsPermissions,
});

/**
 * /settings/outlet (issue 15): the outlet's address, contacts, opening hours and the notify defaults
 * of new bookings. Its own page rather than part of the booking page: these serve the host stand and
 * guests' messages as much as the diners' page, and two shorter forms save (and conflict) apart.
 */
export function OutletProfilePage() {
  const { t } = useTranslation('bookingPage');
  const outletId = useSession().data?.outlet?.id ?? '';
  const view = useQuery({
    queryKey: detailsKey(outletId),
    queryFn: () => api<OutletDetailsView>(`/api/v1/outlets/${outletId}/details`),
    enabled: Boolean(outletId),
  });
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('outlet.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          {t('outlet.subtitle')}
        </Typography>
      </Box>
      {view.data ? <DetailsForm key={outletId} initial={view.data} outletId={outletId} /> : <Skeleton variant="rounded" height={640} />}
    </Stack>
  );
}

function DetailsForm({ initial, outletId }: { initial: OutletDetailsView; outletId: string }) {
  const { t } = useTranslation('bookingPage');
  const { locale } = useParams();
  const client = useQueryClient();
  const [current, setCurrent] = useState(initial);
  const [stale, setStale] = useState(false);
  const schema = useMemo(() => outletDetailsFormSchema(initial.countryCode as CountryCode), [initial.countryCode]);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<OutletDetailsInput, unknown, OutletDetails>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: valuesOf(initial),
  });

  const save = async (input: OutletDetails) => {
    try {
      const saved = await api<OutletDetailsView>(`/api/v1/outlets/${outletId}/details`, {
        method: 'PUT',
        body: input,
        headers: { 'If-Match': `"${current.version}"` },
      });
      setCurrent(saved);
      setStale(false);
      reset(valuesOf(saved));
      client.setQueryData(detailsKey(outletId), saved);
      void client.invalidateQueries({ queryKey: ['outlets', outletId, 'profile'] });
      void client.invalidateQueries({ queryKey: ['outlets', outletId, 'booking-page'] });
      enqueueSnackbar(t('outlet.saved'), { variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const fresh = await client.fetchQuery({
          queryKey: detailsKey(outletId),
          queryFn: () => api<OutletDetailsView>(`/api/v1/outlets/${outletId}/details`),
        });
        setCurrent(fresh);
        setStale(true);
      } else enqueueSnackbar(translateError(error, t('outlet.failed')), { variant: 'error' });
    }
  };

  const text = (
    name: 'address1' | 'address2' | 'postalCode' | 'city' | 'state' | 'phone' | 'email',
    label: string,
    extra: { hint?: string; type?: string; autoComplete?: string } = {},
  ) => (
    <TextField
      label={label}
      type={extra.type}
      autoComplete={extra.autoComplete ?? 'off'}
      {...register(name)}
      error={!!errors[name]}
      helperText={fieldMessage(errors[name]) ?? extra.hint ?? ' '}
      fullWidth
    />
  );

  return (
    <Card variant="outlined" component="form" noValidate onSubmit={handleSubmit(save)} sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Stack spacing={3}>
        {stale && (
          <Alert severity="warning" onClose={() => setStale(false)}>
            {t('outlet.changedMeanwhile')}
          </Alert>
        )}
        <Stack spacing={1.5} component="section">
          <Typography variant="h6" component="h2">
            {t('outlet.address')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {text('address1', t('outlet.address1'))}
            {text('address2', t('outlet.address2'))}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {text('postalCode', t('outlet.postalCode'))}
            {text('city', t('outlet.city'))}
            {text('state', t('outlet.state'))}
          </Stack>
        </Stack>

        <Stack spacing={1.5} component="section">
          <Typography variant="h6" component="h2">
            {t('outlet.contact')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {text('phone', t('outlet.phone'), { hint: t('outlet.phoneHint'), type: 'tel' })}
            {text('email', t('outlet.email'), { type: 'email' })}
          </Stack>
        </Stack>

        <OpeningHours control={control} errors={errors} />

        <Stack spacing={1} component="section">
          <Box>
            <Typography variant="h6" component="h2">
              {t('outlet.notify')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('outlet.notifyHint')}
            </Typography>
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {NOTIFY_DEFAULT_FLAGS.map((flag) => {
              const channel = CHANNEL_OF[flag];
              const off = channel ? !current[channel] : false;
              return (
                <Controller
                  key={flag}
                  control={control}
                  name={flag}
                  render={({ field }) => (
                    <FormControlLabel
                      control={<Checkbox checked={!!field.value} onChange={(_e, on) => field.onChange(on)} />}
                      label={
                        <Box>
                          <Typography>{t(`outlet.${flag}`)}</Typography>
                          {off && (
                            <Typography variant="body2" color="text.secondary">
                              {t('outlet.channelOff')}
                            </Typography>
                          )}
                        </Box>
                      }
                      sx={{ alignItems: 'flex-start', minHeight: 44, '& .MuiCheckbox-root': { mt: -0.75 } }}
                    />
                  )}
                />
              );
            })}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('outlet.channels')}{' '}
            <Link component={RouterLink} to={`/${locale ?? ''}/settings/notifications`}>
              {t('outlet.openChannels')}
            </Link>
          </Typography>
        </Stack>

        <Stack spacing={1} component="section" aria-labelledby="sms-permissions-title">
          <Box>
            <Typography variant="h6" component="h2" id="sms-permissions-title">
              {t('outlet.sms.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {current.enableSMS ? t('outlet.sms.hint') : t('outlet.channelOff')}
            </Typography>
          </Box>
          {(['Customer', 'Merchant'] as const).map((who) => (
            <Box
              key={who}
              role="group"
              aria-label={t(`outlet.sms.${who}`)}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px repeat(3, auto)' }, columnGap: 2, alignItems: 'center' }}
            >
              <Typography sx={{ fontWeight: 600 }}>{t(`outlet.sms.${who}`)}</Typography>
              {(['Confirm', 'Reminder', 'BeforeRefund'] as const).map((kind) => (
                <Controller
                  key={kind}
                  control={control}
                  name={`smsPermissions.isAllow${who}SendSms${kind}`}
                  render={({ field }) => (
                    <FormControlLabel
                      control={<Checkbox checked={field.value !== false} onChange={(_e, on) => field.onChange(on)} />}
                      label={t(`outlet.sms.${kind}`)}
                      sx={{ minHeight: 44 }}
                    />
                  )}
                />
              ))}
            </Box>
          ))}
        </Stack>

        <Box>
          <Button type="submit" variant="contained" disabled={!isDirty && !stale} loading={isSubmitting} sx={{ minHeight: 44 }}>
            {t('actions.save', { ns: 'common' })}
          </Button>
        </Box>
      </Stack>
    </Card>
  );
}

/** The week's opening ranges, a day a row, each range its own pair of times. */
function OpeningHours({ control, errors }: { control: Control<OutletDetailsInput>; errors: FieldErrors<OutletDetailsInput> }) {
  const { t } = useTranslation('bookingPage');
  const { fields, append, remove } = useFieldArray({ control, name: 'openingHours' });
  const rangeErrors = errors.openingHours as unknown as Array<Record<string, { message?: string }> | undefined> | undefined;
  return (
    <Stack spacing={1.5} component="section">
      <Box>
        <Typography variant="h6" component="h2">
          {t('outlet.hours')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('outlet.hoursHint')}
        </Typography>
      </Box>
      <Stack spacing={1}>
        {WEEK.map((day) => {
          const dayName = t(`outlet.days.${day}`);
          const ranges = fields.map((f, index) => ({ f, index })).filter(({ f }) => f.dayOfWeek === day);
          return (
            <Box
              key={day}
              role="group"
              aria-label={dayName}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '120px minmax(0, 1fr)' },
                gap: 1,
                alignItems: 'start',
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Typography sx={{ fontWeight: 600, pt: { sm: 1.25 } }}>{dayName}</Typography>
              <Stack spacing={1}>
                {ranges.length === 0 && (
                  <Typography color="text.secondary" sx={{ pt: { sm: 1.25 } }}>
                    {t('outlet.closed')}
                  </Typography>
                )}
                {ranges.map(({ f, index }) => {
                  const problem = rangeErrors?.[index];
                  const message = fieldMessage(problem?.startTime ?? problem?.endTime ?? problem?.dayOfWeek);
                  return (
                    <Stack key={f.id} direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                      <RangeTime
                        control={control}
                        index={index}
                        part="startTime"
                        label={t('outlet.opens')}
                        invalid={!!problem?.startTime}
                      />
                      <RangeTime control={control} index={index} part="endTime" label={t('outlet.closes')} invalid={!!problem?.endTime} />
                      <IconButton
                        aria-label={t('outlet.removeRange', { day: dayName, start: f.startTime, end: f.endTime })}
                        onClick={() => remove(index)}
                        sx={{ width: 44, height: 44 }}
                      >
                        <CloseIcon />
                      </IconButton>
                      {message && (
                        <Typography role="alert" variant="body2" color="error" sx={{ flexBasis: '100%' }}>
                          {message}
                        </Typography>
                      )}
                    </Stack>
                  );
                })}
                <Box>
                  <Button
                    size="small"
                    startIcon={<AddIcon />}
                    onClick={() =>
                      append({ dayOfWeek: day, startTime: ranges.length ? '18:00' : '11:00', endTime: ranges.length ? '22:00' : '15:00' })
                    }
                    sx={{ minHeight: 44 }}
                    aria-label={t('outlet.addRange', { day: dayName })}
                  >
                    {t('outlet.addRange', { day: dayName })}
                  </Button>
                </Box>
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** One end of a range, in the app's own 24-hour time picker (a native time input follows the browser's locale, not Host's). */
function RangeTime({
  control,
  index,
  part,
  label,
  invalid,
}: {
  control: Control<OutletDetailsInput>;
  index: number;
  part: 'startTime' | 'endTime';
  label: string;
  invalid: boolean;
}) {
  return (
    <Controller
      control={control}
      name={`openingHours.${index}.${part}`}
      render={({ field }) => (
        <TimeInput
          label={label}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={invalid}
          size="small"
          sx={{ width: 140 }}
        />
      )}
    />
  );
}

export default OutletProfilePage;

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  notificationSettingsInputSchema,
  type NotificationSettings,
  type NotificationSettingsFormValues,
  type NotificationSettingsInput,
} from '@host/domain/notifications/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchWithHint } from '../../../components/settings-parts';
import { fieldMessage } from '../../../lib/field-message';
import { ApiError } from '../../../lib/http';
import { translateError } from '../../../lib/server-messages';
import { notificationKeys, saveNotificationSettings, useNotificationSettings } from '../api/notifications';
import { MessageWording } from './message-wording';
import { QuietHours } from './quiet-hours';

const CONFIRM_TIMINGS = ['now', '24h', '5h'] as const;
const CALL_TIMINGS = ['3h', '2h', '1h'] as const;

/**
 * An outlet's guest messages (issue 14): which channels it sends on, when, not in which quiet hours,
 * in whose words per language (with a preview of the message as the guest reads it), and where
 * copies of its booking mails go.
 */
export function GuestMessageSettings({ outletId, outletName }: { outletId: string; outletName: string }) {
  const settings = useNotificationSettings(outletId);
  if (!settings.data) return <Skeleton variant="rounded" height={480} />;
  return <SettingsForm key={settings.data.version} settings={settings.data} outletId={outletId} outletName={outletName} />;
}

function SettingsForm({ settings, outletId, outletName }: { settings: NotificationSettings; outletId: string; outletName: string }) {
  const { t } = useTranslation('notifications');
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const { version: _version, ...initial } = settings;
  const {
    control,
    handleSubmit,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<NotificationSettingsFormValues, unknown, NotificationSettingsInput>({
    resolver: zodResolver(notificationSettingsInputSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });

  const save = async (input: NotificationSettingsInput) => {
    try {
      await saveNotificationSettings(outletId, input, settings.version);
      setFailure(null);
      enqueueSnackbar(t('settings.saved'), { variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) enqueueSnackbar(t('settings.changedMeanwhile'), { variant: 'warning' });
      else setFailure(translateError(error, t('settings.failed')));
      if (!(error instanceof ApiError && error.status === 409)) return;
    }
    await client.invalidateQueries({ queryKey: notificationKeys.settings(outletId) });
  };

  const toggle = (name: 'enableSMS' | 'enableEmail' | 'enableAutomatedCall', label: string, hint: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <SwitchWithHint checked={field.value} onChange={field.onChange} label={label} hint={hint} />}
    />
  );

  return (
    <Card
      variant="outlined"
      component="form"
      noValidate
      onSubmit={handleSubmit(save)}
      sx={{ p: { xs: 2, md: 3 } }}
      aria-labelledby="guest-messages-heading"
    >
      <Stack spacing={3}>
        <Box>
          <Typography id="guest-messages-heading" variant="h6" component="h2">
            {t('settings.title')}
          </Typography>
          <Typography color="text.secondary">{t('settings.subtitle')}</Typography>
        </Box>

        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('settings.channels')}
          </Typography>
          {toggle('enableSMS', t('channel.sms'), t('settings.smsHint'))}
          {toggle('enableEmail', t('channel.email'), t('settings.emailHint'))}
          {toggle('enableAutomatedCall', t('channel.phone'), t('settings.callHint'))}
        </Stack>

        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
          <TimingChoices control={control} name="confirmTimings" options={CONFIRM_TIMINGS} legend={t('settings.confirmWhen')} />
          <TimingChoices control={control} name="callTimings" options={CALL_TIMINGS} legend={t('settings.callWhen')} />
        </Stack>

        <QuietHours control={control} errorText={fieldMessage(errors.quietEnd) ?? fieldMessage(errors.quietStart)} />

        <MessageWording control={control} outletName={outletName} />

        <Controller
          control={control}
          name="forwardingAddress"
          render={({ field }) => (
            <TextField
              label={t('settings.forwarding')}
              value={field.value.join(', ')}
              onChange={(e) => field.onChange(e.target.value.split(',').map((part) => part.trimStart()))}
              onBlur={() => field.onChange(field.value.map((a) => a.trim()).filter(Boolean))}
              helperText={t('settings.forwardingHint')}
              slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
              fullWidth
            />
          )}
        />

        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={!isDirty} loading={isSubmitting}>
            {t('settings.save')}
          </Button>
        </Box>
      </Stack>
    </Card>
  );
}

function TimingChoices<N extends 'confirmTimings' | 'callTimings'>({
  control,
  name,
  options,
  legend,
}: {
  control: Control<NotificationSettingsFormValues>;
  name: N;
  options: readonly string[];
  legend: string;
}) {
  const { t } = useTranslation('notifications');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, flex: 1 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {legend}
      </Typography>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <FormGroup row>
            {options.map((timing) => (
              <FormControlLabel
                key={timing}
                label={t(`timing.${timing}`)}
                control={
                  <Checkbox
                    checked={(field.value as string[]).includes(timing)}
                    onChange={(_e, on) =>
                      field.onChange(
                        on
                          ? options.filter((o) => o === timing || (field.value as string[]).includes(o))
                          : (field.value as string[]).filter((v) => v !== timing),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      />
    </Box>
  );
}

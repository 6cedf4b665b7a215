import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SavedMeanwhileNotice } from '../../../components/saved-meanwhile-notice';
import { SaveSettingsButton, SwitchWithHint } from '../../../components/settings-parts';
import { fieldMessage } from '../../../lib/field-message';
import { useVersionedSettingsForm } from '../../../lib/use-versioned-save';
import { notificationKeys, readNotificationSettings, saveNotificationSettings, useNotificationSettings } from '../api/notifications';
import { HeadingWithHint } from '../../../components/heading-with-hint';
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
  // Keyed by outlet, not by version: a stale save (409) keeps what the manager typed.
  return <SettingsForm key={outletId} settings={settings.data} outletId={outletId} outletName={outletName} />;
}

function SettingsForm({ settings, outletId, outletName }: { settings: NotificationSettings; outletId: string; outletName: string }) {
  const { t } = useTranslation('notifications');
  const [failure, setFailure] = useState<string | null>(null);
  const { form, stale, save, keepMine, loadTheirs } = useVersionedSettingsForm({
    schema: notificationSettingsInputSchema,
    initial: settings,
    valuesOf: ({ version: _version, ...values }: NotificationSettings): NotificationSettingsFormValues => values,
    queryKey: notificationKeys.settings(outletId),
    read: () => readNotificationSettings(outletId),
    write: (input: NotificationSettingsInput, version) => saveNotificationSettings(outletId, input, version),
    onFailed: setFailure,
    text: { saved: t('settings.saved'), failed: t('settings.failed') },
  });
  const {
    control,
    handleSubmit,
    formState: { errors, isDirty, isSubmitting },
  } = form;

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
        <HeadingWithHint id="guest-messages-heading" title={t('settings.title')} hint={t('settings.subtitle')} />

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
        {/* Beside Save, at the end of a long form: where the manager is looking when it happens. */}
        {stale && <SavedMeanwhileNotice text={t('settings.changedMeanwhile')} onKeep={keepMine} onLoad={loadTheirs} />}
        <SaveSettingsButton enabled={isDirty || stale} saving={isSubmitting} label={t('settings.save')} />
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

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@host/domain/locales';
import {
  notificationSettingsInputSchema,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@host/domain/notifications/contract';
import {
  MESSAGE_TEMPLATES,
  TEMPLATE_MAX_LENGTH,
  TEMPLATE_PLACEHOLDERS,
  messageDay,
  renderMessage,
  templateText,
  unknownPlaceholders,
  type MessageTemplate,
} from '@host/domain/notifications/templates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldMessage } from '../../../lib/field-message';
import { ApiError, api } from '../../../lib/http';
import { translateError } from '../../../lib/server-messages';
import { LANGUAGE_NAMES } from '../../../layout/language-switcher';

export const settingsKey = (outletId: string) => ['outlets', outletId, 'notification-settings'] as const;
const CONFIRM_TIMINGS = ['now', '24h', '5h'] as const;
const CALL_TIMINGS = ['3h', '2h', '1h'] as const;

type FormValues = z.input<typeof notificationSettingsInputSchema>;

/**
 * An outlet's guest messages (issue 14): which channels it sends on, when, not in which quiet hours,
 * in whose words per language (with a preview of the message as the guest reads it), and where
 * copies of its booking mails go.
 */
export function GuestMessageSettings({ outletId, outletName }: { outletId: string; outletName: string }) {
  const settings = useQuery({
    queryKey: settingsKey(outletId),
    queryFn: () => api<NotificationSettings>(`/api/v1/outlets/${outletId}/notification-settings`),
    enabled: Boolean(outletId),
  });
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
  } = useForm<FormValues, unknown, NotificationSettingsInput>({
    resolver: zodResolver(notificationSettingsInputSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });

  const save = async (input: NotificationSettingsInput) => {
    try {
      await api(`/api/v1/outlets/${outletId}/notification-settings`, {
        method: 'PUT',
        body: input,
        headers: { 'If-Match': `"${settings.version}"` },
      });
      setFailure(null);
      enqueueSnackbar(t('settings.saved'), { variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) enqueueSnackbar(t('settings.changedMeanwhile'), { variant: 'warning' });
      else setFailure(translateError(error, t('settings.failed')));
      if (!(error instanceof ApiError && error.status === 409)) return;
    }
    await client.invalidateQueries({ queryKey: settingsKey(outletId) });
  };

  const toggle = (name: 'enableSMS' | 'enableEmail' | 'enableAutomatedCall', label: string, hint: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={field.value} onChange={(_e, on) => field.onChange(on)} />}
          label={
            <Box>
              <Typography>{label}</Typography>
              <Typography variant="body2" color="text.secondary">
                {hint}
              </Typography>
            </Box>
          }
          sx={{ alignItems: 'flex-start', '& .MuiSwitch-root': { mt: -0.5 } }}
        />
      )}
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

        <Wording control={control} outletName={outletName} />

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
  control: Control<FormValues>;
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

function QuietHours({ control, errorText }: { control: Control<FormValues>; errorText: string | undefined }) {
  const { t } = useTranslation('notifications');
  const start = useWatch({ control, name: 'quietStart' });
  return (
    <Stack spacing={1}>
      <Controller
        control={control}
        name="quietStart"
        render={({ field: startField }) => (
          <Controller
            control={control}
            name="quietEnd"
            render={({ field: endField }) => (
              <>
                <FormControlLabel
                  control={
                    <Switch
                      checked={start !== null}
                      onChange={(_e, on) => {
                        startField.onChange(on ? '22:00' : null);
                        endField.onChange(on ? '08:00' : null);
                      }}
                    />
                  }
                  label={
                    <Box>
                      <Typography sx={{ fontWeight: 600 }}>{t('settings.quiet')}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('settings.quietHint')}
                      </Typography>
                    </Box>
                  }
                  sx={{ alignItems: 'flex-start', '& .MuiSwitch-root': { mt: -0.5 } }}
                />
                {start !== null && (
                  <Stack direction="row" spacing={2} sx={{ pl: { sm: 6 } }}>
                    <ClockSelect label={t('settings.quietFrom')} value={startField.value ?? ''} onChange={startField.onChange} />
                    <ClockSelect
                      label={t('settings.quietTo')}
                      value={endField.value ?? ''}
                      onChange={endField.onChange}
                      errorText={errorText}
                    />
                  </Stack>
                )}
              </>
            )}
          />
        )}
      />
    </Stack>
  );
}

/** Half hours through the day, on Host's 24-hour clock whatever the browser's own. */
const CLOCK_CHOICES = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

function ClockSelect({
  label,
  value,
  onChange,
  errorText,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorText?: string;
}) {
  const choices = CLOCK_CHOICES.includes(value) || !value ? CLOCK_CHOICES : [...CLOCK_CHOICES, value].sort();
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: 140 }}
      error={Boolean(errorText)}
      helperText={errorText}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      {choices.map((clock) => (
        <MenuItem key={clock} value={clock}>
          {clock}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Sample values for the preview: what a guest of this outlet would read, the date as their language writes it. */
const sampleValues = (outletName: string, language: TranslationLanguage) => ({
  name: 'Mei Ling',
  outlet: outletName,
  date: messageDay('2026-04-02', language),
  time: '19:30',
  pax: '4',
  link: `${window.location.origin}/r/…`,
  amount: 'S$ 100.00',
  deadline: `${messageDay('2026-04-01', language)} 19:30`,
});

function Wording({ control, outletName }: { control: Control<FormValues>; outletName: string }) {
  const { t } = useTranslation('notifications');
  const [language, setLanguage] = useState<TranslationLanguage>('en');
  const [template, setTemplate] = useState<MessageTemplate>('confirm');
  return (
    <Stack spacing={1.5}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('settings.wording')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('settings.wordingHint')}
        </Typography>
      </Box>
      <Tabs
        value={language}
        onChange={(_e, next: TranslationLanguage) => setLanguage(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('settings.language')}
      >
        {TRANSLATION_LANGUAGES.map((lng) => (
          <Tab key={lng} value={lng} label={LANGUAGE_NAMES[lng]} lang={lng} />
        ))}
      </Tabs>
      <TextField
        select
        label={t('settings.message')}
        value={template}
        onChange={(e) => setTemplate(e.target.value as MessageTemplate)}
        sx={{ maxWidth: 360 }}
      >
        {MESSAGE_TEMPLATES.map((m) => (
          <MenuItem key={m} value={m}>
            {t(`template.${m}`)}
          </MenuItem>
        ))}
      </TextField>
      <Controller
        control={control}
        name="templates"
        render={({ field }) => {
          const own = field.value?.[language]?.[template] ?? '';
          const text = templateText(template, language, field.value);
          const unknown = unknownPlaceholders(text);
          const write = (next: string) => field.onChange({ ...field.value, [language]: { ...field.value?.[language], [template]: next } });
          const preview = renderMessage(template, language, sampleValues(outletName, language), field.value);
          return (
            <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'stretch' }}>
              <Stack spacing={1} sx={{ flex: 1 }}>
                <TextField
                  label={t('settings.yourWording')}
                  multiline
                  minRows={4}
                  value={own}
                  placeholder={templateText(template, language)}
                  onChange={(e) => write(e.target.value)}
                  slotProps={{ htmlInput: { lang: language, maxLength: TEMPLATE_MAX_LENGTH }, inputLabel: { shrink: true } }}
                  helperText={own ? t('settings.ownWording', { count: own.length, max: TEMPLATE_MAX_LENGTH }) : t('settings.hostWording')}
                />
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} aria-label={t('settings.placeholders')}>
                  {TEMPLATE_PLACEHOLDERS.map((p) => (
                    <Chip
                      key={p}
                      size="small"
                      variant="outlined"
                      label={`{{${p}}}`}
                      onClick={() => write(`${own || templateText(template, language)} {{${p}}}`)}
                    />
                  ))}
                </Stack>
                {unknown.length > 0 && (
                  <Alert severity="warning">
                    {t('settings.unknownPlaceholders', { names: unknown.map((u) => `{{${u}}}`).join(', ') })}
                  </Alert>
                )}
                {own && (
                  <Box>
                    <Button size="small" onClick={() => write('')}>
                      {t('settings.useHostWording')}
                    </Button>
                  </Box>
                )}
              </Stack>
              <Box
                sx={{ flex: 1, borderRadius: 2, bgcolor: 'action.hover', p: 2 }}
                aria-label={t('settings.preview')}
                data-testid="wording-preview"
              >
                <Typography variant="overline" color="text.secondary">
                  {t('settings.preview')}
                </Typography>
                <Typography lang={language} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {preview.body}
                </Typography>
              </Box>
            </Stack>
          );
        }}
      />
    </Stack>
  );
}

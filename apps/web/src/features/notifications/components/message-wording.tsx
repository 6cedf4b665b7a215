import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TranslationLanguage } from '@host/domain/locales';
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
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LanguageTabs } from '../../../components/settings-parts';
import type { NotificationSettingsFormValues } from '@host/domain/notifications/contract';
import { HeadingWithHint } from '../../../components/heading-with-hint';

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

/** The outlet's own words for each message in each language, beside the message as a guest would read it. */
export function MessageWording({ control, outletName }: { control: Control<NotificationSettingsFormValues>; outletName: string }) {
  const { t } = useTranslation('notifications');
  const [language, setLanguage] = useState<TranslationLanguage>('en');
  const [template, setTemplate] = useState<MessageTemplate>('confirm');
  return (
    <Stack spacing={1.5}>
      <HeadingWithHint level="h3" size="part" title={t('settings.wording')} hint={t('settings.wordingHint')} />
      <LanguageTabs value={language} onChange={setLanguage} label={t('settings.language')} />
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

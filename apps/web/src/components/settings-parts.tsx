import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@host/domain/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../layout/language-switcher';
import { HeadingWithHint } from './heading-with-hint';

/** A settings form's section: a heading, an optional line under it, then its fields. */
export function SettingsSection({
  title,
  hint,
  labelId,
  children,
}: {
  title: string;
  hint?: ReactNode;
  labelId?: string;
  children: ReactNode;
}) {
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={labelId}>
      <HeadingWithHint id={labelId} title={title} hint={hint} />
      {children}
    </Stack>
  );
}

/** A switch whose label says what it does and, under it, what follows from it; the switch sits level with the first line. */
export function SwitchWithHint({
  checked,
  onChange,
  label,
  hint,
  strong = false,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
  hint: string;
  strong?: boolean;
}) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(_e, on) => onChange(on)} />}
      label={
        <Box>
          <Typography sx={strong ? { fontWeight: 600 } : undefined}>{label}</Typography>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </Box>
      }
      sx={{ alignItems: 'flex-start', '& .MuiSwitch-root': { mt: -0.5 } }}
    />
  );
}

/** The four languages a text is kept in, one tab each, each name in its own script; a tab may be marked as holding a mistake. */
export function LanguageTabs({
  value,
  onChange,
  label,
  wrong,
}: {
  value: TranslationLanguage;
  onChange: (language: TranslationLanguage) => void;
  label: string;
  wrong?: (language: TranslationLanguage) => boolean;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_e, next: TranslationLanguage) => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={label}
    >
      {TRANSLATION_LANGUAGES.map((lng) => (
        <Tab
          key={lng}
          value={lng}
          label={LANGUAGE_NAMES[lng]}
          lang={lng}
          sx={{ minHeight: 44, color: wrong?.(lng) ? 'error.main' : undefined }}
        />
      ))}
    </Tabs>
  );
}

/** A settings form's save button: live once something changed, or when a save met someone else's and must be sent again. */
export function SaveSettingsButton({ enabled, saving, label }: { enabled: boolean; saving: boolean; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Box>
      <Button type="submit" variant="contained" disabled={!enabled} loading={saving} sx={{ minHeight: 44 }}>
        {label ?? t('actions.save')}
      </Button>
    </Box>
  );
}

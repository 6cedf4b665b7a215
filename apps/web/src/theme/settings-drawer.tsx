import CloseIcon from '@mui/icons-material/Close';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOR_PRESETS, useSettings, type ThemeSettings } from './settings';
import { PRESET_COLORS } from './theme';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2.5 }}>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Choice<K extends keyof ThemeSettings>({ name, options }: { name: K; options: Array<ThemeSettings[K]> }) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      color="primary"
      value={settings[name]}
      onChange={(_, value: ThemeSettings[K] | null) => value !== null && settings.update({ [name]: value } as Partial<ThemeSettings>)}
      aria-label={t(`settings.${name}`)}
    >
      {options.map((option) => (
        <ToggleButton key={String(option)} value={option as string}>
          {t(`settings.${name}Options.${String(option)}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The settings drawer (docs/rules.md section 3): mode, direction, contrast, layout, preset, stretch. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Drawer
      anchor="right"
      open={settings.drawerOpen}
      onClose={() => settings.setDrawerOpen(false)}
      slotProps={{ paper: { sx: { width: 320, p: 2.5 } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        <Tooltip title={t('settings.reset')}>
          <span>
            <IconButton onClick={settings.reset} disabled={settings.isDefault} aria-label={t('settings.reset')}>
              <RestartAltIcon />
            </IconButton>
          </span>
        </Tooltip>
        <IconButton onClick={() => settings.setDrawerOpen(false)} aria-label={t('actions.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Section title={t('settings.mode')}>
        <Choice name="mode" options={['light', 'dark']} />
      </Section>
      <Section title={t('settings.contrast')}>
        <Choice name="contrast" options={['default', 'bold']} />
      </Section>
      <Section title={t('settings.direction')}>
        <Choice name="direction" options={['ltr', 'rtl']} />
      </Section>
      <Section title={t('settings.layout')}>
        <Choice name="layout" options={['vertical', 'horizontal', 'mini']} />
      </Section>
      <Section title={t('settings.colorPreset')}>
        <Box
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
          role="radiogroup"
          aria-label={t('settings.colorPreset')}
        >
          {COLOR_PRESETS.map((preset) => {
            const selected = settings.colorPreset === preset;
            return (
              <ButtonBase
                key={preset}
                role="radio"
                aria-checked={selected}
                aria-label={t(`settings.colorPresetOptions.${preset}`)}
                onClick={() => settings.update({ colorPreset: preset })}
                sx={{ height: 56, borderRadius: 1, border: 2, borderColor: selected ? PRESET_COLORS[preset].main : 'divider' }}
              >
                <Box sx={{ width: 24, height: 24, borderRadius: '50%', bgcolor: PRESET_COLORS[preset].main }} />
              </ButtonBase>
            );
          })}
        </Box>
      </Section>
      <Section title={t('settings.stretch')}>
        <Stack sx={{ alignItems: 'center', justifyContent: 'space-between' }} direction="row">
          <Typography variant="body2" id="stretch-label">
            {t('settings.stretchHelp')}
          </Typography>
          <Switch
            checked={settings.stretch}
            onChange={(e) => settings.update({ stretch: e.target.checked })}
            slotProps={{ input: { 'aria-labelledby': 'stretch-label' } }}
          />
        </Stack>
      </Section>
    </Drawer>
  );
}

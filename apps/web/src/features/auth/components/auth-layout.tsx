import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import { alpha, useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../layout/language-switcher';
import { Logo } from '../../../layout/logo';
import { useSettings } from '../../../theme/settings';

/** The signed-out pages: a welcome panel beside the form on wide screens, the form alone on narrow. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const settings = useSettings();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '480px 1fr' } }}>
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', lg: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 5,
          color: 'primary.contrastText',
          background: `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
        }}
      >
        <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1.5}>
          <Box
            sx={{
              width: 40,
              height: 40,
              borderRadius: 1.5,
              bgcolor: alpha('#fff', 0.18),
              display: 'grid',
              placeItems: 'center',
              fontWeight: 800,
              fontSize: 22,
            }}
            aria-hidden
          >
            H
          </Box>
          <Typography sx={{ fontWeight: 800, fontSize: 22 }}>Host</Typography>
        </Stack>
        <Box>
          <Typography variant="h3" component="p" sx={{ fontWeight: 800, mb: 2, lineHeight: 1.2 }}>
            {t('auth.welcomeTitle')}
          </Typography>
          <Typography sx={{ opacity: 0.85, fontSize: 17 }}>{t('auth.welcomeText')}</Typography>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.75 }}>
          {t('auth.markets')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <Stack direction="row" sx={{ alignItems: 'center', p: 2, gap: 1 }}>
          <Box sx={{ display: { lg: 'none' } }}>
            <Logo />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitcher />
          <Tooltip title={settings.mode === 'dark' ? t('settings.modeOptions.light') : t('settings.modeOptions.dark')}>
            <IconButton
              onClick={() => settings.update({ mode: settings.mode === 'dark' ? 'light' : 'dark' })}
              aria-label={settings.mode === 'dark' ? t('settings.modeOptions.light') : t('settings.modeOptions.dark')}
            >
              {settings.mode === 'dark' ? <LightModeOutlinedIcon /> : <DarkModeOutlinedIcon />}
            </IconButton>
          </Tooltip>
        </Stack>
        <Box component="main" sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: 2, pb: 6 }}>
          <Card variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 } }}>
            {children}
          </Card>
        </Box>
      </Box>
    </Box>
  );
}

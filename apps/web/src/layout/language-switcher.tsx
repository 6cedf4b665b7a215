import Box from '@mui/material/Box';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { SUB_PATH_LOCALES, TRANSLATION_LANGUAGES, type TranslationLanguage } from '@host/domain/locales';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { storePreferredSubPath, useLocale } from '../i18n/locale';

/** Each language in its own script, so anyone can find theirs. */
export const LANGUAGE_NAMES: Record<TranslationLanguage, string> = {
  en: 'English',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  ms: 'Bahasa Melayu',
};

/** The sub-path for a language, staying in the current country where it speaks that language. */
export function subPathForLanguage(current: { country: string }, language: TranslationLanguage): string {
  const sameCountry = SUB_PATH_LOCALES.find((l) => l.country === current.country && l.language === language);
  return (sameCountry ?? SUB_PATH_LOCALES.find((l) => l.language === language)!).subPath;
}

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = (language: TranslationLanguage) => {
    setAnchor(null);
    const subPath = subPathForLanguage(locale, language);
    storePreferredSubPath(subPath);
    const rest = location.pathname.split('/').slice(2).join('/');
    void navigate(`/${subPath}/${rest}${location.search}${location.hash}`);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('language.choose')}
        aria-haspopup="menu"
        sx={{ fontWeight: 600, whiteSpace: 'nowrap', minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        {/* A phone's header has room for the icon only; the name is the button's label either way. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {LANGUAGE_NAMES[locale.language]}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {TRANSLATION_LANGUAGES.map((language) => (
          <MenuItem key={language} selected={language === locale.language} onClick={() => choose(language)} lang={language}>
            <ListItemText>{LANGUAGE_NAMES[language]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

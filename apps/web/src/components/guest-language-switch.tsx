import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@host/domain/locales';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { LANGUAGE_NAMES } from '../layout/language-switcher';

/** The four languages, each in its own script, on a guest's page; the choice holds on that page (no address to change). */
export function GuestLanguageSwitch({
  value,
  onChange,
  label,
}: {
  value: TranslationLanguage;
  onChange: (language: TranslationLanguage) => void;
  label: string;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={label}
        aria-haspopup="menu"
        sx={{ fontWeight: 600, minHeight: 44 }}
      >
        {LANGUAGE_NAMES[value]}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {TRANSLATION_LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            selected={language === value}
            lang={language}
            onClick={() => {
              setAnchor(null);
              onChange(language);
            }}
          >
            <ListItemText>{LANGUAGE_NAMES[language]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

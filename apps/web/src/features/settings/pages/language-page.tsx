import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_LOCALE_PLACEHOLDER,
  SUB_PATH_LOCALES,
  TRANSLATION_LANGUAGES,
  localeOfSubPath,
  type TranslationLanguage,
} from '@host/domain/locales';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOutletToday } from '../../../state/outlet-profile';
import { useFormat } from '../../../i18n/format';
import { storePreferredSubPath, useLocale } from '../../../i18n/locale';
import { LANGUAGE_NAMES } from '../../../layout/language-switcher';

/**
 * /settings/language (issue 15): the language Host speaks on this device and the country whose way
 * of writing dates, times and money it follows, kept as the preferred locale (docs/rules.md sections 2
 * and 9): a link with DEFAULT_LOCALE in its path, or none, opens in it.
 *
 * Only docs/rules.md section 9's four languages are offered. Section 3's theme list (en, fr, vn, cn, ar,
 * Arabic labelled Sudan) is a left-over of the admin template the original app was built on: Host
 * has no French, Vietnamese or Arabic translations and serves no market that needs them, so they
 * are not offered (docs/decisions/012-languages-offered.md).
 */
export function LanguagePage() {
  const { t } = useTranslation('settings');
  const locale = useLocale();
  const navigate = useNavigate();
  const f = useFormat();
  const today = useOutletToday();
  const regions = SUB_PATH_LOCALES.filter((l) => l.language === locale.language);

  const go = (subPath: string) => {
    storePreferredSubPath(subPath);
    void navigate(`/${subPath}/settings/language`);
  };
  const chooseLanguage = (language: TranslationLanguage) => {
    // Stay in the current country where it speaks that language, else that language's first.
    const same = SUB_PATH_LOCALES.find((l) => l.country === locale.country && l.language === language);
    go((same ?? SUB_PATH_LOCALES.find((l) => l.language === language)!).subPath);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('language.title')}
        </Typography>
        <Typography color="text.secondary">{t('language.subtitle')}</Typography>
      </Box>
      <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <FormControl>
            <FormLabel id="language-label" sx={{ fontWeight: 600, mb: 1 }}>
              {t('language.languageLabel')}
            </FormLabel>
            <RadioGroup
              aria-labelledby="language-label"
              value={locale.language}
              onChange={(e) => chooseLanguage(e.target.value as TranslationLanguage)}
            >
              {TRANSLATION_LANGUAGES.map((language) => (
                <FormControlLabel
                  key={language}
                  value={language}
                  control={<Radio />}
                  label={
                    <span>
                      <Box component="span" lang={language} sx={{ fontWeight: 600 }}>
                        {LANGUAGE_NAMES[language]}
                      </Box>
                      {language !== locale.language && (
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          {' · '}
                          {t(`languages.${language}`)}
                        </Box>
                      )}
                    </span>
                  }
                  sx={{ minHeight: 44 }}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="region-label" sx={{ fontWeight: 600, mb: 0.5 }}>
              {t('language.regionLabel')}
            </FormLabel>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('language.regionHelp')}
            </Typography>
            <RadioGroup aria-labelledby="region-label" value={locale.subPath} onChange={(e) => go(e.target.value)}>
              {regions.map((region) => (
                <FormControlLabel
                  key={region.subPath}
                  value={region.subPath}
                  control={<Radio />}
                  label={t(`countries.${region.country}`)}
                  sx={{ minHeight: 44 }}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Box data-testid="locale-example" sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography variant="body2" color="text.secondary">
              {t('language.example')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{today ? f.longDate(parseISO(today)) : ' '}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{f.money(123450)}</Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('language.kept', { placeholder: DEFAULT_LOCALE_PLACEHOLDER, locale: localeOfSubPath(locale.subPath)!.languageTag })}
          </Typography>
        </Stack>
      </Card>
    </Stack>
  );
}

export default LanguagePage;

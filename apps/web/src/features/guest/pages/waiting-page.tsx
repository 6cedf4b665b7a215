import { DEFAULT_COUNTRY, localeOfSubPath } from '@host/domain/locales';
import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GuestLanguageSwitch } from '../../../components/guest-language-switch';
import { GuestPageFrame } from '../../../components/outlet-header';
import { intlTagOf } from '../../../lib/guest-language';
import { ApiError } from '../../../lib/http';
import { translateError } from '../../../lib/server-messages';
import { useGuestPageLanguage } from '../../../lib/use-guest-page-language';
import { useWaitingPlace } from '../api/waiting';
import { LoadingCard, Outcome } from '../components/outcome';
import { WaitingPlace } from '../components/waiting-place';

/**
 * /w/:token (and /:locale/w/:token): the link a guest on a day's waiting list is sent (issue 30),
 * where they follow their place, and accept or decline a time held for them. No sign-in and no app
 * shell: the token is the key. The place is read again every 20 s, so a time offered shows by itself.
 */
export function WaitingPage() {
  const { token = '', locale } = useParams();
  const { t } = useTranslation(['guest', 'common']);
  const place = useWaitingPlace(token);

  const urlLocale = localeOfSubPath(locale);
  const view = place.data;
  const { language, choose } = useGuestPageLanguage('host.guestLanguage', {
    urlLanguage: urlLocale?.language,
    bookingLanguage: view?.language,
  });
  const outletName = view?.outletName;
  useEffect(() => {
    document.title = `${t('waiting.pageTitle')} · ${outletName ?? 'Host'}`;
  }, [t, language, outletName]);

  let content: ReactNode;
  if (place.isPending) content = <LoadingCard label={t('waiting.loading')} />;
  else if (place.error && !view) {
    content =
      place.error instanceof ApiError && place.error.status === 404 ? (
        <Outcome icon={<LinkOffOutlinedIcon />} tone="error" title={t('notFound.title')} text={t('notFound.text')} />
      ) : (
        <Alert severity="error">{translateError(place.error, t('failed'))}</Alert>
      );
  } else {
    // The view names no country: the address's, else the default, writes the dates.
    content = <WaitingPlace token={token} view={view!} tag={intlTagOf(language, urlLocale?.country ?? DEFAULT_COUNTRY)} />;
  }

  return (
    <GuestPageFrame
      outletName={outletName}
      logoUrl={null}
      languageSwitch={<GuestLanguageSwitch value={language} onChange={choose} label={t('language')} />}
    >
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 } }}>
        {content}
      </Card>
    </GuestPageFrame>
  );
}

export default WaitingPage;

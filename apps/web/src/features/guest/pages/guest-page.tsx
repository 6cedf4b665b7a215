import type { GuestBookingView } from '@host/domain/notifications/contract';
import { localeOfSubPath, type CountryCode, type TranslationLanguage } from '@host/domain/locales';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';
import PaymentOutlinedIcon from '@mui/icons-material/PaymentOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GuestPageFrame } from '../../../components/outlet-header';
import { ApiError } from '../../../lib/http';
import { translateError } from '../../../lib/server-messages';
import { useGuestAnswer, useGuestBooking, type GuestAnswer } from '../api/guest-booking';
import { AnswerActions } from '../components/answer-actions';
import { BookingSummary } from '../components/booking-summary';
import { GuestPayments } from '../components/guest-payments';
import { ChangeBooking } from '../components/change-booking';
import { GuestMarketing } from '../components/guest-marketing';
import { GuestLanguageSwitch } from '../../../components/guest-language-switch';
import { intlTagOf } from '../../../lib/guest-language';
import { useGuestPageLanguage } from '../../../lib/use-guest-page-language';
import { countryOfZone, formatGuestDate } from '../components/guest-language';
import { guestStatusOf } from '../components/guest-status';
import { LoadingCard, Outcome } from '../components/outcome';

/**
 * /r/:token (and /:locale/r/:token): the link in every message to the guest (issue 14), where
 * they confirm they are coming or cancel. No sign-in and no app shell: the token is the key.
 */
export function GuestPage() {
  const { token = '', locale } = useParams();
  const { t } = useTranslation(['guest', 'common']);
  const booking = useGuestBooking(token);
  const answer = useGuestAnswer(token);

  const urlLocale = localeOfSubPath(locale);
  const view = booking.data;
  const { language, choose } = useGuestPageLanguage('host.guestLanguage', {
    urlLanguage: urlLocale?.language,
    bookingLanguage: view?.language,
  });
  // The tab says whose page it is: the restaurant's, once the booking is read.
  const outletName = view?.outletName;
  useEffect(() => {
    document.title = `${t('pageTitle')} · ${outletName ?? 'Host'}`;
  }, [t, language, outletName]);

  let content: ReactNode;
  if (booking.isPending) content = <LoadingCard label={t('loading')} />;
  else if (booking.error) {
    const notFound = booking.error instanceof ApiError && booking.error.status === 404;
    // The server tells an expired link (a week after the booking) from one that names nothing.
    const expired = notFound && (booking.error as ApiError & { details?: { reason?: string } }).details?.reason === 'guestLinkExpired';
    content = notFound ? (
      <Outcome
        icon={<LinkOffOutlinedIcon />}
        tone="error"
        title={t(expired ? 'expired.title' : 'notFound.title')}
        text={t(expired ? 'expired.text' : 'notFound.text')}
      />
    ) : (
      <Alert severity="error">{translateError(booking.error, t('failed'))}</Alert>
    );
  } else {
    content = (
      <GuestBooking
        token={token}
        view={view!}
        language={language}
        urlCountry={urlLocale?.country}
        answered={answer.isSuccess ? answer.variables : null}
        pending={answer.isPending ? answer.variables : null}
        failure={answer.error ? translateError(answer.error, t('failed')) : null}
        onAnswer={(next) => answer.mutate(next)}
      />
    );
  }

  return (
    <GuestPageFrame
      outletName={view?.outletName}
      logoUrl={view?.outletLogoUrl}
      languageSwitch={<GuestLanguageSwitch value={language} onChange={choose} label={t('language')} />}
    >
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 } }}>
        {content}
      </Card>
    </GuestPageFrame>
  );
}

interface GuestBookingProps {
  token: string;
  view: GuestBookingView;
  language: TranslationLanguage;
  urlCountry?: CountryCode;
  /** the answer the guest just gave on this page (the outcome speaks to it) */
  answered: GuestAnswer | null;
  pending: GuestAnswer | null;
  failure: string | null;
  onAnswer: (answer: GuestAnswer) => void;
}

/** A loaded link: cancelled, just confirmed, or the booking with what the guest may still do. */
function GuestBooking({ token, view, language, urlCountry, answered, pending, failure, onAnswer }: GuestBookingProps) {
  const { t } = useTranslation('guest');
  /** the guest just changed the booking here: the page says so above the new day and time */
  const [changed, setChanged] = useState(false);
  const status = guestStatusOf(view);
  const date = formatGuestDate(view.reservationDate, intlTagOf(language, countryOfZone(view.timeZone, urlCountry)));
  const when = t('when', { date, time: view.reservationTime });
  const detail = `${view.outletName} · ${when} · ${t('party', { count: view.pax })}`;
  const failed = failure && (
    <Alert severity="error" role="alert">
      {failure}
    </Alert>
  );

  if (status === 'cancelled') {
    return (
      <Stack spacing={2}>
        {failed}
        <Outcome
          icon={<EventBusyOutlinedIcon />}
          tone="neutral"
          title={t('cancelled.title')}
          text={t(answered === 'cancel' ? 'cancelled.text' : 'cancelled.earlier')}
          detail={detail}
        />
      </Stack>
    );
  }
  if (status === 'confirmed' && answered === 'confirm') {
    return (
      <Stack spacing={2}>
        <Outcome
          icon={<CheckCircleOutlineIcon />}
          tone="success"
          title={t('confirmed.title', { when })}
          text={t('confirmed.text', { outlet: view.outletName })}
          detail={[view.guestFirstName && t('bookingFor', { name: view.guestFirstName }), t('party', { count: view.pax })]
            .filter(Boolean)
            .join(' · ')}
        />
        {view.canCancel && (
          <>
            <Divider />
            <AnswerActions canConfirm={false} canCancel when={when} pending={pending} onAnswer={onAnswer} />
          </>
        )}
      </Stack>
    );
  }

  const canAnswer = view.canConfirm || view.canCancel;
  return (
    <Stack spacing={3}>
      {changed && (
        <Alert severity="success" role="status" data-testid="guest-changed">
          {t('change.done', { when })}
        </Alert>
      )}
      <BookingSummary view={view} status={status} date={date} />
      <GuestPayments payments={view.payments} />
      {view.payUrl && (
        <Button
          variant="contained"
          size="large"
          href={view.payUrl}
          startIcon={<PaymentOutlinedIcon />}
          sx={{ minHeight: 52, fontSize: 17, fontWeight: 700 }}
        >
          {t('payNow')}
        </Button>
      )}
      {failed}
      {view.canChange && <ChangeBooking token={token} view={view} onChanged={() => setChanged(true)} />}
      {canAnswer ? (
        <AnswerActions canConfirm={view.canConfirm} canCancel={view.canCancel} when={when} pending={pending} onAnswer={onAnswer} />
      ) : view.canChange ? null : (
        <Alert severity="info" data-testid="guest-contact">
          <AlertTitle>{t('contact.title')}</AlertTitle>
          {t('contact.text', { outlet: view.outletName })} <CallTheRestaurant phone={view.outletPhone} />
        </Alert>
      )}
      {/* Confirm or cancel here, but a change of day, time or party is the restaurant's (the ticket's rule):
          say whom to call (issue 28). */}
      {canAnswer && !view.canChange && (
        <Typography color="text.secondary" data-testid="guest-change-by-phone">
          {view.outletPhone ? t('changeByPhone', { outlet: view.outletName }) : t('changeByContact', { outlet: view.outletName })}{' '}
          <CallTheRestaurant phone={view.outletPhone} />
        </Typography>
      )}
      {view.marketing && <GuestMarketing token={token} outletName={view.outletName} marketing={view.marketing} />}
    </Stack>
  );
}

/** The restaurant's number as a link a phone dials. */
function CallTheRestaurant({ phone }: { phone: string | null }) {
  if (!phone) return null;
  return (
    <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
      {phone}
    </Link>
  );
}

export default GuestPage;

import type { CardAttempt } from '@host/domain/payments/contract';
import { countryOfCurrency } from '@host/domain/payments/contract';
import type { PayPageView } from '@host/domain/payments/pay-page';
import { formatMoney, localeOfSubPath, type TranslationLanguage } from '@host/domain/locales';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import TimerOffOutlinedIcon from '@mui/icons-material/TimerOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GuestPageFrame } from '../../../components/outlet-header';
import { ApiError } from '../../../lib/http';
import { intlTagOf } from '../../../lib/guest-language';
import { useGuestPageLanguage } from '../../../lib/use-guest-page-language';
import { GuestLanguageSwitch } from '../../../components/guest-language-switch';
import { translateError } from '../../../lib/server-messages';
import { useCardPayment, useCheckout } from '../api/checkout';
import { BookingSummary } from '../components/booking-summary';
import { CardForm } from '../components/card-form';
import { ChallengePanel } from '../components/challenge-panel';
import { TestCardsNote } from '../components/test-cards-note';

/**
 * /pay/:token (and /:locale/pay/:token): what a guest sees on their phone when they open the
 * restaurant's pay link. No sign-in and no app shell: the token is the key (issue 13).
 */
export function PayPage() {
  const { token = '', locale } = useParams();
  const { t } = useTranslation(['pay', 'common']);
  const checkout = useCheckout(token);
  const { attempt, answer } = useCardPayment(token);
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [declineCode, setDeclineCode] = useState<string | null>(null);
  const [closedMeanwhile, setClosedMeanwhile] = useState(false);

  const view = checkout.data;
  const { language, choose } = useGuestPageLanguage('host.payLanguage', {
    urlLanguage: localeOfSubPath(locale)?.language,
    bookingLanguage: view?.language,
  });
  // The tab says whose page it is: the restaurant's, once the booking is read.
  const outletName = view?.outletName;
  useEffect(() => {
    document.title = `${t('pageTitle')} · ${outletName ?? 'Host'}`;
  }, [t, language, outletName]);

  const failure = attempt.error ?? answer.error;
  const { refetch } = checkout;
  useEffect(() => {
    // The request closed while the guest typed (expired, withdrawn, paid elsewhere): the page says so.
    if (failure instanceof ApiError && failure.status === 422) {
      setClosedMeanwhile(true);
      void refetch();
    }
  }, [failure, refetch]);

  const pay = (card: CardAttempt) => {
    setDeclineCode(null);
    attempt.mutate(card, {
      onSuccess: (result) => {
        if (result.outcome === 'requires_action') setChallengeId(result.challengeId);
        if (result.outcome === 'declined') setDeclineCode(result.declineCode);
      },
    });
  };
  const respond = (approve: boolean) => {
    if (!challengeId) return;
    answer.mutate(
      { challengeId, approve },
      {
        onSuccess: (result) => {
          setChallengeId(null);
          if (result.outcome === 'declined') setDeclineCode(result.declineCode);
        },
        onError: () => setChallengeId(null),
      },
    );
  };

  let content: ReactNode;
  if (checkout.isPending) content = <LoadingCard label={t('loading')} />;
  else if (checkout.error) {
    const notFound = checkout.error instanceof ApiError && checkout.error.status === 404;
    content = notFound ? (
      <Outcome icon={<LinkOffOutlinedIcon />} tone="error" title={t('notFound.title')} text={t('notFound.text')} />
    ) : (
      <Alert severity="error">{translateError(checkout.error, t('failed'))}</Alert>
    );
  } else {
    content = (
      <Checkout
        view={view!}
        language={language}
        closed={closedMeanwhile}
        challengeId={challengeId}
        declineCode={declineCode}
        succeeded={attempt.data?.outcome === 'succeeded' || answer.data?.outcome === 'succeeded'}
        failure={failure instanceof ApiError && failure.status === 422 ? null : failure}
        isPaying={attempt.isPending}
        answering={answer.isPending ? (answer.variables?.approve ? 'confirm' : 'cancel') : null}
        onPay={pay}
        onAnswer={respond}
      />
    );
  }

  return (
    <GuestPageFrame
      outletName={view?.outletName}
      logoUrl={view?.outletLogoUrl}
      languageSwitch={<GuestLanguageSwitch value={language} onChange={choose} label={t('language')} />}
    >
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
        <Card variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          {content}
        </Card>
        {view?.provider === 'local' && view.isOpen && !closedMeanwhile && <TestCardsNote />}
        <Stack direction="row" spacing={0.75} sx={{ justifyContent: 'center', alignItems: 'center', color: 'text.secondary' }}>
          <LockOutlinedIcon sx={{ fontSize: 16 }} />
          <Typography variant="caption">{t('secure')}</Typography>
        </Stack>
      </Stack>
    </GuestPageFrame>
  );
}

interface CheckoutProps {
  view: PayPageView;
  language: TranslationLanguage;
  closed: boolean;
  challengeId: string | null;
  declineCode: string | null;
  /** the provider said yes: done at once, before the request is read afresh */
  succeeded: boolean;
  failure: unknown;
  isPaying: boolean;
  answering: 'confirm' | 'cancel' | null;
  onPay: (card: CardAttempt) => void;
  onAnswer: (approve: boolean) => void;
}

/** A loaded link: done, closed, the bank's step, or the card form. */
function Checkout(props: CheckoutProps) {
  const { view } = props;
  const { t } = useTranslation('pay');
  const country = countryOfCurrency(view.currency);
  const tag = intlTagOf(props.language, country);
  const money = formatMoney(view.amount, country);
  const date = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${view.reservationDate}T00:00:00Z`),
  );
  const isHold = view.purpose === 'guarantee';

  if (view.status === 'paid' || view.status === 'guaranteed' || props.succeeded) {
    const held = view.status === 'guaranteed' || (view.status === 'pending' && view.kind === 'hold');
    return (
      <Outcome
        icon={<CheckCircleOutlineIcon />}
        tone="success"
        title={t(held ? 'done.guaranteed' : 'done.paid', { outlet: view.outletName })}
        text={t(held ? 'done.guaranteedNote' : 'done.paidNote', { amount: money })}
        detail={`${date} · ${view.reservationTime} · ${t('party', { count: view.pax })}`}
      />
    );
  }
  if (!view.isOpen || props.closed) {
    return (
      <Outcome
        icon={<TimerOffOutlinedIcon />}
        tone="warning"
        title={t('closed.title')}
        text={t('closed.text')}
        detail={`${view.outletName} · ${date} · ${view.reservationTime}`}
      />
    );
  }

  const expiry = view.expireDateTime ? new Date(view.expireDateTime) : null;
  const validUntil = expiry
    ? t('validUntil', {
        time: new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: view.timeZone }).format(
          expiry,
        ),
        date: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: view.timeZone }).format(expiry),
      })
    : null;
  const declined = props.declineCode ? t(`declined.${props.declineCode}`, { defaultValue: t('declined.other') }) : null;
  const failed = props.failure ? translateError(props.failure, t('failed')) : null;

  return (
    <Stack spacing={3}>
      <BookingSummary view={view} date={date} money={money} />
      {props.challengeId && (
        <ChallengePanel
          summary={
            isHold
              ? t('challenge.hold', { outlet: view.outletName, amount: money })
              : t('challenge.payment', { outlet: view.outletName, amount: money })
          }
          pending={props.answering}
          onAnswer={props.onAnswer}
        />
      )}
      {/* Hidden, not gone, while the bank asks: a cancelled step leaves the card as typed. */}
      <Stack spacing={2} sx={{ display: props.challengeId ? 'none' : undefined }}>
        {(declined || failed) && (
          <Alert severity="error" role="alert">
            {declined ?? failed}
          </Alert>
        )}
        <CardForm
          submitLabel={isHold ? t('holdButton') : t('payButton', { amount: money })}
          isPending={props.isPaying}
          onSubmit={props.onPay}
        />
        {validUntil && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {validUntil}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

function Outcome({
  icon,
  tone,
  title,
  text,
  detail,
}: {
  icon: ReactNode;
  tone: 'success' | 'warning' | 'error';
  title: string;
  text: string;
  detail?: string;
}) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
      <Box aria-hidden sx={{ color: `${tone}.main`, '& svg': { fontSize: 56 } }}>
        {icon}
      </Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      {detail && <Typography sx={{ fontWeight: 500 }}>{detail}</Typography>}
    </Stack>
  );
}

function LoadingCard({ label }: { label: string }) {
  return (
    <Stack spacing={2} role="status" aria-label={label}>
      <Skeleton variant="rounded" width={80} height={24} />
      <Skeleton variant="text" width="70%" height={36} />
      <Skeleton variant="text" width="50%" />
      <Skeleton variant="rounded" height={96} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
    </Stack>
  );
}

export default PayPage;

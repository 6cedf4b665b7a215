import { localeOfSubPath } from '@host/domain/locales';
import type { GuestQueueView } from '@host/domain/waitlist/queue';
import DirectionsWalkOutlinedIcon from '@mui/icons-material/DirectionsWalkOutlined';
import DoorBackOutlinedIcon from '@mui/icons-material/DoorBackOutlined';
import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';
import RestaurantOutlinedIcon from '@mui/icons-material/RestaurantOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GuestLanguageSwitch } from '../../../components/guest-language-switch';
import { GuestPageFrame } from '../../../components/outlet-header';
import { ApiError } from '../../../lib/http';
import { translateError } from '../../../lib/server-messages';
import { useGuestPageLanguage } from '../../../lib/use-guest-page-language';
import { useQueueAnswer, useQueuePlace } from '../api/queue-place';
import { LoadingCard, Outcome } from '../components/outcome';

/**
 * /q/:token (and /:locale/q/:token): the link a party waiting at the door is texted (issue 30): its
 * place and wait, read again every 15 s; once told its table is ready, "I'm on my way" (the host sees
 * it); and leaving the queue, asked once. No sign-in and no app shell: the token is the key.
 */
export function QueuePage() {
  const { token = '', locale } = useParams();
  const { t } = useTranslation(['guest', 'common']);
  const place = useQueuePlace(token);
  const view = place.data;
  const { language, choose } = useGuestPageLanguage('host.guestLanguage', {
    urlLanguage: localeOfSubPath(locale)?.language,
    bookingLanguage: view?.language ?? undefined,
  });
  useEffect(() => {
    document.title = `${t('queue.pageTitle')} · ${view?.outletName ?? 'Host'}`;
  }, [t, language, view?.outletName]);

  let content: ReactNode;
  if (place.isPending) content = <LoadingCard label={t('queue.loading')} />;
  else if (place.error && !view) {
    content =
      place.error instanceof ApiError && place.error.status === 404 ? (
        <Outcome icon={<LinkOffOutlinedIcon />} tone="error" title={t('notFound.title')} text={t('notFound.text')} />
      ) : (
        <Alert severity="error">{translateError(place.error, t('failed'))}</Alert>
      );
  } else content = <QueuePlace token={token} view={view!} />;

  return (
    <GuestPageFrame
      outletName={view?.outletName}
      logoUrl={null}
      languageSwitch={<GuestLanguageSwitch value={language} onChange={choose} label={t('language')} />}
    >
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 } }}>
        {content}
      </Card>
    </GuestPageFrame>
  );
}

function QueuePlace({ token, view }: { token: string; view: GuestQueueView }) {
  const { t } = useTranslation('guest');
  const answer = useQueueAnswer(token);
  const [leaving, setLeaving] = useState(false);
  if (view.status === 'seated') return <Outcome icon={<RestaurantOutlinedIcon />} tone="success" title={t('queue.seated')} text="" />;
  if (view.position === null)
    return <Outcome icon={<DoorBackOutlinedIcon />} tone="neutral" title={t('queue.off.title')} text={t('queue.off.text')} />;
  const told = view.status === 'notified';
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" sx={{ fontSize: 22, fontWeight: 700 }}>
        {view.outletName}
      </Typography>
      <Typography color="text.secondary">{t('queue.for', { name: view.customerFirstName, count: view.pax })}</Typography>
      {answer.error && <Alert severity="error">{translateError(answer.error, t('failed'))}</Alert>}
      {told ? (
        <Alert severity="success" icon={<RestaurantOutlinedIcon />}>
          <Typography sx={{ fontWeight: 700 }}>{t('queue.ready')}</Typography>
        </Alert>
      ) : (
        <div>
          <Typography component="p" sx={{ fontSize: 20, fontWeight: 700 }} data-testid="queue-position">
            {t('queue.position', { position: view.position })}
          </Typography>
          <Typography color="text.secondary">
            {view.estimatedMinutes === null ? t('queue.noEstimate') : t('queue.estimate', { count: view.estimatedMinutes })}
          </Typography>
        </div>
      )}
      {told &&
        (view.onMyWayAt ? (
          <Typography sx={{ fontWeight: 600 }}>{t('queue.coming')}</Typography>
        ) : (
          <Button
            variant="contained"
            size="large"
            startIcon={<DirectionsWalkOutlinedIcon />}
            disabled={answer.isPending}
            onClick={() => answer.mutate('on-my-way')}
            sx={{ minHeight: 48 }}
          >
            {t('queue.onMyWay')}
          </Button>
        ))}
      {leaving ? (
        <Stack spacing={1} role="group" aria-label={t('queue.leaveTitle')}>
          <Typography>{t('queue.leaveTitle')}</Typography>
          <Stack direction="row" spacing={1}>
            <Button
              color="error"
              variant="contained"
              onClick={() => answer.mutate('leave')}
              disabled={answer.isPending}
              sx={{ minHeight: 44 }}
            >
              {t('queue.leaveYes')}
            </Button>
            <Button onClick={() => setLeaving(false)} sx={{ minHeight: 44 }}>
              {t('queue.stay')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button color="error" variant="outlined" onClick={() => setLeaving(true)} sx={{ minHeight: 44 }}>
          {t('queue.leave')}
        </Button>
      )}
    </Stack>
  );
}

export default QueuePage;

import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../state/session';
import { NOT_SUPPORTED_MESSAGE, NO_ENDPOINT_MESSAGE, NOTIFICATION_API_UNSUPPORTED, PRIVATE_MODE_MESSAGE } from '../api/browser-push';
import { useTriggerNotification } from '../api/trigger-notification';
import { usePushSubscription, type PushSubscriptionInfo } from '../hooks/use-push-subscription';

const PROVIDER_FAILURE = /^request failed with (\d+) - (.*)$/;

/**
 * "Push notifications on this device" (issue 14, docs/rules.md sections 3, 4, 8): turn push on or off for
 * the session's outlet in this browser, what the browser is and allows, and a test push. A section
 * of /settings/notifications that stands on its own.
 */
export function PushSubscriptionPanel() {
  const { t } = useTranslation('push');
  const push = usePushSubscription();
  const outletName = useSession().data?.outlet?.outletName ?? '';
  const test = useTriggerNotification();
  const { info, status } = push;
  const busy = status.status === 'busy';
  const subscribed = info?.subscriptionState === 'subscribed';
  const denied = info?.notificationApiPermissionStatus === 'denied';
  const canAct = push.supported && push.canPush && !info?.isPrivate;

  /** docs/rules.md section 8's messages in the user's language; anything else as the browser said it. */
  const messageOf = (message: string) => {
    if (message === NOT_SUPPORTED_MESSAGE) return t('errors.notSupported');
    if (message === NO_ENDPOINT_MESSAGE) return t('errors.noEndpoint');
    if (message === PRIVATE_MODE_MESSAGE) return t('errors.privateMode');
    const failure = PROVIDER_FAILURE.exec(message);
    if (failure) return t('errors.providerFailed', { status: failure[1], statusText: failure[2] });
    if (/permission denied|NotAllowedError/i.test(message)) return t('errors.permissionDenied');
    return message;
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="push-panel-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1.5} sx={{ minWidth: 0 }}>
          <NotificationsActiveOutlinedIcon color="primary" sx={{ mt: 0.5 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id="push-panel-title" variant="h6" component="h2">
              {t('panel.title')}
            </Typography>
            <Typography color="text.secondary" variant="body2" sx={{ maxWidth: 640 }}>
              {t('panel.sentence', { outlet: outletName })}
            </Typography>
          </Box>
        </Stack>
        <StateChip state={info?.subscriptionState} busy={busy} />
      </Stack>

      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {!push.supported && <Alert severity="error">{t('errors.notSupported')}</Alert>}
        {push.supported && !push.canPush && <Alert severity="info">{t('panel.needsUser')}</Alert>}
        {info?.isPrivate && <Alert severity="warning">{t('panel.private')}</Alert>}
        {denied && <Alert severity="warning">{t('panel.denied')}</Alert>}
        {push.providerError && <Alert severity="error">{messageOf(push.providerError.message)}</Alert>}
        {status.status === 'error' && status.message !== PRIVATE_MODE_MESSAGE && (
          <Alert severity="error" role="alert">
            {t('panel.subscribeFailed', { message: messageOf(status.message) })}
          </Alert>
        )}
        {status.status === 'success' && subscribed && <Alert severity="success">{t('panel.subscribed', { outlet: outletName })}</Alert>}
        {test.data && <Alert severity={test.data.sent > 0 ? 'success' : 'warning'}>{t('panel.testSent', { count: test.data.sent })}</Alert>}
        {test.error && <Alert severity="error">{messageOf(test.error.message)}</Alert>}
      </Stack>

      <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1.5 }}>
        {subscribed ? (
          <Button variant="outlined" color="inherit" onClick={() => void push.unsubscribe()} loading={busy} sx={{ minHeight: 44 }}>
            {t('actions.unsubscribe')}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => void push.subscribe()}
            loading={busy}
            disabled={!canAct || denied || info?.subscriptionState === 'pending'}
            sx={{ minHeight: 44 }}
          >
            {t('actions.subscribe')}
          </Button>
        )}
        {subscribed && push.user && (
          <Button
            variant="text"
            startIcon={<SendOutlinedIcon />}
            onClick={() => test.mutate(push.user!)}
            loading={test.isPending}
            sx={{ minHeight: 44 }}
          >
            {t('actions.test')}
          </Button>
        )}
      </Stack>

      <Divider sx={{ my: 2.5 }} />
      {info ? <InfoList info={info} /> : <Typography color="text.secondary">{t('state.pending')}</Typography>}
    </Card>
  );
}

function StateChip({ state, busy }: { state: PushSubscriptionInfo['subscriptionState'] | undefined; busy: boolean }) {
  const { t } = useTranslation('push');
  if (busy || !state || state === 'pending')
    return (
      <Chip data-testid="push-state" label={t('state.pending')} variant="outlined" sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
    );
  return (
    <Chip
      data-testid="push-state"
      label={t(`state.${state}`)}
      color={state === 'subscribed' ? 'success' : 'default'}
      variant={state === 'subscribed' ? 'filled' : 'outlined'}
      sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, fontWeight: 600 }}
    />
  );
}

function InfoList({ info }: { info: PushSubscriptionInfo }) {
  const { t } = useTranslation('push');
  const yesNo = (value: boolean) => (value ? t('info.yes') : t('info.no'));
  const permission =
    info.notificationApiPermissionStatus === NOTIFICATION_API_UNSUPPORTED ? 'unsupported' : info.notificationApiPermissionStatus;
  const rows: Array<[string, ReactNode]> = [
    [t('info.subscription'), t(`state.${info.subscriptionState}`)],
    [t('info.permission'), t(`permission.${permission}`, { defaultValue: permission })],
    [t('info.browser'), info.browserName === 'Unknown' ? t('info.unknown') : info.browserName],
    [t('info.os'), info.osName === 'Unknown' ? t('info.unknown') : [info.osName, info.osVersion].filter(Boolean).join(' ')],
    [t('info.device'), t(`device.${info.deviceType}`)],
    [t('info.standalone'), yesNo(info.standalone)],
    [t('info.private'), yesNo(info.isPrivate)],
  ];
  return (
    <Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 4, rowGap: { xs: 0.25, sm: 1 } }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
        {t('info.topics')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {info.topics.map((topic) => (
          <Chip key={topic} size="small" label={t(`topics.${topic}`)} />
        ))}
      </Stack>
    </Box>
  );
}

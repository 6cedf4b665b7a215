import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Reservation } from '@host/domain/reservations/reservation';
import { BookingSection } from './booking-section';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseISO } from 'date-fns';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURE } from '@host/domain/entitlements';
import { useFeature } from '../../../../state/entitlements';
import { useSession } from '../../../../state/session';
import { useFormat } from '../../../../i18n/format';
import { CHANNEL_ICON, STATE_COLOR } from '../../../notifications';
import { translateError } from '../../../../lib/server-messages';
import { bookingMessagesKey, placeCall, useBookingMessages } from '../../api/booking-extras';

/**
 * What the booking's guest was sent and will be sent (issue 14): the messages planned by the
 * outlet's settings, each with its moment; those gone, with what became of them (delivered, tried
 * again, failed and fallen back); the guest's answer; and a call placed now.
 */
export function MessagesSection({ reservation, outletId }: { reservation: Reservation; outletId: string }) {
  const { t } = useTranslation('reservations');
  const f = useFormat();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const timeZone = useSession().data?.brand?.timezone ?? 'Asia/Singapore';
  const [failure, setFailure] = useState<string | null>(null);
  const callsFeature = useFeature(FEATURE.AUTOMATED_CALL);
  // Messages go out with the clock's sweep, not with a change to the booking: read again while open.
  const messages = useBookingMessages(outletId, reservation.id);
  const call = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => placeCall(reservation.id),
    onSuccess: async () => {
      setFailure(null);
      enqueueSnackbar(t('messages.called'), { variant: 'success' });
      await client.invalidateQueries({ queryKey: bookingMessagesKey(outletId, reservation.id) });
    },
    onError: (error) => setFailure(translateError(error, t('messages.failed'))),
  });

  const when = (iso: string) => f.dateTimeIn(parseISO(iso), timeZone);
  const upcoming = (messages.data?.planned ?? []).filter((p) => p.status === 'planned');
  const answered = (messages.data?.planned ?? []).find((p) => p.result);
  const sent = messages.data?.deliveries ?? [];
  // An outlet whose plan leaves automated calls off (issue 15) offers none.
  const canCall =
    callsFeature.enabled !== false &&
    Boolean(reservation.customerPhone) &&
    ['BOOKED', 'CONFIRMED', 'LATE', 'PENDING'].includes(reservation.displayStatus);

  return (
    <BookingSection
      name="messages"
      title={t('messages.title')}
      asideAtEnd
      aside={
        <>
          {answered && (
            <Chip
              size="small"
              color={answered.result === 'confirmed' ? 'success' : answered.result === 'cancelled' ? 'error' : 'default'}
              label={t(`messages.result.${answered.result}`)}
            />
          )}
          {canCall && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<PhoneInTalkOutlinedIcon />}
              loading={call.isPending}
              onClick={() => call.mutate()}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('messages.callNow')}
            </Button>
          )}
        </>
      }
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      {messages.isPending ? (
        <Skeleton variant="rounded" height={48} />
      ) : (
        <>
          {upcoming.length === 0 && sent.length === 0 && <Typography color="text.secondary">{t('messages.none')}</Typography>}
          {upcoming.length > 0 && (
            <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('messages.scheduled')}>
              {upcoming.map((p) => (
                <Stack
                  component="li"
                  key={p.id}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', color: 'text.secondary' }}
                  data-testid="message-planned"
                >
                  <Tooltip title={t(`messages.channel.${p.channel}`)}>
                    <Box role="img" sx={{ display: 'flex' }} aria-label={t(`messages.channel.${p.channel}`)}>
                      {CHANNEL_ICON[p.channel]}
                    </Box>
                  </Tooltip>
                  <Typography variant="body2" sx={{ color: 'text.primary' }}>
                    {t(`messages.type.${p.channel === 'phone' ? 'call' : p.type === 'confirm' && p.timing === 'now' ? 'booked' : p.type}`)}
                  </Typography>
                  <Typography variant="body2">{t('messages.at', { time: when(p.sendAt) })}</Typography>
                </Stack>
              ))}
            </Stack>
          )}
          {sent.length > 0 && (
            <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('messages.sent')}>
              {sent.map((d) => (
                <Stack component="li" key={d.id} spacing={0.25} data-testid="message-sent">
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                    <Box role="img" sx={{ display: 'flex', color: 'text.secondary' }} aria-label={t(`messages.channel.${d.channel}`)}>
                      {CHANNEL_ICON[d.channel]}
                    </Box>
                    <Typography variant="body2">{t(`messages.type.${d.template}`)}</Typography>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={STATE_COLOR[d.state] ?? 'default'}
                      label={t(`messages.state.${d.state}`)}
                    />
                    <Typography variant="body2" color="text.secondary">
                      {when(d.sentAt ?? d.createdAt)}
                    </Typography>
                  </Stack>
                  {(d.state === 'retried' || d.state === 'failed') && (
                    <Typography variant="caption" color={d.state === 'failed' ? 'error' : 'warning.main'}>
                      {d.state === 'retried' && d.nextAttemptAt
                        ? t('messages.retrying', { count: d.attempts, time: when(d.nextAttemptAt) })
                        : t('messages.failedAfter', { count: d.attempts })}
                      {d.lastError ? ` · ${d.lastError}` : ''}
                    </Typography>
                  )}
                  {d.fallbackOfId && (
                    <Typography variant="caption" color="text.secondary">
                      {t('messages.fallback')}
                    </Typography>
                  )}
                </Stack>
              ))}
            </Stack>
          )}
        </>
      )}
    </BookingSection>
  );
}

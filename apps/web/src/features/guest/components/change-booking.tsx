import type { GuestBookingView } from '@host/domain/notifications/contract';
import EditCalendarOutlinedIcon from '@mui/icons-material/EditCalendarOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ActOrKeepButtons } from './act-or-keep-buttons';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/server-messages';
import { useFreeTimes, useGuestChange } from '../api/guest-booking';
import { partyOf } from '../party';

interface ChangeBookingProps {
  token: string;
  view: GuestBookingView;
  /** the new day and time, in the guest's words, once changed */
  onChanged: (view: GuestBookingView) => void;
}

const hhmm = (time: string) => time.slice(0, 5);

/**
 * The guest changes their booking's party, day or time from their link (issue 18): the free online
 * times of the day for the party, as the booking page offers them; the server checks again and
 * answers docs/rules.md section 8's refusals, shown in the guest's language.
 */
export function ChangeBooking({ token, view, onChanged }: ChangeBookingProps) {
  const { t } = useTranslation('guest');
  const [isOpen, setOpen] = useState(false);
  if (!isOpen) {
    return (
      <Button
        variant="outlined"
        size="large"
        startIcon={<EditCalendarOutlinedIcon />}
        onClick={() => setOpen(true)}
        sx={{ minHeight: 48, fontWeight: 600 }}
      >
        {t('change.open')}
      </Button>
    );
  }
  return (
    <ChangeForm
      token={token}
      view={view}
      onClose={() => setOpen(false)}
      onChanged={(next) => {
        setOpen(false);
        onChanged(next);
      }}
    />
  );
}

function ChangeForm({ token, view, onClose, onChanged }: ChangeBookingProps & { onClose: () => void }) {
  const { t } = useTranslation('guest');
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [pax, setPax] = useState(Math.min(Math.max(view.pax, view.minPartySize), view.maxPartySize));
  const [date, setDate] = useState(view.reservationDate);
  const [time, setTime] = useState<string | null>(null);
  const [missingTime, setMissingTime] = useState(false);
  const change = useGuestChange(token);
  const times = useFreeTimes(token, date, pax, true);
  useEffect(() => title.current?.focus(), []);

  const sizes = Array.from({ length: Math.max(0, view.maxPartySize - view.minPartySize + 1) }, (_, i) => view.minPartySize + i);
  const services = (times.data?.services ?? [])
    .map((s) => ({ ...s, times: s.times.filter((x) => x.available) }))
    .filter((s) => s.times.length);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!time) {
      setMissingTime(true);
      return;
    }
    const body = {
      reservationDate: date,
      reservationTime: hhmm(time),
      ...(pax !== view.pax ? partyOf(pax, view.numberOfChildren) : {}),
    };
    change.mutate(body, {
      onSuccess: (next) => onChanged(next),
      // Refused (the time went meanwhile, or the rules): the day's times afresh, nothing chosen.
      onError: () => {
        setTime(null);
        void times.refetch();
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      role="region"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Typography id={titleId} ref={title} tabIndex={-1} component="h2" sx={{ fontWeight: 700, fontSize: 18, outline: 'none', mb: 2 }}>
        {t('change.title')}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('change.party')}
            value={pax}
            onChange={(e) => {
              setPax(Number(e.target.value));
              setTime(null);
            }}
            sx={{ minWidth: 140 }}
          >
            {sizes.map((n) => (
              <MenuItem key={n} value={n}>
                {t('party', { count: n })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label={t('change.date')}
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setTime(null);
            }}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flexGrow: 1 }}
          />
        </Stack>
        <Box aria-live="polite">
          <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('change.times')}
          </Typography>
          {times.isPending ? (
            <Skeleton variant="rounded" height={44} aria-hidden />
          ) : times.isError ? (
            <Alert severity="error">{translateError(times.error, t('failed'))}</Alert>
          ) : services.length === 0 ? (
            <Typography color="text.secondary">{t('change.noTimes')}</Typography>
          ) : (
            <Stack spacing={1.5}>
              {services.map((service) => (
                <Box key={service.serviceTimingId} role="group" aria-label={service.name}>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
                    {service.name}
                  </Typography>
                  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))', gap: 1 }}>
                    {service.times.map(({ time: free }) => {
                      const selected = time === free;
                      return (
                        <Button
                          key={free}
                          variant={selected ? 'contained' : 'outlined'}
                          aria-pressed={selected}
                          onClick={() => {
                            setTime(free);
                            setMissingTime(false);
                            // a new choice answers the last refusal
                            change.reset();
                          }}
                          sx={{ minHeight: 44, fontWeight: 600 }}
                        >
                          {hhmm(free)}
                        </Button>
                      );
                    })}
                  </Box>
                </Box>
              ))}
            </Stack>
          )}
          {missingTime && (
            <Typography role="alert" color="error" sx={{ mt: 1 }}>
              {t('change.chooseTime')}
            </Typography>
          )}
        </Box>
        {change.error && (
          <Alert severity="error" role="alert">
            {translateError(change.error, t('failed'))}
          </Alert>
        )}
        <ActOrKeepButtons act={{ label: t('change.save') }} keepLabel={t('change.keep')} onKeep={onClose} isPending={change.isPending} />
      </Stack>
    </Box>
  );
}

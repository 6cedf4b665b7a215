import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { SlotView } from '@host/domain/availability/views';
import { addLocalDays } from '@host/domain/time';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useSession } from '../../../state/session';
import { useOutletToday } from '../../../state/outlet-profile';
import { useOnlineDay } from '../api/schedules';

/**
 * /reservations/online-schedule: the day as diners see it online (lead time, booking window,
 * online areas and tables), per service, each time with its covers booked against capacity.
 */
export function OnlineSchedulePage() {
  const { t } = useTranslation(['schedules', 'reservations']);
  const { dateLocale } = useFormat();
  const outletId = useSession().data?.outlet?.id ?? '';
  const today = useOutletToday();
  const [picked, setPicked] = useState<string | null>(null);
  const [pax, setPax] = useState(2);
  const date = picked ?? today;
  const slots = useOnlineDay(outletId, date, pax);
  const services = new Map<string, SlotView[]>();
  for (const s of slots.data?.slots ?? []) services.set(s.serviceName, [...(services.get(s.serviceName) ?? []), s]);

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('online.title')}
        </Typography>
        <Typography color="text.secondary">{t('online.subtitle')}</Typography>
      </Box>
      <Card variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Tooltip title={t('reservations:previousDay')}>
            <span>
              <IconButton
                aria-label={t('reservations:previousDay')}
                disabled={!date || date <= today}
                onClick={() => setPicked(addLocalDays(date, -1))}
              >
                <ChevronLeftIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Typography variant="h6" component="h2" sx={{ minWidth: 220 }} data-testid="online-day">
            {date ? format(parseISO(date), 'PPPP', { locale: dateLocale }) : ''}
          </Typography>
          <Tooltip title={t('reservations:nextDay')}>
            <span>
              <IconButton aria-label={t('reservations:nextDay')} disabled={!date} onClick={() => setPicked(addLocalDays(date, 1))}>
                <ChevronRightIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Box sx={{ flexGrow: 1 }} />
          <TextField
            select
            size="small"
            label={t('online.partyOf')}
            value={pax}
            onChange={(e) => setPax(Number(e.target.value))}
            sx={{ width: 140 }}
          >
            {[1, 2, 3, 4, 5, 6, 7, 8, 10, 12].map((n) => (
              <MenuItem key={n} value={n}>
                {t('online.guests', { count: n })}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Card>
      {slots.isPending ? (
        <Skeleton variant="rounded" height={260} />
      ) : services.size === 0 ? (
        <Card variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('online.closed')}</Typography>
        </Card>
      ) : (
        [...services.entries()].map(([name, list]) => (
          <Card key={name} variant="outlined" component="section" aria-label={name} sx={{ p: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mb: 1.5 }}>
              <Typography variant="h6" component="h3">
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('online.open', { count: list.filter((s) => s.available).length, total: list.length })}
              </Typography>
            </Stack>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))', gap: 1 }}>
              {list.map((s) => {
                const why = s.reasons.map((r) => t(`reservations:availability.reasons.${r}`)).join(' · ');
                // A time already gone reads as past: what it served, not capacity as if still open (issue 19).
                const isPast = s.reasons.includes('PAST');
                const fill = s.maxGuest && !isPast ? Math.min(100, (s.coversBooked / s.maxGuest) * 100) : 0;
                return (
                  <Box
                    key={s.startsAt}
                    data-testid="online-slot"
                    data-available={s.available}
                    data-past={isPast}
                    sx={(theme) => ({
                      borderStyle: isPast ? 'dashed' : 'solid',
                      p: 1,
                      borderRadius: 1,
                      border: 1,
                      borderColor: s.available ? 'success.main' : 'divider',
                      bgcolor: s.available ? alpha(theme.palette.success.main, 0.08) : 'action.hover',
                    })}
                  >
                    <Typography sx={{ fontWeight: 700, color: s.available ? 'text.primary' : 'text.secondary' }}>
                      {s.time.slice(0, 5)}
                    </Typography>
                    <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', minHeight: 18 }} noWrap title={why}>
                      {s.available ? t('online.bookable') : why}
                    </Typography>
                    <Typography variant="caption" sx={{ display: 'block' }}>
                      {isPast
                        ? t('online.coversPast', { count: s.coversBooked })
                        : s.maxGuest
                          ? t('online.covers', { booked: s.coversBooked, max: s.maxGuest })
                          : t('online.coversOpen', { booked: s.coversBooked })}
                    </Typography>
                    {s.maxGuest && !isPast ? (
                      <LinearProgress
                        variant="determinate"
                        value={fill}
                        aria-label={t('online.covers', { booked: s.coversBooked, max: s.maxGuest })}
                        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                        color={fill >= 100 ? 'error' : fill >= 75 ? 'warning' : 'primary'}
                      />
                    ) : null}
                  </Box>
                );
              })}
            </Box>
          </Card>
        ))
      )}
    </Stack>
  );
}

export default OnlineSchedulePage;

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { addDays, endOfMonth, endOfWeek, format, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useCalendar } from '../api/reservations';

/** A month of days with booking and cover counts; picking a day opens its list. */
export function CalendarView({
  outletId,
  month,
  today,
  onPick,
}: {
  outletId: string;
  month: string;
  today: string;
  onPick: (date: string) => void;
}) {
  const { t } = useTranslation('reservations');
  const { dateLocale } = useFormat();
  const first = startOfMonth(parseISO(month));
  const gridStart = startOfWeek(first, { weekStartsOn: 1 });
  const gridEnd = endOfWeek(endOfMonth(first), { weekStartsOn: 1 });
  const from = format(gridStart, 'yyyy-MM-dd');
  const to = format(gridEnd, 'yyyy-MM-dd');
  const { data } = useCalendar(outletId, from, to);
  const days: Date[] = [];
  for (let d = gridStart; d <= gridEnd; d = addDays(d, 1)) days.push(d);
  const byDate = new Map(data?.days.map((d) => [d.date, d]));

  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 1, mb: 1 }} aria-hidden>
        {days.slice(0, 7).map((d) => (
          <Typography key={d.toISOString()} variant="caption" color="text.secondary" sx={{ textAlign: 'center', fontWeight: 700 }}>
            {format(d, 'EEE', { locale: dateLocale })}
          </Typography>
        ))}
      </Box>
      <Box
        role="grid"
        aria-label={format(first, 'LLLL yyyy', { locale: dateLocale })}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 1 }}
      >
        {days.map((d) => {
          const date = format(d, 'yyyy-MM-dd');
          const counts = byDate.get(date);
          const outside = d.getMonth() !== first.getMonth();
          return (
            <ButtonBase
              key={date}
              role="gridcell"
              onClick={() => onPick(date)}
              aria-label={t('calendar.dayLabel', {
                date: format(d, 'PPPP', { locale: dateLocale }),
                bookings: counts?.bookings ?? 0,
                covers: counts?.covers ?? 0,
              })}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'flex-start',
                justifyContent: 'space-between',
                p: 1,
                minHeight: 84,
                borderRadius: 1,
                border: 1,
                borderColor: date === today ? 'primary.main' : 'divider',
                borderWidth: date === today ? 2 : 1,
                opacity: outside ? 0.5 : 1,
                textAlign: 'start',
              }}
            >
              <Typography sx={{ fontWeight: 700 }}>{format(d, 'd')}</Typography>
              {counts && counts.bookings > 0 && (
                <Box>
                  <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                    {t('calendar.bookings', { count: counts.bookings })}
                  </Typography>
                  <Typography variant="caption" component="p" color="text.secondary">
                    {t('calendar.covers', { count: counts.covers })}
                  </Typography>
                </Box>
              )}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}

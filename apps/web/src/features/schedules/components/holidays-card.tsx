import CelebrationIcon from '@mui/icons-material/Celebration';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useLocale } from '../../../i18n/locale';
import { useComingHolidays } from '../api/festive';

/** How many of the coming holidays the card lists. */
const SHOWN = 8;

/**
 * The coming public holidays of the outlet's country (issue 32, from a maintained calendar of SG, MY, HK and TW), each one
 * tap from a special day of its own; and, for the merchant, a festive evening set up in one step.
 */
export function HolidaysCard({
  outletId,
  today,
  takenDates,
  onSpecialDay,
  onFestive,
}: {
  outletId: string;
  today: string;
  /** dates that already have a special day: said so rather than offered again */
  takenDates: ReadonlySet<string>;
  onSpecialDay: (holiday: { name: string; date: string }) => void;
  /** null: the session may not (outlet staff) */
  onFestive: (() => void) | null;
}) {
  const { t } = useTranslation('schedules');
  const { language } = useLocale();
  const fmt = useFormat();
  const coming = useComingHolidays(outletId, today, language);
  const shown = coming.holidays.slice(0, SHOWN);
  return (
    <Card variant="outlined" component="section" aria-labelledby="holidays-title">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
      >
        <Stack sx={{ flexGrow: 1, minWidth: 220 }}>
          <Typography variant="h6" component="h2" id="holidays-title">
            {t('holidays.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('holidays.hint')}
          </Typography>
        </Stack>
        {onFestive && (
          <Button variant="contained" startIcon={<CelebrationIcon />} onClick={onFestive} sx={{ whiteSpace: 'nowrap' }}>
            {t('festive.open')}
          </Button>
        )}
      </Stack>
      {coming.loading ? (
        <Skeleton variant="rounded" height={120} sx={{ m: 2 }} />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 3 }}>
          {t('holidays.none')}
        </Typography>
      ) : (
        <Stack component="ul" sx={{ m: 0, p: 0 }} aria-labelledby="holidays-title">
          {shown.map((holiday) => (
            <Stack
              key={`${holiday.date} ${holiday.name}`}
              component="li"
              direction="row"
              data-testid="holiday"
              sx={{ listStyle: 'none', alignItems: 'center', gap: 2, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography sx={{ width: { xs: 110, sm: 180 }, flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                {fmt.calendarDay(holiday.date)}
              </Typography>
              <Typography sx={{ flexGrow: 1, minWidth: 0, fontWeight: 600 }}>{holiday.name}</Typography>
              {takenDates.has(holiday.date) ? (
                <Typography variant="body2" color="text.secondary">
                  {t('holidays.planned')}
                </Typography>
              ) : (
                <Button
                  size="small"
                  onClick={() => onSpecialDay(holiday)}
                  aria-label={t('holidays.planFor', { name: holiday.name })}
                  sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                >
                  {t('holidays.plan')}
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}

import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventIcon from '@mui/icons-material/Event';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import ViewListIcon from '@mui/icons-material/ViewList';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part';
import type { BookView } from '../hooks/use-book-url';

const DayCalendar = lazyPart(() => import('./day-calendar').then((m) => m.DayCalendar), 'dialog');

const WIDE = '@container daybar (min-width: 1040px)';

/**
 * The day (or month) shown and how to move through days, with the list, floor and calendar views.
 * Memoised: the book re-renders on every refresh and clock tick. A day is gone to from a month under
 * the calendar button, loaded when first opened (day-calendar.tsx): a date field here laid the whole
 * page out on each of its renders (about 100 ms of a book's load in Chromium).
 */
export const DayToolbar = memo(function DayToolbar({
  view,
  shownDate,
  isToday,
  dayLabel,
  onStep,
  onDay,
  onView,
}: {
  view: BookView;
  shownDate: string;
  isToday: boolean;
  dayLabel: string;
  onStep: (direction: 1 | -1) => void;
  /** null: today */
  onDay: (date: string | null) => void;
  onView: (view: BookView) => void;
}) {
  const { t } = useTranslation('reservations');
  const [calendarAt, setCalendarAt] = useState<HTMLElement | null>(null);
  return (
    // A size container: the day's name gets a line of its own unless there is room beside the controls (issue 19).
    <Card variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, containerType: 'inline-size', containerName: 'daybar' }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <Tooltip title={view === 'calendar' ? t('previousMonth') : t('previousDay')}>
            <span>
              <IconButton
                aria-label={view === 'calendar' ? t('previousMonth') : t('previousDay')}
                onClick={() => onStep(-1)}
                disabled={!shownDate}
              >
                <ChevronLeftIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Button
            variant={isToday ? 'contained' : 'outlined'}
            color="inherit"
            onClick={() => onDay(null)}
            aria-keyshortcuts="t"
            sx={{ minWidth: 72 }}
          >
            {t('today')}
          </Button>
          <Tooltip title={view === 'calendar' ? t('nextMonth') : t('nextDay')}>
            <span>
              <IconButton aria-label={view === 'calendar' ? t('nextMonth') : t('nextDay')} onClick={() => onStep(1)} disabled={!shownDate}>
                <ChevronRightIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('goToDate')}>
            <IconButton
              aria-label={t('goToDate')}
              aria-haspopup="dialog"
              onClick={(e) => setCalendarAt(e.currentTarget)}
              onPointerEnter={DayCalendar.preload}
              onFocus={DayCalendar.preload}
              disabled={!shownDate}
            >
              <EventIcon />
            </IconButton>
          </Tooltip>
          {calendarAt && (
            <DayCalendar
              anchor={calendarAt}
              shownDate={shownDate}
              onPick={(date) => {
                setCalendarAt(null);
                onDay(date);
              }}
              onClose={() => setCalendarAt(null)}
            />
          )}
        </Stack>
        <Typography
          variant="h6"
          component="h2"
          sx={{ order: 3, flexBasis: '100%', minWidth: 0, [WIDE]: { order: 0, flexBasis: 'auto', flexGrow: 1 } }}
          data-testid="day-heading"
        >
          {isToday ? t('todayLabel', { date: dayLabel }) : dayLabel}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_, v: BookView | null) => v && onView(v)}
          aria-label={t('viewMode')}
          sx={{ flexShrink: 0, '& .MuiToggleButton-root': { whiteSpace: 'nowrap' } }}
        >
          <ToggleButton value="list" aria-label={t('views.list')}>
            <ViewListIcon sx={{ mr: 0.5 }} fontSize="small" />
            {t('views.list')}
          </ToggleButton>
          <ToggleButton value="floor" aria-label={t('views.floor')}>
            <TableRestaurantIcon sx={{ mr: 0.5 }} fontSize="small" />
            {t('views.floor')}
          </ToggleButton>
          <ToggleButton value="calendar" aria-label={t('views.calendar')}>
            <CalendarMonthIcon sx={{ mr: 0.5 }} fontSize="small" />
            {t('views.calendar')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
    </Card>
  );
});

import Popover from '@mui/material/Popover';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { format, parseISO } from 'date-fns';
import { DatePickerLocale } from '../../../i18n/date-picker-locale';

/**
 * The month to go to a day from, under the toolbar's calendar button (day-toolbar.tsx): loaded when first opened, so the
 * book's first load carries no date picker (issue 34: its code and its effects, which laid the whole page out again).
 */
export function DayCalendar({
  anchor,
  shownDate,
  onPick,
  onClose,
}: {
  anchor: HTMLElement;
  shownDate: string;
  onPick: (date: string) => void;
  onClose: () => void;
}) {
  return (
    <Popover open anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <DatePickerLocale>
        <DateCalendar
          value={shownDate ? parseISO(shownDate) : null}
          onChange={(day: Date | null) => day && !Number.isNaN(day.getTime()) && onPick(format(day, 'yyyy-MM-dd'))}
          autoFocus
        />
      </DatePickerLocale>
    </Popover>
  );
}

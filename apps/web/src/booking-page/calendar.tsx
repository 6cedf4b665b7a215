import { useRef, type KeyboardEvent } from 'react';
import { useLocale } from './context';
import { addMonths, fullDate, monthTitle, monthWeeks, weekdayNames } from './dates';

interface CalendarProps {
  month: string;
  /** the days of the month that have a time for the party; null while they load */
  available: Map<string, boolean> | null;
  selected: string | null;
  today: string;
  canGoBack: boolean;
  canGoOn: boolean;
  onMonth: (month: string) => void;
  onPick: (date: string) => void;
}

/**
 * A month of day buttons: a day with a time is a button, every other day a disabled one. Arrow keys
 * move between the bookable days (Tab reaches the chosen one, or the first), Enter picks.
 */
export function Calendar({ month, available, selected, today, canGoBack, canGoOn, onMonth, onPick }: CalendarProps) {
  const { t, tag } = useLocale();
  const grid = useRef<HTMLDivElement>(null);
  const weeks = monthWeeks(month);
  const bookable = weeks.flat().filter((d): d is string => !!d && !!available?.get(d));
  const tabStop = selected && bookable.includes(selected) ? selected : bookable[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 7, ArrowUp: -7 }[event.key];
    const current = (event.target as HTMLElement).dataset.date;
    if (!step || !current) return;
    event.preventDefault();
    // The nearest bookable day in that direction (a week on: the first bookable on or after it).
    const days = weeks.flat().filter((d): d is string => !!d);
    let index = days.indexOf(current) + step;
    while (index >= 0 && index < days.length && !available?.get(days[index]!)) index += Math.sign(step);
    const next = days[index];
    if (next) grid.current?.querySelector<HTMLButtonElement>(`[data-date="${next}"]`)?.focus();
  };

  return (
    <div className="calendar">
      <div className="calendar-head">
        <MonthStepButton step={-1} label={t('previousMonth')} disabled={!canGoBack} onStep={() => onMonth(addMonths(month, -1))} />
        <h3 id="calendar-month" aria-live="polite">
          {monthTitle(month, tag)}
        </h3>
        <MonthStepButton step={1} label={t('nextMonth')} disabled={!canGoOn} onStep={() => onMonth(addMonths(month, 1))} />
      </div>
      <div className="weekdays" aria-hidden="true">
        {weekdayNames(tag).map((name, i) => (
          <span key={i}>{name}</span>
        ))}
      </div>
      <div className="days" role="group" aria-labelledby="calendar-month" aria-busy={!available} ref={grid} onKeyDown={onKeyDown}>
        {weeks.flat().map((date, i) => {
          if (!date) return <span key={`pad-${i}`} className="day-pad" />;
          const open = !!available?.get(date);
          const classes = ['day', date === selected ? 'selected' : '', date === today ? 'today' : '', available ? '' : 'loading']
            .filter(Boolean)
            .join(' ');
          return (
            <button
              key={date}
              type="button"
              className={classes}
              data-date={date}
              disabled={!open}
              tabIndex={date === tabStop ? 0 : -1}
              aria-pressed={date === selected}
              aria-label={`${fullDate(date, tag)}${open ? '' : `, ${t('noTimes')}`}`}
              onClick={() => onPick(date)}
            >
              {Number(date.slice(8, 10))}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The arrow before or after the month's name that turns the calendar a month back or on. */
function MonthStepButton({ step, label, disabled, onStep }: { step: -1 | 1; label: string; disabled: boolean; onStep: () => void }) {
  return (
    <button type="button" className="icon-button" onClick={onStep} disabled={disabled} aria-label={label}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path fill="currentColor" d={step < 0 ? 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z' : 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z'} />
      </svg>
    </button>
  );
}

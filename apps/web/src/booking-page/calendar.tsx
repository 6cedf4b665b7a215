import { useRef, type KeyboardEvent } from 'react';
import { useLocale } from './context';
import { addMonths, fullDate, monthTitle, monthWeeks, weekdayNames } from './dates';

/** What a screen reader adds to a full day whose waiting list is open: said once, referred to by each. */
const WAITABLE_NOTE = 'calendar-waitable-note';

interface CalendarProps {
  month: string;
  /** the days of the month that have a time for the party; null while they load */
  available: Map<string, boolean> | null;
  /** days with no time that may still be picked, to join their waiting list */
  waitable?: ReadonlySet<string>;
  selected: string | null;
  today: string;
  canGoBack: boolean;
  canGoOn: boolean;
  onMonth: (month: string) => void;
  onPick: (date: string) => void;
}

/**
 * A month of day buttons: a day with a time is a button, and so is a full day whose waiting list the
 * diner may join (drawn apart); every other day a disabled one. Arrow keys move between the days that
 * may be picked (Tab reaches the chosen one, or the first), Enter picks.
 */
export function Calendar({ month, available, waitable, selected, today, canGoBack, canGoOn, onMonth, onPick }: CalendarProps) {
  const { t, tag } = useLocale();
  const grid = useRef<HTMLDivElement>(null);
  const weeks = monthWeeks(month);
  const pickable = (date: string) => !!available?.get(date) || !!waitable?.has(date);
  const bookable = weeks.flat().filter((d): d is string => !!d && pickable(d));
  const tabStop = selected && bookable.includes(selected) ? selected : bookable[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 7, ArrowUp: -7 }[event.key];
    const current = (event.target as HTMLElement).dataset.date;
    if (!step || !current) return;
    event.preventDefault();
    // The nearest bookable day in that direction (a week on: the first bookable on or after it).
    const days = weeks.flat().filter((d): d is string => !!d);
    let index = days.indexOf(current) + step;
    while (index >= 0 && index < days.length && !pickable(days[index]!)) index += Math.sign(step);
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
          const waiting = !open && !!waitable?.has(date);
          const classes = [
            'day',
            date === selected ? 'selected' : '',
            date === today ? 'today' : '',
            available ? '' : 'loading',
            waiting ? 'waitable' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <button
              key={date}
              type="button"
              className={classes}
              data-date={date}
              disabled={!open && !waiting}
              tabIndex={date === tabStop ? 0 : -1}
              aria-pressed={date === selected}
              // A full day with its list open is named by its date alone (it can be picked); that it is full is its description.
              aria-label={`${fullDate(date, tag)}${open || waiting ? '' : `, ${t('noTimes')}`}`}
              aria-describedby={waiting ? WAITABLE_NOTE : undefined}
              onClick={() => onPick(date)}
            >
              {Number(date.slice(8, 10))}
            </button>
          );
        })}
      </div>
      {!!waitable?.size && (
        <span id={WAITABLE_NOTE} className="sr-only">
          {`${t('noTimes')}, ${t('waitingList.dayLabel')}`}
        </span>
      )}
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

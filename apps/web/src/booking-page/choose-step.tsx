import type { ReactNode, Ref } from 'react';
import type { BookingTimesView } from './api';
import { Calendar } from './calendar';
import { useLocale } from './context';
import { StepHeading } from './step-heading';
import { longDate, monthOf } from './dates';
import { Times, type PickedTime } from './times';

/** The first step: how many, which day, which time. The page above keeps the state; this draws it. */
export function ChooseStep(props: {
  headingRef: Ref<HTMLHeadingElement>;
  /** why the diner is back here (a time taken meanwhile), said at the top */
  notice: string | null;
  party: number;
  partySizes: number[];
  onParty: (party: number) => void;
  month: string;
  lastMonth: string;
  today: string;
  days: Map<string, boolean> | null;
  /** full days the diner may still pick, to join their waiting list */
  waitableDays: ReadonlySet<string>;
  date: string | null;
  onMonth: (month: string) => void;
  onDate: (date: string) => void;
  times: BookingTimesView | null;
  picked: PickedTime | null;
  onTime: (picked: PickedTime) => void;
  /** under the times of a day with none for the party: its waiting list, if the outlet takes names */
  waitingList: ReactNode;
}) {
  const { t, tag } = useLocale();
  const { month, today, date } = props;
  return (
    <section className="card" aria-labelledby="choose-title">
      <StepHeading id="choose-title" headingRef={props.headingRef} title={t('chooseTitle')} notice={props.notice} />
      <div className="field party">
        <label htmlFor="party">{t('partySize')}</label>
        <select id="party" value={props.party} onChange={(e) => props.onParty(Number(e.target.value))}>
          {props.partySizes.map((n) => (
            <option key={n} value={n}>
              {t('guests', { count: n })}
            </option>
          ))}
        </select>
      </div>
      <h3 className="section-title">{t('date')}</h3>
      <Calendar
        month={month}
        available={props.days}
        waitable={props.waitableDays}
        selected={date}
        today={today}
        canGoBack={month > monthOf(today)}
        canGoOn={month < props.lastMonth}
        onMonth={props.onMonth}
        onPick={props.onDate}
      />
      {date && (
        <div className="times-block" aria-live="polite">
          <h3 className="section-title">{t('timesOn', { date: longDate(date, tag) })}</h3>
          <Times times={props.times} selected={props.picked} onPick={props.onTime} />
        </div>
      )}
      {date && props.waitingList}
    </section>
  );
}

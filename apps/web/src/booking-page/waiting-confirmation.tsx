import { useEffect, useRef } from 'react';
import type { BookingPageView } from './api';
import { useLocale } from './context';
import { longDate } from './dates';
import type { WaitingJoined } from './waiting-list-form';

/** After joining the day's waiting list: the diner's place, what happens next, and the link to follow it. */
export function WaitingConfirmation({ page, joined }: { page: BookingPageView; joined: WaitingJoined }) {
  const { t, tag } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card confirmation" aria-labelledby="waiting-title">
      <div className="tick" aria-hidden="true">
        {/* An hourglass: waiting, not yet booked. */}
        <svg viewBox="0 0 24 24" width="32" height="32">
          <path fill="currentColor" d="M6 2v6l4 4-4 4v6h12v-6l-4-4 4-4V2H6Zm10 14.5V20H8v-3.5l4-4 4 4ZM12 11.5l-4-4V4h8v3.5l-4 4Z" />
        </svg>
      </div>
      <h2 id="waiting-title" ref={heading} tabIndex={-1}>
        {t('waitingList.done.title', { position: joined.result.position })}
      </h2>
      <p className="lead">{t('waitingList.done.text', { outlet: page.name })}</p>
      <dl className="summary-list">
        <div>
          <dt>{t('done.date')}</dt>
          <dd>{longDate(joined.date, tag)}</dd>
        </div>
        <div>
          <dt>{t('waitingList.done.window')}</dt>
          <dd>{t('waitingList.done.between', joined.window)}</dd>
        </div>
        <div>
          <dt>{t('done.party')}</dt>
          <dd>{t('guests', { count: joined.party })}</dd>
        </div>
      </dl>
      <a className="button primary" href={joined.result.link}>
        {t('waitingList.done.follow')}
      </a>
      <p className="small">{t('waitingList.done.hint')}</p>
    </section>
  );
}

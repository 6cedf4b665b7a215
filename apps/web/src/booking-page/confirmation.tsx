import { useEffect, useRef } from 'react';
import type { BookingPageView, OnlineBookingResult } from './api';
import { useLocale } from './context';
import { longDate, shortTime } from './dates';

/** PENDING (8): the booking waits for its payment. */
const PENDING = 8;

/** After booking: the code, when and for how many, what is to pay, and where to manage (and pay for) it. */
export function Confirmation({ page, result, cost = null }: { page: BookingPageView; result: OnlineBookingResult; cost?: string | null }) {
  const { t, tag } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const pending = result.status === PENDING;
  return (
    <section className="card confirmation" aria-labelledby="done-title">
      <div className="tick" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32">
          <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
        </svg>
      </div>
      <h2 id="done-title" ref={heading} tabIndex={-1}>
        {pending ? t('done.pendingTitle') : t('done.title')}
      </h2>
      <p className="lead">{pending ? t('done.pendingText', { outlet: page.name }) : t('done.text', { outlet: page.name })}</p>
      <dl className="summary-list">
        <div>
          <dt>{t('done.code')}</dt>
          <dd className="code" data-testid="booking-code">
            {result.code}
          </dd>
        </div>
        <div>
          <dt>{t('done.date')}</dt>
          <dd>{longDate(result.reservationDate, tag)}</dd>
        </div>
        <div>
          <dt>{t('done.time')}</dt>
          <dd>{shortTime(result.reservationTime)}</dd>
        </div>
        <div>
          <dt>{t('done.party')}</dt>
          <dd>{t('guests', { count: result.pax })}</dd>
        </div>
      </dl>
      {result.guarantee && (
        // Why this booking asks for money its service's ticket does not (the outlet's guarantee rule, issue 32).
        <p className="guarantee-why" data-testid="guarantee-why">
          {t(`done.guarantee.${result.guarantee.reason}`, {
            outlet: page.name,
            what: t(`done.guarantee.kind.${result.guarantee.ticket.typePayment}`),
            count: result.pax,
          })}
        </p>
      )}
      {result.payUrl && cost && (
        <p className="cost" data-testid="booking-cost">
          {cost}
        </p>
      )}
      {result.payUrl && (
        <a className="button primary" href={result.payUrl}>
          {t('done.pay')}
        </a>
      )}
      <a className={`button ${result.payUrl ? 'secondary' : 'primary'}`} href={result.manageUrl}>
        {t('done.manage')}
      </a>
      <p className="small">{t('done.manageHint')}</p>
    </section>
  );
}

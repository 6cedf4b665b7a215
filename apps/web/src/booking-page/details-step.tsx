import type { Ref } from 'react';
import type { BookingPageView } from './api';
import { useLocale } from './context';
import { StepHeading } from './step-heading';
import { costLine, type ServiceTicket } from './cost';
import { longDate, shortTime } from './dates';
import { DetailsForm, type Details, type FieldErrors } from './details-form';

/** The second step: what was chosen (with a way back), what it costs, and the diner's details. */
export function DetailsStep(props: {
  headingRef: Ref<HTMLHeadingElement>;
  page: BookingPageView;
  date: string;
  time: string;
  areaName: string | undefined;
  party: number;
  ticket: ServiceTicket | null;
  formError: string | null;
  details: Details;
  errors: FieldErrors;
  submitting: boolean;
  onBack: () => void;
  onChange: (patch: Partial<Details>) => void;
  onSubmit: () => void;
}) {
  const { t, tag } = useLocale();
  const { party, ticket } = props;
  return (
    <section className="card" aria-labelledby="details-title">
      <div className="summary">
        <div>
          <p className="summary-when">
            {longDate(props.date, tag)} · {shortTime(props.time)}
            {props.areaName && ` · ${props.areaName}`}
          </p>
          <p className="summary-party">{t('guests', { count: party })}</p>
        </div>
        <button type="button" className="link-button" onClick={props.onBack}>
          {t('change')}
        </button>
      </div>
      {ticket && (
        <p className="cost" data-testid="booking-cost">
          <strong>{ticket.name}</strong>
          <br />
          {costLine(ticket, party, t, tag)}
        </p>
      )}
      <StepHeading id="details-title" headingRef={props.headingRef} title={t('detailsTitle')} notice={props.formError} />
      <DetailsForm
        page={props.page}
        party={party}
        details={props.details}
        errors={props.errors}
        submitting={props.submitting}
        onChange={props.onChange}
        onSubmit={props.onSubmit}
      />
    </section>
  );
}

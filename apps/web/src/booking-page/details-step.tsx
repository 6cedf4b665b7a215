import type { Ref } from 'react';
import { useLocale } from './context';
import { StepHeading } from './step-heading';
import { costLine, type ServiceTicket } from './cost';
import { longDate, shortTime } from './dates';
import { DetailsForm, type DetailsFormProps } from './details-form';

/** The form's own props, and what the step shows above it: the choice made, its cost, and why Book was refused. */
type DetailsStepProps = DetailsFormProps & {
  headingRef: Ref<HTMLHeadingElement>;
  date: string;
  time: string;
  areaName: string | undefined;
  ticket: ServiceTicket | null;
  formError: string | null;
  onBack: () => void;
};

/** The second step: what was chosen (with a way back), what it costs, and the diner's details. */
export function DetailsStep({ headingRef, date, time, areaName, ticket, formError, onBack, ...form }: DetailsStepProps) {
  const { t, tag } = useLocale();
  const { party } = form;
  return (
    <section className="card" aria-labelledby="details-title">
      <div className="summary">
        <div>
          <p className="summary-when">
            {longDate(date, tag)} · {shortTime(time)}
            {areaName && ` · ${areaName}`}
          </p>
          <p className="summary-party">{t('guests', { count: party })}</p>
        </div>
        <button type="button" className="link-button" onClick={onBack}>
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
      <StepHeading id="details-title" headingRef={headingRef} title={t('detailsTitle')} notice={formError} />
      <DetailsForm {...form} />
    </section>
  );
}

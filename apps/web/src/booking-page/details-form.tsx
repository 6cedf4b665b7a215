import { Fragment, type FormEvent } from 'react';
import type { BookingPageView } from './api';
import { checkContact, ContactFields, describedBy, Field, Honeypot } from './contact-fields';
import { useLocale } from './context';
import { DIETARY_NEEDS, OCCASIONS, textIn } from './locale';
import { policyIn } from '@host/domain/policy-text';

export interface Details {
  customerPhone: string;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  occasions: Array<(typeof OCCASIONS)[number]>;
  /** allergies and diet ticked, and their words (asked once something is ticked) */
  dietary: Array<(typeof DIETARY_NEEDS)[number]>;
  dietaryNotes: string;
  specialRequest: string;
  customAnswer: string;
  numberOfChildren: number;
  acceptPolicies: boolean;
  /** the honeypot: people never see it, bots fill it */
  website: string;
}

export const emptyDetails = (prefix: string): Details => ({
  customerPhone: `${prefix} `,
  customerFirstName: '',
  customerLastName: '',
  customerEmail: '',
  occasions: [],
  dietary: [],
  dietaryNotes: '',
  specialRequest: '',
  customAnswer: '',
  numberOfChildren: 0,
  acceptPolicies: false,
  website: '',
});

export type FieldErrors = Partial<Record<keyof Details, string>>;

/** What the browser can tell before sending (the server checks everything again, in its own words). */
export function checkDetails(details: Details, t: (key: string) => string): FieldErrors {
  const errors: FieldErrors = checkContact(details, t);
  if (!details.acceptPolicies) errors.acceptPolicies = t('errors.fields.acceptPolicies');
  return errors;
}

export interface DetailsFormProps {
  page: BookingPageView;
  party: number;
  details: Details;
  errors: FieldErrors;
  submitting: boolean;
  onChange: (patch: Partial<Details>) => void;
  onSubmit: () => void;
}

/** The guest's details, the fields the outlet asks, the policies to accept, and Book. */
export function DetailsForm({ page, party, details, errors, submitting, onChange, onSubmit }: DetailsFormProps) {
  const { t, language } = useLocale();
  const question = page.isEnableCustomQuestionField ? textIn(page.customQuestion, language) : '';
  // Each policy in the diner's language where the restaurant wrote one; else its own text, said once
  // to be the original rather than passed off as the diner's (issue 28).
  const policies = [
    policyIn(page.reservationPolicy, page.policyTranslations?.reservation, language),
    policyIn(page.cancellationPolicy, page.policyTranslations?.cancellation, language),
  ];
  const described = (name: keyof Details) => describedBy(errors, name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const toggleOccasion = (occasion: (typeof OCCASIONS)[number]) =>
    onChange({
      occasions: details.occasions.includes(occasion) ? details.occasions.filter((o) => o !== occasion) : [...details.occasions, occasion],
    });

  return (
    <form className="details" onSubmit={submit} noValidate>
      <ContactFields contact={details} errors={errors} onChange={onChange} />
      {page.isEnableShowChildren && party > 1 && (
        <Field
          id="numberOfChildren"
          label={t('fields.children')}
          hint={t('fields.childrenHint', { count: party })}
          error={errors.numberOfChildren}
        >
          <select
            id="numberOfChildren"
            value={details.numberOfChildren}
            onChange={(e) => onChange({ numberOfChildren: Number(e.target.value) })}
            {...described('numberOfChildren')}
          >
            {Array.from({ length: party }, (_, n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
      )}
      {page.isEnableOccasions && (
        <fieldset className="field occasions">
          <legend>
            {t('fields.occasion')}
            <span className="hint"> {t('fields.optional')}</span>
          </legend>
          <div className="chips">
            {OCCASIONS.map((occasion) => (
              <label key={occasion} className={`chip${details.occasions.includes(occasion) ? ' on' : ''}`}>
                <input type="checkbox" checked={details.occasions.includes(occasion)} onChange={() => toggleOccasion(occasion)} />
                {t(`occasions.${occasion}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <DietaryFields details={details} error={errors.dietaryNotes} onChange={onChange} />
      {page.isEnableSpecificRequest && (
        <Field id="specialRequest" label={t('fields.specialRequest')} hint={t('fields.optional')} error={errors.specialRequest}>
          <textarea
            id="specialRequest"
            rows={3}
            maxLength={1000}
            placeholder={t('fields.specialRequestPlaceholder')}
            value={details.specialRequest}
            onChange={(e) => onChange({ specialRequest: e.target.value })}
            {...described('specialRequest')}
          />
        </Field>
      )}
      {question && (
        <Field id="customAnswer" label={question} error={errors.customAnswer}>
          <input
            id="customAnswer"
            maxLength={500}
            value={details.customAnswer}
            onChange={(e) => onChange({ customAnswer: e.target.value })}
            {...described('customAnswer')}
          />
        </Field>
      )}
      <Honeypot value={details.website} onChange={(website) => onChange({ website })} />

      <section className="policies" aria-labelledby="policies-title">
        <h3 id="policies-title">{t('policies.title')}</h3>
        {policies.map(
          (policy, i) =>
            policy && (
              <Fragment key={i}>
                {/* Said once, above the first policy shown in the restaurant's own words. */}
                {policy.notInReadersLanguage && policies.findIndex((p) => p?.notInReadersLanguage) === i && (
                  <p className="policy-original" data-testid="policy-original">
                    {t('policies.original')}
                  </p>
                )}
                <p lang={policy.language ?? undefined} data-testid="policy-text">
                  {policy.text}
                </p>
              </Fragment>
            ),
        )}
        <div className={`check${errors.acceptPolicies ? ' invalid' : ''}`}>
          <input
            id="acceptPolicies"
            type="checkbox"
            checked={details.acceptPolicies}
            onChange={(e) => onChange({ acceptPolicies: e.target.checked })}
            {...described('acceptPolicies')}
          />
          <label htmlFor="acceptPolicies">{t('policies.accept')}</label>
        </div>
        {errors.acceptPolicies && (
          <p className="field-error" id="acceptPolicies-error">
            {errors.acceptPolicies}
          </p>
        )}
      </section>

      <button type="submit" className="primary" disabled={submitting} aria-busy={submitting}>
        {submitting ? t('booking') : t('book')}
      </button>
    </form>
  );
}

/**
 * Allergies and diet (issue 32), asked of every diner: ticked from the same short list the host ticks, then in their own
 * words once something is ticked ("severe: carries an EpiPen"). Kept on the guest's record, shown to the host in red.
 */
function DietaryFields({
  details,
  error,
  onChange,
}: {
  details: Details;
  error: string | undefined;
  onChange: (patch: Partial<Details>) => void;
}) {
  const { t } = useLocale();
  const toggle = (need: (typeof DIETARY_NEEDS)[number]) =>
    onChange({ dietary: details.dietary.includes(need) ? details.dietary.filter((n) => n !== need) : [...details.dietary, need] });
  return (
    <fieldset className="field occasions" data-testid="dietary">
      <legend>
        {t('fields.dietary')}
        <span className="hint"> {t('fields.optional')}</span>
      </legend>
      <div className="chips">
        {DIETARY_NEEDS.map((need) => (
          <label key={need} className={`chip${details.dietary.includes(need) ? ' on' : ''}`}>
            <input type="checkbox" checked={details.dietary.includes(need)} onChange={() => toggle(need)} />
            {t(`dietary.${need}`)}
          </label>
        ))}
      </div>
      {details.dietary.length > 0 && (
        <Field id="dietaryNotes" label={t('fields.dietaryNotes')} hint={t('fields.optional')} error={error}>
          <input
            id="dietaryNotes"
            maxLength={500}
            placeholder={t('fields.dietaryNotesPlaceholder')}
            value={details.dietaryNotes}
            onChange={(e) => onChange({ dietaryNotes: e.target.value })}
            {...describedBy({ dietaryNotes: error }, 'dietaryNotes')}
          />
        </Field>
      )}
    </fieldset>
  );
}

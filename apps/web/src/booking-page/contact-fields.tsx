import type { ReactNode } from 'react';
import { useLocale } from './context';

/** Who the diner is: what both the booking and the waiting list ask. */
export interface Contact {
  customerFirstName: string;
  customerLastName: string;
  customerPhone: string;
  customerEmail: string;
}

type Translate = (key: string) => string;

/** What the browser can tell of the contact before sending (the server checks everything again, in its own words). */
export function checkContact(contact: Contact, t: Translate): Partial<Record<keyof Contact, string>> {
  const errors: Partial<Record<keyof Contact, string>> = {};
  if (!contact.customerFirstName.trim()) errors.customerFirstName = t('errors.fields.customerFirstName');
  if (contact.customerPhone.replace(/\D/g, '').length < 6) errors.customerPhone = t('errors.fields.customerPhone');
  if (contact.customerEmail.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.customerEmail.trim()))
    errors.customerEmail = t('errors.fields.customerEmail');
  return errors;
}

/** A field's refusal, tied to its input for a screen reader (the message's id is `{name}-error`). */
export const describedBy = (errors: Partial<Record<string, string>>, name: string) =>
  errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${name}-error` } : {};

/** A labelled field, its hint beside the label, and its refusal under it. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={`field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {hint && <span className="hint"> {hint}</span>}
      </label>
      {children}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * First and last name, mobile (starting with the outlet's dialling prefix) and optional email.
 * `emailNote` says under the email what it is used for (the waiting list writes there when given).
 */
export function ContactFields({
  contact,
  errors,
  emailNote,
  onChange,
}: {
  contact: Contact;
  errors: Partial<Record<string, string>>;
  emailNote?: string;
  onChange: (patch: Partial<Contact>) => void;
}) {
  const { t } = useLocale();
  const emailDescribedBy = [errors.customerEmail && 'customerEmail-error', emailNote && 'customerEmail-note'].filter(Boolean).join(' ');
  return (
    <>
      <div className="row">
        <Field id="customerFirstName" label={t('fields.firstName')} error={errors.customerFirstName}>
          <input
            id="customerFirstName"
            autoComplete="given-name"
            required
            maxLength={100}
            value={contact.customerFirstName}
            onChange={(e) => onChange({ customerFirstName: e.target.value })}
            {...describedBy(errors, 'customerFirstName')}
          />
        </Field>
        <Field id="customerLastName" label={t('fields.lastName')} error={errors.customerLastName}>
          <input
            id="customerLastName"
            autoComplete="family-name"
            maxLength={100}
            value={contact.customerLastName}
            onChange={(e) => onChange({ customerLastName: e.target.value })}
            {...describedBy(errors, 'customerLastName')}
          />
        </Field>
      </div>
      <Field id="customerPhone" label={t('fields.phone')} error={errors.customerPhone}>
        <input
          id="customerPhone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={32}
          value={contact.customerPhone}
          onChange={(e) => onChange({ customerPhone: e.target.value })}
          // Tabbing in selects the whole field: a first digit typed keeps the country code given.
          onKeyDown={(e) => {
            const input = e.currentTarget;
            const allSelected = input.selectionStart === 0 && input.selectionEnd === input.value.length;
            if (/^\d$/.test(e.key) && allSelected && /^\+\d+\s*$/.test(input.value))
              input.setSelectionRange(input.value.length, input.value.length);
          }}
          {...describedBy(errors, 'customerPhone')}
        />
      </Field>
      <Field id="customerEmail" label={t('fields.email')} hint={t('fields.optional')} error={errors.customerEmail}>
        <input
          id="customerEmail"
          type="email"
          autoComplete="email"
          maxLength={200}
          value={contact.customerEmail}
          onChange={(e) => onChange({ customerEmail: e.target.value })}
          {...describedBy(errors, 'customerEmail')}
          aria-describedby={emailDescribedBy || undefined}
        />
        {emailNote && (
          <p className="field-note" id="customerEmail-note">
            {emailNote}
          </p>
        )}
      </Field>
    </>
  );
}

/** A honeypot: hidden from people and from screen readers, out of the tab order; a bot fills it. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="hp" aria-hidden="true">
      <label>
        Website
        <input name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}

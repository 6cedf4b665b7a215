import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { BookApiError, postWaitingList, type BookingPageView, type BookingTimesView, type JoinWaitingListResult } from './api';
import { attemptFor, type Attempt } from './attempt';
import { checkContact, ContactFields, describedBy, Field, Honeypot, type Contact } from './contact-fields';
import { useLocale } from './context';
import { longDate } from './dates';
import { describeError, describeFieldError } from './messages';
import { defaultWindow, endTimesAfter, listedTimes, offersWaitingList, waitingBodyOf, windowTimes } from './waiting-window';

/** A diner on the list, and what they asked for: the confirmation repeats it. */
export interface WaitingJoined {
  result: JoinWaitingListResult;
  date: string;
  window: { start: string; end: string };
  party: number;
}

interface WaitingListProps {
  page: BookingPageView;
  date: string;
  party: number;
  times: BookingTimesView | null;
  /** framed by the settings page: the form checks, and joins nothing */
  preview: boolean;
  /** the name, phone and email, shared with the booking's details: typed once for either */
  contact: Contact;
  onContact: (patch: Partial<Contact>) => void;
  onJoined: (joined: WaitingJoined) => void;
}

/** The fields of this form a refusal may name; any other is said above the form. */
const FIELDS = ['windowStart', 'windowEnd', 'customerFirstName', 'customerLastName', 'customerPhone', 'customerEmail', 'notes'] as const;
type WaitingErrors = Partial<Record<(typeof FIELDS)[number], string>>;

/**
 * Under a day with no time for the party (docs/rules.md section 10): the day's waiting list, when the
 * outlet takes names online. One button opens the form, so the diner who would rather pick another
 * day is not asked for anything.
 */
export function WaitingListOffer(props: WaitingListProps) {
  const { t, tag } = useLocale();
  const [open, setOpen] = useState(false);
  if (!offersWaitingList(props.page, props.times)) return null;
  return (
    <section className="waitlist" aria-labelledby="waitlist-title">
      <h3 id="waitlist-title">{t('waitingList.title')}</h3>
      <p className="waitlist-intro">
        {t('waitingList.intro', { party: t('guests', { count: props.party }), date: longDate(props.date, tag) })}
      </p>
      {open ? (
        <WaitingListForm {...props} />
      ) : (
        <button type="button" className="secondary" onClick={() => setOpen(true)}>
          {t('waitingList.open')}
        </button>
      )}
    </section>
  );
}

function WaitingListForm({ page, date, party, times, preview, contact, onContact, onJoined }: WaitingListProps) {
  const { t, language } = useLocale();
  const options = useMemo(() => windowTimes(times), [times]);
  const [timeWindow, setTimeWindow] = useState(() => defaultWindow(options, listedTimes(times)));
  const [notes, setNotes] = useState('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<WaitingErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const attempt = useRef<Attempt | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLSelectElement>(null);
  // The button that opened the form is gone: the focus goes on to the form's first field.
  useEffect(() => firstField.current?.focus(), []);

  const forget = (...names: Array<keyof WaitingErrors>) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([name]) => !names.includes(name as keyof WaitingErrors))));
  const changeContact = (patch: Partial<Contact>) => {
    onContact(patch);
    forget(...(Object.keys(patch) as Array<keyof Contact>));
  };
  const changeStart = (start: string) => {
    // A start at or past the end moves the end to the next time after it.
    setTimeWindow((w) => ({ start, end: w.end > start ? w.end : endTimesAfter(options, start)[0]! }));
    forget('windowStart', 'windowEnd');
  };
  const focusField = (names: readonly string[]) => {
    const field = names.map((name) => form.current?.querySelector<HTMLElement>(`#${name}`)).find(Boolean);
    field?.focus();
    return !!field;
  };

  const showRefusal = async (error: unknown) => {
    const named = error instanceof BookApiError ? error.fields.filter((f) => (FIELDS as readonly string[]).includes(f.field)) : [];
    if (error instanceof BookApiError && named.length) {
      setErrors(Object.fromEntries(named.map((f) => [f.field, describeFieldError(f.field, f.reason, t, error.params)])));
      if (focusField(named.map((f) => f.field))) return;
    }
    setFormError(await describeError(error, t, language));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = checkContact(contact, t);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) {
      focusField(Object.keys(found));
      return;
    }
    if (preview) {
      setFormError(t('previewNoBooking'));
      return;
    }
    const body = waitingBodyOf({ date, window: timeWindow, party, contact, notes, website, language });
    const current = (attempt.current = attemptFor(attempt.current, JSON.stringify(body)));
    setSending(true);
    try {
      const result = await postWaitingList(page.slug, body, current.key);
      current.answered = true;
      onJoined({ result, date, window: timeWindow, party });
    } catch (error) {
      if (error instanceof BookApiError && error.status < 500) current.answered = true;
      await showRefusal(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="details waitlist-form" ref={form} onSubmit={(e) => void submit(e)} noValidate>
      {formError && (
        <p className="notice" role="alert">
          {formError}
        </p>
      )}
      <fieldset className="field window">
        <legend>{t('waitingList.window')}</legend>
        <div className="row">
          <Field id="windowStart" label={t('waitingList.earliest')} error={errors.windowStart}>
            <select
              id="windowStart"
              ref={firstField}
              value={timeWindow.start}
              onChange={(e) => changeStart(e.target.value)}
              {...describedBy(errors, 'windowStart')}
            >
              {options.slice(0, -1).map((time) => (
                <option key={time}>{time}</option>
              ))}
            </select>
          </Field>
          <Field id="windowEnd" label={t('waitingList.latest')} error={errors.windowEnd}>
            <select
              id="windowEnd"
              value={timeWindow.end}
              onChange={(e) => {
                setTimeWindow((w) => ({ ...w, end: e.target.value }));
                forget('windowStart', 'windowEnd');
              }}
              {...describedBy(errors, 'windowEnd')}
            >
              {endTimesAfter(options, timeWindow.start).map((time) => (
                <option key={time}>{time}</option>
              ))}
            </select>
          </Field>
        </div>
      </fieldset>
      <ContactFields contact={contact} errors={errors} emailNote={t('waitingList.emailNote')} onChange={changeContact} />
      <Field id="notes" label={t('waitingList.notes')} hint={t('fields.optional')} error={errors.notes}>
        <textarea
          id="notes"
          rows={2}
          maxLength={500}
          placeholder={t('waitingList.notesPlaceholder')}
          value={notes}
          onChange={(e) => {
            setNotes(e.target.value);
            forget('notes');
          }}
          {...describedBy(errors, 'notes')}
        />
      </Field>
      <Honeypot value={website} onChange={setWebsite} />
      <button type="submit" className="primary" disabled={sending} aria-busy={sending}>
        {sending ? t('waitingList.joining') : t('waitingList.join')}
      </button>
    </form>
  );
}

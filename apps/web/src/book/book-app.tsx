import type { PreviewDraftMessage } from '@host/domain/booking-page-preview';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BookApiError, fetchDays, fetchPage, fetchTimes, postBooking, type BookingPageView, type BookingTimesView, type OnlineBookingResult } from './api';
import { Calendar } from './calendar';
import { Confirmation } from './confirmation';
import { costLine, ticketAt } from './cost';
import { LocaleContext, type PageLocale } from './context';
import { addMonths, lastDayOf, longDate, monthOf, shortTime } from './dates';
import { checkDetails, DetailsForm, emptyDetails, type Details, type FieldErrors } from './details-form';
import { PageHeader } from './header';
import { addressIn, dateTagOf, DIALLING_PREFIX, translator, type Language, type PageAddress } from './locale';
import { describeError, describeFieldError } from './messages';
import { loadMessages, take, warm } from './preload';
import { previewTimes, usePreviewDrafts } from './preview';
import { Times, type PickedTime } from './times';

/** How far ahead the calendar goes; the outlet's booking window closes its days sooner. */
const MONTHS_AHEAD = 12;

type Screen = 'choose' | 'details' | 'done';

/**
 * `preview`: framed by the settings page (issue 28), the page shows the manager's unsaved draft over
 * what it read (booking-page-preview.ts) and books nothing.
 */
export function BookApp({ address, initialLanguage, preview = false }: { address: PageAddress; initialLanguage: Language; preview?: boolean }) {
  const [language, setLanguage] = useState(initialLanguage);
  const [messages, setMessages] = useState<Record<string, unknown> | null>(null);
  const [fetched, setPage] = useState<BookingPageView | null>(null);
  const [draft, setDraft] = useState<PreviewDraftMessage | null>(null);
  const page = useMemo(() => (fetched && draft ? { ...fetched, ...draft.page } : fetched), [fetched, draft]);
  const [pageError, setPageError] = useState<string | null>(null);

  const [party, setParty] = useState(2);
  const [month, setMonth] = useState<string | null>(null);
  const [days, setDays] = useState<Map<string, boolean> | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [times, setTimes] = useState<BookingTimesView | null>(null);
  const [timesVersion, setTimesVersion] = useState(0);
  const [picked, setPicked] = useState<PickedTime | null>(null);
  const time = picked?.time ?? null;
  const [notice, setNotice] = useState<string | null>(null);

  const [screen, setScreen] = useState<Screen>('choose');
  const [details, setDetails] = useState<Details>(() => emptyDetails('+65'));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<OnlineBookingResult | null>(null);
  /** One key per submission: a retry of the same, unanswered submission reuses it (the server books once). */
  const attempt = useRef<{ body: string; key: string; answered: boolean } | null>(null);
  /** The first month with a bookable day is found once, at the start. */
  const autoPick = useRef(2);
  const heading = useRef<HTMLHeadingElement>(null);

  const locale: PageLocale = useMemo(() => {
    const t = translator((messages ?? {}) as never, language);
    return { language, t, tag: dateTagOf(language, address.subPath, page?.countryCode ?? 'SG') };
  }, [messages, language, address.subPath, page?.countryCode]);
  const { t } = locale;

  // The page's words and the outlet, at once.
  useEffect(() => {
    let live = true;
    document.documentElement.lang = language;
    // Chinese glyphs from npm, split by unicode-range and last in the font stack: a phone with its
    // own Chinese font downloads none of them; one without gets only the few files its text needs.
    if (language === 'zh-Hans') void import('@fontsource/noto-sans-sc/400.css');
    if (language === 'zh-Hant') void import('@fontsource/noto-sans-tc/400.css');
    take(`messages:${language}`, () => loadMessages(language))
      .then((m) => live && setMessages(m))
      .catch(() => live && setMessages({}));
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => {
    take(`page:${address.outlet}`, () => fetchPage(address.outlet))
      .then((p) => {
        const pax = Math.min(Math.max(2, p.minPartySize), p.maxPartySize);
        // Most diners book soon: today's times load beside the month's days.
        warm(`times:${p.today}:${pax}`, () => fetchTimes(p.slug, p.today, pax));
        setPage(p);
        setParty(pax);
        setMonth(monthOf(p.today));
        setDetails(emptyDetails(DIALLING_PREFIX[p.countryCode] ?? '+65'));
      })
      .catch((error: unknown) => setPageError(error instanceof BookApiError && error.status === 404 ? 'notFound' : 'general'));
  }, [address.outlet]);

  useEffect(() => {
    if (fetched) document.title = `${fetched.name} · ${t('title')}`;
  }, [fetched, t]);

  // The month's days for the party (by the page as read: a preview's draft changes no day).
  useEffect(() => {
    if (!fetched || !month) return;
    let live = true;
    setDays(null);
    const from = month < fetched.today ? fetched.today : month;
    fetchDays(fetched.slug, from, lastDayOf(month), party)
      .then(({ days: list }) => {
        if (!live) return;
        const open = new Map(list.map((d) => [d.date, d.available]));
        setDays(open);
        const first = list.find((d) => d.available)?.date;
        if (autoPick.current > 0) {
          if (first) {
            autoPick.current = 0;
            setDate(first);
          } else {
            autoPick.current -= 1;
            setMonth(addMonths(month, 1));
          }
        }
      })
      .catch(() => live && setDays(new Map()));
    return () => {
      live = false;
    };
  }, [fetched, month, party]);

  // The day's times for the party.
  useEffect(() => {
    if (!fetched || !date) return;
    let live = true;
    setTimes(null);
    take(`times:${date}:${party}`, () => fetchTimes(fetched.slug, date, party))
      .then((v) => live && setTimes(v))
      .catch(() => live && setTimes({ date, pax: party, services: [] }));
    return () => {
      live = false;
    };
  }, [fetched, date, party, timesVersion]);

  usePreviewDrafts(preview, (next) => {
    setDraft(next);
    setLanguage(next.language);
    setScreen(next.step);
  });

  // Each screen's title takes the focus when the screen changes, so a screen reader hears where it is.
  // Not in a preview: the manager is typing in the settings form around it.
  useEffect(() => {
    if (screen !== 'done' && !preview) heading.current?.focus();
  }, [screen, preview]);

  const changeLanguage = (next: Language) => {
    setLanguage(next);
    if (page && !preview) history.replaceState(null, '', addressIn(next, page.slug, page.countryCode));
  };

  const pickTime = (next: PickedTime) => {
    setPicked(next);
    setNotice(null);
    setFormError(null);
    setScreen('details');
  };

  const changeDetails = (patch: Partial<Details>) => {
    setDetails((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof Details];
      return next;
    });
  };

  const submit = async () => {
    // A preview may show the details step with no time picked; it checks, and books nothing.
    if (!page || ((!date || !time) && !preview) || submitting) return;
    const found = checkDetails(details, t);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) {
      document.getElementById(Object.keys(found)[0]!)?.focus();
      return;
    }
    if (preview || !date || !time) {
      setFormError(t('previewNoBooking'));
      return;
    }
    const body = {
      reservationDate: date,
      reservationTime: time,
      numberOfAdults: party - details.numberOfChildren,
      numberOfChildren: details.numberOfChildren,
      ...(picked?.areaId ? { areaId: picked.areaId } : {}),
      customerPhone: details.customerPhone.trim(),
      customerFirstName: details.customerFirstName.trim(),
      customerLastName: details.customerLastName.trim(),
      ...(details.customerEmail.trim() ? { customerEmail: details.customerEmail.trim() } : {}),
      occasions: page.isEnableOccasions ? details.occasions : [],
      ...(page.isEnableSpecificRequest && details.specialRequest.trim() ? { specialRequest: details.specialRequest.trim() } : {}),
      ...(page.isEnableCustomQuestionField && details.customAnswer.trim() ? { customAnswer: details.customAnswer.trim() } : {}),
      language,
      acceptPolicies: true as const,
      ...(details.website ? { website: details.website } : {}),
    };
    const json = JSON.stringify(body);
    if (!attempt.current || attempt.current.body !== json || attempt.current.answered) attempt.current = { body: json, key: crypto.randomUUID(), answered: false };
    const current = attempt.current;
    setSubmitting(true);
    try {
      const made = await postBooking(page.slug, body, current.key);
      current.answered = true;
      setResult(made);
      setScreen('done');
    } catch (error) {
      if (error instanceof BookApiError && error.status < 500) current.answered = true;
      await showRefusal(error);
    } finally {
      setSubmitting(false);
    }
  };

  const showRefusal = async (error: unknown) => {
    if (error instanceof BookApiError && error.code === 'SLOT_UNAVAILABLE') {
      // The time went while the diner typed: back to the times, refreshed; what was typed stays.
      setNotice(t('errors.timeGone', { time: shortTime(time ?? '') }));
      setPicked(null);
      setTimesVersion((v) => v + 1);
      setScreen('choose');
      return;
    }
    if (error instanceof BookApiError && error.fields.length) {
      const byField: FieldErrors = {};
      for (const f of error.fields) byField[f.field as keyof Details] = describeFieldError(f.field, f.reason, t, error.params);
      setErrors(byField);
      const first = error.fields.map((f) => document.getElementById(f.field)).find(Boolean);
      if (first) {
        first.focus();
        return;
      }
    }
    setFormError(await describeError(error, t, language));
  };

  if (pageError && messages) {
    return (
      <LocaleContext.Provider value={locale}>
        <main className="shell">
          <section className="card centered" role="alert">
            <h1>{pageError === 'notFound' ? t('notFoundTitle') : t('errors.general')}</h1>
            {pageError === 'notFound' && <p>{t('errors.bookingPageNotFound')}</p>}
          </section>
        </main>
      </LocaleContext.Provider>
    );
  }
  if (!page || !messages || !month) {
    return (
      <main className="shell" aria-busy="true">
        <div className="skeleton-hero" />
        <div className="card skeleton-card" />
      </main>
    );
  }

  const lastMonth = addMonths(monthOf(page.today), MONTHS_AHEAD);
  const shownTimes = preview ? previewTimes(times, page.typeShowTimeslots) : times;
  // The details step of a preview before any time is picked: today's first time, else 19:00.
  const previewTime = preview && screen === 'details' && !time ? (shownTimes?.services.flatMap((s) => s.times).find((slot) => slot.available)?.time ?? '19:00:00') : null;
  const shownDate = date ?? (preview ? page.today : null);
  const shownTime = time ?? previewTime;
  /** what the chosen time's service asks to be paid, told before booking */
  const ticket = ticketAt(times, time);
  const areaName = picked?.areaId ? times?.services.flatMap((s) => s.areas ?? []).find((a) => a.id === picked.areaId)?.name : undefined;
  const partySizes = Array.from({ length: page.maxPartySize - page.minPartySize + 1 }, (_, i) => page.minPartySize + i);

  return (
    <LocaleContext.Provider value={locale}>
      <div className="shell">
        <PageHeader page={page} onLanguage={changeLanguage} />
        <main>
          {screen !== 'done' && (
            <ol className="steps" aria-label={t('steps.label')}>
              <li className={screen === 'choose' ? 'current' : 'past'} aria-current={screen === 'choose' ? 'step' : undefined}>
                <span className="dot">1</span>
                {t('steps.when')}
              </li>
              <li className={screen === 'details' ? 'current' : ''} aria-current={screen === 'details' ? 'step' : undefined}>
                <span className="dot">2</span>
                {t('steps.details')}
              </li>
            </ol>
          )}

          {screen === 'choose' && (
            <section className="card" aria-labelledby="choose-title">
              <h2 id="choose-title" ref={heading} tabIndex={-1}>
                {t('chooseTitle')}
              </h2>
              {notice && (
                <p className="notice" role="alert">
                  {notice}
                </p>
              )}
              <div className="field party">
                <label htmlFor="party">{t('partySize')}</label>
                <select
                  id="party"
                  value={party}
                  onChange={(e) => {
                    setParty(Number(e.target.value));
                    setPicked(null);
                    changeDetails({ numberOfChildren: 0 });
                  }}
                >
                  {partySizes.map((n) => (
                    <option key={n} value={n}>
                      {t('guests', { count: n })}
                    </option>
                  ))}
                </select>
              </div>
              <h3 className="section-title">{t('date')}</h3>
              <Calendar
                month={month}
                available={days}
                selected={date}
                today={page.today}
                canGoBack={month > monthOf(page.today)}
                canGoOn={month < lastMonth}
                onMonth={(m) => {
                  autoPick.current = 0;
                  setMonth(m);
                }}
                onPick={(d) => {
                  setDate(d);
                  setPicked(null);
                }}
              />
              {date && (
                <div className="times-block" aria-live="polite">
                  <h3 className="section-title">{t('timesOn', { date: longDate(date, locale.tag) })}</h3>
                  <Times times={shownTimes} selected={picked} onPick={pickTime} />
                </div>
              )}
            </section>
          )}

          {screen === 'details' && shownDate && shownTime && (
            <section className="card" aria-labelledby="details-title">
              <div className="summary">
                <div>
                  <p className="summary-when">
                    {longDate(shownDate, locale.tag)} · {shortTime(shownTime)}
                    {areaName && ` · ${areaName}`}
                  </p>
                  <p className="summary-party">{t('guests', { count: party })}</p>
                </div>
                <button type="button" className="link-button" onClick={() => setScreen('choose')}>
                  {t('change')}
                </button>
              </div>
              {ticket && (
                <p className="cost" data-testid="booking-cost">
                  <strong>{ticket.name}</strong>
                  <br />
                  {costLine(ticket, party, t, locale.tag)}
                </p>
              )}
              <h2 id="details-title" ref={heading} tabIndex={-1}>
                {t('detailsTitle')}
              </h2>
              {formError && (
                <p className="notice" role="alert">
                  {formError}
                </p>
              )}
              <DetailsForm page={page} party={party} details={details} errors={errors} submitting={submitting} onChange={changeDetails} onSubmit={() => void submit()} />
            </section>
          )}

          {screen === 'done' && result && <Confirmation page={page} result={result} cost={ticket && result.payUrl ? costLine(ticket, party, t, locale.tag) : null} />}
        </main>
        <footer className="footer">{t('poweredBy')}</footer>
      </div>
    </LocaleContext.Provider>
  );
}

import type { PreviewDraftMessage } from '@host/domain/booking-page-preview';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageFailed, PageLoading, StepsIndicator } from './page-states';
import { usePageAndWords } from './use-page-and-words';
import { BookApiError, fetchTimes, postBooking, type OnlineBookingResult } from './api';
import { attemptFor, type Attempt } from './attempt';
import { ChooseStep } from './choose-step';
import { Confirmation } from './confirmation';
import { costLine, ticketAt } from './cost';
import { LocaleContext, type PageLocale } from './context';
import { addMonths, monthOf, shortTime } from './dates';
import { bookingBodyOf } from './booking-body';
import { checkDetails, emptyDetails, type Details, type FieldErrors } from './details-form';
import { DetailsStep } from './details-step';
import { PageHeader } from './header';
import { addressIn, dateTagOf, DIALLING_PREFIX, translator, type Language, type PageAddress } from './locale';
import { describeError, describeFieldError } from './messages';
import { warm } from './preload';
import { previewTimes, usePreviewDrafts } from './preview';
import { useAvailability } from './use-availability';
import type { PickedTime } from './times';
import { WaitingConfirmation } from './waiting-confirmation';
import { WaitingListOffer, type WaitingJoined } from './waiting-list-form';
import { waitingListDays } from './waiting-window';

/** How far ahead the calendar goes; the outlet's booking window closes its days sooner. */
const MONTHS_AHEAD = 12;

/** `waiting`: the diner found no time and joined the day's waiting list instead. */
type Screen = 'choose' | 'details' | 'done' | 'waiting';

/**
 * `preview`: framed by the settings page (issue 28), the page shows the manager's unsaved draft over
 * what it read (booking-page-preview.ts) and books nothing.
 */
export function BookApp({
  address,
  initialLanguage,
  preview = false,
}: {
  address: PageAddress;
  initialLanguage: Language;
  preview?: boolean;
}) {
  const [language, setLanguage] = useState(initialLanguage);
  const [draft, setDraft] = useState<PreviewDraftMessage | null>(null);

  const [party, setParty] = useState(2);
  const [month, setMonth] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
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
  const [waiting, setWaiting] = useState<WaitingJoined | null>(null);
  /** One key per submission: a retry of the same, unanswered submission reuses it (the server books once). */
  const attempt = useRef<Attempt | null>(null);
  /** The first month with a bookable day is found once, at the start. */
  const autoPick = useRef(2);
  const heading = useRef<HTMLHeadingElement>(null);

  // The page's words and the outlet, at once.
  const { messages, fetched, pageError } = usePageAndWords(address.outlet, language, (p) => {
    const pax = Math.min(Math.max(2, p.minPartySize), p.maxPartySize);
    // Most diners book soon: today's times load beside the month's days.
    warm(`times:${p.today}:${pax}`, () => fetchTimes(p.slug, p.today, pax));
    setParty(pax);
    setMonth(monthOf(p.today));
    setDetails(emptyDetails(DIALLING_PREFIX[p.countryCode] ?? '+65'));
  });

  const page = useMemo(() => (fetched && draft ? { ...fetched, ...draft.page } : fetched), [fetched, draft]);

  const locale: PageLocale = useMemo(() => {
    const t = translator((messages ?? {}) as never, language);
    return { language, t, tag: dateTagOf(language, address.subPath, page?.countryCode ?? 'SG') };
  }, [messages, language, address.subPath, page?.countryCode]);
  const { t } = locale;

  useEffect(() => {
    if (fetched) document.title = `${fetched.name} · ${t('title')}`;
  }, [fetched, t]);

  const { days, times } = useAvailability({
    page: fetched,
    month,
    date,
    party,
    timesVersion,
    autoPick,
    onDate: setDate,
    onMonth: setMonth,
  });

  usePreviewDrafts(preview, (next) => {
    setDraft(next);
    setLanguage(next.language);
    setScreen(next.step);
  });

  // Each screen's title takes the focus when the screen changes, so a screen reader hears where it is.
  // Not in a preview: the manager is typing in the settings form around it.
  useEffect(() => {
    if ((screen === 'choose' || screen === 'details') && !preview) heading.current?.focus();
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
    const body = bookingBodyOf(page, { date, picked: picked!, party }, details, language);
    const current = (attempt.current = attemptFor(attempt.current, JSON.stringify(body)));
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
        <PageFailed notFound={pageError === 'notFound'} />
      </LocaleContext.Provider>
    );
  }
  if (!page || !messages || !month) return <PageLoading />;

  const lastMonth = addMonths(monthOf(page.today), MONTHS_AHEAD);
  const shownTimes = preview ? previewTimes(times, page.typeShowTimeslots) : times;
  // The details step of a preview before any time is picked: today's first time, else 19:00.
  const previewTime =
    preview && screen === 'details' && !time
      ? (shownTimes?.services.flatMap((s) => s.times).find((slot) => slot.available)?.time ?? '19:00:00')
      : null;
  const shownDate = date ?? (preview ? page.today : null);
  const shownTime = time ?? previewTime;
  /** what the chosen time's service asks to be paid, told before booking */
  const ticket = ticketAt(times, time);
  const areaName = picked?.areaId ? times?.services.flatMap((s) => s.areas ?? []).find((a) => a.id === picked.areaId)?.name : undefined;
  const partySizes = Array.from({ length: page.maxPartySize - page.minPartySize + 1 }, (_, i) => page.minPartySize + i);

  // What the pay page asks: a guarantee the outlet asked of this guest (issue 32) rather than the service's ticket.
  const askedTicket = result?.guarantee?.ticket ?? ticket;
  return (
    <LocaleContext.Provider value={locale}>
      <div className="shell">
        <PageHeader page={page} onLanguage={changeLanguage} />
        <main>
          {(screen === 'choose' || screen === 'details') && <StepsIndicator current={screen} />}

          {screen === 'choose' && (
            <ChooseStep
              headingRef={heading}
              notice={notice}
              party={party}
              partySizes={partySizes}
              onParty={(next) => {
                setParty(next);
                setPicked(null);
                changeDetails({ numberOfChildren: 0 });
              }}
              month={month}
              lastMonth={lastMonth}
              today={page.today}
              days={days}
              waitableDays={waitingListDays(days, page.today, page.waitingListOnline)}
              date={date}
              onMonth={(m) => {
                autoPick.current = 0;
                setMonth(m);
              }}
              onDate={(d) => {
                setDate(d);
                setPicked(null);
              }}
              times={shownTimes}
              picked={picked}
              onTime={pickTime}
              waitingList={
                date && (
                  <WaitingListOffer
                    key={`${date}:${party}`}
                    page={page}
                    date={date}
                    party={party}
                    times={shownTimes}
                    preview={preview}
                    contact={details}
                    onContact={changeDetails}
                    onJoined={(joined) => {
                      setWaiting(joined);
                      setScreen('waiting');
                    }}
                  />
                )
              }
            />
          )}

          {screen === 'details' && shownDate && shownTime && (
            <DetailsStep
              headingRef={heading}
              page={page}
              date={shownDate}
              time={shownTime}
              areaName={areaName}
              party={party}
              ticket={ticket}
              formError={formError}
              details={details}
              errors={errors}
              submitting={submitting}
              onBack={() => setScreen('choose')}
              onChange={changeDetails}
              onSubmit={() => void submit()}
            />
          )}

          {screen === 'done' && result && (
            <Confirmation
              page={page}
              result={result}
              cost={askedTicket && result.payUrl ? costLine(askedTicket, party, t, locale.tag) : null}
            />
          )}
          {screen === 'waiting' && waiting && <WaitingConfirmation page={page} joined={waiting} />}
        </main>
        <footer className="footer">{t('poweredBy')}</footer>
      </div>
    </LocaleContext.Provider>
  );
}

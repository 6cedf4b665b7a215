import type { Session } from '@host/domain/auth';
import { emailFormProblems, forgotFormProblems, pinFormProblems, type FormProblems } from '@host/domain/sign-in-form';
import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { Translate } from '../light/words';
import { askForReset, emailSignIn, pinSignIn, retryAfterOf, SignInError } from './api';
import { prefetchApp } from './prefetch-app';

/** A call in flight, its failure, and when it was answered (a wait counts down from then). */
function useCall<T>() {
  const [state, setState] = useState<{ pending: boolean; error: unknown; done: T | null; at: number }>({
    pending: false,
    error: null,
    done: null,
    at: 0,
  });
  const run = async (call: () => Promise<T>, onDone?: (result: T) => void) => {
    setState((s) => ({ ...s, pending: true, error: null }));
    try {
      const result = await call();
      setState({ pending: false, error: null, done: result, at: Date.now() });
      onDone?.(result);
    } catch (error) {
      setState({ pending: false, error, done: null, at: Date.now() });
    }
  };
  const reset = () => setState((s) => ({ ...s, error: null }));
  return { ...state, run, reset };
}

/** The failure in the user's language: the wrong secret or the connection (a wait has its own notice). */
function failureText(error: unknown, t: Translate, wrongSecretKey: string): string | null {
  if (!error || retryAfterOf(error) !== null) return null;
  if (error instanceof SignInError) {
    if (error.status === 401) return t(wrongSecretKey);
    if (error.code === 'NETWORK') return t('errors.network');
    if (error.code === 'TIMEOUT') return t('errors.timeout', { ms: 30_000 });
  }
  return t('errors.unexpected');
}

/**
 * A form's fields and their problems (domain sign-in-form.ts): a field says its problem once it has been typed in and left,
 * or the form sent, and then as it is typed in; the first field with one takes the focus on a send.
 */
function useFields<F extends Record<string, string>>(initial: F, check: (values: F) => FormProblems<F>) {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<ReadonlySet<keyof F>>(new Set());
  const refs = useRef<Partial<Record<keyof F, HTMLInputElement | null>>>({});
  const problems = check(values);
  const field = (name: keyof F) => ({
    ref: (el: HTMLInputElement | null) => {
      refs.current[name] = el;
    },
    value: values[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    // A field left empty is not told off until the form is sent: a click on the next control (Forgot password?) would
    // otherwise move under the pointer as the message appears.
    onBlur: () => values[name] !== '' && setShown((s) => new Set(s).add(name)),
    problem: shown.has(name) ? problems[name] : undefined,
  });
  /** true when the form may be sent; else shows every problem and focuses the first field with one */
  const ready = () => {
    const names = Object.keys(values) as (keyof F)[];
    setShown(new Set(names));
    const first = names.find((name) => problems[name]);
    if (first) refs.current[first]?.focus();
    return !first;
  };
  return { values, field, ready };
}

type FieldProps = ReturnType<ReturnType<typeof useFields>['field']> & {
  id: string;
  label: string;
  t: Translate;
  help?: string;
  input?: InputHTMLAttributes<HTMLInputElement>;
};

function Field({ id, label, t, help, input, ref, value, onChange, onBlur, problem }: FieldProps) {
  const note = problem ? t(problem) : help;
  return (
    <div className={problem ? 'si-field si-field-error' : 'si-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={Boolean(problem)}
        aria-describedby={note ? `${id}-note` : undefined}
        {...input}
      />
      {note && (
        <p id={`${id}-note`} className="si-field-note">
          {note}
        </p>
      )}
    </div>
  );
}

function SubmitButton({ label, pending, disabled }: { label: string; pending: boolean; disabled?: boolean }) {
  return (
    <button type="submit" className="si-button" disabled={pending || disabled} aria-busy={pending || undefined}>
      {pending && <span className="si-spinner" aria-hidden />}
      {label}
    </button>
  );
}

/** Counts down from `seconds` (again when a new refusal comes in); calls `onDone` at zero. */
function useCountdown(seconds: number, since: number, onDone: () => void) {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((since + seconds * 1000 - now) / 1000));
  useEffect(() => {
    if (left === 0) return onDone();
    const timer = window.setTimeout(() => setNow(Date.now()), 250);
    return () => window.clearTimeout(timer);
  }, [left, now, onDone]);
  return left;
}

/** "30 s", "2 min 05 s", "3 h 10 min" in the user's language. */
function waitText(t: Translate, seconds: number): string {
  if (seconds < 60) return t('auth.waitTime.seconds', { count: seconds });
  if (seconds < 3600)
    return t('auth.waitTime.minutes', { minutes: Math.floor(seconds / 60), seconds: String(seconds % 60).padStart(2, '0') });
  return t('auth.waitTime.hours', { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60) });
}

/**
 * A refused sign-in (docs/decisions/010-sign-in-throttle.md): how long to wait, counting down, that signed-in devices are
 * not affected, and, on the PIN tab, the way round it: email sign-in.
 */
function ThrottleNotice(props: { t: Translate; seconds: number; since: number; onDone: () => void; onUseEmail?: () => void }) {
  const { t, onUseEmail } = props;
  const left = useCountdown(props.seconds, props.since, props.onDone);
  return (
    <div className="si-alert si-alert-warning" data-testid="throttle-notice">
      <p className="si-strong" role="timer" aria-live="off">
        {t('auth.errors.wait', { time: waitText(t, left) })}
      </p>
      <p>{t('auth.errors.waitUnaffected')}</p>
      {onUseEmail && (
        <button type="button" className="si-link si-link-tall" onClick={onUseEmail}>
          {t('auth.signInWithEmailInstead')}
        </button>
      )}
    </div>
  );
}

/** What a call's failure says above its form: the wrong secret or the connection, or the wait after too many tries. */
function Notices({
  t,
  call,
  wrongSecretKey,
  onUseEmail,
}: {
  t: Translate;
  call: Pick<ReturnType<typeof useCall>, 'error' | 'at' | 'reset'>;
  wrongSecretKey: string;
  onUseEmail?: () => void;
}) {
  const wait = retryAfterOf(call.error);
  const failure = failureText(call.error, t, wrongSecretKey);
  return (
    <>
      {failure && (
        <div className="si-alert si-alert-error" role="alert">
          {failure}
        </div>
      )}
      {wait !== null && <ThrottleNotice t={t} seconds={wait} since={call.at} onDone={call.reset} onUseEmail={onUseEmail} />}
    </>
  );
}

const submit = (handler: () => void) => (event: FormEvent) => {
  event.preventDefault();
  handler();
};

export function PinForm({ t, onSignedIn, onUseEmail }: { t: Translate; onSignedIn: (s: Session) => void; onUseEmail: () => void }) {
  const call = useCall<Session>();
  const form = useFields({ code: '', pin: '' }, pinFormProblems);
  const waiting = retryAfterOf(call.error) !== null;
  return (
    <form
      className="si-form"
      noValidate
      onInput={prefetchApp}
      onSubmit={submit(() => form.ready() && call.run(() => pinSignIn(form.values.code, form.values.pin), onSignedIn))}
    >
      <Notices t={t} call={call} wrongSecretKey="auth.errors.invalidPin" onUseEmail={onUseEmail} />
      <Field
        id="code"
        label={t('auth.outletCode')}
        t={t}
        help={t('auth.outletCodeHelp')}
        input={{ autoComplete: 'username', autoFocus: true, autoCapitalize: 'characters', spellCheck: false }}
        {...form.field('code')}
      />
      <Field
        id="pin"
        label={t('auth.pin')}
        t={t}
        input={{ type: 'password', autoComplete: 'current-password', inputMode: 'numeric', maxLength: 8 }}
        {...form.field('pin')}
      />
      <SubmitButton label={t('auth.signIn')} pending={call.pending} disabled={waiting} />
    </form>
  );
}

export function EmailForm({
  t,
  onSignedIn,
  onForgot,
}: {
  t: Translate;
  onSignedIn: (s: Session) => void;
  onForgot: (email: string) => void;
}) {
  const call = useCall<Session>();
  const form = useFields({ email: '', password: '' }, emailFormProblems);
  const waiting = retryAfterOf(call.error) !== null;
  return (
    <form
      className="si-form"
      noValidate
      onInput={prefetchApp}
      onSubmit={submit(() => form.ready() && call.run(() => emailSignIn(form.values.email, form.values.password), onSignedIn))}
    >
      <Notices t={t} call={call} wrongSecretKey="auth.errors.invalidPassword" />
      <Field
        id="email"
        label={t('auth.email')}
        t={t}
        input={{ type: 'email', autoComplete: 'email', autoFocus: true }}
        {...form.field('email')}
      />
      <Field
        id="password"
        label={t('auth.password')}
        t={t}
        input={{ type: 'password', autoComplete: 'current-password' }}
        {...form.field('password')}
      />
      <div className="si-end">
        <button type="button" className="si-link" onClick={() => onForgot(form.values.email)}>
          {t('auth.forgotPassword')}
        </button>
      </div>
      <SubmitButton label={t('auth.signIn')} pending={call.pending} disabled={waiting} />
    </form>
  );
}

export function ForgotForm({ t, email, onBack }: { t: Translate; email: string; onBack: () => void }) {
  const call = useCall<{ message: string }>();
  const form = useFields({ userEmail: email }, forgotFormProblems);
  const waiting = retryAfterOf(call.error) !== null;
  return (
    <form className="si-form" noValidate onSubmit={submit(() => form.ready() && call.run(() => askForReset(form.values.userEmail)))}>
      <h2 className="si-title-2">{t('auth.forgotTitle')}</h2>
      {call.done ? (
        <div className="si-alert si-alert-success" role="status">
          {t('auth.forgotSent', { email: form.values.userEmail.trim() })}
        </div>
      ) : (
        <>
          <p className="si-subtitle">{t('auth.forgotHelp')}</p>
          <Notices t={t} call={call} wrongSecretKey="errors.unexpected" />
          <Field
            id="userEmail"
            label={t('auth.email')}
            t={t}
            input={{ type: 'email', autoComplete: 'email', autoFocus: true }}
            {...form.field('userEmail')}
          />
          <SubmitButton label={t('auth.sendResetLink')} pending={call.pending} disabled={waiting} />
        </>
      )}
      <button type="button" className="si-text-button si-center" onClick={onBack}>
        {t('auth.backToSignIn')}
      </button>
    </form>
  );
}

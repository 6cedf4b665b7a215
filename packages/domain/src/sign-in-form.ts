/**
 * The sign-in forms as the user fills them (before hashing), checked without zod: the sign-in page is its own light entry
 * (issue 34, under 120 kB of JavaScript) and zod alone would be a third of that. Each problem is an i18n key the page
 * translates (common.json validation.*); the server's schemas (auth.ts) check the hashed values it receives.
 */
export const PIN_PATTERN = /^\d{4,8}$/;
/** The longest outlet code and password a form sends. */
export const MAX_CODE_LENGTH = 64;
export const MAX_PASSWORD_LENGTH = 256;
/** One @, something before it, a dot in the domain after it, no spaces: what a person can be told to fix. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export interface PinForm {
  code: string;
  pin: string;
}
export interface EmailForm {
  email: string;
  password: string;
}
export interface ForgotForm {
  userEmail: string;
}

/** Each field's problem, if it has one; an empty object when the form may be sent. */
export type FormProblems<F> = Partial<Record<keyof F, string>>;

function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'validation.emailRequired';
  return EMAIL.test(email) ? undefined : 'validation.email';
}

function withoutNone<F>(problems: Record<keyof F, string | undefined>): FormProblems<F> {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as FormProblems<F>;
}

export function pinFormProblems(form: PinForm): FormProblems<PinForm> {
  const code = form.code.trim();
  return withoutNone<PinForm>({
    code: !code ? 'validation.codeRequired' : code.length > MAX_CODE_LENGTH ? 'validation.tooLong' : undefined,
    pin: PIN_PATTERN.test(form.pin) ? undefined : 'validation.pinDigits',
  });
}

export function emailFormProblems(form: EmailForm): FormProblems<EmailForm> {
  return withoutNone<EmailForm>({
    email: emailProblem(form.email),
    password: !form.password
      ? 'validation.passwordRequired'
      : form.password.length > MAX_PASSWORD_LENGTH
        ? 'validation.tooLong'
        : undefined,
  });
}

export function forgotFormProblems(form: ForgotForm): FormProblems<ForgotForm> {
  return withoutNone<ForgotForm>({ userEmail: emailProblem(form.userEmail) });
}

/** Only a path on this site may be a sign-in's continue target (no open redirect). */
export function safeContinuePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

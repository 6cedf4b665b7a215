import type { Customer, CustomerInput, CustomerPatch } from '@host/domain/customers';
import { phoneForDisplay } from '@host/domain/phone';
import { ApiError } from '../../../lib/http';

/**
 * The form's values: the schema's input, text as typed ('' when empty), null for an unchosen
 * birthday, language or country. What is sent turns '' into null ("no value"), so a cleared
 * field clears the profile.
 */
export type CustomerFormValues = {
  [K in TextField]: string;
} & {
  gender: 0 | 1 | 2 | 3;
  birthday: string | null;
  language: 'en' | 'zh-Hans' | 'zh-Hant' | 'ms' | null;
  countryCode: string | null;
  canSendSmsMarketing: 0 | 1;
  canSendEmailMarketing: 0 | 1;
  tagIds: string[];
  /** issue 32: ticked from the list of needs */
  dietary: string[];
};

export const TEXT_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'phone',
  'additionalPhone',
  'email',
  'organisationName',
  'address',
  'postalCode',
  'city',
  'state',
  'notesDiner',
  'dietaryNotes',
  'seatingPreference',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
export type FormField = keyof CustomerFormValues;
export const FORM_FIELDS: FormField[] = [
  ...TEXT_FIELDS,
  'gender',
  'birthday',
  'language',
  'countryCode',
  'canSendSmsMarketing',
  'canSendEmailMarketing',
  'tagIds',
  'dietary',
];

/** A new guest: the phone field starts with the outlet's dialling prefix. */
export function emptyValues(phonePrefix = ''): CustomerFormValues {
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>),
    phone: phonePrefix ? `${phonePrefix} ` : '',
    gender: 0,
    birthday: null,
    language: null,
    countryCode: null,
    canSendSmsMarketing: 0,
    canSendEmailMarketing: 0,
    tagIds: [],
    dietary: [],
  };
}

const asLanguage = (v: string | null): CustomerFormValues['language'] =>
  v === 'en' || v === 'zh-Hans' || v === 'zh-Hant' || v === 'ms' ? v : null;
const asFlag = (v: number): 0 | 1 => (v === 1 ? 1 : 0);
const asGender = (v: number): 0 | 1 | 2 | 3 => (v === 1 || v === 2 || v === 3 ? v : 0);

/** The form filled with a saved guest. */
export function valuesOf(c: Customer): CustomerFormValues {
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, c[f] ?? ''])) as Record<TextField, string>),
    // As a host reads and edits them: "+65 9123 4567".
    phone: phoneForDisplay(c.phone),
    additionalPhone: phoneForDisplay(c.additionalPhone),
    gender: asGender(c.gender),
    birthday: c.birthday,
    language: asLanguage(c.language),
    countryCode: c.countryCode,
    canSendSmsMarketing: asFlag(c.canSendSmsMarketing),
    canSendEmailMarketing: asFlag(c.canSendEmailMarketing),
    tagIds: c.tags.map((t) => t.id),
    dietary: [...c.dietary],
  };
}

/** A phone field holding only the dialling prefix the form started with holds no phone. */
const isBarePrefix = (v: string) => /^\+\d{1,4}$/.test(v.trim());

/** What the form sends for one field: trimmed text, '' (or a bare prefix) as null. */
function sent<K extends FormField>(field: K, value: CustomerFormValues[K]): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (field === 'firstName' || field === 'lastName') return text;
  if ((field === 'phone' || field === 'additionalPhone') && isBarePrefix(text)) return null;
  return text === '' ? null : text;
}

/** A new guest's body: every field, read in the outlet's country. */
export function inputOf(values: CustomerFormValues, outletId?: string): CustomerInput {
  const body = Object.fromEntries(FORM_FIELDS.map((f) => [f, sent(f, values[f])])) as CustomerInput;
  return outletId ? { ...body, outletId } : body;
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(Array.isArray(a) ? [...a].sort() : a) === JSON.stringify(Array.isArray(b) ? [...b].sort() : b);

/**
 * An edit's body: only the fields the host changed from the guest as first read, so saving on top
 * of someone else's newer version keeps what they changed elsewhere.
 */
export function patchOf(original: Customer, values: CustomerFormValues, outletId?: string): CustomerPatch {
  const before = valuesOf(original);
  const changed = FORM_FIELDS.filter((f) => !same(sent(f, before[f]), sent(f, values[f])));
  const patch = Object.fromEntries(changed.map((f) => [f, sent(f, values[f])])) as CustomerPatch;
  return outletId && (changed.includes('phone') || changed.includes('additionalPhone')) ? { ...patch, outletId } : patch;
}

/** The fields someone else changed between the version the form read and the one stored now. */
export function changedSince(read: Customer, current: Customer): FormField[] {
  const a = valuesOf(read);
  const b = valuesOf(current);
  return FORM_FIELDS.filter((f) => !same(sent(f, a[f]), sent(f, b[f])));
}

/** A field's message from the server, by the reason its 422 or 409 names. */
export interface ServerFieldError {
  field: FormField;
  reason: string;
  params?: Record<string, string | number>;
}

const FIELD_OF_REASON: Record<string, FormField> = {
  invalidPhone: 'phone',
  phoneTaken: 'phone',
  invalidEmail: 'email',
  invalidName: 'firstName',
};

/**
 * The field a refused save points at: the server's own field list when it sent one, else the field
 * its reason is about (an invalid phone: the additional one when that is the number it names).
 */
export function serverFieldErrors(error: unknown, values: CustomerFormValues): ServerFieldError[] {
  if (!(error instanceof ApiError)) return [];
  const details = error.details as { fields?: unknown } | undefined;
  const listed = Array.isArray(error.details) ? error.details : Array.isArray(details?.fields) ? details.fields : [];
  const fromList = (
    listed as Array<{ field?: string; reason?: string; message?: string; params?: Record<string, string | number> }>
  ).flatMap((issue) => {
    // A list's item names its place (body.dietary.0): the list's field.
    const field = FORM_FIELDS.find((f) => issue.field === f || issue.field?.endsWith(`.${f}`) || issue.field?.includes(`.${f}.`));
    return field ? [{ field, reason: issue.reason ?? issue.message ?? 'fieldInvalid', params: issue.params }] : [];
  });
  if (fromList.length) return fromList;
  const named_ = error.details as { reason?: unknown; params?: Record<string, string | number> } | undefined;
  const reason = typeof named_?.reason === 'string' ? named_.reason : undefined;
  const params = named_?.params;
  if (!reason || !FIELD_OF_REASON[reason]) return [];
  let field = FIELD_OF_REASON[reason];
  const named = String(params?.phone ?? params?.name ?? '').trim();
  if (reason === 'invalidPhone' && named && named === values.additionalPhone.trim()) field = 'additionalPhone';
  if (reason === 'invalidName' && named && named === values.lastName.trim()) field = 'lastName';
  return [{ field, reason, params }];
}

/** The other guest a 409 "phone taken" names, when the server says which. */
export function takenBy(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const d = error.details as Record<string, unknown> | undefined;
  if (!d || d.reason !== 'phoneTaken') return undefined;
  const params = d.params as Record<string, unknown> | undefined;
  const customer = d.customer as { id?: unknown } | undefined;
  const id = d.customerId ?? d.existingId ?? d.otherId ?? params?.customerId ?? customer?.id;
  return typeof id === 'string' ? id : undefined;
}

/** The guest as stored now, when a save was refused as stale. */
export function staleCurrent(error: unknown): Customer | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const current = (error.details as { current?: Customer } | undefined)?.current;
  return current && typeof current === 'object' && 'version' in current ? current : undefined;
}

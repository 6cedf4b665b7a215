/**
 * Two profiles of one guest made one (issue 12): the kept profile wins where it knows something, the
 * duplicate fills what the kept one lacks, notes are appended, and marketing consent is the stricter
 * of the two: a merge never grants consent that the kept guest did not give.
 */
export interface MergeableCustomer {
  salutation: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  additionalPhone: string | null;
  organisationName: string | null;
  address: string | null;
  gender: number | null;
  birthday: string | null;
  language: string | null;
  postalCode: string | null;
  countryCode: string | null;
  state: string | null;
  city: string | null;
  notesDiner: string | null;
  canSendSmsMarketing: number;
  canSendEmailMarketing: number;
}

/** The fields a merge fills from the duplicate when the kept profile has none. */
const FILLED = ['salutation', 'email', 'organisationName', 'address', 'birthday', 'language', 'postalCode', 'countryCode', 'state', 'city'] as const;

const isBlank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

export interface MergeResult {
  merged: MergeableCustomer;
  /** the fields whose value changed on the kept profile, for its activity history */
  changed: (keyof MergeableCustomer)[];
}

const FIELDS: (keyof MergeableCustomer)[] = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'phone',
  'additionalPhone',
  'organisationName',
  'address',
  'gender',
  'birthday',
  'language',
  'postalCode',
  'countryCode',
  'state',
  'city',
  'notesDiner',
  'canSendSmsMarketing',
  'canSendEmailMarketing',
];

/** The merged profile's fields, and only those (a row's other columns are not the merge's to write). */
export function mergeCustomers(kept: MergeableCustomer, duplicate: MergeableCustomer): MergeResult {
  const merged = Object.fromEntries(FIELDS.map((field) => [field, kept[field]])) as unknown as MergeableCustomer;
  for (const field of FILLED) {
    if (isBlank(merged[field]) && !isBlank(duplicate[field])) merged[field] = duplicate[field];
  }
  // A name is taken whole: a first name from one guest and a last name from another is nobody's.
  if (isBlank(kept.firstName) && isBlank(kept.lastName)) {
    merged.firstName = duplicate.firstName;
    merged.lastName = duplicate.lastName;
  } else if (isBlank(kept.lastName) && !isBlank(duplicate.lastName) && kept.firstName.trim().toLowerCase() === duplicate.firstName.trim().toLowerCase()) {
    merged.lastName = duplicate.lastName;
  }
  if (!merged.gender && duplicate.gender) merged.gender = duplicate.gender;
  // Phones: the kept one's stays; the duplicate's is kept as the main or the additional phone, never lost if a slot is free.
  const phones = [kept.phone, kept.additionalPhone];
  const extra = [duplicate.phone, duplicate.additionalPhone].filter((p): p is string => !isBlank(p) && !phones.includes(p));
  if (isBlank(merged.phone) && extra.length) merged.phone = extra.shift()!;
  if (isBlank(merged.additionalPhone) && extra.length) merged.additionalPhone = extra.shift()!;
  merged.notesDiner = appendNotes(kept.notesDiner, duplicate.notesDiner);
  merged.canSendSmsMarketing = Math.min(kept.canSendSmsMarketing, duplicate.canSendSmsMarketing);
  merged.canSendEmailMarketing = Math.min(kept.canSendEmailMarketing, duplicate.canSendEmailMarketing);
  const changed = (Object.keys(merged) as (keyof MergeableCustomer)[]).filter((field) => merged[field] !== kept[field]);
  return { merged, changed };
}

/** The kept notes, then the duplicate's when they say something else. */
function appendNotes(kept: string | null, duplicate: string | null): string | null {
  if (isBlank(duplicate)) return kept;
  if (isBlank(kept)) return duplicate;
  if (kept!.includes(duplicate!.trim())) return kept;
  return `${kept!.trimEnd()}\n\n${duplicate!.trim()}`;
}

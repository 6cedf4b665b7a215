import { orderedNeeds } from './guest-needs';

/**
 * Two profiles of one guest made one (issue 12): the kept profile wins where it knows something, the
 * duplicate fills what the kept one lacks, notes are appended, and marketing consent is the stricter
 * of the two: a merge never grants consent that the kept guest did not give. Nothing the duplicate
 * knew is dropped unseen: what the kept profile has no room for (another email, a third phone, a
 * second loyalty pass) is set aside for the kept guest's history, where a host can read it.
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
  /** issue 32: a merge never drops an allergy; every need either profile has is kept, their words appended */
  dietary: string[];
  dietaryNotes: string | null;
  seatingPreference: string | null;
  canSendSmsMarketing: number;
  canSendEmailMarketing: number;
  /** links to the merchant's other systems (loyalty pass, member account): not on the form, never lost either */
  merchantId: string | null;
  passId: string | null;
  mcaId: string | null;
  username: string | null;
  barcode: string | null;
  photoUrl: string | null;
  favouriteItemIds: string[];
  accountActivated: boolean;
}

/**
 * How a merge takes each field of the profile, listed once, in the order the history names changes: 'filled' from the
 * duplicate when the kept profile has none (and set aside when both differ), 'own' by its own rule in mergeCustomers.
 */
const MERGE_RULES = {
  salutation: 'filled',
  firstName: 'own',
  lastName: 'own',
  email: 'filled',
  phone: 'own',
  additionalPhone: 'own',
  organisationName: 'filled',
  address: 'filled',
  gender: 'own',
  birthday: 'filled',
  language: 'filled',
  postalCode: 'filled',
  countryCode: 'filled',
  state: 'filled',
  city: 'filled',
  notesDiner: 'own',
  dietary: 'own',
  dietaryNotes: 'own',
  seatingPreference: 'filled',
  canSendSmsMarketing: 'own',
  canSendEmailMarketing: 'own',
  merchantId: 'filled',
  passId: 'filled',
  mcaId: 'filled',
  username: 'filled',
  barcode: 'filled',
  photoUrl: 'filled',
  favouriteItemIds: 'own',
  accountActivated: 'own',
} as const satisfies Record<keyof MergeableCustomer, 'filled' | 'own'>;

/** Every field a merge writes, in the order above. */
const FIELDS = Object.keys(MERGE_RULES) as (keyof MergeableCustomer)[];

type FilledField = { [F in keyof typeof MERGE_RULES]: (typeof MERGE_RULES)[F] extends 'filled' ? F : never }[keyof typeof MERGE_RULES];
/** The fields a merge fills from the duplicate when the kept profile has none (and sets aside when both differ). */
const FILLED = FIELDS.filter((field): field is FilledField => MERGE_RULES[field] === 'filled');

/** What the duplicate knew that the merged profile does not carry, by field ('name' for a whole other name, 'phone' for phones). */
export type SetAside = Partial<Record<FilledField | 'name' | 'phone', string>>;

const isBlank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

export interface MergeResult {
  merged: MergeableCustomer;
  /** the fields whose value changed on the kept profile, for its activity history */
  changed: (keyof MergeableCustomer)[];
  /** the duplicate's values the merged profile has no room for, kept in the history rather than dropped */
  setAside: SetAside;
}

/** The merged profile's fields, and only those (a row's other columns are not the merge's to write). */
export function mergeCustomers(kept: MergeableCustomer, duplicate: MergeableCustomer): MergeResult {
  const merged = Object.fromEntries(FIELDS.map((field) => [field, kept[field]])) as unknown as MergeableCustomer;
  const setAside: SetAside = {};
  for (const field of FILLED) {
    if (isBlank(duplicate[field])) continue;
    if (isBlank(merged[field])) merged[field] = duplicate[field];
    else if (!sameText(merged[field], duplicate[field])) setAside[field] = duplicate[field]!;
  }
  // A name is taken whole: a first name from one guest and a last name from another is nobody's.
  if (isBlank(kept.firstName) && isBlank(kept.lastName)) {
    merged.firstName = duplicate.firstName;
    merged.lastName = duplicate.lastName;
  } else if (
    isBlank(kept.lastName) &&
    !isBlank(duplicate.lastName) &&
    kept.firstName.trim().toLowerCase() === duplicate.firstName.trim().toLowerCase()
  ) {
    merged.lastName = duplicate.lastName;
  }
  const fullName = (c: MergeableCustomer) => `${c.firstName} ${c.lastName}`.trim();
  if (fullName(duplicate) && !sameText(fullName(merged), fullName(duplicate))) setAside.name = fullName(duplicate);
  if (!merged.gender && duplicate.gender) merged.gender = duplicate.gender;
  // Phones: the kept one's stays; the duplicate's is kept as the main or the additional phone, never lost if a slot is free.
  const phones = [kept.phone, kept.additionalPhone];
  const extra = [duplicate.phone, duplicate.additionalPhone].filter((p): p is string => !isBlank(p) && !phones.includes(p));
  if (isBlank(merged.phone) && extra.length) merged.phone = extra.shift()!;
  if (isBlank(merged.additionalPhone) && extra.length) merged.additionalPhone = extra.shift()!;
  if (extra.length) setAside.phone = extra.join(', ');
  merged.favouriteItemIds = [...new Set([...kept.favouriteItemIds, ...duplicate.favouriteItemIds])];
  merged.accountActivated = kept.accountActivated || duplicate.accountActivated;
  merged.notesDiner = appendNotes(kept.notesDiner, duplicate.notesDiner);
  merged.dietary = orderedNeeds([...kept.dietary, ...duplicate.dietary]);
  merged.dietaryNotes = appendNotes(kept.dietaryNotes, duplicate.dietaryNotes);
  merged.canSendSmsMarketing = Math.min(kept.canSendSmsMarketing, duplicate.canSendSmsMarketing);
  merged.canSendEmailMarketing = Math.min(kept.canSendEmailMarketing, duplicate.canSendEmailMarketing);
  const changed = (Object.keys(merged) as (keyof MergeableCustomer)[]).filter(
    (field) => JSON.stringify(merged[field]) !== JSON.stringify(kept[field]),
  );
  return { merged, changed, setAside };
}

/** Two values that say the same thing (an email in another case, a name with other spacing). */
const sameText = (a: string | null, b: string | null) => squash(a) === squash(b);
const squash = (value: string | null) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** The kept notes, then the duplicate's when they say something else. */
function appendNotes(kept: string | null, duplicate: string | null): string | null {
  if (isBlank(duplicate)) return kept;
  if (isBlank(kept)) return duplicate;
  if (kept!.includes(duplicate!.trim())) return kept;
  return `${kept!.trimEnd()}\n\n${duplicate!.trim()}`;
}

/**
 * Two phones a typo apart (issue 28: the same name with a phone one digit off was never suggested):
 * their digits differ by exactly one digit changed, added or left out. The same number is not "near":
 * it is the same guest, found by the phone itself.
 */
export function phonesOneDigitApart(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = (a ?? '').replace(/\D/g, '');
  const y = (b ?? '').replace(/\D/g, '');
  if (x.length < 6 || y.length < 6 || x === y || Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  // From the first difference on, the rest must match after one change, insertion or deletion.
  return x.slice(i + 1) === y.slice(i + 1) || x.slice(i) === y.slice(i + 1) || x.slice(i + 1) === y.slice(i);
}

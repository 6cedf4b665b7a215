import { consentsOf } from './consent';
import { isValidName, normaliseEmail, type Customer } from '@host/domain/customers';
import { DomainError, fieldIssue } from '@host/domain/errors';
import { COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from '@host/domain/locales';
import { normalisePhone } from '@host/domain/phone';
import type { Executor } from '../../db/client';
import { assertBrandAccess, assertMay, type AuthContext } from '../../lib/auth-context';
import { outletToday } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import * as store from './guest-book-store';
import * as reads from './guest-book-reads';
import { autoTagsOf } from './guest-record';

/**
 * A guest the session may act on. Another brand's guest is answered as one that does not exist
 * (404 customerMissing), as reservations answer another outlet's booking: an id alone reveals nothing.
 */
export async function customerOf(db: Executor, auth: AuthContext, id: string, lock = false) {
  const row = await store.findCustomer(db, id, lock);
  if (!row) throw new DomainError('NOT_FOUND', 'customerMissing');
  try {
    await assertBrandAccess(db, auth, row.brandId);
  } catch {
    throw new DomainError('NOT_FOUND', 'customerMissing');
  }
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The session may edit this guest (docs/decisions/025-who-may-erase.md): outlet staff only a guest
 * their outlet knows, else 403 guestOfAnotherOutlet. Checked as the route's request starts, after
 * the guest's brand (lib/item-owner.ts) and before its body or If-Match; an id that names no guest
 * is left to the handler (400, 404).
 */
export async function assertMayEditGuest(db: Executor, auth: AuthContext, id: string) {
  const guestOutletIds = UUID.test(id) ? await reads.outletsOfGuest(db, id) : undefined;
  if (guestOutletIds) assertMay(auth, 'editGuest', { guestOutletIds, sessionOutletIds: [...auth.accessibleOutletIds] });
}

/** An erased guest's profile is closed: nothing identifies them any more, and nothing may be added. */
export function assertNotErased(row: store.CustomerRow) {
  if (row.erasedAt) throw new DomainError('BUSINESS_RULE', 'customerErased');
}

const countryOf = (code: string | null | undefined): CountryCode =>
  (COUNTRY_CODES as readonly string[]).includes(code ?? '') ? (code as CountryCode) : DEFAULT_COUNTRY;

/**
 * The country a phone written without its country code belongs to: the outlet's the body names
 * (one of this brand's, else 403), else the brand's.
 */
export async function phoneCountry(
  db: Executor,
  brand: { id: string; countryCode: string },
  outletId: string | undefined,
): Promise<CountryCode> {
  if (!outletId) return countryOf(brand.countryCode);
  const outlet = await reads.outletOfBrand(db, brand.id, outletId);
  if (!outlet) throw new DomainError('FORBIDDEN', 'forbiddenOutlet');
  return countryOf(outlet.countryCode);
}

/** A phone as stored (E.164), or docs/rules.md section 8's 'Invalid phone number: {phone}' naming the field. */
export function storedPhone(written: string | null | undefined, country: CountryCode, field: string): string | null {
  const trimmed = written?.trim();
  if (!trimmed) return null;
  const phone = normalisePhone(trimmed, country);
  if (!phone)
    throw new DomainError('BUSINESS_RULE', 'invalidPhone', {
      params: { phone: trimmed },
      details: { fields: [fieldIssue(field, 'invalidPhone', { phone: trimmed })] },
    });
  return phone;
}

/** An email as stored (lower-cased), or 'Invalid email: {email}'. */
export function storedEmail(written: string | null | undefined): string | null {
  const trimmed = written?.trim();
  if (!trimmed) return null;
  const email = normaliseEmail(trimmed);
  if (!email)
    throw new DomainError('BUSINESS_RULE', 'invalidEmail', {
      params: { email: trimmed },
      details: { fields: [fieldIssue('body.email', 'invalidEmail', { email: trimmed })] },
    });
  return email;
}

/** A name as stored (trimmed), or 'Invalid name: {name}'. */
export function storedName(written: string, field: string): string {
  const name = written.trim();
  if (name !== '' && !isValidName(name))
    throw new DomainError('BUSINESS_RULE', 'invalidName', {
      params: { name },
      details: { fields: [fieldIssue(field, 'invalidName', { name })] },
    });
  return name;
}

/** The tags named are the brand's, else 'Id Reservation Tag not exist !' (422). */
export async function assertTagsOfBrand(db: Executor, brandId: string, tagIds: string[]) {
  const unique = [...new Set(tagIds)];
  if (unique.length && (await reads.tagsOfBrandByIds(db, brandId, unique)).length !== unique.length) {
    throw new DomainError('BUSINESS_RULE', 'tagMissing', { details: [fieldIssue('body.tagIds', 'tagNotOfBrand')] });
  }
}

/** The profile as the API answers it, with its tags and figures over the brand's outlets. */
export async function customerView(ctx: AppContext, db: Executor, row: store.CustomerRow): Promise<Customer> {
  const brand = await reads.brandOf(db, row.brandId);
  const today = outletToday(ctx, brand.timezone);
  // One after another: `db` is often a write's transaction, one connection, on which node-postgres
  // queues concurrent queries only under a deprecation warning (an error from pg 9).
  const tagMap = await reads.tagsOfCustomers(db, [row.id]);
  const figureMap = await reads.figuresOf(db, row.brandId, [row.id], today);
  const seenAtOutletIds = await reads.outletsOfGuest(db, row.id);
  const autoTags = await autoTagsOf(db, [row.id], today);
  const consents = await consentsOf(db, [row.id]);
  return {
    id: row.id,
    brandId: row.brandId,
    salutation: row.salutation,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    additionalPhone: row.additionalPhone,
    organisationName: row.organisationName,
    address: row.address,
    gender: row.gender ?? 0,
    birthday: row.birthday,
    language: row.language,
    postalCode: row.postalCode,
    countryCode: row.countryCode,
    state: row.state,
    city: row.city,
    notesDiner: row.notesDiner,
    dietary: row.dietary,
    dietaryNotes: row.dietaryNotes,
    seatingPreference: row.seatingPreference,
    canSendSmsMarketing: row.canSendSmsMarketing,
    canSendEmailMarketing: row.canSendEmailMarketing,
    marketingConsent: consents.get(row.id) ?? { sms: null, email: null },
    platform: {
      passId: row.passId,
      mcaId: row.mcaId,
      merchantId: row.merchantId,
      username: row.username,
      barcode: row.barcode,
      favouriteItemIds: row.favouriteItemIds,
      accountActivated: row.accountActivated,
      photoUrl: row.photoUrl,
    },
    tags: tagMap.get(row.id) ?? [],
    autoTags: autoTags.get(row.id) ?? [],
    figures: figureMap.get(row.id) ?? reads.NO_FIGURES,
    seenAtOutletIds: seenAtOutletIds ?? [],
    erasedAt: row.erasedAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from './locales';

/** What a host may type around the digits: spaces, dashes, dots, brackets and a leading +. */
const PHONE_CHARACTERS = /^\+?[\d\s\-().]+$/;

/**
 * A guest's phone in E.164 (+6591234567), read as a host writes it: with or without the country
 * code, spaced or dashed, local trunk prefixes included (0912-345-678 in Taiwan). A number without a
 * country code belongs to the outlet's country. Letters, or a number that cannot exist, give null.
 */
export function normalisePhone(input: string, country: CountryCode): string | null {
  const written = input.trim();
  if (!written || !PHONE_CHARACTERS.test(written)) return null;
  const parsed = parsePhoneNumberFromString(written, country);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A stored phone (E.164) as people read it: "+65 9123 4567", "+886 912 345 678"; anything else (a
 * number stored before phones were E.164, migration 0017 left it) as it was written.
 */
export function phoneForDisplay(phone: string | null | undefined): string {
  if (!phone) return '';
  const parsed = parsePhoneNumberFromString(phone);
  return parsed?.isPossible() ? parsed.formatInternational() : phone;
}

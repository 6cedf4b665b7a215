import { safeContinuePath, type Session } from '@host/domain/auth';
import { COUNTRY_CODES, subPathFor, type CountryCode, type SubPathLocale } from '@host/domain/locales';

/**
 * Where a sign-in lands: the continue path if it is one of ours, else the outlet's reservations in
 * the user's language and the outlet's country (so money shows in its currency).
 */
export function landingPath(session: Session, locale: SubPathLocale, continueParam: string | null): string {
  const target = safeContinuePath(continueParam);
  if (target && !/^\/[^/]+\/log(in|out)(\/|$|\?)/.test(target)) return target;
  const country = session.brand?.countryCode as CountryCode | undefined;
  const subPath = country && COUNTRY_CODES.includes(country) ? subPathFor(country, locale.language) : locale.subPath;
  return `/${subPath}/reservations`;
}

import type { Session } from '@host/domain/auth';
import { safeContinuePath } from '@host/domain/sign-in-form';
import { SUB_PATHS } from '../light/words';

/**
 * Where a sign-in lands (as features/auth/landing.ts, without the domain's zod-made tables): the continue path if it is one
 * of ours, else the outlet's reservations in the user's language and the outlet's country (so money shows in its
 * currency); support staff without an outlet open one from /support; a merchant picks an outlet at /login/switch.
 */
export function landingAfterSignIn(session: Session, subPath: string, continueParam: string | null): string {
  const language = SUB_PATHS[subPath]!.language;
  if (!session.isOutletLoggedIn) {
    if (session.userInfo?.kind === 'oddler') return `/${subPath}/support`;
    return `/${subPath}/login/switch${continueParam ? `?continue=${encodeURIComponent(continueParam)}` : ''}`;
  }
  const target = safeContinuePath(continueParam);
  if (target && !/^\/[^/]+\/log(in|out)(\/|$|\?)/.test(target)) return target;
  const country = session.brand?.countryCode;
  const ofCountry = Object.entries(SUB_PATHS).filter(([, l]) => l.country === country);
  const chosen = ofCountry.find(([, l]) => l.language === language) ?? ofCountry[0];
  return `/${chosen ? chosen[0] : subPath}/reservations`;
}

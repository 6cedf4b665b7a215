import type { TFunction } from 'i18next';

/**
 * The provider's words on a charge declined or a refund that failed (a decline code such as
 * card_declined), in the reader's language where Host knows the code, else as the provider wrote it:
 * a staff member can still look an unknown code up (issue 33).
 */
export function declineWords(t: TFunction, code: string): string {
  return t(`common:declines.${code}`, { defaultValue: code });
}

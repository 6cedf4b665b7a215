import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** Our own schema messages in the user's language; zod's are translated already (LocaleLayout). */
const OWN: Record<string, string> = {
  'Minimum pax must not exceed maximum pax': 'form.paxRange',
  'A combination needs at least two tables': 'form.twoTables',
  'Enter a name': 'form.enterName',
};

export function fieldMessage(t: TFunction<'floor'>, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  const key = OWN[error.message];
  return key ? t(key) : error.message;
}

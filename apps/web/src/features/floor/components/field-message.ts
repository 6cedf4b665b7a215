import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { translateServerMessage } from '../../../lib/server-messages';

/** Our own schema messages in the user's language; zod's are translated already (LocaleLayout). */
const OWN: Record<string, string> = {
  'Minimum pax must not exceed maximum pax': 'form.paxRange',
  'A combination needs at least two tables': 'form.twoTables',
  'Enter a name': 'form.enterName',
};

export function fieldMessage(t: TFunction<'floor'>, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  const key = OWN[error.message];
  // The domain's shared input messages (a date, a time, unsafe characters) read as the server's do.
  return key ? t(key) : translateServerMessage(error.message);
}

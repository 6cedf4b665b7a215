import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** A text field's error state and helper text: the broken rule (an i18n key), else the hint. */
export function fieldHelp(t: TFunction, error: FieldError | undefined, hint = ' ', options?: Record<string, unknown>) {
  return { error: Boolean(error), helperText: error?.message ? t(error.message, options) : hint };
}

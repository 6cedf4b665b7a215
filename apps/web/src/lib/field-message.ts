import type { FieldError } from 'react-hook-form';
import { translateFieldMessage } from './server-messages';

/**
 * A form field's error in the user's language. The forms check with the domain's schemas, whose
 * messages are the same reason keys the server answers with (docs/decisions/005-messages-by-key.md).
 */
export function fieldMessage(error: FieldError | { message?: string } | undefined): string | undefined {
  return translateFieldMessage(error?.message);
}

/** A text field's error look and line under it: the error in the user's language, else the hint (a blank keeps the row's height). */
export function fieldState(error: FieldError | { message?: string } | undefined, hint: string = ' ') {
  return { error: Boolean(error), helperText: fieldMessage(error) ?? hint };
}

import type { FieldError } from 'react-hook-form';
import { translateFieldMessage } from './server-messages';

/**
 * A form field's error in the user's language. The forms check with the domain's schemas, whose
 * messages are the same reason keys the server answers with (docs/decisions/005-messages-by-key.md).
 */
export function fieldMessage(error: FieldError | { message?: string } | undefined): string | undefined {
  return translateFieldMessage(error?.message);
}

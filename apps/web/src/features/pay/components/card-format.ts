/**
 * The card fields as a guest types them: the number in groups of four (Amex's 4-6-5), the expiry
 * as MM/YY with the slash put in, the CVC digits only. What is sent is checked by the domain's
 * cardAttemptSchema, which drops the spaces.
 */

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" -> "4242 4242 4242 4242"; at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** "1230" -> "12/30"; "4" -> "04/" would surprise, so a lone digit stays as typed until the second. */
export function formatExpiry(value: string, previous = ''): string {
  const digits = digitsOf(value).slice(0, 4);
  // Deleting the slash deletes the digit before it, as a guest expects.
  if (previous.endsWith('/') && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return value.includes('/') || value.length > previous.length ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}

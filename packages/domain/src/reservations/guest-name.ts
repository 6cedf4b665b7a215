/** A guest's name as the host reads it: Chinese names read family name first, without a space. */
export function guestName(guest: { customerFirstName: string | null; customerLastName: string | null }): string {
  const first = guest.customerFirstName ?? '';
  const last = guest.customerLastName ?? '';
  if (/\p{Script=Han}/u.test(first + last)) return `${last}${first}`;
  return [first, last].filter(Boolean).join(' ');
}

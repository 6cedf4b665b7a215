/** A guest's new party size keeps the children they booked, as long as one adult remains. */
export function partyOf(pax: number, children: number): { numberOfAdults: number; numberOfChildren: number } {
  const kept = Math.max(0, Math.min(children, pax - 1));
  return { numberOfAdults: pax - kept, numberOfChildren: kept };
}

/**
 * The party sizes an outlet takes from staff, walk-ins included: its smallest party up to the
 * lower of its largest party and its most guests per reservation (the same bound the outlet's
 * settings check upcoming bookings against). Never below one guest.
 */
export function partySizeLimits(outlet: { minPartySize: number; maxPartySize: number; maxPaxPerReservation: number }): {
  min: number;
  max: number;
} {
  const min = Math.max(1, outlet.minPartySize);
  return { min, max: Math.max(min, Math.min(outlet.maxPartySize, outlet.maxPaxPerReservation)) };
}

/** Whether a party size is a whole number within the outlet's limits. */
export function isPartySizeAllowed(pax: number, limits: { min: number; max: number }): boolean {
  return Number.isInteger(pax) && pax >= limits.min && pax <= limits.max;
}

import i18n from '../i18n/i18n';

/**
 * SPEC.md section 8's messages as the server writes them, mapped to translations. English shows
 * the server's words as-is; the other languages show ours. Unknown messages pass through.
 */
const EXACT: Record<string, string> = {
  'Reservation time must be in the future.': 'futureTime',
  "Can't be seated reservation other than the current date": 'seatOnlyToday',
  "Can't change status of walk in to booked !": 'walkInToBooked',
  'Cannot change to SEATED status, no assigned tables': 'seatNeedsTable',
  'Cannot change pax when ticket price is per pax': 'paxPerPaxTicket',
  'Table is not valid': 'tableNotValid',
  'Status is not valid': 'statusNotValid',
  'ID reservation not exist.': 'reservationMissing',
  "Reservation can't change infomation !": 'cannotChangeInformation',
  'Reservation time cannot be changed': 'timeLocked',
  'COMPLETE, CANCELLED and NO_SHOW cannot change table': 'tableLocked',
  'That table is already taken at this time. Choose another table or time.': 'tableTaken',
  'This reservation was changed by someone else. Review the latest version and save again.': 'staleVersion',
  'Someone changed this at the same moment. Please try again.': 'tryAgain',
  "Area isn't in outlet": 'areaNotInOutlet',
  'Areas not null': 'areasNotNull',
  'You need setting areas first': 'needAreas',
  'table not suitable for new pax': 'notSuitable',
  'Tables in use cannot be deleted. Undeploy them from the floor plan first (depart or move the party).': 'tableInUse',
  'A party is seated at this table: depart or move it first.': 'partySeatedHere',
  'Table combination is not enabled for this brand': 'combinationsOff',
  'Someone else changed this first. Review their change and try again.': 'staleSettings',
  'blocked timing service on block day': 'blockedSpecialDay',
  'Service timing not null !': 'serviceTimingMissing',
  'EndTime must be after StartTime': 'endAfterStart',
  'Block-out day conflicts with service days': 'blockOutConflictsService',
  'Data is not valid': 'dataNotValid',
  'Remove control or direction characters': 'unsafeText',
  'Id Reservation Tag not exist !': 'tagMissing',
  'This Idempotency-Key was already used with a different request. Use a new key for a new request.': 'keyReused',
  'A request with this Idempotency-Key is still being processed. Try again in a moment.': 'keyInFlight',
  'Too many requests. Please try again later.': 'tooManyRequests',
  'Host is briefly unavailable. Please try again in a few seconds.': 'brieflyUnavailable',
  'invalid "reservationDate"': 'invalidDate',
  'invalid "reservationTime"': 'invalidTime',
};
const PATTERNS: Array<[RegExp, string]> = [
  [/^Can't change status of the (\w+) reservation$/, 'cantChangeStatus'],
  [/^Can't cancel the (\w+) reservation$/, 'cantCancel'],
  [/^block-out date existing on (\d{4}-\d{2}-\d{2})$/, 'blockOutExisting'],
  [/^This time can't be booked \(/, 'slotUnavailable'],
  [/^Service days conflict with block-out days: (.+)$/, 'serviceDaysConflict'],
];

export function translateServerMessage(message: string): string {
  const key = EXACT[message];
  if (key) return i18n.t(`serverMessages.${key}`, { defaultValue: message });
  for (const [pattern, patternKey] of PATTERNS) {
    const match = pattern.exec(message);
    if (match)
      return i18n.t(`serverMessages.${patternKey}`, { status: i18n.t(`status.${match[1]}`, { ns: 'reservations', defaultValue: match[1] }), date: match[1], dates: match[1], defaultValue: message });
  }
  return message;
}

import { datesClaimedBy, specialDayBlockOutConflicts, type ServiceTimingInput } from '@host/domain/availability/schedules';
import { DomainError } from '@host/domain/errors';
import type { Executor } from '../../db/client';
import * as repo from './repository';

/**
 * docs/rules.md section 8's conflicts between a special day's own hours and the block-outs on its dates:
 * one date gives 'blocked timing service on block day'; several list the dates they conflict on.
 */
export async function assertNoBlockedSpecialDay(tx: Executor, outletId: string, input: ServiceTimingInput) {
  const dates = specialDayBlockOutConflicts(input, await repo.blockOutsOn(tx, outletId, datesClaimedBy(input)));
  if (!dates.length) return;
  if (input.specificDates.length === 1) throw new DomainError('BUSINESS_RULE', 'blockedSpecialDay', { details: { dates } });
  throw new DomainError('BUSINESS_RULE', 'serviceDaysConflict', { params: { dates: dates.join(', ') }, details: { dates } });
}

/** What is stored: the hours as given (an end at or before the start is the next day), areas only when chosen. */
export function storedTiming(input: ServiceTimingInput) {
  const { areaIds, endsNextDay: _derived, ...values } = input;
  return { values, areaIds: input.isAllArea ? [] : areaIds };
}

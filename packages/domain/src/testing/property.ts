import fc from 'fast-check';
import { expect } from 'vitest';

/**
 * Property tests with a time budget (issue 27): on a busy two-core machine the same runs take many
 * times longer than on a quiet one. A property aims at `numRuns` cases and stops generating new ones
 * after `PROPERTY_BUDGET_MS`; it must still have tried a tenth of them, so a budget cut short by
 * load weakens a run a little but never turns it into one that checks nothing. Tests using it give
 * themselves `PROPERTY_TEST_TIMEOUT_MS`.
 */
export const PROPERTY_BUDGET_MS = 3_000;
export const PROPERTY_TEST_TIMEOUT_MS = 20_000;

/**
 * Checks `property` on up to `numRuns` cases within the budget; a counterexample fails with fast-check's own report. Returns the cases
 * tried.
 */
export function assertProperty<Ts>(property: fc.IProperty<Ts>, numRuns: number): number {
  const details = fc.check(property, { numRuns, interruptAfterTimeLimit: PROPERTY_BUDGET_MS, markInterruptAsFailure: false });
  if (details.failed) throw new Error(fc.defaultReportMessage(details) ?? 'property failed');
  expect(details.numRuns, `${details.numRuns} of ${numRuns} cases in ${PROPERTY_BUDGET_MS} ms`).toBeGreaterThanOrEqual(
    Math.ceil(numRuns / 10),
  );
  return details.numRuns;
}

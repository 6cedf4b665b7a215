// BENCH_SMOKE=1 npm run bench: every section through its own code paths with tiny counts and
// durations (a handful of requests, a second of load), so CI sees a section that no longer runs.
// Its figures measure nothing; what it checks is that each section ends and every answer is one the
// section expects (scripts/test.mjs runs it after the vitest runs).

export const SMOKE = process.env.BENCH_SMOKE === '1';

/** `full` when measuring, `tiny` in a smoke run. */
export const scaled = (full, tiny) => (SMOKE ? tiny : full);

/**
 * In a smoke run, an autocannon result with an answer outside `expected` (status codes), a
 * connection error or no answer at all fails the section. A measurement shows its answers by status
 * in the notes instead, so one slow request does not cost a whole run.
 */
export function expectAnswers(what, result, expected) {
  if (!SMOKE) return;
  const byStatus = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  const unexpected = Object.entries(byStatus).filter(([code]) => !expected.includes(Number(code)));
  const answered = Object.values(byStatus).reduce((n, count) => n + count, 0);
  if (unexpected.length || result.errors || answered === 0)
    throw new Error(
      `${what}: expected only ${expected.join(' or ')}, got ${JSON.stringify(byStatus)}` +
        (result.errors ? ` and ${result.errors} connection errors` : ''),
    );
}

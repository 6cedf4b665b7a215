import { describe, expect, it } from 'vitest';
import { higherIsBetter, worsened } from '../../../scripts/bench-compare.mjs';

// The bench as a guard (issue 34, point 6): a run compared with the one kept for the machine names every figure more than
// 20% worse, in the direction that figure is better.
const run = (figures: Array<{ id: string; value: number; unit: string; target?: { at: 'most' | 'least'; ratio: number } }>) => ({
  at: '2026-12-02T00:00:00Z',
  machine: { cpus: 2, cpu: 'test' },
  sections: [{ name: 'x', title: 'x', figures: figures.map((f) => ({ name: f.id, target: null, ...f })) }],
});

describe('the bench compared with its baseline', () => {
  it('names a time 21% slower and a rate 21% lower, not 19%, and not a figure only one run has', () => {
    const before = run([
      { id: 'reload', value: 100, unit: 'ms' },
      { id: 'read', value: 100, unit: 'ms' },
      { id: 'bookings', value: 100, unit: '/s' },
      { id: 'held', value: 100, unit: '/s', target: { at: 'least', ratio: 0.5 } },
      { id: 'gone', value: 5, unit: 'ms' },
    ]);
    const now = run([
      { id: 'reload', value: 121, unit: 'ms' },
      { id: 'read', value: 119, unit: 'ms' },
      { id: 'bookings', value: 82, unit: '/s' },
      { id: 'held', value: 84, unit: '/s', target: { at: 'least', ratio: 0.5 } },
      { id: 'new', value: 500, unit: 'ms' },
    ]);
    const worse = worsened(before, now);
    expect(worse.map((w) => w.id)).toEqual(['bookings', 'reload']);
    expect(worse[0]).toMatchObject({ before: 100, now: 82 });
    expect(worse[1]!.change).toBeCloseTo(0.21);
  });

  it('takes a target held at least as "higher is better", and a time under a limit as lower', () => {
    expect(higherIsBetter({ unit: 'ratio', target: { at: 'least', ratio: 0.5 } })).toBe(true);
    expect(higherIsBetter({ unit: '/s', target: null })).toBe(true);
    expect(higherIsBetter({ unit: 'ms', target: { at: 'most', ratio: 1 } })).toBe(false);
    expect(higherIsBetter({ unit: 'kB', target: null })).toBe(false);
    // Two servers over one: a scaling ratio.
    expect(higherIsBetter({ unit: 'x', target: null })).toBe(true);
  });
});

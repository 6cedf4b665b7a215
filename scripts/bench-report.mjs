// The bench's figures: each one a value held against an anchor (a limit, or another system measured
// in the same run) with the ratio it must reach. scripts/bench.mjs prints them as one table and
// writes the same as JSON, so two runs can be compared figure by figure.
import { writeFileSync } from 'node:fs';

/** The p-th fraction of `xs` by nearest rank (0.95 for the p95), from a sorted copy. */
export const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/**
 * One figure. `anchor` is what the value is divided by: a fixed limit (`{ name: 'limit', value: 20 }`)
 * or a figure of the same run (pgbench's tps). `target` is the ratio to reach: `{ at: 'most', ratio: 1 }`
 * for "under the limit", `{ at: 'least', ratio: 0.5 }` for "at least half of pgbench".
 */
export function figure({ id, name, value, unit, anchor, target, detail }) {
  const ratio = anchor.value > 0 ? value / anchor.value : Number.NaN;
  const met = target.at === 'most' ? ratio <= target.ratio : ratio >= target.ratio;
  return { id, name, value, unit, anchor, ratio, target, met, ...(detail ? { detail } : {}) };
}

/** A figure held under a fixed limit (lower is better). */
export const underLimit = (id, name, value, unit, limit, detail) =>
  figure({ id, name, value, unit, anchor: { name: 'limit', value: limit }, target: { at: 'most', ratio: 1 }, detail });

/** A figure held over a fixed floor (higher is better). */
export const overLimit = (id, name, value, unit, limit, detail) =>
  figure({ id, name, value, unit, anchor: { name: 'limit', value: limit }, target: { at: 'least', ratio: 1 }, detail });

/** A figure with no target: shown for context (its ratio is to itself). */
export const context = (id, name, value, unit, detail) => ({
  id,
  name,
  value,
  unit,
  anchor: null,
  ratio: null,
  target: null,
  met: null,
  ...(detail ? { detail } : {}),
});

const shown = (value, unit) => {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${unit}`;
};

/** The table as text: one line per figure, grouped by section. */
export function formatTable(sections) {
  const rows = [['figure', 'value', 'anchor', 'ratio', 'target', '']];
  const groups = [];
  for (const { title, figures } of sections) {
    groups.push({ title, start: rows.length });
    for (const f of figures) {
      rows.push([
        f.name,
        shown(f.value, f.unit),
        f.anchor ? `${f.anchor.name === 'limit' ? '' : `${f.anchor.name} `}${shown(f.anchor.value, f.unit)}` : '',
        f.ratio === null ? '' : f.ratio.toFixed(3),
        f.target ? `${f.target.at === 'most' ? '≤' : '≥'} ${f.target.ratio}` : '',
        f.met === null ? '' : f.met ? 'met' : 'NOT MET',
      ]);
    }
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (r) =>
    r
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c])))
      .join('  ')
      .trimEnd();
  const out = [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  ')];
  for (let g = 0; g < groups.length; g++) {
    out.push(groups[g].title);
    const end = g + 1 < groups.length ? groups[g + 1].start : rows.length;
    for (let r = groups[g].start; r < end; r++) out.push(line(rows[r]));
  }
  return out.join('\n');
}

/** Writes the run as JSON: when, on what, and every figure. */
export function writeJson(file, sections, machine) {
  const run = { at: new Date().toISOString(), machine, sections };
  writeFileSync(file, JSON.stringify(run, null, 2) + '\n');
  return run;
}
